/// The one-cell line between two columns of a split view controller.
@MainActor
final class SplitSeparatorView: TUIView {
    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.drawVerticalLine(from: Point(x: bounds.minX, y: bounds.minY), length: bounds.height, style: Style(foreground: .gray))
    }
}
