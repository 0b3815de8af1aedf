import Foundation
import GraftTerminal

extension View {
    /// Sizes the view along `axes` to its container: the nearest scroll
    /// view's visible area, or the graph's safe area when there is none.
    /// The view is aligned by `alignment` in that size; along other axes it
    /// keeps its own size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view along `axes` to `span` of `count` equal columns or rows
    /// of its container, `spacing` points apart:
    /// `(container - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(count, 1))
            let span = CGFloat(max(span, 1))
            let item = (length - spacing * (count - 1)) / count
            return max(item * span + spacing * (span - 1), 0)
        }
    }

    /// Sizes the view along `axes` to what `length` makes of its
    /// container's length (in points) along each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
    }
}

struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
    var content: Content
    var axes: Axis.Set
    var alignment: Alignment
    var length: (CGFloat, Axis) -> CGFloat

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ContainerRelativeFrameNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A frame whose length along its axes comes from the container's size.
///
/// The container's size is read when the node is measured: a scroll view
/// not yet placed has none, so the screen stands in; when the node is placed
/// and the container's size differs from the one it measured with, it lays
/// out again (the next pass of the same layout).
@MainActor
final class ContainerRelativeFrameNode<Content: View>: ContainerNode<ContainerRelativeFrameView<Content>, Content> {
    private var scale = PointScale()
    /// The container size the cached sizes were computed with.
    private var measuredContainer: Size?

    override func update(from oldView: ContainerRelativeFrameView<Content>?, to newView: ContainerRelativeFrameView<Content>) {
        _ = scale.refresh(from: environment)
        // The closure cannot be compared: a new one may make other lengths.
        if oldView != nil { invalidateLayout() }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { invalidateLayout() }
    }

    override func layoutDidInvalidate() {
        measuredContainer = nil
    }

    /// The nearest scroll view's placed size, or the safe area's.
    private var containerSize: Size {
        var ancestor = parent
        while let node = ancestor {
            if let scroll = node.scrollViewport, node.hasBeenPlaced { return scroll.viewport.size }
            if node.scrollViewport != nil { break }
            ancestor = node.parent
        }
        return graph.safeAreaRect.size
    }

    /// The lengths, in cells, along the frame's axes (nil along the others).
    private func lengths(in container: Size) -> (width: Int?, height: Int?) {
        guard let view else { return (nil, nil) }
        let scale = scale.value
        let width =
            view.axes.contains(.horizontal)
            ? max(PointsToCells.columns(view.length(PointsToCells.points(columns: container.width, at: scale), .horizontal), at: scale), 0)
            : nil
        let height =
            view.axes.contains(.vertical)
            ? max(PointsToCells.rows(view.length(PointsToCells.points(rows: container.height, at: scale), .vertical), at: scale), 0)
            : nil
        return (width, height)
    }

    private func contentProposal(for proposal: CellProposal, in container: Size) -> CellProposal {
        let lengths = lengths(in: container)
        return CellProposal(width: lengths.width ?? proposal.width, height: lengths.height ?? proposal.height)
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        let container = containerSize
        measuredContainer = container
        let inner = contentProposal(for: proposal, in: container)
        let content = contentSize(for: inner)
        let lengths = lengths(in: container)
        return Size(width: lengths.width ?? content.width, height: lengths.height ?? content.height)
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let container = containerSize
        if let measuredContainer, measuredContainer != container {
            // Measured before the container was placed: measure again.
            invalidateLayout()
        }
        let inner = contentProposal(for: proposal, in: container)
        placeContent(alignedIn: rect, alignment: view?.alignment ?? .center, proposal: inner)
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        nil
    }
}
