import GraftTerminal

extension View {
    /// How the view enters and leaves when an animated change inserts or
    /// removes it. Without an animation, it appears and disappears at once.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionView(content: self, transition: transition)
    }
}

struct TransitionView<Content: View>: View, PrimitiveView {
    var content: Content
    var transition: AnyTransition

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TransitionNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Draws its content through the insertion effect while it enters, and
/// leaves a ``RemovalTransition`` behind when an animated change removes it.
///
/// A transition with a body builds the content through it: in the
/// `willAppear` phase and then `identity` under the animation as it enters;
/// as it leaves, the node stays out of the tree (see ``LeavingNode``) with
/// its content moved to `didDisappear` until the animation ends.
@MainActor
final class TransitionNode<Content: View>: ContainerNode<TransitionView<Content>, AnyView> {
    private var effect = TransitionEffect.identity
    /// From 0 (the effect in full) to 1 while the view enters.
    private var insertion: AnimatedValue<Double>?
    /// From 1 (as it was) to 0 (the effect in full) while the removed view leaves.
    private var removal: AnimatedValue<Double>?
    private var pointScale = PointScale()
    /// The cells the entering or leaving view was last drawn in, moved as it was.
    private var drawnArea = Rect.zero

    override func update(from oldView: TransitionView<Content>?, to newView: TransitionView<Content>) {
        effect = newView.transition.effect
        _ = pointScale.refresh(from: environment)
        let content = AnyView(newView.content)
        if oldView == nil, let start = transitionStart(insertion: true) {
            var progress = AnimatedValue(0.0)
            _ = progress.set(1, start: start)
            insertion = progress
            graph.animations.displacedNodeCount += 1
            graph.startAnimating(self)
            if effect.hasBody {
                // Built as it will appear, then moved to identity: the change animates.
                updateContent(effect.applyBodies(to: content, phase: .willAppear))
                graph.withTransaction(Transaction(start), scope: self) {
                    updateContent(effect.applyBodies(to: content, phase: .identity))
                }
                return
            }
        }
        updateContent(effect.hasBody ? effect.applyBodies(to: content, phase: .identity) : content)
    }

    /// The change's animation, or the one the transition asks for.
    private func transitionStart(insertion: Bool) -> AnimationStart? {
        guard let start = graph.animationStart(in: environment) else { return nil }
        guard let override = effect.resolved(insertion: insertion).animationOverride else { return start }
        return override.map {
            AnimationStart(animation: $0, time: start.time, completion: start.completion, environment: start.environment)
        }
    }

    override func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        let moves = super.advanceAnimations(to: time, moved: &moved)
        guard var progress = insertion else { return moves }
        if isAlive, progress.advance(to: time) {
            moved = true
            graph.invalidateDisplay(drawnArea)
            setNeedsDisplay()
        }
        if !isAlive { progress.finish() }
        insertion = progress.isAnimating ? progress : nil
        if insertion == nil {
            graph.animations.displacedNodeCount -= 1
            graph.invalidateDisplay(drawnArea)
            setNeedsDisplay()
        }
        return moves || insertion != nil
    }

    override func draw(in canvas: inout Canvas) {
        let progress: Double
        let isInsertion: Bool
        if let leaving = removal?.presented {
            (progress, isInsertion) = (leaving, false)
        } else if let entering = insertion?.presented {
            (progress, isInsertion) = (entering, true)
        } else {
            return super.draw(in: &canvas)
        }
        let appearance = effect.resolved(insertion: isInsertion).appearance(
            at: progress, size: frame.size, pointScale: pointScale)
        drawnArea = TransitionDrawing.draw(appearance: appearance, bounds: drawBounds.isEmpty ? frame : drawBounds, in: &canvas) {
            super.draw(in: &$0)
        }
    }

