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

    /// Called when rows become damaged while none were: a host that draws
    /// the graph into a frame of its own asks for one.
    package var onNeedsDisplay: (() -> Void)?

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
    /// The top node, for invariant checks.
    var rootNode: ViewNode { root }

    // The state of each part of the graph, in the order a frame uses them
    // (see `GraphStages`): the three stages, then what events and lifecycle
    // need without walking the tree.
    var updates = UpdateQueue()
    var layoutState = LayoutState()
    var drawing = DrawState()
    var focusState = GraphFocus()
    var input = GraphInput()
    var lifecycle = GraphLifecycle()
    var animations = GraphAnimations()

    /// Counts the times a control took focus, for hosts that follow it.
    public var focusChangeCount: Int { focusState.changeCount }

    /// Whether the content is on screen. A host that shows the graph only at
    /// times (a view controller) creates it with `isAppeared: false` and sets
    /// this as its view appears and disappears: `onAppear` actions run and
    /// tasks start when it becomes true, `onDisappear` actions run and tasks
    /// are cancelled when it becomes false. Views added or removed while the
    /// graph is not appeared run neither.
    public var isAppeared: Bool {
        didSet {
            guard isAppeared != oldValue else { return }
            for observer in lifecycle.appearanceObservers.referents { observer.graphAppearanceDidChange(isAppeared) }
            runLifecycleActions()
        }
    }

    /// The insets from the edges of the layout size that content keeps out
    /// of (a host's bars), unless it ignores them (`ignoresSafeArea`).
    /// Zero by default.
    public var safeAreaInsets = CellInsets.zero {
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
        endLeavingNodes()
        runLifecycleActions()
    }

    /// Replaces the root view; the new value is reconciled into the existing
    /// tree, so the state of unchanged parts survives.
    public func setRoot<Content: View>(_ content: Content) {
        root.setContent(content)
        runLifecycleActions()
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

    /// Views leaving with a transition are drawn over the tree that stays.
    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        if !graph.animations.removals.isEmpty { graph.drawRemovals(in: &canvas) }
        if !graph.animations.leavingNodes.isEmpty { graph.drawLeavingNodes(in: &canvas) }
    }

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
