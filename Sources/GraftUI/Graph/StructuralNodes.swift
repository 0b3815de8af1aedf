import GraftTerminal

/// Shared behaviour of nodes that stacks see through.
@MainActor
class StructuralNode<Content: View>: PrimitiveNode<Content> {
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        for child in children { child.appendLayoutChildren(to: &list) }
    }
}

extension EmptyView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        StructuralNode<EmptyView>(graph: graph, parent: parent, environment: environment)
    }
}

// MARK: - TupleView

extension TupleView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TupleNode<repeat each Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// One child per element; an element's identity is its position.
@MainActor
final class TupleNode<each Element: View>: StructuralNode<TupleView<repeat each Element>> {
    private var elementNodes: [ViewNode] = []

    override var children: [ViewNode] { elementNodes }

    override func update(from oldView: TupleView<repeat each Element>?, to newView: TupleView<repeat each Element>) {
        var index = 0
        for element in repeat each newView.value {
            if index < elementNodes.count {
                elementNodes[index] = NodeFactory.reconcile(
                    elementNodes[index], with: element, graph: graph, parent: self, environment: environment)
            } else {
                elementNodes.append(NodeFactory.makeNode(for: element, graph: graph, parent: self, environment: environment))
            }
            index += 1
        }
    }
}

// MARK: - Conditional content

extension _ConditionalContent: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ConditionalNode<TrueContent, FalseContent>(graph: graph, parent: parent, environment: environment)
    }
}

/// The active branch; flipping branches replaces the child, so state resets.
@MainActor
final class ConditionalNode<TrueContent: View, FalseContent: View>: StructuralNode<_ConditionalContent<TrueContent, FalseContent>> {
    private var child: ViewNode?
    private var isTrueBranch = true

    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(
        from oldView: _ConditionalContent<TrueContent, FalseContent>?, to newView: _ConditionalContent<TrueContent, FalseContent>
    ) {
        switch newView.storage {
        case .trueContent(let content):
            replaceIfFlipped(toTrue: true)
            child = NodeFactory.reconcile(child, with: content, graph: graph, parent: self, environment: environment)
        case .falseContent(let content):
            replaceIfFlipped(toTrue: false)
            child = NodeFactory.reconcile(child, with: content, graph: graph, parent: self, environment: environment)
        }
    }

    /// Both branches may be the same type; identity still follows the branch.
    private func replaceIfFlipped(toTrue: Bool) {
        guard isTrueBranch != toTrue else { return }
        isTrueBranch = toTrue
        child?.tearDown()
        child = nil
        invalidateLayout()
    }
}

// MARK: - Optional

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OptionalNode<Wrapped>(graph: graph, parent: parent, environment: environment)
    }
}

/// The wrapped view when there is one; appearing and disappearing build and tear down.
@MainActor
final class OptionalNode<Wrapped: View>: StructuralNode<Wrapped?> {
    private var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(from oldView: Wrapped??, to newView: Wrapped?) {
        if let content = newView {
            child = NodeFactory.reconcile(child, with: content, graph: graph, parent: self, environment: environment)
        } else if let existing = child {
            existing.tearDown()
            child = nil
            invalidateLayout()
        }
    }
}

// MARK: - AnyView

extension AnyView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        AnyViewNode(graph: graph, parent: parent, environment: environment)
    }
}

/// The erased view; a change of its dynamic type replaces the child.
@MainActor
final class AnyViewNode: StructuralNode<AnyView> {
    private var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(from oldView: AnyView?, to newView: AnyView) {
        child = reconcileErased(newView.base)
    }

    private func reconcileErased<V: View>(_ view: V) -> ViewNode {
        NodeFactory.reconcile(child, with: view, graph: graph, parent: self, environment: environment)
    }
}

// MARK: - Group

extension Group: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GroupNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// The group's content, transparent to stacks.
@MainActor
final class GroupNode<Content: View>: StructuralNode<Group<Content>> {
    private var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(from oldView: Group<Content>?, to newView: Group<Content>) {
        child = NodeFactory.reconcile(child, with: newView.content, graph: graph, parent: self, environment: environment)
    }
}
