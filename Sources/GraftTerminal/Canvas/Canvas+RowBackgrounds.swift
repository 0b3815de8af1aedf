extension Canvas {
    /// Sets the backgrounds of cells of one row, from `origin` (local
    /// coordinates, clipped) rightwards, to `colors` in order, keeping the
    /// characters: what ``fillBackground(_:color:)`` does cell by cell, for
    /// a fill whose color changes from cell to cell (a gradient), clipped
    /// and noted as written once for the row.
    ///
    /// The colors must not be translucent (those blend with each cell's
    /// background: use ``fillBackground(_:color:)``).
    package mutating func setBackgrounds(_ colors: [Color], from origin: Point) {
        let clip = clipRect
        guard origin.y >= clip.minY, origin.y < clip.maxY else { return }
        let start = max(origin.x, clip.minX)
        let end = min(origin.x + colors.count, clip.maxX)
        guard start < end else { return }
        let y = origin.y + self.origin.y
        let rowStart = y * size.width + self.origin.x
        noteWritten(rows: y, y + 1)
        for x in start ..< end {
            let color = colors[x - origin.x]
            // As fillBackground: a fully transparent color leaves the cell alone.
            if color.opacity > 0 { cells[rowStart + x].style.background = color }
        }
    }
}
