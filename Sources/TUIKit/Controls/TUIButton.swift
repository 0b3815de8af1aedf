/// A control that runs an action when clicked, or when Enter or Space is
/// pressed while it has focus.
///
/// ```swift
/// let save = TUIButton(primaryAction: TUIAction(title: "Save") { _ in store.save() })
/// let cancel = TUIButton(type: .system)
/// cancel.setTitle("Cancel", for: .normal)
/// cancel.addAction(TUIAction { _ in dismiss() }, for: .primaryActionTriggered)
/// ```
///
/// A `.system` button draws its title in brackets, `[ Save ]`, in the tint
/// color; when focused it draws in reverse video, when pressed also bold,
/// and when disabled dimmed. A `.custom` button draws the bare title and
/// leaves styling to ``setTitleColor(_:for:)``. A ``configuration``, when
/// set, decides the look instead (see ``Configuration``). Activation sends
/// `.touchUpInside` and `.primaryActionTriggered`.
@MainActor
open class TUIButton: TUIControl {
    /// The styles of button.
    public enum ButtonType: Int, Sendable, Hashable {
        /// The bare title, no brackets or tint.
        case custom = 0
        /// The title in brackets, in the tint color.
        case system = 1
    }

    /// The button's style.
    public let buttonType: ButtonType
    private var titles: [TUIControl.State.RawValue: String] = [:]
    private var titleColors: [TUIControl.State.RawValue: TUIColor] = [:]

    /// How the button looks; nil (the default) draws it by its
    /// ``buttonType``. Setting one resizes and redraws the button.
    public var configuration: Configuration? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// What the button means; a `.destructive` button draws red. `.normal`
    /// by default.
    public var role = Role.normal {
        didSet { setNeedsDisplay() }
    }

    /// The menu the button shows: on a click or Enter when
    /// ``showsMenuAsPrimaryAction`` is on, else on a right click or
    /// Shift-F10 (UIKit's long press). Nil (the default) for none.
    public var menu: TUIMenu?

    /// Whether a click, Enter or Space opens ``menu`` instead of sending
    /// the button's actions; false by default.
    public var showsMenuAsPrimaryAction = false

    /// The Shift-F10 command that opens ``menu``; made once.
    lazy var menuKeyCommand = TUIKeyCommand(
        title: "Menu", input: TUIKeyCommand.f10, modifierFlags: .shift, discoverabilityTitle: "Show the button's menu"
    ) { [weak self] _ in
        self?.presentMenu()
    }

    private var opensMenuOnActivation: Bool { showsMenuAsPrimaryAction && menu != nil }

    /// Creates a button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        focusEffect = nil
    }

    /// Creates a system button.
    public override convenience init(frame: Rect) {
        self.init(type: .system)
        self.frame = frame
    }

    /// Creates a system button that shows `primaryAction`'s title and runs
    /// it on `.primaryActionTriggered`.
    public convenience init(primaryAction: TUIAction?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Activation sends `.touchUpInside` and `.primaryActionTriggered`.
    open override var activationEvents: TUIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    // MARK: - Titles

    /// Sets the title shown in `state`; states without a title show the
    /// `.normal` one.
    public func setTitle(_ title: String?, for state: TUIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title set for `state`, or nil.
    public func title(for state: TUIControl.State) -> String? {
        titles[state.rawValue]
    }

    /// Sets the title color in `state`; states without one use the `.normal`
    /// color, or the tint color for system buttons.
    public func setTitleColor(_ color: TUIColor?, for state: TUIControl.State) {
        titleColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// The title color set for `state`, or nil.
    public func titleColor(for state: TUIControl.State) -> TUIColor? {
        titleColors[state.rawValue]
    }

    /// The title shown now.
    public var currentTitle: String? {
        lookup(titles) ?? nil
    }

    private func lookup<Value>(_ table: [TUIControl.State.RawValue: Value]) -> Value? {
        let state = self.state.subtracting(.focused)
        if let value = table[state.rawValue] { return value }
        for single in [TUIControl.State.disabled, .highlighted, .selected] where state.contains(single) {
            if let value = table[single.rawValue] { return value }
        }
        return table[TUIControl.State.normal.rawValue]
    }

    // MARK: - Layout and drawing

    private var displayedTitle: String {
        if let configuration { return configuredText(configuration) }
        let title = currentTitle ?? ""
        return buttonType == .system ? "[ \(title) ]" : title
    }

    /// The title's width (with brackets for system buttons, or as the
    /// configuration draws it) by one row.
    open override var intrinsicContentSize: Size {
        Size(width: displayedTitle.displayWidth, height: 1)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize
    }

    /// Draws the title centered, styled for the button's state.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let text = TextLayout.truncate(displayedTitle, width: bounds.width, mode: .byTruncatingTail)
        let x = bounds.minX + floorDivide(bounds.width - text.displayWidth, 2)
        let y = bounds.minY + floorDivide(bounds.height - 1, 2)
        if let configuration {
            canvas.write(text, at: Point(x: x, y: y), style: configuredStyle(configuration))
            return
        }
        var style = Style(foreground: terminalColor(lookup(titleColors) ?? (buttonType == .system ? tintColor : .label)))
        if !isEnabled {
            style.foreground = .gray
            style.attributes.insert(.dim)
        } else {
            if isFocused { style.attributes.insert(.reverse) }
            if isHighlighted { style.attributes.formUnion([.reverse, .bold]) }
        }
        canvas.write(text, at: Point(x: x, y: y), style: style)
    }

    // MARK: - Keys

    /// Enter and Space highlight an enabled button; other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        if !beginKeyActivation(presses) { super.pressesBegan(presses, with: event) }
    }

    /// Enter and Space activate the button when they come up.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard endKeyActivation(presses) else { return super.pressesEnded(presses, with: event) }
        if opensMenuOnActivation {
            presentMenu()
        } else {
            sendActions(for: activationEvents)
        }
    }

    /// A click opens the menu instead when it is the primary action.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard opensMenuOnActivation, isEnabled, let touch = touches.first else {
            return super.touchesEnded(touches, with: event)
        }
        isHighlighted = false
        if point(inside: touch.location(in: self), with: event) { presentMenu() }
    }
}
