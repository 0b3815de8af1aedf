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
        for y in area.minY ..< area.maxY {
            for x in area.minX ..< area.maxX {
                let cell = self[x + origin.x, y + origin.y]
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
                let style = cell.style.adding(attributes)
                guard style != cell.style else { continue }
                restyle(atCanvasX: x + origin.x, y: y + origin.y) { $0 = style }
                if cell.width == 2 { restyle(atCanvasX: x + origin.x + 1, y: y + origin.y) { $0 = style } }
            }
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
