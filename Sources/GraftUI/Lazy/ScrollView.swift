import GraftTerminal

/// A scrollable view: its content is laid out at its ideal size along the
/// scrolling axes and shown through the view's frame, scrolled by the wheel,
/// the arrow keys, Page Up/Down, Home and End.
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
    }

    private func clamped(_ offset: Point, viewport: Size) -> Point {
        Point(
            x: min(max(offset.x, 0), max(contentSize.width - viewport.width, 0)),
            y: min(max(offset.y, 0), max(contentSize.height - viewport.height, 0)))
    }

    func scroll(by delta: Point) -> Bool {
        let target = clamped(
            Point(
                x: contentOffset.x + (axes.contains(.horizontal) ? delta.x : 0),
                y: contentOffset.y + (axes.contains(.vertical) ? delta.y : 0)), viewport: frame.size)
        guard target != contentOffset else { return false }
        contentOffset = target
        setNeedsPlacement()
        setNeedsDisplay()
        return true
    }

    func scroll(for key: Key) -> Bool {
        let page = max(frame.height - 1, 1)
        switch key {
        case .up: return scroll(by: Point(x: 0, y: -1))
        case .down: return scroll(by: Point(x: 0, y: 1))
        case .left: return scroll(by: Point(x: -1, y: 0))
        case .right: return scroll(by: Point(x: 1, y: 0))
        case .pageUp: return scroll(by: Point(x: 0, y: -page))
        case .pageDown: return scroll(by: Point(x: 0, y: page))
        case .home: return scroll(by: Point(x: 0, y: -contentOffset.y))
        case .end: return scroll(by: Point(x: 0, y: contentSize.height))
        default: return false
        }
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
