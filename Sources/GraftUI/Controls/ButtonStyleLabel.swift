import GraftTerminal

extension ButtonStyleConfiguration {
    /// The button's label as a style places it: a view that stands for the
    /// label the button was given, as in SwiftUI.
    ///
    /// A style's body holds the label by reference, so when only the label
    /// changes (a heart that fills), the label is updated in place and the
    /// style's body is not made again.
    public struct Label: View {
        let source: ButtonLabelSource
    }
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ButtonLabelNode(graph: graph, parent: parent, environment: environment)
    }
}

/// Where a button's label lives between its updates; the nodes that show
/// it (usually one, wherever the style put `configuration.label`) read it here.
@MainActor
class ButtonLabelSource {
    private var nodes: [Weak] = []

    private struct Weak {
        weak var node: ButtonLabelNode?
    }

    /// Reconciles the current label into `child`, below `parent`.
    func reconcile(_ child: ViewNode?, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        preconditionFailure("ButtonLabelSource: a subclass for the label's type reconciles it")
    }

    func register(_ node: ButtonLabelNode) {
        guard !nodes.contains(where: { $0.node === node }) else { return }
        nodes.removeAll { $0.node == nil }
        nodes.append(Weak(node: node))
    }

    /// Shows the current label in every live node that shows it.
    func labelDidChange() {
        for entry in nodes {
            if let node = entry.node, node.isAlive { node.refresh() }
        }
    }
}

/// The label of a `Button<Label>`, of its own type, so it is reconciled
/// without erasing it.
@MainActor
final class TypedButtonLabelSource<Label: View>: ButtonLabelSource {
    var label: Label

    init(label: Label) {
        self.label = label
    }

    override func reconcile(_ child: ViewNode?, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NodeFactory.reconcile(child, with: label, graph: parent.graph, parent: parent, environment: environment)
    }
}

/// Shows a button's label where its style placed it; transparent to stacks,
/// as the label itself would be.
@MainActor
final class ButtonLabelNode: StructuralNode<ButtonStyleConfiguration.Label> {
    private var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(from oldView: ButtonStyleConfiguration.Label?, to newView: ButtonStyleConfiguration.Label) {
        newView.source.register(self)
        child = newView.source.reconcile(child, parent: self, environment: environment)
    }

    /// Takes the label again after the button was given a new one.
    func refresh() {
        guard let source = view?.source else { return }
        child = source.reconcile(child, parent: self, environment: environment)
    }
}
