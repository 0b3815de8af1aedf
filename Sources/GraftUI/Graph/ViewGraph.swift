import GraftTerminal

/// The retained tree of nodes for one root view: the entry point hosts and
/// tests use to update, lay out and draw declarative content.
///
/// ```swift
/// let graph = ViewGraph(root: ContentView())
/// graph.onNeedsUpdate = { loop.setNeedsDisplay() }
/// // each frame:
/// var canvas = Canvas(size: size)
/// graph.render(in: &canvas)
/// ```
///
/// An update re-evaluates only dirty nodes (parents first), so its cost follows
/// what changed, not the size of the tree.
@MainActor
public final class ViewGraph {
    /// Called when state or an observed model changed and a frame is due;
    /// the host schedules one (for example with `MainLoop.setNeedsDisplay()`).
    public var onNeedsUpdate: (() -> Void)?

    /// The environment the root view sees. Setting it updates the views that read it.
    public var environment: EnvironmentValues {
        didSet { root.setEnvironment(environment) }
    }

    /// How many bodies were evaluated since the graph was made (for tests and benchmarks).
    public internal(set) var bodyEvaluationCount = 0
    /// How many nodes are alive.
    public internal(set) var nodeCount = 0
    /// How many times a node was placed since the graph was made (a node
    /// left where it was is not counted), for tests and benchmarks: a row
    /// whose size held is placed alone, not with its stack.
    public internal(set) var placementCount = 0
    /// How many nodes were built since the graph was made: a lazy row that
    /// takes a recycled node builds none (for tests and benchmarks).
    public internal(set) var nodeCreationCount = 0

    private(set) var root: RootNode!
    /// Nodes that can take focus (weakly held; dead ones are dropped when read).
    var focusables: [WeakFocusable] = []
    /// The node with focus.
    weak var focusedFocusable: (any FocusableNode)?
    /// The node that had focus when the host took it away.
    weak var lastFocusedFocusable: (any FocusableNode)?
    /// Views with `onTapGesture` actions.
    var tapHandlers: [WeakTapHandler] = []
    /// The clicks in a row so far on one tap action.
    var tapSequence: TapSequence?
    /// The content's `defaultFocus` placements.
    var defaultFocusPlacements: [WeakDefaultFocus] = []
    /// The button that acted last since focus moved, if any.
    weak var lastActivatedFocusable: (any FocusableNode)?
    /// Counts the times a control took focus, for hosts that follow it.
    public internal(set) var focusChangeCount = 0
    /// `onKeyPress` nodes, in the order they were made (weakly held; a
    /// node waiting in a lazy row's reuse pool stays, not alive).
    var keyPressHandlers: [WeakKeyPressHandler] = []
    /// Buttons with keyboard shortcuts.
    var shortcutTargets: [WeakShortcutTarget] = []
    /// Nodes that animate, and the current animation frame.
    var animatingNodes: [WeakAnimatingNode] = []
    var animationTick = 0
    /// A newly focused node to scroll into view after the next layout.
    weak var pendingReveal: ViewNode?
    /// Work that needs frames, run once after the next layout: a focus
    /// binding set before its control was ever laid out.
    var actionsAfterLayout: [@MainActor () -> Void] = []
    /// Focus bindings to tell when focus moves.
    var focusObservers: [WeakFocusObserver] = []
    /// The top node, for invariant checks.
    var rootNode: ViewNode { root }
    private var dirtyNodes: [any DepthOrdered] = []
    private(set) var needsLayout = true
    /// How many scroll views are in the tree: with none, an unused key or
    /// wheel event need not walk the whole tree looking for one.
    var liveScrollViewCount = 0
    /// Nodes whose layout was invalidated below a placed node, to check as
    /// relayout boundaries before the next layout (see `ViewGraph+Relayout`).
    var pendingRelayoutChecks: [ViewNode] = []
    /// Checked nodes that answer as before, to place again in their own frames.
    var relayoutBoundaries: [ViewNode] = []
    private(set) var lastLayoutSize: Size?

