/// The button a bar draws for a ``TUIBarButtonItem``: a system button whose
/// title is bold for a `.done` item.
@MainActor
final class BarButton: TUIButton {
    /// Whether the title is drawn bold.
    var isBold = false {
        didSet { if isBold != oldValue { setNeedsDisplay() } }
    }

    /// Draws the system button, then makes its title bold when asked.
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard isBold, isEnabled else { return }
        // The button draws one row of text; embolden what it drew there.
        let y = bounds.minY + floorDivide(bounds.height - 1, 2)
        let origin = canvas.origin
        let clip = canvas.clipRect
        for x in bounds.minX ..< bounds.maxX {
            let point = Point(x: x, y: y)
            guard clip.contains(point) else { continue }
            let cell = canvas[origin.x + x, origin.y + y]
            // The trailing cells of a wide character are drawn with it.
            guard cell.width > 0 else { continue }
            var style = cell.style
            style.attributes.insert(.bold)
            canvas.put(cell.character, at: point, style: style)
        }
    }
}
