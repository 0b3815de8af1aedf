import GraftTerminal

/// A removed node kept out of the tree while its removal transition plays:
/// drawn where it last was, over the tree, and reached by no layout, hit
/// test or focus; torn down (its state released) when the transition ends.
@MainActor
protocol LeavingNode: ViewNode {
    /// Moves the removal to `time`, marking what must be drawn again.
    /// - Returns: Whether it still plays.
    func advanceLeaving(to time: Duration) -> Bool
    /// Ends the removal and tears the node down.
    func endLeaving()
}

extension ViewGraph {
    /// Keeps drawing and animating `node` until its removal ends.
    func beginLeaving(_ node: any LeavingNode) {
        let wasIdle = !hasRunningAnimations
        animations.leavingNodes.append(node)
        if wasIdle { onNeedsUpdate?() }
    }

    /// Moves the leaving nodes' removals to `time`, tearing down those that ended.
    func advanceLeavingNodes(to time: Duration) {
        let leaving = animations.leavingNodes
        animations.leavingNodes.removeAll(keepingCapacity: true)
        var ended = false
        for node in leaving {
            if node.advanceLeaving(to: time) {
                animations.leavingNodes.append(node)
            } else {
                node.endLeaving()
                ended = true
            }
        }
        // Disappear actions of what was released run now, as after an update.
        if ended { runLifecycleActions() }
    }

    /// Tears down every leaving node at once (the graph is going away).
    func endLeavingNodes() {
        let leaving = animations.leavingNodes
        animations.leavingNodes.removeAll()
        for node in leaving { node.endLeaving() }
    }

    /// Draws the nodes being removed, over the tree.
    func drawLeavingNodes(in canvas: inout Canvas) {
        for node in animations.leavingNodes { node.drawMoving(in: &canvas) }
    }
}

extension ViewNode {
    /// Whether the node is in a removed subtree still drawn as it leaves,
    /// so it can take neither focus nor clicks.
    var isLeaving: Bool {
        guard !graph.animations.leavingNodes.isEmpty else { return false }
        var node = self
        while let parent = node.parent { node = parent }
        return node !== graph.rootNode
    }
}
