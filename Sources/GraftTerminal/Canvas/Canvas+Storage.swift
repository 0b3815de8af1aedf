extension Canvas {
    /// The same canvas in storage of its own, so that writing to either one
    /// never copies the other (a plain copy shares the cells until a write).
    package func detachedCopy() -> Canvas {
        var copy = self
        copy.cells = cells.withUnsafeBufferPointer { Array($0) }
        return copy
    }

    /// Writes `run`'s cells at its origin: the change ``changes(from:)`` found, applied here.
    package mutating func apply(_ run: CellRun) {
        let start = run.origin.y * size.width + run.origin.x
        noteWritten(rows: run.origin.y, run.origin.y + 1)
        cells.replaceSubrange(start ..< start + run.cells.count, with: run.cells)
    }
}

extension Canvas {
    /// Puts back a cell read earlier with the subscript, at canvas
    /// coordinates, keeping wide characters whole: how a shape clip undoes
    /// what its content drew outside the shape.
    package mutating func restore(_ cell: Cell, atCanvasX x: Int, y: Int) {
        guard x >= 0, x < size.width, y >= 0, y < size.height, !cell.isContinuation else { return }
        if cell.width == 2, x + 1 >= size.width { return store(.blank(cell.style), atCanvasX: x, y: y) }
        store(cell, atCanvasX: x, y: y)
    }
}
