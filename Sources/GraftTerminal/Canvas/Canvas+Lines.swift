extension Canvas {
    /// Draws a horizontal line of `length` cells starting at `point`.
    ///
    /// The line joins what it meets: crossing a vertical line makes `┼`, and an
    /// end that lands on a vertical line joins it (`├`, `┤`) instead of crossing it.
    public mutating func drawHorizontalLine(from point: Point, length: Int, line: LineStyle = .single, style: Style = .plain) {
        guard length > 0 else { return }
        let weight = line.weight
        for offset in 0 ..< length {
            let atStart = offset == 0
            let atEnd = offset == length - 1
            let endJoins = (atStart || atEnd) && existingArms(atLocal: Point(x: point.x + offset, y: point.y))?.hasVertical == true
            let arms = BoxGlyphs.Arms(
                right: endJoins && atEnd ? .none : weight,
                left: endJoins && atStart ? .none : weight
            )
            drawArms(arms, at: Point(x: point.x + offset, y: point.y), line: line, style: style)
        }
    }

    /// Draws a vertical line of `length` cells starting at `point`, joining
    /// what it meets as ``drawHorizontalLine(from:length:line:style:)`` does.
    public mutating func drawVerticalLine(from point: Point, length: Int, line: LineStyle = .single, style: Style = .plain) {
        guard length > 0 else { return }
        let weight = line.weight
        for offset in 0 ..< length {
            let atStart = offset == 0
            let atEnd = offset == length - 1
            let endJoins = (atStart || atEnd) && existingArms(atLocal: Point(x: point.x, y: point.y + offset))?.hasHorizontal == true
            let arms = BoxGlyphs.Arms(
                up: endJoins && atStart ? .none : weight,
                down: endJoins && atEnd ? .none : weight
            )
            drawArms(arms, at: Point(x: point.x, y: point.y + offset), line: line, style: style)
        }
    }

    /// Draws the border of `rect`: corners, edges, and joins with lines
    /// already drawn (two boxes sharing an edge meet in `┬`, `┤`, `┼`).
    /// A rectangle narrower or shorter than 2 cells draws a line instead.
    public mutating func drawBox(_ rect: Rect, line: LineStyle = .single, style: Style = .plain) {
        guard !rect.isEmpty else { return }
        if rect.height == 1 {
            drawHorizontalLine(from: rect.origin, length: rect.width, line: line, style: style)
            return
        }
        if rect.width == 1 {
            drawVerticalLine(from: rect.origin, length: rect.height, line: line, style: style)
            return
        }
        let weight = line.weight
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        for x in rect.minX ... right {
            let horizontal = BoxGlyphs.Arms(right: x < right ? weight : .none, left: x > rect.minX ? weight : .none)
            let top = horizontal.merged(with: BoxGlyphs.Arms(down: x == rect.minX || x == right ? weight : .none))
            let base = horizontal.merged(with: BoxGlyphs.Arms(up: x == rect.minX || x == right ? weight : .none))
            drawArms(top, at: Point(x: x, y: rect.minY), line: line, style: style)
            drawArms(base, at: Point(x: x, y: bottom), line: line, style: style)
        }
        for y in rect.minY + 1 ..< bottom {
            let vertical = BoxGlyphs.Arms(up: weight, down: weight)
            drawArms(vertical, at: Point(x: rect.minX, y: y), line: line, style: style)
            drawArms(vertical, at: Point(x: right, y: y), line: line, style: style)
        }
    }

    /// The box-drawing arms already shown at a local point, if any.
    private func existingArms(atLocal point: Point) -> BoxGlyphs.Arms? {
        let x = point.x + origin.x
        let y = point.y + origin.y
        guard bounds.contains(Point(x: x, y: y)) else { return nil }
        return BoxGlyphs.arms(of: self[x, y].character)
    }

    /// Merges `arms` into the cell at a local point and draws the joined glyph.
    private mutating func drawArms(_ arms: BoxGlyphs.Arms, at point: Point, line: LineStyle, style: Style) {
        let merged = existingArms(atLocal: point).map { $0.merged(with: arms) } ?? arms
        let glyph = BoxGlyphs.glyph(for: merged, preferred: line.weight, rounded: line == .rounded || isRoundedCorner(atLocal: point))
        place(Glyph(glyph), width: 1, atCanvasX: point.x + origin.x, y: point.y + origin.y, style: style)
    }

    private func isRoundedCorner(atLocal point: Point) -> Bool {
        let x = point.x + origin.x
        let y = point.y + origin.y
        guard bounds.contains(Point(x: x, y: y)) else { return false }
        return "╭╮╯╰".contains(self[x, y].character)
    }
}
