import Foundation
import GraftTerminal

/// The subviews a ``Layout`` arranges, in the order they were written.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A slice of subviews is subviews too.
    public typealias SubSequence = LayoutSubviews
    /// Each subview.
    public typealias Element = LayoutSubview
    /// Subviews are numbered from zero; a slice keeps its parent's numbers.
    public typealias Index = Int

    let nodes: [ViewNode]
    let context: LayoutContext
    /// The position of the first subview.
    public let startIndex: Int
    /// The position after the last subview.
    public let endIndex: Int

    init(nodes: [ViewNode], context: LayoutContext, range: Range<Int>? = nil) {
        self.nodes = nodes
        self.context = context
        self.startIndex = range?.lowerBound ?? 0
        self.endIndex = range?.upperBound ?? nodes.count
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, context: context)
    }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, context: context, range: bounds)
    }

    /// The nodes in this collection's range, for the built-in layouts.
    var selectedNodes: [ViewNode] {
        startIndex == 0 && endIndex == nodes.count ? nodes : Array(nodes[startIndex ..< endIndex])
    }

    /// The same subviews of the same container.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.context === rhs.context && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
            && lhs.nodes.elementsEqual(rhs.nodes, by: ===)
    }
}

/// One subview of a ``Layout``: measure it, read its properties, place it.
///
/// Sizes and positions are in points. A position is rounded to the
/// nearest cell on its own, as every length is (docs/LAYOUT.md §1.12).
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let index: Int
    let context: LayoutContext

    /// The size the subview chooses for `proposal`.
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let scale = context.scale
        return PointsToCells.points(node.sizeThatFits(proposal.cells(at: scale)), at: scale)
    }

    /// The subview's size for `proposal` and its alignment guides, explicit
    /// ones included.
    @MainActor
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let scale = context.scale
        let cells = proposal.cells(at: scale)
        return AlignmentGuides.dimensions(of: node, proposal: cells, size: node.sizeThatFits(cells), scale: scale)
    }

    /// The subview's layout priority (see `layoutPriority(_:)`).
    @MainActor
    public var priority: Double { node.layoutPriority }

    /// The standard spacing around the subview: one cell on its leading and
    /// trailing edges, none for a ``Spacer``.
    @MainActor
    public var spacing: ViewSpacing {
        node.isSpacer ? .zero : ViewSpacing(top: 0, leading: context.scale.width, bottom: 0, trailing: context.scale.width)
    }

    /// Puts the subview at `position`, the point of it that `anchor` names,
    /// with the size it chooses for `proposal`. Only placement inside
    /// ``Layout/placeSubviews(in:proposal:subviews:cache:)`` takes effect.
    @MainActor
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        // Outside placement there is no frame being laid out to put it in.
        guard context.isPlacing else { return }
        let scale = context.scale
        let cells = proposal.cells(at: scale)
        let size = node.sizeThatFits(cells)
        let points = PointsToCells.points(size, at: scale)
        let x = PointsToCells.columns(position.x - anchor.x * points.width, at: scale)
        let y = PointsToCells.rows(position.y - anchor.y * points.height, at: scale)
        node.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: cells)
        context.markPlaced(index)
    }

    /// The value the subview set for `key` with `layoutValue(key:value:)`,
    /// or the key's default.
    @MainActor
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }

    /// The same subview of the same container.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.context === rhs.context
    }
}

/// What a custom layout's subviews share: the container's scale, and during
/// placement which subviews were placed.
@MainActor
final class LayoutContext {
    var scale = CGSize(width: 1, height: 1)
    private(set) var isPlacing = false
    private var placed: [Bool] = []

    func beginPlacing(count: Int) {
        placed = [Bool](repeating: false, count: count)
        isPlacing = true
    }

    func markPlaced(_ index: Int) {
        if placed.indices.contains(index) { placed[index] = true }
    }

    func wasPlaced(_ index: Int) -> Bool {
        placed.indices.contains(index) && placed[index]
    }

    func endPlacing() {
        isPlacing = false
    }
}
