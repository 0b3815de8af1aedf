/// The base class of views that turn user input into actions: buttons,
/// switches, fields.
///
/// A control sends events (``Event``) to the actions registered for them.
/// It tracks the mouse as UIKit tracks touches: pressing highlights it and
/// sends `.touchDown`; releasing inside sends `.touchUpInside`, outside
/// `.touchUpOutside`. Enabled controls can take keyboard focus.
///
/// ```swift
/// control.addAction(TUIAction { _ in refresh() }, for: .valueChanged)
/// ```
@MainActor
open class TUIControl: TUIView {
    /// The states a control can be in, combined.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state.
        public static let normal: State = []
        /// Being pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not accepting input.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (on, for toggles).
        public static let selected = State(rawValue: 1 << 2)
        /// Holding keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends, combined.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A mouse button went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// The mouse moved within the control with the button held.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The mouse moved outside the control with the button held.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The button came up inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The button came up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was interrupted.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's click, Enter or Space.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private var actions: [(action: TUIAction, events: Event)] = []

    /// Creates a control.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Whether the control accepts input; disabled controls draw dimmed and
    /// cannot take focus.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFocused { window?.setFocus(to: nil, heading: []) }
            setNeedsDisplay()
        }
    }

    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Whether the control is being pressed.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The control's current states.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Enabled controls can take keyboard focus.
    open override var canBecomeFocused: Bool { isEnabled }

    // MARK: - Actions

    /// Runs `action` whenever the control sends any of `events`. An action
    /// with the identifier of one already registered replaces it.
    public func addAction(_ action: TUIAction, for events: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && $0.events == events }
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: TUIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: TUIAction.Identifier, for events: Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == identifier {
            actions[index].events.subtract(events)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Runs the actions registered for any of `events`, in the order added.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            sendAction(entry.action)
        }
    }

    /// Whether any action is registered for any of `events`.
    func hasActions(for events: Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: events) }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: TUIAction) {
        action.perform(sender: self)
    }

    /// The events a click or an activating key sends; buttons add
    /// `.primaryActionTriggered`.
    open var activationEvents: Event { .touchUpInside }

    // MARK: - Tracking the mouse

    /// Highlights the control and sends `.touchDown`.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// Highlights the control while the pointer is inside it.
    open override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = point(inside: touch.location(in: self), with: event)
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// Sends `.touchUpInside` (and the activation events) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        isHighlighted = false
        if point(inside: touch.location(in: self), with: event) {
            sendActions(for: activationEvents)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Removes the highlight and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
