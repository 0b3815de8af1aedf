extension Canvas {
    /// Adds `attributes` to every cell of `rect` (in local coordinates,
    /// within the clip), keeping each cell's glyph and colors: how a focus
    /// or selection mark covers a whole control, gaps between its words
    /// included.
    ///
    /// - Parameters:
    ///   - attributes: The attributes to add, such as reverse video.
    ///   - rect: The cells, in the canvas's current coordinates.
    public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
        let area = rect.intersection(clipRect)
        guard !area.isEmpty, !attributes.isEmpty else { return }
        let origin = self.origin
        let clipMaxX = clipRect.maxX
        // A mark often covers a whole screen (a focused full-screen view):
        // cells are read and restyled by index, and a row is noted written
        // once, only if one of its cells changed.
        for y in area.minY ..< area.maxY {
            let rowStart = (y + origin.y) * size.width + origin.x
            var rowChanged = false
            for x in area.minX ..< area.maxX {
                let cell = cells[rowStart + x]
                guard !cell.isContinuation else { continue }
                // Restyled in place: drawing the character again would measure
                // and store it anew, for the same cell. A wide character cut by
                // the clip's edge, a translucent background (blended as drawn)
                // and picture pixels take the drawing path.
                let inPlace = !cell.glyph.isPixels && !cell.style.background.isTranslucent && (cell.width == 1 || x + 1 < clipMaxX)
                guard inPlace else {
                    put(cell.character, at: Point(x: x, y: y), style: cell.style.adding(attributes))
                    continue
                }
                // Only the attributes change: the style is new unless it has them all.
                guard !cell.style.attributes.isSuperset(of: attributes) else { continue }
                rowChanged = true
                cells[rowStart + x].style.attributes.formUnion(attributes)
                if cell.width == 2 { cells[rowStart + x + 1].style = cells[rowStart + x].style }
            }
            if rowChanged { noteWritten(rows: y + origin.y, y + origin.y + 1) }
        }
    }

    /// Gives every glyph of `rect` (in local coordinates, within the clip)
    /// the foreground `color`, keeping glyphs, backgrounds and attributes:
    /// how a highlight makes the text on it readable whatever color it had.
    ///
    /// - Parameters:
    ///   - color: The new text color.
    ///   - rect: The cells, in the canvas's current coordinates.
    public mutating func setForeground(_ color: Color, in rect: Rect) {
        let area = rect.intersection(clipRect)
        guard !area.isEmpty else { return }
        let origin = self.origin
        for y in area.minY ..< area.maxY {
            for x in area.minX ..< area.maxX {
                var cell = self[x + origin.x, y + origin.y]
                guard !cell.isContinuation, cell.style.foreground != color else { continue }
                cell.style.foreground = color
                put(cell.character, at: Point(x: x, y: y), style: cell.style)
            }
        }
    }
}
