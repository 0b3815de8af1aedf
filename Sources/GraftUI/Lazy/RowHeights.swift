import GraftTerminal

/// Heights of a lazy list's rows, measured or estimated, in a ``HeightTree``,
/// so finding the rows in view and the offset of a row cost the same for 100
/// rows and 100,000.
struct RowHeights {
    private var tree: HeightTree
    /// Whether each row was measured (otherwise its height is the estimate).
    private var measured: [Bool]
    /// The height assumed for rows not yet measured.
    private(set) var estimate: Int

    init(count: Int, estimate: Int) {
        self.estimate = max(estimate, 0)
        tree = HeightTree(heights: [Int](repeating: self.estimate, count: count))
        measured = [Bool](repeating: false, count: count)
    }

    var count: Int { tree.count }

    /// The sum of all heights.
    var total: Int { tree.total }

    /// The height of row `index`.
    func height(at index: Int) -> Int { tree.height(at: index) }

    /// Whether row `index` has a measured height.
    func isMeasured(_ index: Int) -> Bool { measured[index] }

    /// Records the measured height of row `index`.
    /// - Returns: Whether the height changed.
    @discardableResult
    mutating func setHeight(_ height: Int, at index: Int) -> Bool {
        measured[index] = true
        guard height != tree.height(at: index) else { return false }
        tree.setHeight(height, at: index)
        return true
    }

    /// The sum of the heights of rows `0 ..< index`: the offset of row `index`.
    func prefix(_ index: Int) -> Int { tree.offset(of: index) }

    /// The row containing offset `y` (the last row when `y` is past the end).
    func row(containing y: Int) -> Int { tree.line(containing: y) }

    /// Where the rows that start within `range` start, for rows laid out
    /// from `origin` (a scroll target behavior's snapping edges).
    func rowStarts(from origin: Int, in range: ClosedRange<Int>) -> [Int] {
        guard count > 0 else { return [] }
        var row = row(containing: max(range.lowerBound - origin, 0))
        var starts: [Int] = []
        while row < count, origin + prefix(row) <= range.upperBound {
            starts.append(origin + prefix(row))
            row += 1
        }
        return starts
    }
}
