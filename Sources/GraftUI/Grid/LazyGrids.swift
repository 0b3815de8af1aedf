import Foundation
import GraftTerminal

/// A grid that grows downward, its columns made by ``GridItem``s, building
/// only the rows in view, as ``LazyVStack`` does: inside a ``ScrollView``,
/// 10,000 items cost what a screenful costs.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 8))]) {
///         ForEach(items) { ItemCell(item: $0) }
///     }
/// }
/// ```
///
/// A ``Section``'s header and footer each take a whole row, across every
/// column, and its items start a row of their own.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid of `columns`, its cells aligned in their columns by
    /// `alignment`, rows `spacing` points apart (none when nil), the
    /// headers or footers of its sections that `pinnedViews` names pinned
    /// to the top and bottom of the scroll view around it.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A grid that grows to the right, its rows made by ``GridItem``s, building
/// only the columns in view, like ``LazyVGrid`` across.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid of `rows`, its cells aligned in their rows by
    /// `alignment`, columns `spacing` points apart (one column when nil),
    /// the headers or footers of its sections that `pinnedViews` names
    /// pinned to the leading and trailing edges of the scroll view around it.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// What the lazy grid node needs from `LazyVGrid` and `LazyHGrid`.
@MainActor
protocol LazyGridView: View {
    associatedtype Content: View
    var content: Content { get }
    /// The direction lines of cells follow one another.
    var axis: Axis { get }
    var items: [GridItem] { get }
    var cellAlignment: Alignment { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
}

extension LazyVGrid: LazyGridView, PrimitiveView {
    var axis: Axis { .vertical }
    var items: [GridItem] { columns }
    var cellAlignment: Alignment { Alignment(horizontal: alignment, vertical: .center) }

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LazyGridNode<LazyVGrid<Content>, Content>(graph: graph, parent: parent, environment: environment)
    }
}

extension LazyHGrid: LazyGridView, PrimitiveView {
    var axis: Axis { .horizontal }
    var items: [GridItem] { rows }
    var cellAlignment: Alignment { Alignment(horizontal: .center, vertical: alignment) }

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LazyGridNode<LazyHGrid<Content>, Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lays lines of cells (rows of a `LazyVGrid`) out from their measured or
/// estimated extents, and builds only the lines that can be seen, with the
/// lazy stack's row sources, height tree and reuse of rows that left.
@MainActor
final class LazyGridNode<Grid: LazyGridView, Content: View>: ContainerNode<Grid, Content> where Grid.Content == Content {
    /// Cells before and after the visible part whose lines are built too.
    static var overscan: Int { 4 }

    private var axis = Axis.vertical
    private var alignment = Alignment.center
    private var items: [GridItem] = []
    private var givenSpacing: CGFloat?
    private var spacing = 0
    private var scale = PointScale()
    private var segments: [LazySegment] = []
    private var segmentStarts: [Int] = []
    private var segmentGenerations: [Int] = []
    private var itemCount = 0
    private var tracks = GridTracks()
    private var tracksLength: Int?
    private var hasTracks = false
    /// Each line's extent plus the spacing after it.
    private var heights = RowHeights(count: 0, estimate: 1)
    private var visibleCells: [ViewNode] = []
    private var needsRecount = true
    private var lines = LazyGridLines()
    private var pinning = SectionPinning(pinnedViews: [], sections: [])
    /// The cells drawn pinned, last, over what they cover: the band they clear.
    private var pinnedBands: [ObjectIdentifier: Rect] = [:]

    override func update(from oldView: Grid?, to newView: Grid) {
        axis = newView.axis
        alignment = newView.cellAlignment
        items = newView.items
        givenSpacing = newView.spacing
        pinning.pinnedViews = newView.pinnedViews
        _ = scale.refresh(from: environment)
        spacing = lineSpacing()
        hasTracks = false
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
        guard scale.refresh(from: environment) else { return }
        spacing = lineSpacing()
        hasTracks = false
        needsRecount = true
        invalidateLayout()
    }

