import GraftTerminal

/// What a row of a lazy container is to the ``Section`` it belongs to.
enum LazyRowRole {
    case row
    case header
    case footer
}

/// A section's header or footer, marked so lazy containers can tell it from
/// the section's rows (to pin it, or to stretch it across a grid).
struct SectionPartView<Content: View>: ContentWrappingView, PrimitiveView {
    let content: Content
    let role: LazyRowRole

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SectionPartNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A ``Section``'s views, marked so lazy containers know where it begins and ends.
struct SectionGroupView<Content: View>: ContentWrappingView, PrimitiveView {
    let content: Content

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SectionGroupNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
protocol SectionPartMarking: AnyObject {
    var role: LazyRowRole { get }
}

@MainActor
protocol SectionGroupMarking: AnyObject {}

/// Structural, so outside a lazy container a section lays out as before.
@MainActor
final class SectionPartNode<Content: View>: StructuralWrapperNode<SectionPartView<Content>>, SectionPartMarking {
    private(set) var role = LazyRowRole.header

    override func update(from oldView: SectionPartView<Content>?, to newView: SectionPartView<Content>) {
        role = newView.role
        super.update(from: oldView, to: newView)
    }
}

@MainActor
final class SectionGroupNode<Content: View>: StructuralWrapperNode<SectionGroupView<Content>>, SectionGroupMarking {}

/// A lazy container's rows as its content lists them: segments (a node or a
/// lazy source each), what each is to its section, and where sections are.
@MainActor
struct LazyContentList {
    var segments: [LazySegment] = []
    var roles: [LazyRowRole] = []
    /// The segments of each outermost section, in order.
    var sections: [Range<Int>] = []

    /// Lists the rows under `node`.
    init(content node: ViewNode?) {
        if let node { collect(node, role: .row) }
    }

    private mutating func collect(_ node: ViewNode, role: LazyRowRole) {
        if let source = node as? any LazyRowSource, source.isLazy {
            append(.source(source), role: role)
        } else if let part = node as? any SectionPartMarking {
            for child in node.children { collect(child, role: part.role) }
        } else if node is any SectionGroupMarking {
            let first = segments.count
            for child in node.children { collect(child, role: role) }
            // A section inside a section is one section, the outer one.
            sections.removeAll { $0.lowerBound >= first }
            sections.append(first ..< segments.count)
        } else if node.isStructural {
            for child in node.children { collect(child, role: role) }
        } else {
            append(.node(node), role: role)
        }
    }

    private mutating func append(_ segment: LazySegment, role: LazyRowRole) {
        segments.append(segment)
        roles.append(role)
    }

    /// Each section's lines: `starts` are the segments' first items (and
    /// the total after them), `line` gives the line an item is on.
    func sectionLines(starts: [Int], line: (Int) -> Int) -> [LazySectionLines] {
        sections.compactMap { range in
            let first = starts[range.lowerBound]
            let end = starts[range.upperBound]
            guard end > first else { return nil }
            let header = range.first { roles[$0] == .header && starts[$0 + 1] > starts[$0] }
            let footer = range.last { roles[$0] == .footer && starts[$0 + 1] > starts[$0] }
            return LazySectionLines(
                lines: line(first) ..< line(end - 1) + 1, header: header.map { line(starts[$0]) },
                footer: footer.map { line(starts[$0 + 1] - 1) })
        }
    }
}

/// A section's lines in a lazy container (rows of a stack, lines of a grid).
struct LazySectionLines: Equatable {
    var lines: Range<Int>
    var header: Int?
    var footer: Int?
}

/// Where a lazy container's pinned headers and footers go as it scrolls: the
/// header of the section at the top of the view stays there until the end
/// of its section pushes it off; a footer likewise at the bottom.
struct SectionPinning {
    /// A header or footer drawn away from its place: its line, and its
    /// offset along the container's axis from the container's start.
    struct Pin: Equatable {
        var line: Int
        var offset: Int
    }

    var pinnedViews: PinnedScrollableViews
    var sections: [LazySectionLines]

    /// The section holding `line`, found by bisection: sections are in order.
    func section(holding line: Int) -> LazySectionLines? {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].lines.lowerBound <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0, sections[low - 1].lines.contains(line) else { return nil }
        return sections[low - 1]
    }

    /// The pins for the part `visible` of the container (offsets from its
    /// start); `extent` measures a line's own length (without spacing).
    func pins(visible: Range<Int>, heights: RowHeights, spacing: Int, extent: (Int) -> Int) -> [Pin] {
        guard !visible.isEmpty, heights.count > 0, !sections.isEmpty else { return [] }
        var pins: [Pin] = []
        if pinnedViews.contains(.sectionHeaders), visible.lowerBound >= 0,
            let section = section(holding: heights.row(containing: visible.lowerBound)), let header = section.header
        {
            let natural = heights.prefix(header)
            let end = heights.prefix(section.lines.upperBound) - spacing
            let offset = min(visible.lowerBound, end - extent(header))
            if offset > natural { pins.append(Pin(line: header, offset: offset)) }
        }
        if pinnedViews.contains(.sectionFooters),
            let section = section(holding: heights.row(containing: max(visible.upperBound - 1, 0))),
            let footer = section.footer
        {
            let natural = heights.prefix(footer)
            let length = extent(footer)
            // Pushed down by its own section's header, which it never covers.
            let start = heights.prefix(section.lines.lowerBound) + (section.header.map(extent) ?? 0)
            let offset = max(visible.upperBound - length, start)
            if offset < natural, offset < visible.upperBound, pins.first?.line != footer {
                pins.append(Pin(line: footer, offset: offset))
            }
        }
        return pins
    }
}

/// A ``Section``, known by its type: a `ForEach` of sections in a lazy
/// container builds every section, whose own rows stay lazy.
protocol SectionRow {}

extension Section: SectionRow {}
