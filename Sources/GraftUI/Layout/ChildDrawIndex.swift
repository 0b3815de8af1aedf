import GraftTerminal

/// Finds the children of a long stack that can draw in a clip without
/// testing every child: a stack of 10,000 rows on a screen of 40 draws
/// about 40 and looks at a few more, not 10,000.
///
/// Children usually draw in their frames, one after another along the
/// stack's axis, but a child can overflow its frame (before or after), so
/// the index keeps, along the axis, the furthest end reached by any child up
/// to each one and the nearest start of any child from each one on. Both are
/// monotonic, so the first and the last child that may reach the clip are
/// found by binary search, and the result is exact whatever the overflow.
@MainActor
struct ChildDrawIndex {
    /// Stacks with fewer children test each one; the index would cost more.
    static let minimumCount = 32

    private var axis = Axis.vertical
    /// `reach[i]`: the largest end along the axis of children 0...i.
    private var reach: [Int] = []
    /// `start[i]`: the smallest start along the axis of children i...
    private var start: [Int] = []

    /// How many children the index was built for (0 when none was built).
    var count: Int { reach.count }

    /// Rebuilds the index from the children's draw bounds, once they are placed.
    mutating func rebuild(for children: [ViewNode], axis: Axis) {
        rebuild(bounds: children.lazy.map { $0.drawBounds }, axis: axis)
    }

    /// Rebuilds the index from each child's draw bounds, in order.
    mutating func rebuild<Bounds: RandomAccessCollection>(bounds: Bounds, axis: Axis) where Bounds.Element == Rect {
        reach.removeAll(keepingCapacity: true)
        start.removeAll(keepingCapacity: true)
        guard bounds.count >= Self.minimumCount else { return }
        self.axis = axis
        reach.reserveCapacity(bounds.count)
        var furthest = Int.min
        for rect in bounds {
            // Nothing drawn: a child with empty bounds moves neither end.
            if !rect.isEmpty { furthest = max(furthest, end(of: rect)) }
            reach.append(furthest)
        }
        start = [Int](repeating: Int.max, count: bounds.count)
        var nearest = Int.max
        for (offset, rect) in bounds.reversed().enumerated() {
            if !rect.isEmpty { nearest = min(nearest, begin(of: rect)) }
            start[bounds.count - 1 - offset] = nearest
        }
    }

    /// The indices of the children that may intersect `clip` along the
    /// axis; callers still test each against the clip.
    func candidates(in clip: Rect) -> Range<Int> {
        let low = begin(of: clip)
        let high = end(of: clip)
        // The first child whose reach passes the clip's start...
        let first = partition(reach) { $0 > low }
        // ...and the first one from which nothing starts before the clip's end.
        let last = partition(start) { $0 >= high }
        return first < last ? first ..< last : first ..< first
    }

    private func begin(of rect: Rect) -> Int { axis == .vertical ? rect.minY : rect.minX }
    private func end(of rect: Rect) -> Int { axis == .vertical ? rect.maxY : rect.maxX }

    /// The first index of the nondecreasing `values` where `isPast` holds
    /// (it holds from there on), or `values.count`.
    private func partition(_ values: [Int], where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