    /// The spacing between lines, in cells along the grid's axis.
    private func lineSpacing() -> Int {
        guard let givenSpacing else { return StackLayout.defaultSpacing(along: axis) }
        return axis == .horizontal
            ? PointsToCells.columns(givenSpacing, at: scale.value) : PointsToCells.rows(givenSpacing, at: scale.value)
    }

    /// The tracks across the grid for `length` cells.
    private func makeTracks(for length: Int?) -> GridTracks {
        let scale = scale.value
        let across = axis.other
        return GridTracks(
            items: items, length: length, defaultSpacing: StackLayout.defaultSpacing(along: across),
            cells: { across == .horizontal ? PointsToCells.columns($0, at: scale) : PointsToCells.rows($0, at: scale) })
    }

    /// Takes the tracks for `length` as those that group items into lines.
    /// Only placement changes them once set: measuring for another width
    /// must not regroup the lines and so lose their measured extents.
    private func takeTracks(for length: Int?) {
        guard tracksLength != length || !hasTracks else { return }
        tracks = makeTracks(for: length)
        tracksLength = length
        hasTracks = true
    }

    private var perLine: Int { max(tracks.lengths.count, 1) }

    private func recountIfNeeded() {
        let list = LazyContentList(content: content)
        let found = list.segments
        let generations = found.map { segment -> Int in
            if case .source(let source) = segment { return source.generation }
            return -1
        }
        let counts = found.map(\.count)
        let starts = counts.reduce(into: [0]) { $0.append(($0.last ?? 0) + $1) }
        let made = LazyGridLines(list: list, starts: starts, perLine: perLine)
        guard
            needsRecount || counts != segments.map(\.count) || generations != segmentGenerations
                || made.lineCount != heights.count || made != lines
        else { return }
        needsRecount = false
        segments = found
        segmentGenerations = generations
        segmentStarts = starts
        itemCount = counts.reduce(0, +)
        lines = made
        pinning.sections = list.sectionLines(starts: starts) { made.line(ofItem: $0) }
        if made.lineCount != heights.count {
            heights = RowHeights(count: made.lineCount, estimate: heights.count > 0 ? heights.height(at: 0) : 1 + spacing)
        }
    }

    private func node(at index: Int) -> ViewNode {
        var segment = 0
        while segment + 1 < segmentStarts.count - 1, segmentStarts[segment + 1] <= index { segment += 1 }
        switch segments[segment] {
        case .node(let node): return node
        case .source(let source): return source.row(at: index - segmentStarts[segment])
        }
    }

    private var contentExtent: Int { max(heights.total - (heights.count > 0 ? spacing : 0), 0) }

    override func computeSize(for proposal: CellProposal) -> Size {
        let across = proposal.value(along: axis.other)
        if !hasTracks { takeTracks(for: across) }
        let made = across == tracksLength ? tracks : makeTracks(for: across)
        recountIfNeeded()
        let extent = across.map { $0 == CellProposal.infinity ? made.total : $0 } ?? made.total
        return .along(axis, contentExtent, across: extent)
    }

