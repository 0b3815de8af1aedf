/// The heights of a list's lines with prefix sums in O(log n) (a Fenwick
/// tree), so the line at an offset and the offset of a line cost the same in
/// a list of 100 lines and one of 100,000. TUIKit's collection views and
/// GraftUI's lazy stacks both keep their rows' heights in one.
///
/// ```
/// heights  3 1 4 1 5      offset(of: 2) = 3 + 1 = 4
/// offsets  0 3 4 8 9      line(containing: 5) = 2
/// ```
package struct HeightTree: Sendable {
    private var tree: [Int]
    package private(set) var heights: [Int]

    /// A tree of the given heights, built in O(n).
    package init(heights: [Int]) {
        self.heights = heights
        tree = [Int](repeating: 0, count: heights.count + 1)
        for index in heights.indices {
            let position = index + 1
            tree[position] += heights[index]
            let parent = position + (position & -position)
            if parent < tree.count { tree[parent] += tree[position] }
        }
    }

    /// The number of lines.
    package var count: Int { heights.count }

    /// The sum of all heights.
    package var total: Int { offset(of: count) }

    /// The height of line `index`.
    package func height(at index: Int) -> Int { heights[index] }

    /// Changes the height of line `index` in O(log n).
    package mutating func setHeight(_ height: Int, at index: Int) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the heights of lines `0 ..< index`: where line `index` starts.
    package func offset(of index: Int) -> Int {
        var sum = 0
        var position = min(index, count)
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The line that covers offset `y`: the first line when `y` is before
    /// the start, the last when it is past the end. Lines of height zero
    /// never cover an offset.
    package func line(containing y: Int) -> Int {
        guard count > 0 else { return 0 }
        guard y >= 0 else { return 0 }
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
}
