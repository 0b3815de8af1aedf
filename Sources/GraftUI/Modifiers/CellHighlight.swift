import GraftTerminal

extension View {
    /// Adds `attributes` to every cell of the view's frame after it draws,
    /// so a focus mark covers a control whole (the gaps between its glyph
    /// and its title too), which attributes on its text alone would not.
    func cellHighlight(_ attributes: TextAttributes) -> some View {
        CellHighlightView(content: self, attributes: attributes)
    }
}

struct CellHighlightView<Content: View>: View, PrimitiveView {
    var content: Content
    var attributes: TextAttributes

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        CellHighlightNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class CellHighlightNode<Content: View>: ContainerNode<CellHighlightView<Content>, Content> {
    private var attributes = NodeParameter<TextAttributes>()

    override func update(from oldView: CellHighlightView<Content>?, to newView: CellHighlightView<Content>) {
        if attributes.take(newView.attributes) { setNeedsDisplay() }
        updateContent(newView.content)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        if let attributes = attributes.value { canvas.addAttributes(attributes, in: frame) }
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        attributes.forget()
    }
}
