import Foundation
import GraftTerminal

/// The container a ``Layout`` makes when called with content.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    var layout: L
    var content: Content

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LayoutNode<L, Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lays out its content's layout children with a ``Layout``: built-in
/// layouts directly in cells, custom ones through their methods in points.
@MainActor
final class LayoutNode<L: Layout, Content: View>: ContainerNode<LayoutView<L, Content>, Content> {
    private var scale = PointScale()
    /// The built-in layout in cells, nil for a custom one.
    private var cells: CellLayout?
    private var context: LayoutContext?
    private var cache: L.Cache?
    private var cacheIsStale = false
    private var lastMeasurement: StackLayout.Measurement?

    override func update(from oldView: LayoutView<L, Content>?, to newView: LayoutView<L, Content>) {
        let scaleChanged = scale.refresh(from: environment)
        let newCells = (newView.layout as? any CellLayoutConvertible)?.cellLayout(at: scale.value)
        // A custom layout's parameters cannot be compared, so a new value lays out again.
        if oldView == nil || scaleChanged || newCells == nil || newCells != cells {
            // A custom layout may answer explicit guides.
            if newCells == nil { graph.layoutState.hasAlignmentGuides = true }
            cells = newCells
            invalidateLayout()
        }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        guard scale.refresh(from: environment), let view else { return }
        cells = (view.layout as? any CellLayoutConvertible)?.cellLayout(at: scale.value)
        invalidateLayout()
    }

    override func layoutDidInvalidate() {
        cacheIsStale = true
        lastMeasurement = nil
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        cache = nil
        cells = nil
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        switch cells {
        case .stack(let layout):
            let measurement = layout.measure(layoutChildren, for: proposal)
            lastMeasurement = measurement
            return measurement.size
        case .overlay(let alignment):
            return OverlayLayout.size(of: layoutChildren, for: proposal, alignment: alignment, scale: scale.value)
        case nil:
            guard let layout = view?.layout else { return .zero }
            let subviews = makeSubviews()
            let scale = scale.value
            let size = withCache(layout, subviews) { cache in
                layout.sizeThatFits(proposal: ProposedViewSize(proposal, scale: scale), subviews: subviews, cache: &cache)
            }
            return PointsToCells.cells(size, at: scale)
        }
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        switch cells {
        case .stack(let layout):
            layout.place(layoutChildren, in: rect, proposal: proposal, reusing: lastMeasurement)
        case .overlay(let alignment):
            OverlayLayout.place(layoutChildren, in: rect, alignment: alignment, scale: scale.value)
        case nil:
            guard let layout = view?.layout else { return }
            placeCustom(layout, in: rect, proposal: proposal)
        }
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        switch cells {
        case .stack(let layout):
            return layout.explicitAlignment(of: key, children: layoutChildren, for: proposal)
        case .overlay(let alignment):
            return OverlayLayout.explicitAlignment(
                of: key, children: layoutChildren, for: proposal, alignment: alignment, scale: scale.value)
        case nil:
            guard let layout = view?.layout else { return nil }
            let subviews = makeSubviews()
            let scale = scale.value
            // The guide is asked in the container's own space, from its origin.
            let bounds = CGRect(origin: .zero, size: PointsToCells.points(sizeThatFits(proposal), at: scale))
            let points = ProposedViewSize(proposal, scale: scale)
            return withCache(layout, subviews) { cache in
                key.axis == .horizontal
                    ? layout.explicitAlignment(
                        of: HorizontalAlignment(key: key), in: bounds, proposal: points, subviews: subviews, cache: &cache)
                    : layout.explicitAlignment(
                        of: VerticalAlignment(key: key), in: bounds, proposal: points, subviews: subviews, cache: &cache)
            }
        }
    }

    private func placeCustom(_ layout: L, in rect: Rect, proposal: CellProposal) {
        let subviews = makeSubviews()
        let scale = scale.value
        let bounds = CGRect(
            origin: CGPoint(
                x: PointsToCells.points(columns: rect.minX, at: scale), y: PointsToCells.points(rows: rect.minY, at: scale)),
            size: PointsToCells.points(rect.size, at: scale))
        subviews.context.beginPlacing(count: subviews.count)
        withCache(layout, subviews) { cache in
            layout.placeSubviews(in: bounds, proposal: ProposedViewSize(proposal, scale: scale), subviews: subviews, cache: &cache)
        }
        subviews.context.endPlacing()
        // A subview the layout did not place goes to the middle of the
        // container at its ideal size, as in SwiftUI.
        for (index, node) in subviews.nodes.enumerated() where !subviews.context.wasPlaced(index) {
            let size = node.sizeThatFits(.unspecified)
            let x = rect.minX + HorizontalAlignment.center.offset(child: size.width, in: rect.width)
            let y = rect.minY + VerticalAlignment.center.offset(child: size.height, in: rect.height)
            node.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: .unspecified)
        }
    }

    private func makeSubviews() -> LayoutSubviews {
        let context = self.context ?? LayoutContext()
        self.context = context
        context.scale = scale.value
        return LayoutSubviews(nodes: layoutChildren, context: context)
    }

    /// Runs `body` with the layout's cache, made on first use and brought up
    /// to date after the subviews or the layout changed.
    private func withCache<R>(_ layout: L, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current: L.Cache
        if let cache {
            current = cache
            if cacheIsStale { layout.updateCache(&current, subviews: subviews) }
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        cacheIsStale = false
        // Dropped while the layout works on it, so a class-free cache is not copied.
        cache = nil
        let result = body(&current)
        cache = current
        return result
    }
}
