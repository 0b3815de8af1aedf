import Foundation
import GraftTerminal

/// A column that builds its rows only when they come into view (plus a few
/// rows of overscan), inside a ``ScrollView`` or any frame: a list of 100,000
/// items costs what a screenful costs.
///
/// Rows not yet measured are assumed to be as tall as the first row measured
/// (one row before that); heights are corrected as rows are built.
///
/// A row that scrolls out is removed (its `onDisappear` runs, its state is
/// gone) and its nodes are kept to show a row that scrolls in, which starts
/// over as a new row would: rows cost allocations only for the first screens.
///
/// A ``Section``'s header and footer are rows of the stack; with
/// `pinnedViews: .sectionHeaders` the header of the section at the top of
/// the scroll view stays there, over the rows beneath it, until the next
/// section pushes it off (`.sectionFooters` likewise at the bottom).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy column of the views `content` builds, the headers or
    /// footers of its sections that `pinnedViews` names pinned to the edges
    /// of the scroll view around it.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A row that builds its columns only when they come into view, like
/// ``LazyVStack`` across: pinned section headers stay at the leading edge.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy row of the views `content` builds, the headers or
    /// footers of its sections that `pinnedViews` names pinned to the
    /// leading and trailing edges of the scroll view around it.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// What the lazy stack node needs from `LazyVStack` and `LazyHStack`.
@MainActor
protocol LazyStackView: View {
    associatedtype Content: View
    var content: Content { get }
    var axis: Axis { get }
    var crossAlignment: Alignment { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
}

extension LazyVStack: LazyStackView {
    var axis: Axis { .vertical }
    var crossAlignment: Alignment { Alignment(horizontal: alignment, vertical: .top) }
}

extension LazyHStack: LazyStackView {
    var axis: Axis { .horizontal }
    var crossAlignment: Alignment { Alignment(horizontal: .leading, vertical: alignment) }
}

extension LazyVStack: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LazyStackNode<LazyVStack<Content>, Content>(graph: graph, parent: parent, environment: environment)
    }
}