    private var enclosingScrollView: (any ScrollViewportProviding)? {
        var node = parent
        while let current = node {
            if let scrollView = current.scrollViewport { return scrollView }
            node = current.parent
        }
        return nil
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let vertical = axis == .vertical
        takeTracks(for: vertical ? rect.width : rect.height)
        let made = tracks
        recountIfNeeded()
        let visible = rect.intersection(enclosingScrollView?.viewport ?? graph.screenRect)
        // Tracks narrower than the grid line up by the grid's alignment;
        // wider ones start at its leading edge (T).
        let lead =
            made.total == CellProposal.infinity
            ? 0
            : max(
                vertical
                    ? alignment.horizontal.offset(child: made.total, in: rect.width)
                    : alignment.vertical.offset(child: made.total, in: rect.height), 0)
        let starts = made.starts.map { $0 + lead }
        let origin = vertical ? rect.minY : rect.minX
        var cells: [ViewNode] = []
        var changed = false
        if heights.count > 0, !visible.isEmpty {
            let top = max((vertical ? visible.minY : visible.minX) - origin - Self.overscan, 0)
            let bottom = (vertical ? visible.maxY : visible.maxX) - origin + Self.overscan
            var line = heights.row(containing: top)
            while line < heights.count, heights.prefix(line) < bottom {
                let (items, spans) = lines.items(onLine: line)
                if spans, let item = items.first {
                    let member = node(at: item)
                    let extent = placeSpanning(member, at: origin + heights.prefix(line), in: rect)
                    if heights.setHeight(extent + spacing, at: line) { changed = true }
                    cells.append(member)
                    line += 1
                    continue
                }
                let members = items.map { node(at: $0) }
                let sizes = members.enumerated().map { offset, member in
                    member.sizeThatFits(.along(axis, nil, across: made.lengths.isEmpty ? nil : made.lengths[offset]))
                }
                let extent = sizes.reduce(0) { max($0, $1.value(along: axis)) }
                if heights.setHeight(extent + spacing, at: line) { changed = true }
                let offset = origin + heights.prefix(line)
                for (index, member) in members.enumerated() {
                    let length = made.lengths.isEmpty ? sizes[index].value(along: axis.other) : made.lengths[index]
                    let start = (vertical ? rect.minX : rect.minY) + (starts.isEmpty ? 0 : starts[index])
                    let cellAlignment = made.alignments.isEmpty ? alignment : made.alignments[index] ?? alignment
                    let size = sizes[index]
                    let area = Rect.alongAxis(axis, major: offset, extent, across: start, length)
                    member.place(
                        in: Rect(
                            x: area.minX + cellAlignment.horizontal.offset(child: size.width, in: area.width),
                            y: area.minY + cellAlignment.vertical.offset(child: size.height, in: area.height),
                            width: size.width, height: size.height),
                        proposal: .along(axis, nil, across: length))
                    cells.append(member)
                }
                line += 1
            }
        }
        placePinnedLines(&cells, in: rect, visible: visible)
        for case .source(let source) in segments { source.releaseUnrequestedRows() }
        visibleCells = cells
        if changed { invalidateLayout() }
    }

    /// The proposal for a view that spans the grid (a section's header or footer).
    private func spanningProposal(in rect: Rect) -> CellProposal {
        .along(axis, nil, across: axis == .vertical ? rect.width : rect.height)
    }

    /// Places `member` across the whole grid, `offset` along its axis, as
    /// the grid's alignment says; returns its extent along the axis.
    @discardableResult
    private func placeSpanning(_ member: ViewNode, at offset: Int, in rect: Rect) -> Int {
        let proposal = spanningProposal(in: rect)
        let size = member.sizeThatFits(proposal)
        let frame =
            axis == .vertical
            ? Rect(
                x: rect.minX + alignment.horizontal.offset(child: size.width, in: rect.width), y: offset, width: size.width,
                height: size.height)
            : Rect(
                x: offset, y: rect.minY + alignment.vertical.offset(child: size.height, in: rect.height), width: size.width,
                height: size.height)
        member.place(in: frame, proposal: proposal)
        return size.value(along: axis)
    }

    /// Places the headers and footers pinned to the edges of the visible
    /// part, last in `cells` so they draw over the rest.
    private func placePinnedLines(_ cells: inout [ViewNode], in rect: Rect, visible: Rect) {
        pinnedBands = [:]
        guard !pinning.pinnedViews.isEmpty, !pinning.sections.isEmpty, !visible.isEmpty else { return }
        let vertical = axis == .vertical
        let origin = vertical ? rect.minY : rect.minX
        let range = (vertical ? visible.minY : visible.minX) - origin ..< (vertical ? visible.maxY : visible.maxX) - origin
        let proposal = spanningProposal(in: rect)
        func member(_ line: Int) -> ViewNode? {
            lines.items(onLine: line).items.first.map { node(at: $0) }
        }
        let pins = pinning.pins(visible: range, heights: heights, spacing: spacing) { line in
            member(line)?.sizeThatFits(proposal).value(along: axis) ?? 0
        }
        for pin in pins {
            guard let member = member(pin.line) else { continue }
            let length = placeSpanning(member, at: origin + pin.offset, in: rect)
            cells.removeAll { $0 === member }
            cells.append(member)
            pinnedBands[ObjectIdentifier(member)] =
                vertical
                ? Rect(x: rect.minX, y: origin + pin.offset, width: rect.width, height: length)
                : Rect(x: origin + pin.offset, y: rect.minY, width: length, height: rect.height)
        }
    }

