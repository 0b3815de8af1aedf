extension TextEditingBuffer {
    /// The first display column to show in a field `width` cells wide so
    /// that the cursor stays visible, scrolling as little as possible from
    /// `scrollColumn`. One cell is kept for the cursor after the last character.
    ///
    /// - Parameters:
    ///   - scrollColumn: The first column shown until now.
    ///   - width: The field's width in cells.
    /// - Returns: The first column to show.
    public func scrollColumn(from scrollColumn: Int, width: Int) -> Int {
        let caret = cursorColumn
        let room = max(width - 1, 0)
        var first = min(scrollColumn, caret)
        if caret > first + room { first = caret - room }
        // Never leave blank room on the right while text is scrolled off on the left.
        let textWidth = column(of: count)
        return max(0, min(first, max(textWidth - room, 0)))
    }
}

extension Canvas {
    /// Draws the text of `buffer` on one row of `frame`, scrolled left by
    /// `scrollColumn` cells and clipped to the frame, with the selection in
    /// reverse video.
    ///
    /// - Parameters:
    ///   - buffer: The text, cursor and selection.
    ///   - frame: Where to draw; the text goes on its first row.
    ///   - scrollColumn: The first display column shown.
    ///   - style: The text's style.
    ///   - mask: A character drawn for each cluster instead of the text, for secrets.
    public mutating func draw(_ buffer: TextEditingBuffer, in frame: Rect, scrollColumn: Int, style: Style, mask: Character? = nil) {
        withSavedState { canvas in
            canvas.clip(to: frame)
            let selection = buffer.selectedRange
            let maskWidth = mask.map(\.displayWidth)
            // Skip, by stored widths, what is scrolled off on the left.
            var index = 0
            var x = frame.minX - scrollColumn
            while index < buffer.count, x + (maskWidth ?? buffer.width(at: index)) <= frame.minX {
                x += maskWidth ?? buffer.width(at: index)
                index += 1
            }
            while index < buffer.count, x < frame.maxX {
                let shown = mask ?? buffer.characters[index]
                let cellStyle = selection.contains(index) ? style.adding(.reverse) : style
                canvas.put(shown, at: Point(x: x, y: frame.minY), style: cellStyle)
                x += maskWidth ?? buffer.width(at: index)
                index += 1
            }
        }
    }
}
