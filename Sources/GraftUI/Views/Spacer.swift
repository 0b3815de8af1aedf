import GraftTerminal

/// Flexible space that takes what the other views in a stack leave, at least
/// `minLength` cells (by default the stack's standard spacing).
public struct Spacer: View {
    let minLength: Int?

    /// Creates a spacer.
    public init(minLength: Int? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SpacerNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class SpacerNode: PrimitiveNode<Spacer> {
    /// The axis of the stack the spacer is in, set by the stack before it
    /// measures; nil outside a stack (the spacer then expands both ways).
    var stackAxis: Axis?

    override var isSpacer: Bool { true }
    override var layoutPriority: Double { -.infinity }

    override func update(from oldView: Spacer?, to newView: Spacer) {
        if oldView?.minLength != newView.minLength { invalidateLayout() }
    }

    override func computeSize(for proposal: ProposedViewSize) -> Size {
        let minimum = view?.minLength ?? StackLayout.defaultSpacing(along: stackAxis ?? .vertical)
        switch stackAxis {
        case .horizontal:
            return Size(width: max(proposal.width ?? 0, minimum), height: 0)
        case .vertical:
            return Size(width: 0, height: max(proposal.height ?? 0, minimum))
        case nil:
            return Size(width: max(proposal.width ?? 0, minimum), height: max(proposal.height ?? 0, minimum))
        }
    }
}
