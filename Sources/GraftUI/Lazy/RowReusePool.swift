import GraftTerminal

/// Rows that scrolled out of a lazy container, torn down (their disappear
/// actions ran, their tasks were cancelled) and stripped of their identity,
/// kept so that rows scrolling in can take their nodes instead of building
/// new subtrees. Bounded by the rows the container last showed, so it never
/// holds more than about a screenful.
@MainActor
struct RowReusePool {
    private var nodes: [ViewNode] = []

    /// How many nodes wait to be reused.
    var count: Int { nodes.count }

    /// Keeps `node`, a row just torn down, if there is room and every node
    /// of it can be reused; otherwise it is let go.
    mutating func add(_ node: ViewNode, capacity: Int) {
        guard nodes.count < capacity, node.isReusableSubtree else { return }
        node.prepareForReuse()
        nodes.append(node)
    }

    /// Lets go of the oldest nodes beyond `capacity`.
    mutating func trim(to capacity: Int) {
        guard nodes.count > capacity else { return }
        nodes.removeFirst(nodes.count - max(capacity, 0))
    }

    /// A node that can take `view` (the same view type at its root), brought
    /// back into the tree and ready for its first update, or nil.
    mutating func take<V: View>(for view: V) -> ViewNode? {
        guard let index = nodes.lastIndex(where: { $0.canUpdate(with: view) }) else { return nil }
        let node = nodes.remove(at: index)
        node.revive()
        return node
    }

    /// Lets go of every node.
    mutating func removeAll() {
        nodes.removeAll()
    }
}
