import GraftTerminal

// The state of a frame's three stages, in the order a frame runs them:
// update (bodies of dirty nodes), layout (sizes and frames), draw (the
// damaged rows into the retained frame). Presenting the frame is the host's.

/// Stage one: the nodes whose bodies must be evaluated again.
@MainActor
struct UpdateQueue {
    private var dirtyNodes: [any DepthOrdered] = []

    var isEmpty: Bool { dirtyNodes.isEmpty }

    /// Queues `node`. Returns whether the queue was empty, in which case the
    /// host must be asked for a frame.
    mutating func enqueue(_ node: any DepthOrdered) -> Bool {
        let wasIdle = dirtyNodes.isEmpty
        dirtyNodes.append(node)
        return wasIdle
    }

    /// The queued nodes, parents first, which are no longer queued.
    mutating func takeParentsFirst() -> [any DepthOrdered] {
        let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
        dirtyNodes.removeAll()
        return nodes
    }
}

/// Stage two: whether and where the tree must be laid out again.
@MainActor
struct LayoutState {
    /// Whether layout must start from the root.
    var needsLayout = true
    /// The size the root was last laid out in.
    var lastSize: Size?
    /// Nodes whose layout was invalidated below a placed node, to check as
    /// relayout boundaries before the next layout (see `ViewGraph+Relayout`).
    var pendingRelayoutChecks: [ViewNode] = []
    /// Checked nodes that answer as before, to place again in their own frames.
    var relayoutBoundaries: [ViewNode] = []
    /// Work that needs frames, run once after the next layout: a focus
    /// binding set before its control was ever laid out.
    var actionsAfterLayout: [@MainActor () -> Void] = []
    /// Whether a view in the graph ever set an explicit alignment guide (or
    /// a custom layout that may answer one was made): until then stacks
    /// skip asking their children for guides (docs/LAYOUT.md §1.19).
    var hasAlignmentGuides = false

    /// Whether a node waits to be checked or placed as a relayout boundary.
    var needsRelayout: Bool { !pendingRelayoutChecks.isEmpty || !relayoutBoundaries.isEmpty }

    /// The actions waiting for a layout, which are no longer waiting.
    mutating func takeActionsAfterLayout() -> [@MainActor () -> Void] {
        let actions = actionsAfterLayout
        actionsAfterLayout.removeAll()
        return actions
    }
}

/// Stage three: the rows that must be drawn again, and the frame they are
/// drawn into (the previous one, which the next frame starts from).
struct DrawState {
    /// Rows that must be drawn again, in graph coordinates.
    var damage = DamageRegion()
    /// The last frame drawn.
    var retainedFrame: Canvas?
    /// The rotations and scales of the geometry effects around the node
    /// being drawn, combined; nil outside any (see `GeometryEffectNode`).
    var effectTransform: EffectTransform?
}
