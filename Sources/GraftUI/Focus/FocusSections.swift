import GraftTerminal

extension View {
    /// Makes this view's frame and the focusable views inside it a focus
    /// section: an arrow key that finds no control that way from the
    /// focused one moves into a section that lies that way, to its control
    /// nearest the focused one.
    ///
    /// ```swift
    /// HStack(alignment: .top) {
    ///     VStack { Button("New") {}; Button("Open") {}; Button("Recent") {} }
    ///     VStack { Button("Help") {} }.focusSection()  // Right from "Recent" reaches "Help"
    /// }
    /// ```
    ///
    /// - Returns: The view, as a focus section.
    public func focusSection() -> some View {
        FocusSectionView(content: self)
    }
}

struct FocusSectionView<Content: View>: View, PrimitiveView {
    var content: Content

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FocusSectionNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A focus section: laid out as its content, so its frame is the content's.
@MainActor
protocol FocusSectionMarking: AnyObject {}

@MainActor
final class FocusSectionNode<Content: View>: ContainerNode<FocusSectionView<Content>, Content>, FocusSectionMarking {
    override func update(from oldView: FocusSectionView<Content>?, to newView: FocusSectionView<Content>) {
        updateContent(newView.content)
    }
}

extension Direction {
    /// The way an arrow key points; nil for other keys.
    init?(arrow key: Key) {
        switch key {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        default: return nil
        }
    }
}

extension ViewGraph {
    /// Moves focus from the focused control the way an arrow points: to the
    /// nearest control in line that way; failing that, into the nearest
    /// focus section that way (to its control nearest the focused one);
    /// failing that, to the nearest control anywhere that way, the sideways
    /// distance counting double.
    ///
    /// - Returns: Whether focus moved.
    func moveFocus(_ direction: Direction) -> Bool {
        guard let current = focusedNode else { return false }
        let origin = current.node.frame
        let candidates = focusOrder().compactMap { candidate -> (node: any FocusableNode, along: Int, across: Int)? in
            guard candidate !== current, let offset = direction.offset(from: origin, to: candidate.node.frame) else { return nil }
            return (candidate, offset.along, offset.across)
        }
        let inLine = candidates.filter { $0.across == 0 }.min { $0.along < $1.along }
        let target =
            inLine?.node
            ?? control(inSectionLying: direction, from: current, among: candidates.map(\.node))
            ?? candidates.min { $0.along + 2 * $0.across < $1.along + 2 * $1.across }?.node
        guard let target else { return false }
        focus(target)
        return true
    }

    /// The control nearest `current` inside the nearest focus section (not
    /// `current`'s own) that lies `direction` from it.
    private func control(
        inSectionLying direction: Direction, from current: any FocusableNode,
        among candidates: [any FocusableNode]
    ) -> (any FocusableNode)? {
        let origin = current.node.frame
        let own = Self.section(around: current.node)
        var best: (section: ViewNode, distance: Int)?
        var members: [(any FocusableNode, ViewNode)] = []
        for candidate in candidates {
            guard let section = Self.section(around: candidate.node), section !== own,
                let distance = direction.distance(from: origin, to: section.frame)
            else { continue }
            members.append((candidate, section))
            if best.map({ distance < $0.distance }) ?? true { best = (section, distance) }
        }
        guard let section = best?.section else { return nil }
        return members.filter { $0.1 === section }.map(\.0)
            .min { Self.separation(origin, $0.node.frame) < Self.separation(origin, $1.node.frame) }
    }

    /// The nearest focus section around `node`, if any.
    private static func section(around node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let ancestor = current {
            if ancestor is any FocusSectionMarking { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    /// How many cells apart two frames are, across and down.
    private static func separation(_ a: Rect, _ b: Rect) -> Int {
        max(0, b.minX - a.maxX, a.minX - b.maxX) + max(0, b.minY - a.maxY, a.minY - b.maxY)
    }
}