    override var layoutChildren: [ViewNode] { visibleCells }

    /// Draws the cells, then the pinned headers and footers over a cleared
    /// band, as lazy stacks do.
    override func draw(in canvas: inout Canvas) {
        guard !pinnedBands.isEmpty else { return super.draw(in: &canvas) }
        let clip = canvas.clipRect
        for cell in visibleCells where pinnedBands[ObjectIdentifier(cell)] == nil && cell.mayDraw(in: clip) {
            cell.drawMoving(in: &canvas)
        }
        for cell in visibleCells {
            guard let band = pinnedBands[ObjectIdentifier(cell)] else { continue }
            canvas.fill(band)
            if cell.mayDraw(in: clip) { cell.drawMoving(in: &canvas) }
        }
    }

    /// How many cells are built (for tests and benchmarks).
    var builtCellCount: Int { visibleCells.count }
}

extension LazyGridNode: IdentifiedRows {
    /// The frame of the line holding the item whose ID is `id`, across the whole grid.
    func frameOfRow(identifiedBy id: AnyHashable) -> Rect? {
        recountIfNeeded()
        var item: Int?
        for (segment, start) in zip(segments, segmentStarts) where item == nil {
            switch segment {
            case .node(let node): if node.rowTag == id { item = start }
            case .source(let source): if let found = source.rowIndex(of: id) { item = start + found }
            }
        }
        guard let item else { return nil }
        let line = lines.line(ofItem: item)
        let extent = max(heights.height(at: line) - spacing, 1)
        let offset = heights.prefix(line)
        return axis == .vertical
            ? Rect(x: frame.minX, y: frame.minY + offset, width: frame.width, height: extent)
            : Rect(x: frame.minX + offset, y: frame.minY, width: extent, height: frame.height)
    }
}

extension LazyGridNode: RowEdgeListing, RowIdentifying {
    var rowAxis: Axis { axis }

    func rowStarts(in range: ClosedRange<Int>) -> [Int] {
        recountIfNeeded()
        return heights.rowStarts(from: axis == .vertical ? frame.minY : frame.minX, in: range)
    }

    /// The ID of the first item with one on the line at `position` or a few lines on.
    func rowID(atOrAfter position: Int) -> AnyHashable? {
        recountIfNeeded()
        guard heights.count > 0 else { return nil }
        let origin = axis == .vertical ? frame.minY : frame.minX
        var line = heights.row(containing: max(position - origin, 0))
        let last = min(line + Self.overscan, heights.count - 1)
        while line <= last {
            for item in lines.items(onLine: line).items {
                if let id = itemID(at: item) { return id }
            }
            line += 1
        }
        return nil
    }

    /// Item `index`'s ID: its tag, or its `ForEach` element's ID.
    private func itemID(at index: Int) -> AnyHashable? {
        var segment = 0
        while segment + 1 < segmentStarts.count - 1, segmentStarts[segment + 1] <= index { segment += 1 }
        switch segments[segment] {
        case .node(let node): return node.rowTag
        case .source(let source): return source.rowID(at: index - segmentStarts[segment])
        }
    }
}

extension Rect {
    /// The rect `extent` long from `major` along `axis`, `length` wide from `across`.
    fileprivate static func alongAxis(_ axis: Axis, major: Int, _ extent: Int, across: Int, _ length: Int) -> Rect {
        axis == .vertical
            ? Rect(x: across, y: major, width: length, height: extent)
            : Rect(x: major, y: across, width: extent, height: length)
    }
}
