/// A control that picks a value from a continuous range by moving a thumb
/// along a track: `━━━━●─────`.
///
/// ```swift
/// let volume = TUISlider()
/// volume.value = 0.5
/// volume.addAction(TUIAction { _ in player.volume = volume.value }, for: .valueChanged)
/// ```
///
/// A click on the track moves the thumb there and a drag follows the
/// pointer. While the slider has focus, Left and Right move the thumb one
/// cell, Page Down and Page Up a tenth of the range, and Home and End to
/// the ends. A change the user makes sends `.valueChanged`: while dragging
/// when ``isContinuous`` (the default), else when the drag ends. Setting
/// ``value`` in code sends nothing, as in UIKit.
///
/// The track left of the thumb is drawn heavy in ``minimumTrackTintColor``,
/// the rest light in ``maximumTrackTintColor``, so the value shows without
/// colors too; when focused the slider is reversed, when disabled dimmed.
@MainActor
open class TUISlider: TUIControl {
    private var storedValue: Float = 0
    private var storedMinimumValue: Float = 0
    private var storedMaximumValue: Float = 1
    /// The value when the pointer went down, to tell whether a drag changed it.
    private var valueAtTouchStart: Float = 0

    /// Creates a slider from 0 to 1, at 0.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The value, within ``minimumValue`` and ``maximumValue``; values
    /// outside are clamped. Setting it sends no events.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value, clamped to the range, without sending events.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - animated: Ignored; the terminal does not animate.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? storedMinimumValue : min(max(value, storedMinimumValue), storedMaximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    /// The value at the left end; 0 by default. Raising it above the value
    /// moves the value up, and above ``maximumValue`` moves that too.
    open var minimumValue: Float {
        get { storedMinimumValue }
        set {
            guard !newValue.isNaN else { return }
            storedMinimumValue = newValue
            if storedMaximumValue < newValue { storedMaximumValue = newValue }
            rangeDidChange()
        }
    }

    /// The value at the right end; 1 by default. Lowering it below the
    /// value moves the value down, and below ``minimumValue`` moves that too.
    open var maximumValue: Float {
        get { storedMaximumValue }
        set {
            guard !newValue.isNaN else { return }
            storedMaximumValue = newValue
            if storedMinimumValue > newValue { storedMinimumValue = newValue }
            rangeDidChange()
        }
    }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, storedMinimumValue), storedMaximumValue)
        setNeedsDisplay()
    }

    /// Whether a drag sends `.valueChanged` as the thumb moves (true, the
    /// default) or once when it ends.
    open var isContinuous = true

    /// The color of the track left of the thumb; nil (the default) is the
    /// tint color.
    open var minimumTrackTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the track right of the thumb; nil (the default) is gray.
    open var maximumTrackTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the thumb; nil (the default) is the text color.
    open var thumbTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The value as a percentage of the range ("50%"), for assistive
    /// technology and tests; nil (the default) reads it from the slider.
    open var accessibilityValue: String? {
        get { storedAccessibilityValue ?? "\(Int((fraction * 100).rounded()))%" }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    /// Where the value lies in the range, from 0 to 1.
    private var fraction: Float {
        let range = storedMaximumValue - storedMinimumValue
        return range > 0 ? (storedValue - storedMinimumValue) / range : 0
    }

    // MARK: - Layout and drawing

    /// One row; as wide as it is given.
    open override var intrinsicContentSize: Size {
        Size(width: TUIView.noIntrinsicMetric, height: 1)
    }

    /// The column of the thumb, from the left edge.
    private var thumbColumn: Int {
        Int((fraction * Float(max(bounds.width - 1, 0))).rounded())
    }

    /// Draws the track and the thumb.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard bounds.width > 0 else { return }
        let y = bounds.minY + floorDivide(bounds.height - 1, 2)
        let thumb = thumbColumn
        var filled = Style(foreground: terminalColor(minimumTrackTintColor ?? tintColor))
        var empty = Style(foreground: terminalColor(maximumTrackTintColor) ?? .gray)
        var knob = Style(foreground: terminalColor(thumbTintColor) ?? .default)
        if !isEnabled {
            filled = Style(foreground: .gray, attributes: [.dim])
            empty = filled
            knob = filled
        } else if isHighlighted {
            knob.attributes.insert(.bold)
        }
        for x in 0 ..< bounds.width {
            let point = Point(x: bounds.minX + x, y: y)
            if x < thumb {
                canvas.put("━", at: point, style: filled)
            } else if x == thumb {
                canvas.put("●", at: point, style: knob)
            } else {
                canvas.put("─", at: point, style: empty)
            }
        }
    }

    // MARK: - Changing the value as the user does

    /// Sets the value as the user does; sends `.valueChanged` when it
    /// changed and `send` says so.
    ///
    /// - Returns: Whether the value changed.
    @discardableResult
    private func changeByUser(to newValue: Float, send: Bool) -> Bool {
        let old = storedValue
        setValue(newValue, animated: false)
        guard storedValue != old else { return false }
        if send { sendActions(for: .valueChanged) }
        return true
    }

    /// The value under column `x` of the control.
    private func value(atX x: Int) -> Float {
        let cells = max(bounds.width - 1, 1)
        let column = min(max(x - bounds.minX, 0), cells)
        return storedMinimumValue + (storedMaximumValue - storedMinimumValue) * Float(column) / Float(cells)
    }

    /// Moves the value `steps` steps of `size` along a grid of such steps
    /// from the minimum, so repeated keys land on round values.
    private func step(by steps: Int, of size: Float) {
        guard size > 0 else { return }
        let position = ((storedValue - storedMinimumValue) / size).rounded()
        changeByUser(to: storedMinimumValue + (position + Float(steps)) * size, send: true)
    }

    // MARK: - Input

    /// Moves the thumb to the pointer.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        valueAtTouchStart = storedValue
        changeByUser(to: value(atX: touch.location(in: self).x), send: isContinuous)
    }

    /// The thumb follows the pointer, even outside the slider.
    open override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        changeByUser(to: value(atX: touch.location(in: self).x), send: isContinuous)
    }

    /// The thumb ends at the pointer; a slider that is not continuous sends
    /// `.valueChanged` now if the drag changed the value.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        changeByUser(to: value(atX: touch.location(in: self).x), send: isContinuous)
        super.touchesEnded(touches, with: event)
        if !isContinuous, storedValue != valueAtTouchStart { sendActions(for: .valueChanged) }
    }

    /// Left and Right move one cell, Page Down and Page Up a tenth of the
    /// range, Home and End to the ends; the slider keeps these keys even at
    /// the ends. Other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard isEnabled, let key = presses.first?.key?.keyEvent, key.modifiers.isEmpty else {
            return super.pressesBegan(presses, with: event)
        }
        let range = storedMaximumValue - storedMinimumValue
        let cell = range / Float(max(bounds.width - 1, 1))
        let page = max(range / 10, cell)
        switch key.key {
        case .left: step(by: -1, of: cell)
        case .right: step(by: 1, of: cell)
        case .pageDown: step(by: -1, of: page)
        case .pageUp: step(by: 1, of: page)
        case .home: changeByUser(to: storedMinimumValue, send: true)
        case .end: changeByUser(to: storedMaximumValue, send: true)
        default: super.pressesBegan(presses, with: event)
        }
    }
}
