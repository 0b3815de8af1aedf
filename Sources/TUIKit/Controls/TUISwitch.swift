/// A control that turns an option on or off, drawn `[ ●]` when on and
/// `[○ ]` when off.
///
/// ```swift
/// let wifi = TUISwitch()
/// wifi.isOn = settings.wifi
/// wifi.addAction(TUIAction { _ in settings.wifi = wifi.isOn }, for: .valueChanged)
/// ```
///
/// A click, or Space or Enter while it has focus, flips the switch and sends
/// `.valueChanged` and `.primaryActionTriggered`; setting ``isOn`` sends
/// nothing, as in UIKit. When focused it draws in reverse video, when off
/// or disabled dimmed.
@MainActor
open class TUISwitch: TUIControl {
    /// Whether the switch is on; setting it sends no events.
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The color of the knob's side when on; nil (the default) is green.
    open var onTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Creates a switch, off.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Turns the switch on or off without sending events.
    ///
    /// - Parameters:
    ///   - on: Whether it is on.
    ///   - animated: Ignored; the terminal does not animate.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Flips the switch as the user does, sending its events.
    private func toggleByUser() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: - Layout and drawing

    /// Four cells by one row.
    open override var intrinsicContentSize: Size { Size(width: 4, height: 1) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Draws the track and knob, on the right when on.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        var style = Style(foreground: isOn ? (terminalColor(onTintColor) ?? .green) : .gray)
        if !isEnabled {
            style = Style(foreground: .gray, attributes: [.dim])
        } else if isHighlighted {
            style.attributes.insert(.bold)
        }
        let y = bounds.minY + (bounds.height - 1) / 2
        canvas.write(isOn ? "[ ●]" : "[○ ]", at: Point(x: bounds.minX, y: y), style: style)
    }

    // MARK: - Input

    /// A release inside the switch flips it, after `.touchUpInside`.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        let inside = isEnabled && touches.first.map { point(inside: $0.location(in: self), with: event) } == true
        super.touchesEnded(touches, with: event)
        if inside { toggleByUser() }
    }

    /// Space and Enter highlight an enabled switch; other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        if !beginKeyActivation(presses) { super.pressesBegan(presses, with: event) }
    }

    /// Space and Enter flip the switch when they come up.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard endKeyActivation(presses) else { return super.pressesEnded(presses, with: event) }
        toggleByUser()
    }
}
