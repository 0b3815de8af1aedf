/// A control that raises or lowers a value by a fixed step: drawn
/// `[ − | + ]`.
///
/// ```swift
/// let quantity = TUIStepper()
/// quantity.minimumValue = 1
/// quantity.maximumValue = 9
/// quantity.addAction(TUIAction { _ in cart.quantity = Int(quantity.value) }, for: .valueChanged)
/// ```
///
/// A click on `−` or `+` changes the value by ``stepValue`` when the button
/// goes down and, with ``autorepeat``, again and again while it is held.
/// While the stepper has focus, Left, Down and `-` decrement, Right, Up and
/// `+` increment. The value stays within ``minimumValue`` and
/// ``maximumValue``, or with ``wraps`` goes round from one end to the other.
/// A change the user makes sends `.valueChanged`: at once when
/// ``isContinuous`` (the default), else when the button comes up. Setting
/// ``value`` in code sends nothing, as in UIKit.
///
/// An end that cannot change the value further draws dimmed; when focused
/// the stepper is reversed, when disabled dimmed.
@MainActor
open class TUIStepper: TUIControl {
    /// How long the button must be held before the value repeats.
    static let autorepeatDelay = Duration.milliseconds(500)
    /// The time between repeats while the button is held.
    static let autorepeatInterval = Duration.milliseconds(100)

    private var storedValue: Double = 0
    private var storedMinimumValue: Double = 0
    private var storedMaximumValue: Double = 100
    private var storedStepValue: Double = 1
    /// The half under the pressed button: -1 for `−`, 1 for `+`, 0 for none.
    private(set) var trackedDirection = 0
    /// Whether the pointer is still over the half it went down on.
    private var isTrackingInside = false
    /// The value when the button went down, to tell whether holding it changed it.
    private var valueAtTouchStart: Double = 0
    /// The run loop timer repeating the change while the button is held.
    private(set) var autorepeatTimer: LoopTimer?

    /// Creates a stepper from 0 to 100 in steps of 1, at 0.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The value, within ``minimumValue`` and ``maximumValue``; values
    /// outside are clamped. Setting it sends no events.
    open var value: Double {
        get { storedValue }
        set {
            let clamped = newValue.isNaN ? storedMinimumValue : min(max(newValue, storedMinimumValue), storedMaximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// The lowest value; 0 by default. It must be less than
    /// ``maximumValue`` (a programmer error otherwise, as UIKit raises);
    /// raising it above the value moves the value up.
    open var minimumValue: Double {
        get { storedMinimumValue }
        set {
            precondition(
                newValue < storedMaximumValue,
                "TUIStepper.minimumValue (\(newValue)) must be less than maximumValue (\(storedMaximumValue))")
            storedMinimumValue = newValue
            rangeDidChange()
        }
    }

    /// The highest value; 100 by default. It must be greater than
    /// ``minimumValue`` (a programmer error otherwise, as UIKit raises);
    /// lowering it below the value moves the value down.
    open var maximumValue: Double {
        get { storedMaximumValue }
        set {
            precondition(
                newValue > storedMinimumValue,
                "TUIStepper.maximumValue (\(newValue)) must be greater than minimumValue (\(storedMinimumValue))")
            storedMaximumValue = newValue
            rangeDidChange()
        }
    }

    /// How much each press changes the value; 1 by default. It must be
    /// greater than 0 (a programmer error otherwise, as UIKit raises).
    open var stepValue: Double {
        get { storedStepValue }
        set {
            precondition(newValue > 0, "TUIStepper.stepValue (\(newValue)) must be greater than 0")
            storedStepValue = newValue
        }
    }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, storedMinimumValue), storedMaximumValue)
        setNeedsDisplay()
    }

    /// Whether stepping past one end goes to the other; false by default.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether holding a button down changes the value repeatedly; true by
    /// default.
    open var autorepeat = true

    /// Whether a change sends `.valueChanged` at once (true, the default)
    /// or when the button comes up.
    open var isContinuous = true