    /// Whether the content is on screen. A host that shows the graph only at
    /// times (a view controller) creates it with `isAppeared: false` and sets
    /// this as its view appears and disappears: `onAppear` actions run and
    /// tasks start when it becomes true, `onDisappear` actions run and tasks
    /// are cancelled when it becomes false. Views added or removed while the
    /// graph is not appeared run neither.
    public var isAppeared: Bool {
        didSet {
            guard isAppeared != oldValue else { return }
            appearanceObservers.removeAll { $0.observer == nil }
            for entry in appearanceObservers { entry.observer?.graphAppearanceDidChange(isAppeared) }
            runLifecycleActions()
        }
    }

    /// The insets from the edges of the layout size that content keeps out
    /// of (a host's bars), unless it ignores them (`ignoresSafeArea`).
    /// Zero by default.
    public var safeAreaInsets = EdgeInsets.zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            rootNode.invalidateLayout()
        }
    }

    /// Whether Tab past the last control (or Shift-Tab before the first)
    /// wraps around; true by default. A host that embeds the graph among
    /// other focusable views turns it off, so the key is left unhandled and
    /// the host moves focus out.
    public var wrapsFocus = true

    /// Whether Tab and Shift-Tab move focus among the controls; true by
    /// default. A host whose own focus engine moves through the controls
    /// (a TUIKit window) turns it off and leaves those keys to the engine.
    package var tabMovesFocus = true

    /// Whether a click focuses the control it lands on before acting; true
    /// by default. Content inside a list's rows, where the list keeps
    /// focus, turns it off.
    package var clicksFocusControls = true

    /// Nodes that hear when ``isAppeared`` changes.
    var appearanceObservers: [WeakAppearanceObserver] = []

    /// Creates a graph showing `root` in `environment`.
    ///
    /// - Parameters:
    ///   - content: The root view.
    ///   - environment: What the root view inherits.
    ///   - isAppeared: Whether the content starts on screen (see ``isAppeared``).
    public init<Content: View>(root content: Content, environment: EnvironmentValues = EnvironmentValues(), isAppeared: Bool = true) {
        self.environment = environment
        self.isAppeared = isAppeared
        root = RootNode(graph: self, environment: environment)
        root.setContent(content)
    }

    /// Removes every node (disappear actions run, tasks are cancelled).
    public func tearDown() {
        root.tearDown()
        runLifecycleActions()
    }

    /// Replaces the root view; the new value is reconciled into the existing
    /// tree, so the state of unchanged parts survives.
    public func setRoot<Content: View>(_ content: Content) {
        root.setContent(content)
        runLifecycleActions()
    }

    // MARK: - Updating

    /// Whether some node must re-evaluate its body, or actions queued since
    /// the last update (the appear actions of lazy rows built while laying
    /// out) wait for the next one.
    public var needsUpdate: Bool { !dirtyNodes.isEmpty || !lifecycleActions.isEmpty }

    /// Re-evaluates the bodies of dirty nodes, parents first, then runs the
    /// appear, disappear and change actions the update produced.
    public func update() {
        repeat {
            while !dirtyNodes.isEmpty {
                let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
                dirtyNodes.removeAll()
                for node in nodes { node.updateIfNeeded() }
            }
            runLifecycleActions()
        } while !dirtyNodes.isEmpty
        checkInvariants(after: "update")
    }

    private var lifecycleActions: [@MainActor () -> Void] = []

    /// Queues an action to run after the current update, so actions that
    /// change state never run in the middle of reconciling.
    func enqueueLifecycleAction(_ action: @escaping @MainActor () -> Void) {
        lifecycleActions.append(action)
    }

    // MARK: - Preferences

    private var preferenceReaders: [WeakPreferenceReader] = []
    private var preferencesDirty = false

    private struct WeakPreferenceReader {
        weak var reader: (any PreferenceReading)?
    }

    func register(preferenceReader: any PreferenceReading) {
        preferenceReaders.append(WeakPreferenceReader(reader: preferenceReader))
    }

    /// Grows whenever a view that sets a preference was added, changed or
    /// removed, so a host reads ``preferenceValue(_:)`` again only then.
    public private(set) var preferenceGeneration = 0

    func preferencesMayHaveChanged() {
        preferencesDirty = true
        preferenceGeneration &+= 1
    }

    /// Lets readers recompute their preference values after an update that
    /// may have changed them; their actions run like lifecycle actions.
    private func readPreferences() {
        guard preferencesDirty else { return }
        preferencesDirty = false
        preferenceReaders.removeAll { $0.reader == nil }
        for entry in preferenceReaders {
            guard let reader = entry.reader else { continue }
            enqueueLifecycleAction { reader.readPreference() }
        }
    }

    private func runLifecycleActions() {
        readPreferences()
        while !lifecycleActions.isEmpty {
            let actions = lifecycleActions
            lifecycleActions.removeAll()
            for action in actions { action() }
        }
    }

    func scheduleUpdate(of node: any DepthOrdered) {
        let wasIdle = dirtyNodes.isEmpty
        dirtyNodes.append(node)
        if wasIdle { onNeedsUpdate?() }
    }

    // MARK: - Events

    /// Handles `event` where the graph can. Keys go to the focused control,
    /// then to `onKeyPress` handlers above it; Tab and Shift-Tab (and arrows,
    /// when a control has focus) move focus in reading order; a click focuses
    /// and activates the control under it. Otherwise the mouse wheel scrolls
    /// the innermost scroll view under the pointer, and arrow keys, Page
    /// Up/Down, Home and End scroll the first scroll view.
    /// - Returns: Whether the event was used.
    @discardableResult
    public func handle(_ event: Event) -> Bool {
        switch event {
        case .key(let key) where routeKey(key):
            return true
        case .paste(let text):
            return routePaste(text)
        case .mouse(let mouse) where routeMouse(mouse):
            return true
        case .mouse(let mouse):
            let delta: Point
            switch mouse.action {
            case .scrollUp: delta = Point(x: 0, y: -3)
            case .scrollDown: delta = Point(x: 0, y: 3)
            case .scrollLeft: delta = Point(x: -3, y: 0)
            case .scrollRight: delta = Point(x: 3, y: 0)
            default: return false
            }
            guard let scrollView = scrollViews(in: root).last(where: { $0.viewport.contains(mouse.location) }) else { return false }
            let moved = scrollView.scroll(by: delta)
            if moved { onNeedsUpdate?() }
            return moved
        case .key(let key) where key.modifiers.isEmpty && key.key.scrollsContent:
            guard let scrollView = scrollViews(in: root, stoppingAtFirst: true).first else { return false }
            let moved = scrollView.scroll(for: key.key)
            if moved { onNeedsUpdate?() }
            return moved
        default:
            return false
        }
    }

    /// Scroll views in tree order, outer before inner. Keys want only the
    /// first, so the walk can stop before the (many) nodes below it.
    private func scrollViews(in node: ViewNode, stoppingAtFirst: Bool = false) -> [any ScrollViewportProviding] {
        var found: [any ScrollViewportProviding] = []
        guard liveScrollViewCount > 0 else { return found }
        var stack = [node]
        while let current = stack.popLast() {
            if let scrollView = current.scrollViewport {
                found.append(scrollView)
                if stoppingAtFirst { break }
            }
            stack.append(contentsOf: current.children.reversed())
        }
        return found
    }

    // MARK: - Layout and drawing

    func setNeedsLayout() {
        needsLayout = true
    }

    /// Rows that must be drawn again, in graph coordinates.
    private var damage = DamageRegion()
    private var retainedFrame: Canvas?

    func invalidateDisplay(_ rect: Rect) {
        let wasClean = damage.isEmpty
        damage.add(rect)
        if wasClean, !damage.isEmpty { onNeedsDisplay?() }
    }

    /// Called when rows become damaged while none were: a host that draws
    /// the graph into a frame of its own asks for one.
    package var onNeedsDisplay: (() -> Void)?

    /// Whether any rows changed since the last ``takeDamage()``.
    package var hasDamage: Bool { !damage.isEmpty }

    /// The rows that changed since the last call (all of them the first
    /// time), for a host that keeps its own frame and redraws only those;
    /// the graph forgets them.
    package func takeDamage() -> DamageRegion {
        let taken = damage
        damage.removeAll()
        return taken
    }

    /// The screen the graph was last laid out for.
    var screenRect: Rect { Rect(origin: .zero, size: lastLayoutSize ?? .zero) }

    /// Lays the root out in `size` if anything changed since the last layout.
    /// The root chooses its size within the proposal and is centered. Lazy
    /// stacks that replace estimated row heights with measured ones ask for
    /// another pass; a few passes settle any layout.
    public func layout(in size: Size) {
        for _ in 0 ..< 6 {
            if needsLayout || lastLayoutSize != size || needsRelayout {
                relayout(in: size)
            } else if !actionsAfterLayout.isEmpty {
                let actions = actionsAfterLayout
                actionsAfterLayout.removeAll()
                for action in actions { action() }
            } else if let node = pendingReveal {
                // Scrolling a newly focused node into view needs its fresh frame.
                pendingReveal = nil
                if node.isAlive { scrollToVisible(node) }
            } else {
                break
            }
        }
        // Lazy rows built while laying out queue their appear actions;
        // only an update runs them, so the host must make another frame.
        if !lifecycleActions.isEmpty { onNeedsUpdate?() }
        checkInvariants(after: "layout")
    }

    func layoutOnce(in size: Size) {
        needsLayout = false
        lastLayoutSize = size
        let safe = safeAreaRect
        let proposal = ProposedViewSize(safe.size)
        let chosen = root.sizeThatFits(proposal)
        let origin = Point(
            x: safe.minX + CellMath.floorDivide(safe.width - chosen.width, 2),
            y: safe.minY + CellMath.floorDivide(safe.height - chosen.height, 2)
        )
        root.place(in: Rect(origin: origin, size: chosen), proposal: proposal)
    }

    /// Draws the tree into `canvas`.
    public func draw(in canvas: inout Canvas) {
        root.draw(in: &canvas)
    }

    /// Updates, lays out for the canvas's size, and draws: one frame.
    public func render(in canvas: inout Canvas) {
        update()
        layout(in: canvas.size)
        draw(in: &canvas)
    }

    /// A frame of `size` rendered on a blank canvas.
    public func render(size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        render(in: &canvas)
        return canvas
    }

    /// The next frame of `size`: the previous frame with only the regions that
    /// changed drawn again (everything, the first time or after a resize).
    /// This is what a host presents each turn.
    public func renderFrame(size: Size) -> Canvas {
        update()
        layout(in: size)
        var canvas: Canvas
        if !damage.isFull, let retainedFrame = retainedFrame.take(), retainedFrame.size == size {
            canvas = retainedFrame
            for band in damage.bands(in: canvas.bounds) {
                canvas.withSavedState { canvas in
                    canvas.clip(to: band)
                    canvas.fill(band)
                    root.draw(in: &canvas)
                }
            }
        } else {
            canvas = Canvas(size: size)
            root.draw(in: &canvas)
        }
        damage.removeAll()
        retainedFrame = canvas
        return canvas
    }
}

/// Nodes that can be sorted parents-first.
@MainActor
protocol DepthOrdered: AnyObject {
    var depth: Int { get }
    func updateIfNeeded()
}

extension CompositeNode: DepthOrdered {}

/// The top of the tree: holds the root view's node.
@MainActor
final class RootNode: ViewNode {
    private var child: ViewNode?

    init(graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: nil, environment: environment)
    }

    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override var isStructural: Bool { true }

    private var reapply: (() -> Void)?

    func setContent<Content: View>(_ content: Content) {
        reapply = { [unowned self] in
            child = NodeFactory.reconcile(child, with: content, graph: graph, parent: self, environment: environment)
        }
        reapply?()
    }

    func setEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
        child?.propagateEnvironment(environment)
    }

    override func canUpdate<V: View>(with view: V) -> Bool { false }
    override func update<V: View>(with view: V, environment: EnvironmentValues) {}
}
