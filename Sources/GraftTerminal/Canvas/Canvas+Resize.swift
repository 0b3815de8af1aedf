extension Canvas {
    /// This canvas's content on a canvas of `newSize`: cut at the right and
    /// bottom edges (a wide character cut in half becomes a blank), or padded
    /// with blank cells.
    public func resized(to newSize: Size) -> Canvas {
        guard newSize != size else { return self }
        var result = Canvas(size: newSize)
        for y in 0 ..< min(newSize.height, size.height) {
            var x = 0
            for cell in row(y) {
                guard x < newSize.width else { break }
                if !cell.isContinuation {
                    result.place(cell.glyph, width: Int(cell.width), atCanvasX: x, y: y, style: cell.style)
                }
                x += 1
            }
        }
        return result
    }
}
