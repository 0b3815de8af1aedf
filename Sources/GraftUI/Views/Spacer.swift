import Foundation
import GraftTerminal

/// Flexible space that takes what the other views in a stack leave, at least
/// `minLength` points (by default the stack's standard spacing).
public struct Spacer: View {
    /// The least length this spacer takes along its stack's axis, or nil for
    /// the stack's standard spacing.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
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

    private var scale = PointScale()

    override func update(from oldView: Spacer?, to newView: Spacer) {
        let scaleChanged = scale.refresh(from: environment)
        if oldView?.minLength != newView.minLength || scaleChanged { invalidateLayout() }
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { invalidateLayout() }
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        let axis = stackAxis ?? .vertical
        let minimum =
            view?.minLength.map {
                axis == .horizontal ? PointsToCells.columns($0, at: scale.value) : PointsToCells.rows($0, at: scale.value)
            } ?? StackLayout.defaultSpacing(along: axis)
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
