import Foundation
import GraftTerminal

/// A node of the retained view tree: it keeps what one view value produced
/// (its children, state, cached layout and frame) across updates.
///
/// Kinds of node:
/// - *structural* nodes (a user view's body, `TupleView`, `if`/`else`,
///   `Optional`, `ForEach`, `Group`, `EmptyView`) are transparent to stacks:
///   a stack lays out the leaf nodes they contain (``appendLayoutChildren(to:)``);
/// - *layout* nodes (``Text``, stacks, frames, padding, ``Color``) size,
///   place and draw themselves.
@MainActor
class ViewNode {
    /// The graph this node belongs to.
    unowned let graph: ViewGraph
    /// The node above, nil for the root.
    weak var parent: ViewNode?
    /// Distance from the root, so dirty nodes update parents first.
    let depth: Int
    /// What this node inherited, with its own modifications for its children.
    var environment: EnvironmentValues
    /// Where the node was placed, in graph coordinates.
    private(set) var frame: Rect = .zero
    /// False once the node has been removed from the tree.
    private(set) var isAlive = true

    /// This node as a scroll view, or nil: a class's override, so walks
    /// that look for scroll views ask each node without a dynamic cast.
    var scrollViewport: (any ScrollViewportProviding)? { nil }

    private var sizeCache = SizeCache()
    /// The sizes the node answered before its layout was invalidated, while
    /// it waits to be checked as a relayout boundary (see ``invalidateLayout()``).
    private var sizesBeforeInvalidation: SizeCache?
    /// The priority the node had when it was last placed, which is the one
    /// its parent laid it out with.
    private var placedLayoutPriority: Double = 0

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
        graph.nodeCount += 1
        graph.nodeCreationCount += 1
    }

    // MARK: - Identity and updates

    /// Whether `view` is the same kind of view, so this node can take it.
    func canUpdate<V: View>(with view: V) -> Bool {
        fatalError("\(Self.self) must override canUpdate(with:)")
    }

    /// Takes a new value of the same view (and the environment from above),
    /// updating children as needed.
    func update<V: View>(with view: V, environment: EnvironmentValues) {
        fatalError("\(Self.self) must override update(with:environment:)")
    }

    /// The node's children, in order.
    var children: [ViewNode] { [] }

    /// Removes this node and everything below it: disappear handlers run and
    /// tasks are cancelled.
    func tearDown() {
        guard isAlive else { return }
        setNeedsDisplay()
        isAlive = false
        graph.nodeCount -= 1
        for child in children { child.tearDown() }
        willBeRemoved()
    }

    /// Called once when the node leaves the tree, after its children.
    func willBeRemoved() {}

    // MARK: - Reuse

    /// How many times the node was revived for another identity: work queued
    /// for the identity it stood for checks this before it runs.
    private(set) var reuseCount = 0

    /// Whether the node was registered as an appearance observer; a recycled
    /// node still is, so it must not be registered twice.
    var isObservingAppearance = false

    /// Makes a torn-down subtree forget the identity it stood for (view
    /// values, state, observation), so that it holds nothing of the old
    /// element while it waits to be reused.
    final func prepareForReuse() {
        precondition(!isAlive, "\(Self.self): a node must be torn down before it is prepared for reuse")
        forgetIdentity()
        for child in children { child.prepareForReuse() }
    }

    /// Drops what belonged to the identity the node stood for, so that its
    /// next update is like a first one (``PrimitiveNode`` forgets its view,
    /// ``CompositeNode`` its state).
    func forgetIdentity() {}

    /// Brings a subtree prepared for reuse back into the tree: every node is
    /// alive and counted again, and has no layout yet, as if just built.
    /// The caller then updates it with the new view.
    final func revive() {
        precondition(!isAlive, "\(Self.self): only a node prepared for reuse can be revived")
        isAlive = true
        reuseCount += 1
        graph.nodeCount += 1
        frame = .zero
        drawBounds = .zero
        placedProposal = nil
        needsPlacement = true
        sizeCache.removeAll()
        sizesBeforeInvalidation = nil
        cachedLayoutChildren = nil
        layoutDidInvalidate()
        for child in children { child.revive() }
    }

    // MARK: - Environment

    /// Hands a changed environment down the subtree without re-evaluating
    /// bodies that do not read it.
    func propagateEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
        environmentDidChange()
        let forChildren = environmentForChildren(environment)
        for child in children { child.propagateEnvironment(forChildren) }
    }

    /// The environment this node's children see.
    func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        inherited
    }

    /// Called when the environment changed; nodes that draw from it invalidate themselves.
    func environmentDidChange() {}

    // MARK: - View lists

    /// Appends the nodes a stack should lay out for this node: the node itself
    /// for a layout node, or the layout children it contains for a structural one.
    func appendLayoutChildren(to list: inout [ViewNode]) {
        list.append(self)
    }

    /// Whether stacks see through this node.
    var isStructural: Bool { false }

    /// The layout children of this node's content, cached until the
    /// structure below changes (which invalidates this node's layout).
    var layoutChildren: [ViewNode] {
        if let cachedLayoutChildren { return cachedLayoutChildren }
        var list: [ViewNode] = []
        for child in children { child.appendLayoutChildren(to: &list) }
        cachedLayoutChildren = list
        return list
    }

    private var cachedLayoutChildren: [ViewNode]?

    // MARK: - Layout

    /// The size the node chooses for `proposal`, from the cache when possible.
    final func sizeThatFits(_ proposal: CellProposal) -> Size {
        if let size = sizeCache.size(for: proposal) { return size }
        let size = computeSize(for: proposal)
        sizeCache.store(size, for: proposal)
        return size
    }

    /// Computes the size for `proposal`; structural nodes stack their layout
    /// children vertically, as a view with several children shows them.
    func computeSize(for proposal: CellProposal) -> Size {
        let children = layoutChildren
        switch children.count {
        case 0: return .zero
        case 1: return children[0].sizeThatFits(proposal)
        default: return StackLayout(axis: .vertical, alignment: .center, spacing: nil).size(of: children, for: proposal)
        }
    }

    /// Puts the node at `rect` (graph coordinates). `proposal` is what the
    /// parent proposed when it measured the node. A node placed where it was,
    /// with the same proposal and nothing changed below, keeps its subtree as is.
    final func place(in rect: Rect, proposal: CellProposal) {
        if !needsPlacement, rect == frame, proposal == placedProposal { return }
        if rect != frame {
            // What this node drew moves: both where it was and where it goes need redrawing.
            setNeedsDisplay()
            graph.invalidateDisplay(rect)
            moveAnimated(from: frame, to: rect)
        }
        graph.placementCount += 1
        frame = rect
        placedProposal = proposal
        placedLayoutPriority = layoutPriority
        needsPlacement = false
        placeChildren(in: rect, proposal: proposal)
        var bounds = rect
        for child in layoutChildren where !child.drawBounds.isEmpty {
            bounds = bounds.isEmpty ? child.drawBounds : bounds.union(child.drawBounds)
        }
        drawBounds = effectDrawBounds(bounds)
    }

    /// Asks for the cells this node drew to be drawn again in the next frame.
    final func setNeedsDisplay() {
        var rect = drawBounds.isEmpty ? frame : drawBounds
        // Content under a rotation or a shadow draws away from its own frame:
        // all that the effect covers is drawn again.
        var node = parent
        while let current = node {
            if current.drawsContentElsewhere, !current.drawBounds.isEmpty { rect = rect.union(current.drawBounds) }
            node = current.parent
        }
        graph.invalidateDisplay(rect)
    }

    /// The cells this node may draw in, given its frame joined with its
    /// children's: the same for most nodes; an effect that draws beyond them
    /// (a rotation, a shadow) widens them.
    func effectDrawBounds(_ bounds: Rect) -> Rect { bounds }

    /// Whether what is below this node draws outside its own frame (a
    /// geometry effect, a shadow), so a change below redraws all of this
    /// node's draw bounds.
    var drawsContentElsewhere: Bool { false }

    private var needsPlacement = true
    private var placedProposal: CellProposal?
    /// Whether the node was placed since it was built or revived.
    var hasBeenPlaced: Bool { placedProposal != nil }

    /// The cells this node and everything below it may draw in (children can
    /// overflow their parent's frame), so drawing can skip what is off screen.
    private(set) var drawBounds: Rect = .zero

    /// Places children within `rect`.
    func placeChildren(in rect: Rect, proposal: CellProposal) {
        let children = layoutChildren
        switch children.count {
        case 0: return
        case 1: children[0].place(in: rect, proposal: proposal)
        default:
            StackLayout(axis: .vertical, alignment: .center, spacing: nil).place(children, in: rect, proposal: proposal)
        }
    }

    /// Forgets cached sizes here, because this node's size may change, and
    /// above up to the nearest *relayout boundary* candidate.
    ///
    /// The candidate is the first node from here up that its parent placed
    /// and that remembers every size it answered since (a layout node, not a
    /// structural one: stacks see through those). It keeps the sizes it
    /// answered; before the next layout the graph asks it the same proposals
    /// again (``checkRelayout()``). When every answer is the same, the layout
    /// above it would come out the same, so only the candidate is placed
    /// again, in its own frame; otherwise its parent is invalidated in turn.
    final func invalidateLayout() {
        graph.noteLayoutChange(in: environment)
        var node: ViewNode? = self
        while let current = node {
            let isCandidate = current.beginRelayoutCheck()
            current.sizeCache.removeAll()
            current.cachedLayoutChildren = nil
            current.needsPlacement = true
            current.layoutDidInvalidate()
            if isCandidate { return }
            node = current.parent
        }
        graph.setNeedsLayout()
    }

    /// Keeps the sizes this node answered for the check before the next
    /// layout, if it can be a relayout boundary.
    /// - Returns: Whether the node waits for that check (so invalidation stops here).
    private func beginRelayoutCheck() -> Bool {
        if sizesBeforeInvalidation != nil { return true }
        // A node already waiting to be placed is not where its parent last
        // put it; one whose cache dropped answers cannot tell what its
        // parent's cached sizes were computed from.
        guard isAlive, !isStructural, parent != nil, placedProposal != nil, !needsPlacement,
            !sizeCache.hasDroppedSizes
        else { return false }
        sizesBeforeInvalidation = sizeCache
        graph.setNeedsRelayoutCheck(of: self)
        return true
    }

    /// What ``checkRelayout()`` found.
    enum RelayoutCheck {
        /// The node answers every proposal as before: it is a relayout boundary.
        case unchanged
        /// An answer (or the node's layout priority) changed: its parent's layout must be redone.
        case changed
        /// The node was not waiting for a check, or has left the tree.
        case skipped
    }

    /// Asks the node the proposals it answered before its layout was
    /// invalidated, and compares.
    final func checkRelayout() -> RelayoutCheck {
        guard let before = sizesBeforeInvalidation else { return .skipped }
        sizesBeforeInvalidation = nil
        guard isAlive else { return .skipped }
        guard layoutPriority == placedLayoutPriority else { return .changed }
        for (proposal, size) in before.entries where sizeThatFits(proposal) != size { return .changed }
        return .unchanged
    }

    /// Places a relayout boundary again where its parent last put it, unless
    /// a layout above already did.
    final func placeAgainInOwnFrame() {
        guard isAlive, needsPlacement, let proposal = placedProposal else { return }
        let bounds = drawBounds
        place(in: frame, proposal: proposal)
        // Ancestors' draw bounds hold this node's: when they change (content
        // overflowing the frame), the nodes above are placed again too.
        if drawBounds != bounds { parent?.setNeedsPlacement() }
    }

    /// Asks for this node to be placed again (its content moved, as when a
    /// scroll view scrolls) without changing any size.
    final func setNeedsPlacement() {
        // All the way up: a structural node in between (a view's body under
        // a stack or the root) is never placed itself, so its flag stays set
        // and says nothing about the nodes above it.
        graph.noteLayoutChange(in: environment)
        var node: ViewNode? = self
        while let current = node {
            current.needsPlacement = true
            node = current.parent
        }
        graph.setNeedsLayout()
    }

    /// Called when the node's layout is invalidated; nodes drop what they cached.
    func layoutDidInvalidate() {}

    /// The priority stacks give this node when sharing space (see `layoutPriority(_:)`).
    var layoutPriority: Double { 0 }

    /// Whether the node is a ``Spacer`` (stacks put no spacing next to one).
    var isSpacer: Bool { false }

    /// The value set for a ``LayoutValueKey`` (by its type's identifier)
    /// on this node, nil when none was.
    func layoutValue(for key: ObjectIdentifier) -> Any? { nil }

    /// Where `key`'s guide lies in this node measured with `proposal`, in
    /// points from its origin, when it or its content sets one explicitly
    /// (docs/LAYOUT.md §1.19); a structural node answers for its only child.
    func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        guard isStructural else { return nil }
        let children = layoutChildren
        return children.count == 1 ? children[0].explicitAlignment(of: key, for: proposal) : nil
    }

    /// Invalidates this node and every node above it, past relayout
    /// boundaries: a changed alignment guide moves views in containers
    /// whose sizes stay the same.
    final func invalidateLayoutThroughRoot() {
        var node: ViewNode? = self
        while let current = node {
            current.sizeCache.removeAll()
            current.cachedLayoutChildren = nil
            current.needsPlacement = true
            current.layoutDidInvalidate()
            node = current.parent
        }
        graph.setNeedsLayout()
    }

    /// The name this node gives its coordinate space, for geometry readers
    /// below; nil for most nodes.
    var coordinateSpaceName: AnyHashable? { nil }

    // MARK: - Drawing

    /// Draws the node's layout children that can show in the canvas's clip;
    /// layout nodes that paint override this.
    func draw(in canvas: inout Canvas) {
        // Frames are in graph coordinates, which are the canvas's current
        // ones (a host may have moved the origin), as is the clip.
        let clip = canvas.clipRect
        for child in layoutChildren where child.mayDraw(in: clip) {
            child.drawMoving(in: &canvas)
        }
    }

    // MARK: - Animation

    /// Whether the graph calls ``advanceAnimations(to:moved:)`` on each frame.
    var isInAnimationList = false
    /// The animation of the node's frame to a new place and size, while it runs.
    var motion: NodeMotion?

    /// Moves the node's animations to `time`, marking what must be drawn
    /// again and setting `moved` when anything changed.
    /// - Returns: Whether an animation still runs.
    func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        guard let motion else { return false }
        guard isAlive else {
            endMotion()
            return false
        }
        let before = displacedBounds
        if motion.rect.advance(to: time) {
            moved = true
            graph.invalidateDisplay(before)
            graph.invalidateDisplay(displacedBounds)
        }
        guard motion.rect.isAnimating else {
            endMotion()
            return false
        }
        return true
    }
}

