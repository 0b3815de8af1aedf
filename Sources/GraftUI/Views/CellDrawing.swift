import GraftTerminal

/// Content that sizes itself and draws its own cells: how Graft's other
/// modules (charts) add leaves to the graph without reaching into its nodes.
///
/// A new value that is equal to the last one costs nothing; a different one
/// is measured and drawn again.
@MainActor
package protocol CellDrawable: Equatable {
    /// The size the content takes for `proposal`.
    func sizeThatFits(_ proposal: CellProposal, environment: EnvironmentValues) -> Size
    /// Draws the content in `frame`, in the canvas's coordinates.
    func draw(in frame: Rect, canvas: inout Canvas, environment: EnvironmentValues)
}

/// A leaf that shows a ``CellDrawable``.
package struct CellDrawingView<Content: CellDrawable>: View {
    /// Drawn by its content.
    package typealias Body = Never

    let content: Content

    /// A leaf showing `content`.
    package init(_ content: Content) {
        self.content = content
    }
}

extension CellDrawingView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        CellDrawingNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class CellDrawingNode<Content: CellDrawable>: PrimitiveNode<CellDrawingView<Content>> {
    override func update(from oldView: CellDrawingView<Content>?, to newView: CellDrawingView<Content>) {
        guard oldView?.content != newView.content else { return }
        invalidateLayout()
        setNeedsDisplay()
    }

    override func environmentDidChange() {
        invalidateLayout()
        setNeedsDisplay()
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        view?.content.sizeThatFits(proposal, environment: environment) ?? .zero
    }

    override func draw(in canvas: inout Canvas) {
        view?.content.draw(in: frame, canvas: &canvas, environment: environment)
    }
}
