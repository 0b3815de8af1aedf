import GraftTerminal

extension ViewGraph {
    /// What is wrong with the node tree, if anything: every node reachable
    /// from the root is alive, knows its parent, sits one level below it, and
    /// is counted; placed frames have no negative extent.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var reachable = 0
        // Nodes leaving with a transition are alive and counted, out of the tree.
        var stack: [ViewNode] = [rootNode] + animations.leavingNodes.map { $0 as ViewNode }
        while let node = stack.popLast() {
            reachable += 1
            if !node.isAlive { problems.append("\(type(of: node)) is reachable but was torn down") }
            if node.frame.width < 0 || node.frame.height < 0 { problems.append("\(type(of: node)) has a negative frame \(node.frame)") }
            for child in node.children {
                if child.parent !== node { problems.append("\(type(of: child)) does not point back to its parent \(type(of: node))") }
                if child.depth != node.depth + 1 {
                    problems.append("\(type(of: child)) is at depth \(child.depth) under a node at \(node.depth)")
                }
                stack.append(child)
            }
        }
        if reachable != nodeCount {
            problems.append("\(reachable) nodes are reachable but \(nodeCount) are alive (a node leaked or was counted twice)")
        }
        return problems
    }

    /// Traps with the violations when internal checks are compiled in.
    func checkInvariants(after step: String) {
        #if GRAFT_INTERNAL_CHECKS
            let problems = invariantViolations()
            precondition(problems.isEmpty, "ViewGraph invariants broken after \(step):\n" + problems.joined(separator: "\n"))
        #endif
    }
}
