/// One of a scroll view's indicators: a dim track with a thumb whose length
/// and position show what part of the content is visible. It is a subview of
/// the scroll view (as in UIKit), kept in front and moved with the bounds.
@MainActor
final class ScrollIndicatorView: TUIView {
    enum Axis { case vertical, horizontal }

    let axis: Axis
    private var thumbStart = 0
    private var thumbLength = 0

    init(axis: Axis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Shows or hides the indicator and places its thumb.
    ///
    /// - Parameters:
    ///   - visible: Whether to show it.
    ///   - frame: Where it goes, in the scroll view's content coordinates.
    ///   - contentLength: The length of the content plus insets.
    ///   - visibleLength: The length of the scroll view.
    ///   - offset: How far the visible part starts into the content plus insets.
    func update(visible: Bool, frame: Rect, contentLength: Int, visibleLength: Int, offset: Int) {
        isHidden = !visible
        guard visible else { return }
        self.frame = frame
        let track = axis == .vertical ? frame.height : frame.width
        guard track > 0, contentLength > 0 else { return }
        let length = min(track, max(1, track * visibleLength / contentLength))
        let scrollable = max(1, contentLength - visibleLength)
        let clampedOffset = min(max(offset, 0), scrollable)
        let start = (track - length) * clampedOffset / scrollable
        if start != thumbStart || length != thumbLength {
            thumbStart = start
            thumbLength = length
            setNeedsDisplay()
        }
    }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let trackStyle = Style(foreground: .gray)
        let thumbStyle = Style(foreground: superview?.isFocused == true ? terminalColor(tintColor) : .default)
        let track = axis == .vertical ? bounds.height : bounds.width
        for index in 0 ..< track {
            let isThumb = index >= thumbStart && index < thumbStart + thumbLength
            let point =
                axis == .vertical
                ? Point(x: bounds.minX, y: bounds.minY + index)
                : Point(x: bounds.minX + index, y: bounds.minY)
            let character: Character = axis == .vertical ? (isThumb ? "┃" : "│") : (isThumb ? "━" : "─")
            canvas.put(character, at: point, style: isThumb ? thumbStyle : trackStyle)
        }
    }
}