    /// The value as text ("3", "2.5"), for assistive technology and tests;
    /// nil (the default) reads it from the stepper.
    open var accessibilityValue: String? {
        get {
            if let storedAccessibilityValue { return storedAccessibilityValue }
            return storedValue.rounded() == storedValue && abs(storedValue) < 1e15 ? "\(Int(storedValue))" : "\(storedValue)"
        }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    /// Whether decrementing would change the value.
    private var canDecrement: Bool { wraps || storedValue > storedMinimumValue }
    /// Whether incrementing would change the value.
    private var canIncrement: Bool { wraps || storedValue < storedMaximumValue }

    // MARK: - Layout and drawing

    /// Nine cells by one row.
    open override var intrinsicContentSize: Size { Size(width: 9, height: 1) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Draws `[ − | + ]`, an end that cannot step dimmed, the held one bold.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let y = bounds.minY + floorDivide(bounds.height - 1, 2)
        let dimmed = Style(foreground: .gray, attributes: [.dim])
        let frame = isEnabled ? Style(foreground: .gray) : dimmed
        func buttonStyle(direction: Int, canStep: Bool) -> Style {
            guard isEnabled, canStep else { return dimmed }
            var style = Style(foreground: terminalColor(tintColor))
            if isHighlighted, isTrackingInside, trackedDirection == direction { style.attributes.insert(.bold) }
            return style
        }
        let x = bounds.minX
        canvas.write("[", at: Point(x: x, y: y), style: frame)
        canvas.write(" − ", at: Point(x: x + 1, y: y), style: buttonStyle(direction: -1, canStep: canDecrement))
        canvas.write("|", at: Point(x: x + 4, y: y), style: frame)
        canvas.write(" + ", at: Point(x: x + 5, y: y), style: buttonStyle(direction: 1, canStep: canIncrement))
        canvas.write("]", at: Point(x: x + 8, y: y), style: frame)
    }

    // MARK: - Changing the value as the user does

    /// Steps the value once in `direction` (-1 or 1) as the user does,
    /// clamping at the ends or, with ``wraps``, going round past them.
    ///
    /// - Returns: Whether the value changed.
    @discardableResult
    private func step(_ direction: Int, send: Bool) -> Bool {
        let old = storedValue
        var next = old + Double(direction) * storedStepValue
        if next > storedMaximumValue {
            next = wraps ? storedMinimumValue : storedMaximumValue
        } else if next < storedMinimumValue {
            next = wraps ? storedMaximumValue : storedMinimumValue
        }
        value = next
        guard storedValue != old else { return false }
        if send { sendActions(for: .valueChanged) }
        return true
    }

    /// The half at column `x` of the stepper: -1 for `−`, 1 for `+`, 0 for
    /// the bar between them or outside.
    private func direction(atX x: Int) -> Int {
        let column = x - bounds.minX
        if (0 ..< 4).contains(column) { return -1 }
        if (5 ..< 9).contains(column) { return 1 }
        return 0
    }

    /// One repeat while the button is held over the half it went down on.
    func repeatStep() {
        guard trackedDirection != 0, isTrackingInside, isEnabled else { return }
        step(trackedDirection, send: isContinuous)
    }

    private func startAutorepeat() {
        guard autorepeat, let loop = window?.application?.mainLoop else { return }
        autorepeatTimer = loop.schedule(after: Self.autorepeatDelay, repeating: Self.autorepeatInterval) { [weak self] in
            self?.repeatStep()
        }
    }

    /// Ends holding the button: stops repeating and, when not continuous,
    /// sends `.valueChanged` if holding it changed the value.
    private func endTracking() {
        autorepeatTimer?.cancel()
        autorepeatTimer = nil
        let wasTracking = trackedDirection != 0
        trackedDirection = 0
        isTrackingInside = false
        setNeedsDisplay()
        if wasTracking, !isContinuous, storedValue != valueAtTouchStart { sendActions(for: .valueChanged) }
    }

    // MARK: - Input

    /// A press on `−` or `+` steps the value once and starts repeating.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        endTracking()
        let direction = direction(atX: touch.location(in: self).x)
        guard direction != 0 else { return }
        trackedDirection = direction
        isTrackingInside = true
        valueAtTouchStart = storedValue
        step(direction, send: isContinuous)
        startAutorepeat()
    }

    /// Repeating pauses while the pointer is off the half it went down on.
    open override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, trackedDirection != 0 else { return }
        let location = touch.location(in: self)
        isTrackingInside = point(inside: location, with: event) && direction(atX: location.x) == trackedDirection
        setNeedsDisplay()
    }

    /// The button coming up stops repeating.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesEnded(touches, with: event)
        endTracking()
    }

    /// An interrupted press stops repeating.
    open override func touchesCancelled(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesCancelled(touches, with: event)
        endTracking()
    }

    /// Stops repeating when the stepper leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { endTracking() }
    }

    /// Left, Down and `-` decrement; Right, Up, `+` and `=` increment; the
    /// stepper keeps these keys even at the ends. Other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard isEnabled, let key = presses.first?.key?.keyEvent else { return super.pressesBegan(presses, with: event) }
        switch (key.key, key.modifiers) {
        case (.left, []), (.down, []), (.character("-"), []): step(-1, send: true)
        case (.right, []), (.up, []), (.character("="), []), (.character("+"), _): step(1, send: true)
        default: super.pressesBegan(presses, with: event)
        }
    }
}
