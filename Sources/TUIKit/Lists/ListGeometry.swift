/// Where everything of a collection view goes, measured in lines: each
/// section is a header line, its item lines (one item each in a list, a row
/// of items in a grid) and a footer line. Line heights live in a
/// ``HeightTree``, so the line at an offset and the offset of a line cost
/// O(log n); sections are found by binary search over their first lines.
///
/// ```
/// section 0: header | item 0 | item 1 | footer
/// section 1: header | item 2 | footer          (items are numbered globally)
/// ```
///
/// Item heights are measured when items are first shown; until then they
/// count as the estimate. Header and footer lines also hold the chrome of the
/// appearance (the frame of an inset group, blank lines between groups).
struct ListGeometry {
    /// What a line holds.
    enum Line: Equatable {
        case header(section: Int)
        case items(section: Int, first: Int, count: Int)
        case footer(section: Int)
    }

    /// The heights one section's chrome adds around its items.
    struct SectionMetrics: Equatable {
        /// Rows of the header's content (its supplementary view).
        var headerContent = 0
        /// Rows between the header content and the first item (a frame's top edge).
        var headerChrome = 0
        /// Rows between the last item and the footer content (a frame's bottom edge).
        var footerChrome = 0
        /// Rows of the footer's content.
        var footerContent = 0
        /// Blank rows after the footer.
        var spacingAfter = 0
    }

    /// The width the geometry was built for, and how items sit across it.
    let width: Int
    let columns: Int
    let columnWidth: Int
    let interitemSpacing: Int
    /// Columns left free at each side of items (an inset group's frame).
    let itemInset: Int
    /// Rows after each item line but the last of a section (separators, grid spacing).
    let lineGap: Int
    /// Whether item heights are measured (lists) or fixed (grids).
    let selfSizing: Bool
    let estimatedItemHeight: Int

    let itemStarts: [Int]
    let lineStarts: [Int]
    private(set) var metrics: [SectionMetrics]
    /// Whether each section's header and footer content was measured (or
    /// has nothing to measure).
    private(set) var headerMeasured: [Bool]
    private(set) var footerMeasured: [Bool]
    private(set) var itemHeights: [Int]
    private(set) var measured: [Bool]
    private(set) var lines: HeightTree

    struct Configuration {
        var width: Int
        var columns = 1
        var interitemSpacing = 0
        var itemInset = 0
        var lineGap = 0
        var selfSizing = true
        var itemHeight = 1
        var metrics: (Int) -> SectionMetrics
    }

    /// Builds the geometry for sections of `counts` items, taking measured
    /// heights from `previous` for items that `newToOld` says were there.
    init(counts: [Int], configuration: Configuration, previous: ListGeometry? = nil, newToOld: [Int]? = nil) {
        width = configuration.width
        columns = max(1, configuration.columns)
        interitemSpacing = configuration.interitemSpacing
        itemInset = configuration.itemInset
        let usable = max(0, width - 2 * itemInset - interitemSpacing * (columns - 1))
        columnWidth = usable / columns
        lineGap = configuration.lineGap
        selfSizing = configuration.selfSizing
        estimatedItemHeight = max(1, configuration.itemHeight)

        var itemStarts = [0]
        itemStarts.reserveCapacity(counts.count + 1)
        var lineStarts = [0]
        lineStarts.reserveCapacity(counts.count + 1)
        var metrics: [SectionMetrics] = []
        metrics.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            itemStarts.append(itemStarts[section] + count)
            lineStarts.append(lineStarts[section] + 2 + (count + columns - 1) / columns)
            metrics.append(configuration.metrics(section))
        }
        self.itemStarts = itemStarts
        self.lineStarts = lineStarts
        self.metrics = metrics
        headerMeasured = metrics.map { $0.headerContent == 0 }
        footerMeasured = metrics.map { $0.footerContent == 0 }

