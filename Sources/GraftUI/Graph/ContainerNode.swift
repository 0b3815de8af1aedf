import GraftTerminal

/// A layout node with one content view (a stack's content, a modified view).
/// The content may stand for several layout children (a `TupleView`).
@MainActor
class ContainerNode<Container: View, Content: View>: PrimitiveNode<Container> {
    private(set) var content: ViewNode?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    /// Reconciles the content with `view`.
    func updateContent(_ view: Content, environment: EnvironmentValues? = nil) {
        content = NodeFactory.reconcile(
            content, with: view, graph: graph, parent: self, environment: environmentForChildren(environment ?? self.environment))
    }

    private var eagerEnvironment = DerivedEnvironment<NoInput>()

    /// A layout node's content is never the rows of a lazy container: only
    /// structural nodes pass "lazy" through. The derived environment is kept
    /// while the inherited one is unchanged, so readers below are not re-evaluated.
    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        guard !isStructural, inherited.isLazyContent else { return inherited }
        return eagerEnvironment.derive(from: inherited, input: NoInput()) { $0.isLazyContent = false }
    }

    /// The content's size for `proposal`, with several children stacked vertically.
    func contentSize(for proposal: CellProposal) -> Size {
        content?.sizeThatFits(proposal) ?? .zero
    }

    /// A container is as big as its content by default (modifiers that
    /// change the size override this).
    override func computeSize(for proposal: CellProposal) -> Size {
        contentSize(for: proposal)
    }

    /// A container puts its content in its own rect by default.
    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(in: rect, proposal: proposal)
    }

    /// Places the content in `rect`.
    func placeContent(in rect: Rect, proposal: CellProposal) {
        content?.place(in: rect, proposal: proposal)
    }

    /// Measures the content with `proposal` and places it aligned in `rect`
    /// (it may overflow `rect`, keeping its alignment).
    func placeContent(alignedIn rect: Rect, alignment: Alignment, proposal: CellProposal) {
        let size = contentSize(for: proposal)
        placeContent(
            in: Rect(
                x: rect.minX + alignment.horizontal.offset(child: size.width, in: rect.width),
                y: rect.minY + alignment.vertical.offset(child: size.height, in: rect.height),
                width: size.width, height: size.height
            ), proposal: proposal)
    }
}