extension LazyHStack: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LazyStackNode<LazyHStack<Content>, Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lays rows (or columns) out from their measured (or estimated) extents,
/// and builds only those that intersect the visible part of the stack.
@MainActor
final class LazyStackNode<Stack: LazyStackView, Content: View>: ContainerNode<Stack, Content>, SelectableRows
where Stack.Content == Content {
    /// Cells before and after the visible part whose rows are built too.
    static var overscan: Int { 4 }

    private var axis = Axis.vertical
    private var alignment = Alignment.center
    private var spacing = 0
    private var segments: [LazySegment] = []
    private var segmentStarts: [Int] = []
    private var segmentGenerations: [Int] = []
    /// Each row's height plus the spacing after it.
    private var heights = RowHeights(count: 0, estimate: 1)
    private var measuredWidth = 0
    private var visibleRows: [(index: Int, node: ViewNode)] = []
    private var needsRecount = true
    private var pinning = SectionPinning(pinnedViews: [], sections: [])
    /// The rows drawn pinned, last, over what they cover: the band they clear.
    private var pinnedBands: [Int: Rect] = [:]

    private var givenSpacing: CGFloat?
    private var scale = PointScale()

    override func update(from oldView: Stack?, to newView: Stack) {
        axis = newView.axis
        alignment = newView.crossAlignment
        givenSpacing = newView.spacing
        pinning.pinnedViews = newView.pinnedViews
        _ = scale.refresh(from: environment)
        spacing = spacingInCells()
        var lazyEnvironment = environment
        lazyEnvironment.isLazyContent = true
        updateContent(newView.content, environment: lazyEnvironment)
        needsRecount = true
        invalidateLayout()
    }

    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        inherited
    }

    override func environmentDidChange() {
        guard scale.refresh(from: environment), givenSpacing != nil else { return }
        spacing = spacingInCells()
        needsRecount = true
        invalidateLayout()
    }

    /// The given spacing in cells along the stack's axis, or the standard spacing.
    private func spacingInCells() -> Int {
        guard let givenSpacing else { return StackLayout.defaultSpacing(along: axis) }
        return axis == .horizontal
            ? PointsToCells.columns(givenSpacing, at: scale.value) : PointsToCells.rows(givenSpacing, at: scale.value)
    }

    /// Rebuilds the segment list and row heights when the rows changed.
    private func recountIfNeeded() {
        let list = LazyContentList(content: content)
        let found = list.segments
        let generations = found.map { segment -> Int in
            if case .source(let source) = segment { return source.generation }
            return -1
        }
        let counts = found.map(\.count)
        guard needsRecount || counts != segments.map(\.count) || generations != segmentGenerations else { return }
        needsRecount = false
        let total = counts.reduce(0, +)
        let sameRows = total == heights.count && counts == segments.map(\.count)
        segments = found
        segmentGenerations = generations
        segmentStarts = counts.reduce(into: [0]) { $0.append(($0.last ?? 0) + $1) }
        pinning.sections = list.sectionLines(starts: segmentStarts) { $0 }
        if !sameRows {
            heights = RowHeights(count: total, estimate: (heights.count > 0 ? heights.height(at: 0) : 1 + spacing))
        }
    }

    /// The segment holding row `index`, and the row's index inside it.
    func locate(_ index: Int) -> (segment: LazySegment, offset: Int) {
        var segment = 0
        while segment + 1 < segmentStarts.count - 1, segmentStarts[segment + 1] <= index { segment += 1 }
        return (segments[segment], index - segmentStarts[segment])
    }

    private func node(at index: Int) -> ViewNode {
        switch locate(index) {
        case (.node(let node), _): return node
        case (.source(let source), let offset): return source.row(at: offset)
        }
    }

    private var contentHeight: Int { max(heights.total - (heights.count > 0 ? spacing : 0), 0) }

    override func computeSize(for proposal: CellProposal) -> Size {
        recountIfNeeded()
        let cross = proposal.value(along: axis.other).map { $0 == CellProposal.infinity ? measuredWidth : $0 } ?? measuredWidth
        return .along(axis, contentHeight, across: cross)
    }

    /// The part of this stack that can be seen, in graph coordinates: inside
    /// the nearest scroll view's viewport, or the graph's screen.
    private func visibleRect(of rect: Rect) -> Rect {
        rect.intersection(enclosingScrollView?.viewport ?? graph.screenRect)
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        recountIfNeeded()
        let visible = visibleRect(of: rect)
        var rows: [(index: Int, node: ViewNode)] = []
        var heightsChanged = false
        var widest = 0
        let vertical = axis == .vertical
        let start = vertical ? rect.minY : rect.minX
        let crossExtent = vertical ? rect.width : rect.height
        let rowProposal = CellProposal.along(axis, nil, across: crossExtent)
        if heights.count > 0, !visible.isEmpty {
            let top = max((vertical ? visible.minY : visible.minX) - start - Self.overscan, 0)
            let bottom = (vertical ? visible.maxY : visible.maxX) - start + Self.overscan
            var index = heights.row(containing: top)
            while index < heights.count, heights.prefix(index) < bottom {
                let node = node(at: index)
                let size = node.sizeThatFits(rowProposal)
                widest = max(widest, size.value(along: axis.other))
                if heights.setHeight(size.value(along: axis) + spacing, at: index) { heightsChanged = true }
                node.place(in: rowFrame(size, at: start + heights.prefix(index), in: rect), proposal: rowProposal)
                rows.append((index, node))
                index += 1
            }
        }
        placePinnedRows(&rows, in: rect, visible: visible, proposal: rowProposal)
        for case .source(let source) in segments { source.releaseUnrequestedRows() }
        visibleRows = rows
        // The stack's ideal cross extent is that of the widest row built;
        // measured extents replace estimates. Either change means a new size.
        if heightsChanged || widest != measuredWidth {
            measuredWidth = widest
            invalidateLayout()
        }
    }

    /// Where a row of `size` goes `offset` cells along the axis, aligned across `rect`.
    private func rowFrame(_ size: Size, at offset: Int, in rect: Rect) -> Rect {
        axis == .vertical
            ? Rect(
                x: rect.minX + alignment.horizontal.offset(child: size.width, in: rect.width), y: offset,
                width: size.width, height: size.height)
            : Rect(
                x: offset, y: rect.minY + alignment.vertical.offset(child: size.height, in: rect.height),
                width: size.width, height: size.height)
    }

    /// Places the headers and footers pinned to the edges of the visible
    /// part, moving them to the end of `rows` so they draw over the rest.
    /// Only the sections at the two edges are looked at: O(log sections).
    private func placePinnedRows(
        _ rows: inout [(index: Int, node: ViewNode)], in rect: Rect, visible: Rect, proposal: CellProposal
    ) {
        pinnedBands = [:]
        guard !pinning.pinnedViews.isEmpty, !pinning.sections.isEmpty, !visible.isEmpty else { return }
        let vertical = axis == .vertical
        let start = vertical ? rect.minY : rect.minX
        let range = (vertical ? visible.minY : visible.minX) - start ..< (vertical ? visible.maxY : visible.maxX) - start
        let pins = pinning.pins(visible: range, heights: heights, spacing: spacing) { line in
            node(at: line).sizeThatFits(proposal).value(along: axis)
        }
        for pin in pins {
            let node = node(at: pin.line)
            let size = node.sizeThatFits(proposal)
            node.place(in: rowFrame(size, at: start + pin.offset, in: rect), proposal: proposal)
            rows.removeAll { $0.index == pin.line }
            rows.append((pin.line, node))
            let length = size.value(along: axis)
            pinnedBands[pin.line] =
                vertical
                ? Rect(x: rect.minX, y: start + pin.offset, width: rect.width, height: length)
                : Rect(x: start + pin.offset, y: rect.minY, width: length, height: rect.height)
        }
    }

    override var layoutChildren: [ViewNode] { visibleRows.map(\.node) }

    /// Draws the rows, then the pinned ones over a cleared band: a header's
    /// text over a row's would be unreadable (docs/SWIFTUI-DIFFERENCES.md).
    private func drawRows(in canvas: inout Canvas) {
        guard !pinnedBands.isEmpty else { return super.draw(in: &canvas) }
        let clip = canvas.clipRect
        for (index, node) in visibleRows where pinnedBands[index] == nil && node.mayDraw(in: clip) {
            node.drawMoving(in: &canvas)
        }
        for (index, node) in visibleRows {
            guard let band = pinnedBands[index] else { continue }
            canvas.fill(band)
            if node.mayDraw(in: clip) { node.drawMoving(in: &canvas) }
        }
    }

    override func draw(in canvas: inout Canvas) {
        guard let rowHighlight else { return drawRows(in: &canvas) }
        let highlighted = visibleRows.compactMap { index, _ in rowHighlight(index).map { (rowFrame(at: index), $0) } }
        for (frame, highlight) in highlighted { canvas.fillBackground(frame, color: highlight.color) }
        drawRows(in: &canvas)
        // Secondary and tinted text in a highlighted row would vanish into
        // the highlight: the whole row reads in the highlight's text color.
        for (frame, highlight) in highlighted {
            if let foreground = highlight.color.readableForeground { canvas.setForeground(foreground, in: frame) }
            if highlight.marksSelection { canvas.addAttributes(.nonFocusHighlight, in: frame) }
        }
    }

    // MARK: - Rows for selection

    /// What to fill behind row `index`, full width, if anything (a list's
    /// selection or keyboard row).
    var rowHighlight: ((Int) -> RowHighlight?)?

    var rowCount: Int {
        recountIfNeeded()
        return heights.count
    }

    func rowID(at index: Int) -> AnyHashable? {
        recountIfNeeded()
        guard index >= 0, index < heights.count else { return nil }
        switch locate(index) {
        case (.node(let node), _): return node.rowTag
        case (.source(let source), let offset): return source.rowID(at: offset)
        }
    }

    func rowIndex(of id: AnyHashable) -> Int? {
        recountIfNeeded()
        for (segment, start) in zip(segments, segmentStarts) {
            switch segment {
            case .node(let node): if node.rowTag == id { return start }
            case .source(let source): if let found = source.rowIndex(of: id) { return start + found }
            }
        }
        return nil
    }

    func rowIndex(at point: Point) -> Int? {
        guard frame.contains(point), heights.count > 0 else { return nil }
        let offset = axis == .vertical ? point.y - frame.minY : point.x - frame.minX
        return offset < contentHeight ? heights.row(containing: offset) : nil
    }

    /// Row `index`'s frame across the whole stack, from its measured (or estimated) height.
    func rowFrame(at index: Int) -> Rect {
        let extent = max(heights.height(at: index) - spacing, 1)
        let offset = heights.prefix(index)
        return axis == .vertical
            ? Rect(x: frame.minX, y: frame.minY + offset, width: frame.width, height: extent)
            : Rect(x: frame.minX + offset, y: frame.minY, width: extent, height: frame.height)
    }

    /// How many rows a page holds: the visible extent of the nearest scroll view.
    var pageLength: Int {
        let visible = visibleRect(of: frame)
        return max((axis == .vertical ? visible.height : visible.width) - 1, 1)
    }

    func scrollRowToVisible(_ index: Int) {
        guard let scrollView = enclosingScrollView else { return }
        let row = rowFrame(at: index).offsetBy(dx: 0, dy: -scrollView.unplacedScroll.y)
        let viewport = scrollView.viewport
        var delta = 0
        if row.minY < viewport.minY {
            delta = row.minY - viewport.minY
        } else if row.maxY > viewport.maxY {
            delta = min(row.maxY - viewport.maxY, row.minY - viewport.minY)
        }
        if delta != 0 { _ = scrollView.scroll(by: Point(x: 0, y: delta)) }
    }

    private var enclosingScrollView: (any ScrollViewportProviding)? {
        var node = parent
        while let current = node {
            if let scrollView = current.scrollViewport { return scrollView }
            node = current.parent
        }
        return nil
    }

    /// How many rows are built (for tests and benchmarks).
    var builtRowCount: Int { visibleRows.count }
}

extension LazyStackNode: IdentifiedRows, RowEdgeListing {
    func frameOfRow(identifiedBy id: AnyHashable) -> Rect? {
        rowIndex(of: id).map(rowFrame(at:))
    }

    var rowAxis: Axis { axis }

    func rowStarts(in range: ClosedRange<Int>) -> [Int] {
        recountIfNeeded()
        return heights.rowStarts(from: axis == .vertical ? frame.minY : frame.minX, in: range)
    }
}

extension LazyStackNode: RowIdentifying {
    func rowID(atOrAfter position: Int) -> AnyHashable? {
        recountIfNeeded()
        guard heights.count > 0 else { return nil }
        let origin = axis == .vertical ? frame.minY : frame.minX
        var index = heights.row(containing: max(position - origin, 0))
        // A header or footer has no ID: the row after it stands for it.
        let last = min(index + Self.overscan, heights.count - 1)
        while index <= last {
            if let id = rowID(at: index) { return id }
            index += 1
        }
        return nil
    }
}
