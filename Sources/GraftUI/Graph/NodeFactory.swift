import GraftTerminal

/// A view Graft implements itself: it makes its own kind of node.
@MainActor
protocol PrimitiveView: View {
    /// Makes the node for this view; the caller then calls `update(with:environment:)`.
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode
}

@MainActor
enum NodeFactory {
    /// Builds the node for `view` and its subtree.
    static func makeNode<V: View>(for view: V, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        let node: ViewNode
        if let primitive = view as? any PrimitiveView {
            node = primitive.makeNode(graph: graph, parent: parent, environment: environment)
        } else {
            node = CompositeNode<V>(graph: graph, parent: parent, environment: environment)
        }
        node.update(with: view, environment: environment)
        return node
    }

    /// Updates `child` with `view` when it has the same identity, or replaces it.
    /// - Returns: The node now standing for `view`.
    static func reconcile<V: View>(
        _ child: ViewNode?, with view: V, graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues
    ) -> ViewNode {
        if let child, child.canUpdate(with: view) {
            child.update(with: view, environment: environment)
            return child
        }
        child?.tearDown()
        let node = makeNode(for: view, graph: graph, parent: parent, environment: environment)
        parent.invalidateLayout()
        return node
    }
}

/// A node for a primitive view of type `Content`, which keeps the last value.
@MainActor
class PrimitiveNode<Content: View>: ViewNode {
    /// The last value taken.
    var view: Content?

    override func canUpdate<V: View>(with view: V) -> Bool {
        V.self == Content.self
    }

    override final func update<V: View>(with view: V, environment: EnvironmentValues) {
        precondition(V.self == Content.self, "\(Self.self) cannot take a \(V.self)")
        let newView = unsafeBitCast(view, to: Content.self)
        // The old value is swapped out of the node, not copied out: a copy
        // of a view value retains every reference in its whole subtree
        // through unspecialized value witnesses, at every level of the tree.
        var oldView: Content? = newView
        swap(&oldView, &self.view)
        self.environment = environment
        update(from: oldView, to: newView)
    }

    /// Applies a new value; `oldView` is nil the first time.
    func update(from oldView: Content?, to newView: Content) {}

    /// A node reused for another identity takes its next value as its first.
    override func forgetIdentity() {
        view = nil
    }
}
