// What is behind a menu or a popover: dimmed, its focus marks taken away.

extension Canvas {
    /// Dims what is behind, as behind an alert, and takes away its
    /// background colors: a list's selected row keeps its bar while focus is
    /// away, and beside the menu's highlighted row it would read as a second
    /// focus mark. Text that had a background gets the default color, since
    /// its own was picked to read on that background (black on the tint
    /// would vanish on a dark terminal).
    mutating func quietBehindOverlay(_ rect: Rect) {
        let area = rect.intersection(clipRect)
        for y in area.minY ..< area.maxY {
            let cells = (area.minX ..< area.maxX).map { self[$0 + origin.x, y + origin.y] }
            // First, since writing a cell keeps the background under it.
            fillBackground(Rect(x: area.minX, y: y, width: area.width, height: 1), color: .default)
            for (offset, cell) in cells.enumerated() where !cell.isContinuation {
                var style = cell.style.adding([.dim])
                if cell.style.background != .default { style.foreground = .default }
                style.background = .default
                style.attributes.subtract([.reverse, .nonFocusHighlight, .focusWithoutColor])
                put(cell.character, at: Point(x: area.minX + offset, y: y), style: style)
            }
        }
    }
}