        let total = itemStarts[counts.count]
        var itemHeights = [Int](repeating: estimatedItemHeight, count: total)
        var measured = [Bool](repeating: !selfSizing, count: total)
        if selfSizing, let previous, previous.selfSizing, previous.width == width {
            if let newToOld {
                for item in 0 ..< total {
                    let old = newToOld[item]
                    guard old >= 0, previous.measured[old] else { continue }
                    itemHeights[item] = previous.itemHeights[old]
                    measured[item] = true
                }
            } else if previous.itemHeights.count == total {
                itemHeights = previous.itemHeights
                measured = previous.measured
            }
        }
        self.itemHeights = itemHeights
        self.measured = measured

        var heights: [Int] = []
        heights.reserveCapacity(lineStarts[counts.count])
        for section in counts.indices {
            let metric = metrics[section]
            heights.append(metric.headerContent + metric.headerChrome)
            let itemLines = lineStarts[section + 1] - lineStarts[section] - 2
            if columns == 1, lineGap == 0 {
                // A plain list's lines are its items: copy the heights over.
                heights.append(contentsOf: itemHeights[itemStarts[section] ..< itemStarts[section + 1]])
                heights.append(metric.footerChrome + metric.footerContent + metric.spacingAfter)
                continue
            }
            for line in 0 ..< itemLines {
                let first = itemStarts[section] + line * columns
                let last = min(first + columns, itemStarts[section + 1])
                var height = 0
                for item in first ..< last { height = max(height, itemHeights[item]) }
                heights.append(height + (line < itemLines - 1 ? lineGap : 0))
            }
            heights.append(metric.footerChrome + metric.footerContent + metric.spacingAfter)
        }
        lines = HeightTree(heights: heights)
    }

    // MARK: - Counting

    var sectionCount: Int { metrics.count }
    var itemCount: Int { itemStarts[sectionCount] }
    var lineCount: Int { lines.count }
    var contentHeight: Int { lines.total }

    func numberOfItems(inSection section: Int) -> Int { itemStarts[section + 1] - itemStarts[section] }

    // MARK: - Indexes

    /// The global index of an item.
    func item(section: Int, item: Int) -> Int { itemStarts[section] + item }

    /// The section of a global item index, by binary search.
    func section(ofItem item: Int) -> Int {
        Self.lastIndex(in: itemStarts, notAbove: item, upperBound: sectionCount)
    }

    /// The section of a line, by binary search.
    func section(ofLine line: Int) -> Int {
        Self.lastIndex(in: lineStarts, notAbove: line, upperBound: sectionCount)
    }

    /// The last index `i < upperBound` with `starts[i] <= value`, skipping
    /// empty ranges (equal starts) to the last of them.
    private static func lastIndex(in starts: [Int], notAbove value: Int, upperBound: Int) -> Int {
        var low = 0
        var high = upperBound - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// What line `index` holds.
    func line(_ index: Int) -> Line {
        let section = section(ofLine: index)
        let start = lineStarts[section]
        if index == start { return .header(section: section) }
        if index == lineStarts[section + 1] - 1 { return .footer(section: section) }
        let first = itemStarts[section] + (index - start - 1) * columns
        return .items(section: section, first: first, count: min(columns, itemStarts[section + 1] - first))
    }

    /// The line holding a global item.
    func line(ofItem item: Int) -> Int {
        let section = section(ofItem: item)
        return lineStarts[section] + 1 + (item - itemStarts[section]) / columns
    }

    /// The lines that show any of the rows `top ..< bottom`.
    func lines(coveringRows top: Int, _ bottom: Int) -> Range<Int> {
        guard lineCount > 0, bottom > top else { return 0 ..< 0 }
        let first = lines.line(containing: max(top, 0))
        let last = lines.line(containing: max(bottom - 1, 0))
        return first ..< max(first, last) + 1
    }

    // MARK: - Frames

    /// Where a global item goes, in content coordinates.
    func frame(ofItem item: Int) -> Rect {
        let section = section(ofItem: item)
        let index = item - itemStarts[section]
        let line = lineStarts[section] + 1 + index / columns
        let column = index % columns
        let x = itemInset + column * (columnWidth + interitemSpacing)
        let width = columns == 1 ? max(0, self.width - 2 * itemInset) : columnWidth
        return Rect(x: x, y: lines.offset(of: line), width: width, height: itemHeights[item])
    }

    /// Where a section's header content goes.
    func headerFrame(section: Int) -> Rect {
        Rect(
            x: itemInset, y: lines.offset(of: lineStarts[section]),
            width: max(0, width - 2 * itemInset), height: metrics[section].headerContent)
    }

    /// Where a section's footer content goes.
    func footerFrame(section: Int) -> Rect {
        let line = lineStarts[section + 1] - 1
        return Rect(
            x: itemInset, y: lines.offset(of: line) + metrics[section].footerChrome,
            width: max(0, width - 2 * itemInset), height: metrics[section].footerContent)
    }

    /// The rows a section's items take, from below its header chrome to
    /// above its footer chrome.
    func itemRows(section: Int) -> Range<Int> {
        let top = lines.offset(of: lineStarts[section] + 1)
        let bottom = lines.offset(of: lineStarts[section + 1] - 1)
        return top ..< bottom
    }

    /// The offset where a line starts.
    func offset(ofLine line: Int) -> Int { lines.offset(of: line) }

    /// The line that covers row `y`.
    func line(containingRow y: Int) -> Int { lines.line(containing: y) }

    // MARK: - Measuring

    /// Whether an item's height was measured.
    func isMeasured(_ item: Int) -> Bool { measured[item] }

    /// Records an item's measured height.
    ///
    /// - Returns: Whether its line's height changed.
    @discardableResult
    mutating func setMeasuredHeight(_ height: Int, ofItem item: Int) -> Bool {
        measured[item] = true
        let height = max(height, 1)
        guard itemHeights[item] != height else { return false }
        itemHeights[item] = height
        let line = line(ofItem: item)
        let section = section(ofItem: item)
        let first = itemStarts[section] + (line - lineStarts[section] - 1) * columns
        let last = min(first + columns, itemStarts[section + 1])
        var lineHeight = 0
        for index in first ..< last { lineHeight = max(lineHeight, itemHeights[index]) }
        let isLastLine = line == lineStarts[section + 1] - 2
        lines.setHeight(lineHeight + (isLastLine ? 0 : lineGap), at: line)
        return true
    }

    /// Records the measured height of a section's header or footer content.
    ///
    /// - Returns: Whether its line's height changed.
    @discardableResult
    mutating func setMeasuredHeight(_ height: Int, ofSupplementaryInSection section: Int, isHeader: Bool) -> Bool {
        let height = max(height, 0)
        if isHeader {
            headerMeasured[section] = true
            guard metrics[section].headerContent != height else { return false }
            metrics[section].headerContent = height
        } else {
            footerMeasured[section] = true
            guard metrics[section].footerContent != height else { return false }
            metrics[section].footerContent = height
        }
        let metric = metrics[section]
        if isHeader {
            lines.setHeight(metric.headerContent + metric.headerChrome, at: lineStarts[section])
        } else {
            lines.setHeight(metric.footerChrome + metric.footerContent + metric.spacingAfter, at: lineStarts[section + 1] - 1)
        }
        return true
    }

    /// The rows from a section's first line to the next section's: where a
    /// pinned header may sit.
    func rows(ofSection section: Int) -> Range<Int> {
        lines.offset(of: lineStarts[section]) ..< lines.offset(of: lineStarts[section + 1])
    }

    /// Forgets an item's measurement so it is measured again when shown.
    mutating func invalidateMeasurement(ofItem item: Int) {
        if selfSizing { measured[item] = false }
    }

    /// Whether a line is the last item line of its section.
    func isLastItemLine(_ line: Int) -> Bool {
        line == lineStarts[section(ofLine: line) + 1] - 2
    }
}