    override func tearDown() {
        // A leaving node is torn down by ``endLeaving()`` once its animation ends.
        guard removal == nil else { return }
        if isAlive, hasBeenPlaced, !frame.isEmpty, isRemovalRoot, let start = transitionStart(insertion: false) {
            if effect.hasBody, let content = view?.content {
                return beginLeaving(content, start: start)
            }
            let removal = RemovalTransition(
                capturing: self, effect: effect.resolved(insertion: false), pointScale: pointScale, start: start)
            graph.beginRemoval(removal)
        }
        endInsertion()
        super.tearDown()
    }

    private func endInsertion() {
        guard insertion != nil else { return }
        insertion?.finish()
        insertion = nil
        graph.animations.displacedNodeCount -= 1
    }

    /// Keeps the removed view's nodes, out of the tree, while its body moves
    /// to the `didDisappear` phase under the removal's animation.
    private func beginLeaving(_ content: Content, start: AnimationStart) {
        setNeedsDisplay()
        endInsertion()
        // Out of the tree: layout, hit testing and focus no longer reach it,
        // and changes below it stop at this node.
        parent = nil
        var progress = AnimatedValue(1.0)
        _ = progress.set(0, start: start)
        removal = progress
        graph.animations.displacedNodeCount += 1
        drawnArea = drawBounds.isEmpty ? frame : drawBounds
        graph.withTransaction(Transaction(start), scope: self) {
            updateContent(effect.applyBodies(to: AnyView(content), phase: .didDisappear))
        }
        graph.beginLeaving(self)
    }

    /// Whether this node is what the change removes (or the first layout
    /// node of it): only the nodes between it and the tree that stays are
    /// being removed, and none of them draws.
    private var isRemovalRoot: Bool {
        var node = parent
        while let current = node, !current.isAlive {
            guard current.isStructural else { return false }
            node = current.parent
        }
        return node != nil
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        effect = .identity
    }
}

extension TransitionNode: LeavingNode {
    func advanceLeaving(to time: Duration) -> Bool {
        guard var progress = removal else { return false }
        graph.invalidateDisplay(drawnArea)
        _ = progress.advance(to: time)
        removal = progress
        guard progress.isAnimating else { return false }
        // What moved below (an offset) is placed again where the node last was.
        placeAgainInOwnFrame()
        graph.invalidateDisplay(displacedBounds)
        return true
    }

    func endLeaving() {
        guard removal != nil else { return }
        graph.invalidateDisplay(drawnArea)
        graph.invalidateDisplay(displacedBounds)
        removal = nil
        graph.animations.displacedNodeCount -= 1
        tearDown()
    }
}

// A leaving view takes no clicks or gestures: what it drew is only a picture now.
extension TransitionNode: HitTestFiltering {
    var allowsHits: Bool { removal == nil }
    func containsHit(_ point: Point) -> Bool { true }
}

extension Transaction {
    /// A transaction that runs its changes as `start` does, for a transition's body.
    init(_ start: AnimationStart) {
        self.init(animation: start.animation)
        completion = start.completion
    }
}

/// Drawing through a transition's appearance.
@MainActor
enum TransitionDrawing {
    /// Runs `draw` moved, cut to the visible part and faded as `appearance`
    /// says, for content whose cells lie in `bounds`.
    /// - Returns: The cells it may have drawn in.
    static func draw(
        appearance: TransitionAppearance, bounds: Rect, in canvas: inout Canvas, _ draw: (inout Canvas) -> Void
    )
        -> Rect
    {
        guard appearance.opacity > 0, appearance.scale > 0 else { return .zero }
        let moved = bounds.offsetBy(dx: appearance.offset.x, dy: appearance.offset.y)
        let visible = appearance.visibleRect(of: moved)
        canvas.saveState()
        canvas.clip(to: visible)
        let before = appearance.opacity < 1 ? canvas.snapshot(of: visible) : nil
        canvas.translateBy(x: appearance.offset.x, y: appearance.offset.y)
        draw(&canvas)
        canvas.translateBy(x: -appearance.offset.x, y: -appearance.offset.y)
        if let before { canvas.fade(changesSince: before, opacity: UInt8((appearance.opacity * 255).rounded())) }
        canvas.restoreState()
        return visible
    }
}
