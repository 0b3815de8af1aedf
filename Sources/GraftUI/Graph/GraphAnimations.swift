/// The nodes that change on every animation tick (spinners), and the tick.
@MainActor
struct GraphAnimations {
    /// Nodes that animated at some point; each says whether it animates now.
    var nodes = WeakRegistry<WeakAnimatingNode>()
    /// The current animation frame.
    var tick = 0

    /// The nodes animating now.
    var animating: [any AnimatingNode] { nodes.referents.filter(\.isAnimating) }
}

struct WeakAnimatingNode: WeakReference { weak var referent: (any AnimatingNode)? }
