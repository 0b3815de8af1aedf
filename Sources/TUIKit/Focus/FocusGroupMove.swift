/// An arrow-key move inside a focus group: from the focused stop to the
/// nearest stop of the same group whose frame lies the way the arrow points.
@MainActor
struct FocusGroupMove {
    let heading: TUIFocusHeading

    /// The index in `stops` that an arrow from `current` reaches, if any.
    /// Stops of hosted content move among themselves and are left out.
    func target(from current: Int, in stops: [FocusStop]) -> Int? {
        let origin = stops[current]
        guard origin.item == nil, let group = origin.view.resolvedFocusGroupIdentifier else { return nil }
        var best: (index: Int, score: Int)?
        for (index, stop) in stops.enumerated() where index != current && stop.item == nil {
            guard let score = score(from: origin.frame, to: stop.frame),
                  stop.view.resolvedFocusGroupIdentifier == group else { continue }
            if best.map({ score < $0.score }) ?? true { best = (index, score) }
        }
        return best?.index
    }

    /// How far `frame` is from `origin` the way the arrow points, the
    /// sideways offset weighing double so the item in line wins; nil when
    /// `frame` is not that way at all.
    private func score(from origin: Rect, to frame: Rect) -> Int? {
        let along: Int
        let across: Int
        switch heading {
        case .left:
            along = origin.minX - frame.maxX
            across = Self.gap(origin.minY, origin.maxY, frame.minY, frame.maxY)
        case .right:
            along = frame.minX - origin.maxX
            across = Self.gap(origin.minY, origin.maxY, frame.minY, frame.maxY)
        case .up:
            along = origin.minY - frame.maxY
            across = Self.gap(origin.minX, origin.maxX, frame.minX, frame.maxX)
        case .down:
            along = frame.minY - origin.maxY
            across = Self.gap(origin.minX, origin.maxX, frame.minX, frame.maxX)
        default:
            return nil
        }
        return along >= 0 ? along + 2 * across : nil
    }

    /// The distance between two spans on one axis: zero when they share a
    /// cell, otherwise one more than the cells between them.
    private static func gap(_ start: Int, _ end: Int, _ otherStart: Int, _ otherEnd: Int) -> Int {
        (start ..< end).overlaps(otherStart ..< otherEnd) ? 0 : 1 + max(otherStart - end, start - otherEnd)
    }
}
