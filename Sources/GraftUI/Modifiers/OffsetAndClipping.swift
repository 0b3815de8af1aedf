import GraftTerminal

extension View {
    /// Draws the view moved by `x` columns and `y` rows, without changing its
    /// place in the layout.
    public func offset(x: Int = 0, y: Int = 0) -> some View {
        OffsetView(content: self, dx: x, dy: y)
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
    var dx: Int
    var dy: Int

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OffsetNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class OffsetNode<Content: View>: ContainerNode<OffsetView<Content>, Content> {
    private var dx = NodeParameter<Int>()
    private var dy = NodeParameter<Int>()

    override func update(from oldView: OffsetView<Content>?, to newView: OffsetView<Content>) {
        let dxChanged = dx.take(newView.dx)
        let dyChanged = dy.take(newView.dy)
        if dxChanged || dyChanged { setNeedsPlacement() }
        updateContent(newView.content)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedViewSize) {
        placeContent(in: rect.offsetBy(dx: dx.value ?? 0, dy: dy.value ?? 0), proposal: proposal)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        dx.forget()
        dy.forget()
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
