import GraftTerminal

/// A scrollable view: its content is laid out at its ideal size along the
/// scrolling axes and shown through the view's frame, scrolled by the wheel,
/// the arrow keys, Page Up/Down, Home and End.
///
/// A horizontal scroll view moves with a sideways wheel, Shift and the
/// wheel, or the wheel alone when no scroll view around it scrolls
/// vertically; Page Up/Down, Home and End move it sideways too.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ScrollViewNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node that shows part of its content, for lazy stacks to find.
@MainActor
protocol ScrollViewportProviding: AnyObject {
    /// The visible area, in graph coordinates.
    var viewport: Rect { get }
    /// Scrolls by `delta` cells; returns whether the offset changed.
    func scroll(by delta: Point) -> Bool
    /// Scrolls by pages (`Page Up/Down`) or to an end (`Home`/`End`).
    func scroll(for key: Key) -> Bool
    /// Scrolls for a wheel notch: Shift turns a vertical wheel sideways;
    /// with `crossingAxes`, a wheel along an axis the view does not scroll
    /// moves it along the one it does.
    func scroll(forWheel action: MouseAction, modifiers: KeyModifiers, crossingAxes: Bool) -> Bool
    /// Scrolls so that `target` (found again after each placement, in
    /// graph coordinates) shows, placed by `anchor` or minimally when nil.
    func reveal(_ target: @escaping () -> Rect?, anchor: UnitPoint?)
    /// How far the content has scrolled since it was last placed: frames
    /// inside are that much off until the next layout.
    var unplacedScroll: Point { get }
}

extension Key {
    /// Whether a scroll view scrolls for this key (``ScrollViewportProviding/scroll(for:)``),
    /// so a graph asked to handle another key need not look for one.
    var scrollsContent: Bool {
        switch self {
        case .up, .down, .left, .right, .pageUp, .pageDown, .home, .end: true
        default: false
        }
    }
}

@MainActor
final class ScrollViewNode<Content: View>: ContainerNode<ScrollView<Content>, Content>, ScrollViewportProviding {
    private(set) var contentOffset = Point.zero
    private(set) var contentSize = Size.zero
    private var axes: Axis.Set = .vertical
    private var placedOffset = Point.zero
    private var pointScale = PointScale()

    var viewport: Rect { frame }

