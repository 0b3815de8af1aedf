import GraftTerminal

/// Content that a host draws with its own views, standing in the graph as
/// one leaf: the graph sizes and places it, the host shows it.
///
/// This is plumbing for hosts (GraftHosting's representables build on it);
/// apps use those instead.
@MainActor
public protocol _ExternalContent: AnyObject {
    /// The size the content chooses for `proposal`.
    func sizeThatFits(_ proposal: CellProposal) -> Size
    /// Moves the content to `frame`, in graph coordinates.
    func place(in frame: Rect)
    /// Removes the content; called once, when its node leaves the tree.
    func dismantle()
}

/// A leaf whose content a host provides: made once per identity, updated
/// with every new value and environment, dismantled on removal.
///
/// `Identity` keeps different kinds of external content apart: a node made
/// for one identity type is never reused for another.
public struct _ExternalView<Identity>: View {
    /// Drawn by the host.
    public typealias Body = Never

    let make: @MainActor (EnvironmentValues) -> any _ExternalContent
    let update: @MainActor (any _ExternalContent, EnvironmentValues) -> Void

    /// Creates an external view.
    ///
    /// - Parameters:
    ///   - make: Makes the content, once per identity.
    ///   - update: Brings the content up to date with this value and the
    ///     environment; called after `make` and after every change.
    public init(
        make: @escaping @MainActor (EnvironmentValues) -> any _ExternalContent,
        update: @escaping @MainActor (any _ExternalContent, EnvironmentValues) -> Void
    ) {
        self.make = make
        self.update = update
    }
}

extension _ExternalView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ExternalViewNode<Identity>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ExternalViewNode<Identity>: PrimitiveNode<_ExternalView<Identity>> {
    private var content: (any _ExternalContent)?

    override func update(from oldView: _ExternalView<Identity>?, to newView: _ExternalView<Identity>) {
        let content = self.content ?? newView.make(environment)
        self.content = content
        newView.update(content, environment)
        // What the content shows may have changed its size.
        invalidateLayout()
    }

    override func environmentDidChange() {
        guard let view, let content else { return }
        view.update(content, environment)
        invalidateLayout()
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        content?.place(in: rect)
    }

    override func willBeRemoved() {
        content?.dismantle()
        content = nil
    }
}
