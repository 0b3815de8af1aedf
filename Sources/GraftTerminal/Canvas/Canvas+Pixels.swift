extension Canvas {
    /// Draws two pixels stacked in the cell at `point` (local coordinates,
    /// clipped): `▀` in the top one's color on the bottom one's, so a cell
    /// shows two square-ish pixels (a space on the color when both match). A nil color is a transparent pixel; a
    /// translucent one blends with the cell's background beneath, or, over
    /// the terminal's default background (whose color is unknown), shows
    /// solid from half opacity up and not at all below. A cell with both
    /// pixels transparent is left as it was.
    package mutating func putPixels(top: Color?, bottom: Color?, at point: Point) {
        guard clipRect.contains(point) else { return }
        let x = point.x + origin.x
        let y = point.y + origin.y
        let beneath = cells[y * size.width + x].style.background
        func shown(_ color: Color?) -> Color? {
            guard let color, color.opacity > 0 else { return nil }
            guard color.isTranslucent else { return color }
            if beneath.rgbComponents != nil { return color.composited(over: beneath) }
            return color.opacity >= 128 ? color.opaque : nil
        }
        switch (shown(top), shown(bottom)) {
        case (nil, nil): return
        case (let top?, nil):
            place(.pixels("▀", backgroundIsBeneath: true), width: 1, atCanvasX: x, y: y, style: Style(foreground: top, background: beneath))
        case (nil, let bottom?):
            place(
                .pixels("▄", backgroundIsBeneath: true), width: 1, atCanvasX: x, y: y, style: Style(foreground: bottom, background: beneath)
            )
        case (let top?, let bottom?) where top == bottom:
            // A space in the color: a half block whose two colors match shows its upper half
            // in the wrong color on some terminals (tmux at 256 colors draws it black).
            place(.pixels(" ", backgroundIsBeneath: false), width: 1, atCanvasX: x, y: y, style: Style(foreground: top, background: bottom))
        case (let top?, let bottom?):
            place(.pixels("▀", backgroundIsBeneath: false), width: 1, atCanvasX: x, y: y, style: Style(foreground: top, background: bottom))
        }
    }
}
