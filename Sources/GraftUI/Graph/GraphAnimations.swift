import GraftTerminal

/// The graph's animations: spinners that turn on a tick, and the nodes and
/// removed views that move towards new values on the graph's clock.
@MainActor
struct GraphAnimations {
    /// Nodes that animated at some point; each says whether it animates now.
    var nodes = WeakRegistry<WeakAnimatingNode>()
    /// The current spinner frame.
    var tick = 0

    /// The time animations follow; a host sets it to its run loop's timer
    /// time, so a headless tape player's virtual time moves them too.
    var clock: @MainActor () -> Duration = {
        let start = ContinuousClock.now
        return { ContinuousClock.now - start }
    }()

    /// The transactions of changes that made bodies dirty, by node, until
    /// each body runs with its own.
    var pendingTransactions: [ObjectIdentifier: Transaction] = [:]
    /// The transaction of the part of the update running now.
    var transaction: Transaction?
    /// The animation the next layout's frame changes run with: set when an
    /// animated change invalidated layout.
    var layoutAnimation: AnimationStart?

    /// The nodes whose updates ran in an animated transaction since the
    /// last layout: frame changes animate in their subtrees only.
    var animatedScopes: Set<ObjectIdentifier> = []
    /// Nodes with a running animation, each once.
    var running: [ViewNode] = []
    /// Views being removed with a transition, drawn until it ends.
    var removals: [RemovalTransition] = []
    /// Removed nodes kept out of the tree while their transitions play.
    var leavingNodes: [any LeavingNode] = []
    /// How many nodes are drawn away from their frames now, so drawing
    /// cannot skip a subtree by its bounds.
    var displacedNodeCount = 0
    /// The displacement of the node being drawn, which its children's are relative to.
    var drawnDisplacement = Point.zero

    /// The nodes animating now.
    var animating: [any AnimatingNode] { nodes.referents.filter(\.isAnimating) }
}

struct WeakAnimatingNode: WeakReference { weak var referent: (any AnimatingNode)? }

extension ViewGraph {
    /// The graph's clock: how animations tell time. A host sets it to its
    /// run loop's timer time; tests set a clock they move by hand.
    package var animationClock: @MainActor () -> Duration {
        get { animations.clock }
        set { animations.clock = newValue }
    }

    /// Whether an animation is moving something, so the host should call
    /// ``stepAnimations()`` on every display frame (at most 60 a second).
    package var hasRunningAnimations: Bool {
        !animations.running.isEmpty || !animations.removals.isEmpty || !animations.leavingNodes.isEmpty
    }

    /// The animation a parameter changed now in `environment` runs with:
    /// the transaction's, unless there is none or reduce motion is on.
    func animationStart(in environment: EnvironmentValues) -> AnimationStart? {
        guard let transaction = animations.transaction, let animation = transaction.animation,
            !environment.accessibilityReduceMotion
        else { return nil }
        return AnimationStart(
            animation: animation, time: animations.clock(), completion: transaction.completion, environment: environment)
    }

    /// Runs `body` (part of an update of `scope` and what is below it) with
    /// `transaction` as the current one. With an animation, frames in that
    /// subtree that the next layout changes animate; frames outside it do not.
    func withTransaction(_ transaction: Transaction?, scope: ViewNode, _ body: () -> Void) {
        guard let transaction else { return body() }
        if transaction.animation != nil { animations.animatedScopes.insert(ObjectIdentifier(scope)) }
        let outer = animations.transaction
        animations.transaction = transaction
        body()
        animations.transaction = outer
    }

    /// Notes that a change in `environment` moves frames: with an animation,
    /// the next layout animates the frames that change.
    func noteLayoutChange(in environment: EnvironmentValues) {
        guard animations.transaction != nil, let start = animationStart(in: environment) else { return }
        animations.layoutAnimation = start
    }

    /// Has `node` called on each animation frame until its animations end.
    func startAnimating(_ node: ViewNode) {
        guard !node.isInAnimationList else { return }
        node.isInAnimationList = true
        let wasIdle = !hasRunningAnimations
        animations.running.append(node)
        if wasIdle { onNeedsUpdate?() }
    }

    /// Moves every running animation to the clock's time, drops those that
    /// ended, and asks for a frame when anything moved.
    package func stepAnimations() {
        let time = animations.clock()
        var moved = false
        let running = animations.running
        animations.running.removeAll(keepingCapacity: true)
        for node in running {
            if node.advanceAnimations(to: time, moved: &moved) {
                animations.running.append(node)
            } else {
                node.isInAnimationList = false
            }
        }
        if !animations.removals.isEmpty {
            for removal in animations.removals { removal.advance(to: time, in: self) }
            moved = true
            animations.removals.removeAll { $0.isFinished }
        }
        if !animations.leavingNodes.isEmpty {
            advanceLeavingNodes(to: time)
            moved = true
        }
        if moved { onNeedsUpdate?() }
    }
}
