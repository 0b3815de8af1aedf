#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A horizontal run of cells that changed between two frames.
public struct CellRun: Hashable, Sendable {
    /// The canvas coordinates of the run's first cell.
    public var origin: Point
    /// The new cells, left to right. The run never starts on the right half
    /// of a wide character, and never ends between its halves.
    public var cells: ArraySlice<Cell>

    /// Creates a run.
    public init(origin: Point, cells: ArraySlice<Cell>) {
        self.origin = origin
        self.cells = cells
    }
}

extension Canvas {
    /// The runs of cells that differ between `previous` and this canvas: what
    /// a surface must send to turn the screen showing `previous` into this one.
    ///
    /// A one-cell change yields a one-cell run. When the sizes differ, or there
    /// is no previous frame, every row is one run.
    ///
    /// - Complexity: O(*n*) in the number of cells.
    public func changes(from previous: Canvas?) -> [CellRun] {
        changes(from: previous, inRows: 0 ..< size.height)
    }

    /// The runs that differ from `previous` within `rows`, for a caller that
    /// knows the other rows are the same.
    package func changes(from previous: Canvas?, inRows rows: Range<Int>) -> [CellRun] {
        let width = size.width
        guard let previous, previous.size == size else {
            return (0 ..< size.height).map { y in
                CellRun(origin: Point(x: 0, y: y), cells: cells[y * width ..< (y + 1) * width])
            }
        }
        var runs: [CellRun] = []
        let old = previous.cells
        for y in rows.clamped(to: 0 ..< size.height) {
            let rowStart = y * width
            if Self.rowsAreBitwiseEqual(cells, old, from: rowStart, count: width) { continue }
            var x = 0
            while x < width {
                guard cells[rowStart + x] != old[rowStart + x] else {
                    x += 1
                    continue
                }
                var start = x
                if cells[rowStart + start].isContinuation, start > 0 { start -= 1 }
                var end = x + 1
                while end < width, cells[rowStart + end] != old[rowStart + end] { end += 1 }
                if end < width, cells[rowStart + end].isContinuation { end += 1 }
                runs.append(CellRun(origin: Point(x: start, y: y), cells: cells[rowStart + start ..< rowStart + end]))
                x = end
            }
        }
        return runs
    }

    /// A fast check that skips most unchanged rows: equal bytes mean equal
    /// cells. (Unequal bytes can still be equal cells, as enum payload bytes a
    /// case does not use may differ; those rows get the cell-by-cell check.)
    private static func rowsAreBitwiseEqual(_ new: [Cell], _ old: [Cell], from start: Int, count: Int) -> Bool {
        new.withUnsafeBufferPointer { newCells in
            old.withUnsafeBufferPointer { oldCells in
                guard let newBase = newCells.baseAddress, let oldBase = oldCells.baseAddress else { return count == 0 }
                return memcmp(newBase + start, oldBase + start, count * MemoryLayout<Cell>.stride) == 0
            }
        }
    }
}
