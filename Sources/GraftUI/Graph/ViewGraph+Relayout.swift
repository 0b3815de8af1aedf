import GraftTerminal

/// Relayout boundaries: a node whose content changed but which answers its
/// parent's proposals as before is laid out again alone, in its own frame;
/// nothing above it is measured or placed. A row of a `VStack` of N rows
/// then costs one row, not N.
///
/// ```
/// invalidateLayout() ── clears caches up to the first placed layout node,
///                       which keeps its old answers and waits here
/// layout pass:
///   1. check, deepest first: same answers → boundary
///                            different   → its parent is invalidated (and checked in turn)
///   2. a layout from the root, only if invalidation reached it
///   3. boundaries not placed by step 2 are placed again in their own frames
/// ```
extension ViewGraph {
    /// Queues `node`, whose layout was just invalidated, for the check before the next layout.
    func setNeedsRelayoutCheck(of node: ViewNode) {
        layoutState.pendingRelayoutChecks.append(node)
    }

    /// One layout pass: checks, then the root's layout if needed, then the boundaries.
    func relayout(in size: Size) {
        resolveRelayoutChecks()
        if layoutState.needsLayout || layoutState.lastSize != size { layoutOnce(in: size) }
        placeRelayoutBoundaries()
    }

    /// Checks the waiting nodes, deepest first, so that a node whose size
    /// changed invalidates its parent before the parent is checked. Done
    /// before anything measures from the root, whose caches would otherwise
    /// hold sizes computed from the old answers.
    func resolveRelayoutChecks() {
        guard !layoutState.pendingRelayoutChecks.isEmpty else { return }
        var byDepth: [[ViewNode]] = []
        var depth = collectRelayoutChecks(into: &byDepth)
        while depth >= 0 {
            while let node = byDepth[depth].popLast() {
                switch node.checkRelayout() {
                case .unchanged:
                    layoutState.relayoutBoundaries.append(node)
                case .changed:
                    node.parent?.invalidateLayout()
                    depth = max(depth, collectRelayoutChecks(into: &byDepth))
                case .skipped:
                    break
                }
            }
            depth -= 1
        }
    }

    /// Moves the waiting nodes into `byDepth`, by depth.
    /// - Returns: The deepest depth holding a node (-1 when there were none).
    private func collectRelayoutChecks(into byDepth: inout [[ViewNode]]) -> Int {
        var deepest = -1
        for node in layoutState.pendingRelayoutChecks {
            while byDepth.count <= node.depth { byDepth.append([]) }
            byDepth[node.depth].append(node)
            deepest = max(deepest, node.depth)
        }
        layoutState.pendingRelayoutChecks.removeAll(keepingCapacity: true)
        return deepest
    }

    /// Places each boundary again in its frame, outermost first: placing one
    /// places what it contains, so an inner boundary is then already placed.
    private func placeRelayoutBoundaries() {
        guard !layoutState.relayoutBoundaries.isEmpty else { return }
        let boundaries =
            layoutState.relayoutBoundaries.count > 1
            ? layoutState.relayoutBoundaries.sorted { $0.depth < $1.depth } : layoutState.relayoutBoundaries
        layoutState.relayoutBoundaries.removeAll(keepingCapacity: true)
        for node in boundaries { node.placeAgainInOwnFrame() }
    }
}