/// The sizes a node chose for its last few proposals. A stack asks each child
/// up to three times per layout (minimum, maximum, share), so one entry is not enough;
/// a text in an `HStack` row is asked those three again when the row is placed with
/// its height fixed. A node whose cache dropped an answer cannot be a relayout
/// boundary, so the cache holds all six of that common case, and a few more.
struct SizeCache {
    private var proposals: [CellProposal] = []
    private var sizes: [Size] = []
    private var next = 0
    private static let capacity = 8
    /// Whether an answer was overwritten since the cache was last emptied.
    private(set) var hasDroppedSizes = false

    /// The proposals and sizes held.
    var entries: Zip2Sequence<[CellProposal], [Size]> { zip(proposals, sizes) }

    func size(for proposal: CellProposal) -> Size? {
        for index in proposals.indices where proposals[index] == proposal {
            return sizes[index]
        }
        return nil
    }

    mutating func store(_ size: Size, for proposal: CellProposal) {
        if proposals.count < Self.capacity {
            proposals.append(proposal)
            sizes.append(size)
        } else {
            proposals[next] = proposal
            sizes[next] = size
            next = (next + 1) % Self.capacity
            hasDroppedSizes = true
        }
    }

    mutating func removeAll() {
        proposals.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        next = 0
        hasDroppedSizes = false
    }
}