    override var scrollViewport: (any ScrollViewportProviding)? { self }

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        graph.input.liveScrollViewCount += 1
    }

    // Not a reusable node: it is built once and removed once.
    override func willBeRemoved() {
        graph.input.liveScrollViewCount -= 1
        super.willBeRemoved()
    }

    var unplacedScroll: Point { Point(x: contentOffset.x - placedOffset.x, y: contentOffset.y - placedOffset.y) }

    override func update(from oldView: ScrollView<Content>?, to newView: ScrollView<Content>) {
        if oldView?.axes != newView.axes { invalidateLayout() }
        axes = newView.axes
        updateContent(newView.content)
        followScrollPosition()
    }

    // MARK: - Scroll position binding

    private var positionTracker = ScrollPositionTracker()
    private var positionFreeEnvironment = DerivedEnvironment<NoInput>()

    private var scrollPositionBinding: ScrollPositionBinding? {
        environment.unrecordedValue(for: ScrollPositionBindingKey.self)
    }

    /// Scrolls to the view the `scrollPosition(id:)` binding names when the app set it.
    private func followScrollPosition() {
        positionTracker.follow(scrollPositionBinding, in: self)
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        followScrollPosition()
    }

    /// The binding is this scroll view's: scroll views inside do not follow it.
    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        let base = super.environmentForChildren(inherited)
        guard base.unrecordedValue(for: ScrollPositionBindingKey.self) != nil else { return base }
        return positionFreeEnvironment.derive(from: base, input: NoInput()) { $0.scrollPositionBinding = nil }
    }

    private func contentProposal(for proposal: CellProposal) -> CellProposal {
        CellProposal(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        let content = contentSize(for: contentProposal(for: proposal))
        func fit(_ proposed: Int?, _ content: Int) -> Int {
            guard let proposed, proposed != CellProposal.infinity else { return content }
            return proposed
        }
        return Size(width: fit(proposal.width, content.width), height: fit(proposal.height, content.height))
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let inner = contentProposal(for: CellProposal(rect.size))
        contentSize = contentSize(for: inner)
        contentOffset = clamped(contentOffset, viewport: rect.size)
        placeContent(
            in: Rect(
                x: rect.minX - contentOffset.x, y: rect.minY - contentOffset.y,
                width: contentSize.width, height: contentSize.height), proposal: inner)
        // Rows a lazy stack measured may have changed the content's height.
        let measured = self.contentSize(for: inner)
        if measured != contentSize {
            contentSize = measured
            contentOffset = clamped(contentOffset, viewport: rect.size)
        }
        placedOffset = contentOffset
        applyPendingReveal(in: rect, proposal: inner)
        reportScrollPosition()
    }

    /// Writes the ID of the view now at the top to the binding, after the
    /// update, unless the app set another meanwhile.
    private func reportScrollPosition() {
        guard let binding = scrollPositionBinding, let id = positionTracker.report(binding, in: self) else { return }
        graph.enqueueLifecycleAction { [weak self] in
            guard let self, self.positionTracker.isCurrent(id) else { return }
            binding.write(id)
        }
    }

    private func clamped(_ offset: Point, viewport: Size) -> Point {
        Point(
            x: min(max(offset.x, 0), max(contentSize.width - viewport.width, 0)),
            y: min(max(offset.y, 0), max(contentSize.height - viewport.height, 0)))
    }

    func scroll(by delta: Point) -> Bool {
        move(to: Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }

    /// Moves the content to `offset` (clamped, along the axes the view scrolls).
    private func move(to offset: Point) -> Bool {
        let target = clamped(
            Point(
                x: axes.contains(.horizontal) ? offset.x : contentOffset.x,
                y: axes.contains(.vertical) ? offset.y : contentOffset.y), viewport: frame.size)
        guard target != contentOffset else { return false }
        contentOffset = target
        setNeedsPlacement()
        setNeedsDisplay()
        return true
    }

    /// The axis keys and wheel turns that name no axis (Page Up/Down, Home,
    /// End) move along: vertical unless the view scrolls only sideways.
    private var mainAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

    func scroll(for key: Key) -> Bool {
        let main = mainAxis
        let page = max((main == .vertical ? frame.height : frame.width) - 1, 1)
        switch key {
        case .up: return scroll(by: Point(x: 0, y: -1))
        case .down: return scroll(by: Point(x: 0, y: 1))
        case .left: return scroll(by: Point(x: -1, y: 0))
        case .right: return scroll(by: Point(x: 1, y: 0))
        case .pageUp: return scrollTowardRest(by: .along(main, -page))
        case .pageDown: return scrollTowardRest(by: .along(main, page))
        case .home: return move(to: main == .vertical ? Point(x: contentOffset.x, y: 0) : Point(x: 0, y: contentOffset.y))
        case .end:
            return move(
                to: main == .vertical
                    ? Point(x: contentOffset.x, y: contentSize.height) : Point(x: contentSize.width, y: contentOffset.y))
        default: return false
        }
    }

    func scroll(forWheel action: MouseAction, modifiers: KeyModifiers, crossingAxes: Bool) -> Bool {
        let notch = 3
        var delta: Point
        switch action {
        case .scrollUp: delta = Point(x: 0, y: -notch)
        case .scrollDown: delta = Point(x: 0, y: notch)
        case .scrollLeft: delta = Point(x: -notch, y: 0)
        case .scrollRight: delta = Point(x: notch, y: 0)
        default: return false
        }
        if modifiers.contains(.shift) { delta = Point(x: delta.y, y: delta.x) }
        if crossingAxes {
            if delta.y != 0, !axes.contains(.vertical) { delta = Point(x: delta.y, y: 0) }
            if delta.x != 0, !axes.contains(.horizontal) { delta = Point(x: 0, y: delta.x) }
        }
        return scrollTowardRest(by: delta)
    }

    /// Scrolls by `delta`, where the scroll target behavior lets the scroll rest.
    private func scrollTowardRest(by delta: Point) -> Bool {
        let proposed = Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
        guard let behavior = environment.unrecordedValue(for: ScrollTargetBehaviorKey.self) else { return move(to: proposed) }
        _ = pointScale.refresh(from: environment)
        let scale = pointScale.value
        func points(_ point: Point) -> CGPoint {
            CGPoint(x: PointsToCells.points(columns: point.x, at: scale), y: PointsToCells.points(rows: point.y, at: scale))
        }
        let container = PointsToCells.points(frame.size, at: scale)
        var target = ScrollTarget(rect: CGRect(origin: points(proposed), size: container))
        let contentOrigin = Point(x: frame.minX - placedOffset.x, y: frame.minY - placedOffset.y)
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: CGVector(dx: CGFloat(delta.x), dy: CGFloat(delta.y)),
            contentSize: PointsToCells.points(contentSize, at: scale), containerSize: container, axes: axes,
            currentOrigin: points(contentOffset),
            targetEdges: { [weak self] axis in
                guard let self else { return [] }
                let origin = axis == .vertical ? contentOrigin.y : contentOrigin.x
                let current = axis == .vertical ? contentOffset.y : contentOffset.x
                let reach = 2 * max(frame.height, frame.width, abs(delta.x), abs(delta.y))
                let range = (origin + current - reach) ... (origin + current + reach)
                return targetEdges(along: axis, near: range).map { edge in
                    axis == .vertical
                        ? PointsToCells.points(rows: edge - origin, at: scale)
                        : PointsToCells.points(columns: edge - origin, at: scale)
                }
            })
        behavior.updateTarget(&target, context: context)
        return move(
            to: Point(
                x: PointsToCells.columns(target.rect.origin.x, at: scale), y: PointsToCells.rows(target.rect.origin.y, at: scale)))
    }

    /// The edges of the views of scroll target layouts inside, in graph coordinates.
    private func targetEdges(along axis: Axis, near range: ClosedRange<Int>) -> [Int] {
        var stack = children
        var edges: [Int] = []
        while let node = stack.popLast() {
            if let marked = node as? any ScrollTargetLayoutMarking {
                edges += marked.targetEdges(along: axis, near: range)
                continue
            }
            // A scroll view inside has targets of its own.
            if node.scrollViewport != nil { continue }
            stack.append(contentsOf: node.children)
        }
        return edges.sorted()
    }

    // MARK: - Scrolling to a view

    private var pendingReveal: (target: () -> Rect?, anchor: UnitPoint?)?

    func reveal(_ target: @escaping () -> Rect?, anchor: UnitPoint?) {
        pendingReveal = (target, anchor)
        setNeedsPlacement()
        setNeedsDisplay()
    }

    /// Moves the content so that the pending target shows, placing the
    /// content again while rows the move brought in correct their heights.
    private func applyPendingReveal(in rect: Rect, proposal inner: CellProposal) {
        guard let (target, anchor) = pendingReveal else { return }
        pendingReveal = nil
        for _ in 0 ..< 3 {
            guard let found = target() else { return }
            let delta = Point(
                x: axes.contains(.horizontal)
                    ? Self.revealDelta(found.minX, found.width, in: rect.minX, rect.width, anchor: anchor?.x) : 0,
                y: axes.contains(.vertical)
                    ? Self.revealDelta(found.minY, found.height, in: rect.minY, rect.height, anchor: anchor?.y) : 0)
            let offset = clamped(Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y), viewport: rect.size)
            guard offset != contentOffset else { return }
            contentOffset = offset
            placeContent(
                in: Rect(
                    x: rect.minX - contentOffset.x, y: rect.minY - contentOffset.y,
                    width: contentSize.width, height: contentSize.height), proposal: inner)
            let measured = contentSize(for: inner)
            if measured != contentSize {
                contentSize = measured
                contentOffset = clamped(contentOffset, viewport: rect.size)
            }
            placedOffset = contentOffset
        }
    }

    /// How far to scroll along one axis so that a target `length` long at
    /// `start` shows in a viewport `extent` long at `origin`: its `anchor`
    /// point on the viewport's, or by as little as it takes.
    static func revealDelta(_ start: Int, _ length: Int, in origin: Int, _ extent: Int, anchor: CGFloat?) -> Int {
        guard let anchor else {
            if start < origin { return start - origin }
            if start + length > origin + extent { return min(start + length - origin - extent, start - origin) }
            return 0
        }
        return start - origin - Int((CGFloat(extent - length) * anchor).rounded())
    }

    override func draw(in canvas: inout Canvas) {
        canvas.withSavedState { canvas in
            canvas.clip(to: frame)
            super.draw(in: &canvas)
        }
        drawIndicator(in: &canvas)
    }

    /// A track in the last column with a thumb on it showing which part of the content is in
    /// view, drawn as TUIKit's scroll views draw theirs.
    private func drawIndicator(in canvas: inout Canvas) {
        guard view?.showsIndicators == true, axes.contains(.vertical), contentSize.height > frame.height, frame.height > 0 else { return }
        let track = frame.height
        let thumb = max(track * track / contentSize.height, 1)
        let travel = contentSize.height - track
        let position = travel > 0 ? (contentOffset.y * (track - thumb) + travel / 2) / travel : 0
        let trackStyle = Style(foreground: .gray)
        let thumbStyle = Style(foreground: .default)
        for row in 0 ..< track {
            let isThumb = row >= position && row < position + thumb
            canvas.put(isThumb ? "┃" : "│", at: Point(x: frame.maxX - 1, y: frame.minY + row), style: isThumb ? thumbStyle : trackStyle)
        }
    }
}

extension Point {
    /// The point `value` along `axis` and zero across it.
    fileprivate static func along(_ axis: Axis, _ value: Int) -> Point {
        axis == .vertical ? Point(x: 0, y: value) : Point(x: value, y: 0)
    }
}
