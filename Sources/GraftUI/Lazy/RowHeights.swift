/// Heights of a lazy list's rows, measured or estimated, with prefix sums in
/// O(log n) (a Fenwick tree), so finding the rows in view and the offset of a
/// row cost the same for 100 rows and 100,000.
struct RowHeights {
    private var tree: [Int]
    private var heights: [Int]
    /// Whether each row was measured (otherwise its height is the estimate).
    private var measured: [Bool]
    /// The height assumed for rows not yet measured.
    private(set) var estimate: Int

    init(count: Int, estimate: Int) {
        self.estimate = max(estimate, 0)
        heights = [Int](repeating: self.estimate, count: count)
        measured = [Bool](repeating: false, count: count)
        tree = [Int](repeating: 0, count: count + 1)
        rebuild()
    }

    var count: Int { heights.count }

    /// The sum of all heights.
    var total: Int { prefix(count) }

    /// The height of row `index`.
    func height(at index: Int) -> Int { heights[index] }

    /// Whether row `index` has a measured height.
    func isMeasured(_ index: Int) -> Bool { measured[index] }

    /// Records the measured height of row `index`.
    /// - Returns: Whether the height changed.
    @discardableResult
    mutating func setHeight(_ height: Int, at index: Int) -> Bool {
        measured[index] = true
        let delta = height - heights[index]
        guard delta != 0 else { return false }
        heights[index] = height
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
        return true
    }

    /// The sum of the heights of rows `0 ..< index`: the offset of row `index`.
    func prefix(_ index: Int) -> Int {
        var sum = 0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The row containing offset `y` (the last row when `y` is past the end).
    func row(containing y: Int) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    private mutating func rebuild() {
        for index in tree.indices { tree[index] = 0 }
        for (index, height) in heights.enumerated() {
            let position = index + 1
            tree[position] += height
            let parent = position + (position & -position)
            if parent < tree.count { tree[parent] += tree[position] }
        }
    }
}
