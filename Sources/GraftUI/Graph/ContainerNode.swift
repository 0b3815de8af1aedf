import GraftTerminal

/// A layout node with one content view (a stack's content, a modified view).
/// The content may stand for several layout children (a `TupleView`).
@MainActor
class ContainerNode<Container: View, Content: View>: PrimitiveNode<Container> {
    private(set) var content: ViewNode?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    /// Reconciles the content with `view`.
    func updateContent(_ view: Content, environment: EnvironmentValues? = nil) {
        content = NodeFactory.reconcile(content, with: view, graph: graph, parent: self, environment: environment ?? self.environment)
    }

    /// The content's size for `proposal`, with several children stacked vertically.
    func contentSize(for proposal: ProposedViewSize) -> Size {
        content?.sizeThatFits(proposal) ?? .zero
    }

    /// Places the content in `rect`.
    func placeContent(in rect: Rect, proposal: ProposedViewSize) {
        content?.place(in: rect, proposal: proposal)
    }
}
