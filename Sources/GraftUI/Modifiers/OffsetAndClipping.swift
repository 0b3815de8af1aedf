import Foundation
import GraftTerminal

extension View {
    /// Draws the view moved by `x` and `y` points (columns and rows unless
    /// ``EnvironmentValues/pointsPerCell`` is set), without changing its
    /// place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        OffsetView(content: self, offset: CGSize(width: x, height: y))
    }

    /// Draws the view moved by `offset` points, without changing its place
    /// in the layout.
    public func offset(_ offset: CGSize) -> some View {
        OffsetView(content: self, offset: offset)
    }

    /// Clips the view's drawing to its frame. Layout never clips by itself.
    public func clipped() -> some View {
        ClippedView(content: self)
    }

    /// Draws a box around the view, inside its frame.
    public func border(_ color: Color, line: LineStyle = .single) -> some View {
        overlay { Rectangle().stroke(color, style: line) }
    }
}

struct OffsetView<Content: View>: View, PrimitiveView {
    var content: Content
    var offset: CGSize

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OffsetNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class OffsetNode<Content: View>: ContainerNode<OffsetView<Content>, Content> {
    /// Stepped every frame while it animates: main-actor state that no
    /// access overlaps, so without the runtime's exclusivity check.
    @exclusivity(unchecked) private var offset: AnimatedValue<CGSize.AnimatableData>?
    private var scale = PointScale()

    override func update(from oldView: OffsetView<Content>?, to newView: OffsetView<Content>) {
        let offsetChanged = take(newView.offset.animatableData, into: &offset)
        let scaleChanged = scale.refresh(from: environment)
        if offsetChanged || scaleChanged { setNeedsPlacement() }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { setNeedsPlacement() }
    }

    override func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        let moves = super.advanceAnimations(to: time, moved: &moved)
        if advance(&offset, to: time) {
            moved = true
            setNeedsPlacement()
        }
        return moves || offset?.isAnimating == true
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let offset = offset?.presented ?? .zero
        placeContent(
            in: rect.offsetBy(
                dx: PointsToCells.columns(offset.first, at: scale.value), dy: PointsToCells.rows(offset.second, at: scale.value)),
            proposal: proposal)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        offset?.finish()
        offset = nil
    }
}

struct ClippedView<Content: View>: View, PrimitiveView {
    var content: Content

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ClippedNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ClippedNode<Content: View>: ContainerNode<ClippedView<Content>, Content> {
    override func update(from oldView: ClippedView<Content>?, to newView: ClippedView<Content>) {
        updateContent(newView.content)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.withSavedState { canvas in
            canvas.clip(to: frame)
            super.draw(in: &canvas)
        }
    }
}
