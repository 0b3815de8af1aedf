/// An arrow-key move inside a focus group: from the focused stop to the
/// nearest stop of the same group whose frame lies the way the arrow points.
@MainActor
struct FocusGroupMove {
    let direction: Direction

    /// The move for `heading`, when it is one of the four arrows.
    init?(heading: TUIFocusHeading) {
        switch heading {
        case .up: direction = .up
        case .down: direction = .down
        case .left: direction = .left
        case .right: direction = .right
        default: return nil
        }
    }

    /// The index in `stops` that an arrow from `current` reaches, if any:
    /// the nearest that way, the item in line first. Stops of hosted
    /// content move among themselves and are left out.
    func target(from current: Int, in stops: [FocusStop]) -> Int? {
        let origin = stops[current]
        guard origin.item == nil, let group = origin.view.resolvedFocusGroupIdentifier else { return nil }
        var best: (index: Int, distance: Int)?
        for (index, stop) in stops.enumerated() where index != current && stop.item == nil {
            guard let distance = direction.distance(from: origin.frame, to: stop.frame),
                stop.view.resolvedFocusGroupIdentifier == group
            else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
        }
        return best?.index
    }
}
