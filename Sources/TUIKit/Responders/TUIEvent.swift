/// An event delivered to responders: mouse input as touches, or key presses.
@MainActor
open class TUIEvent {
    /// The kinds of event.
    public enum EventType: Sendable, Hashable {
        /// Mouse input, delivered as touches.
        case touches
        /// Key presses.
        case presses
    }

    /// What kind of event this is.
    public let type: EventType
    /// When the event happened.
    public let timestamp: ContinuousClock.Instant
    /// The terminal event this event was made from, if any.
    public let terminalEvent: Event?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - type: The kind of event.
    ///   - terminalEvent: The terminal event it came from.
    public init(type: EventType, terminalEvent: Event? = nil) {
        self.type = type
        self.timestamp = ContinuousClock.now
        self.terminalEvent = terminalEvent
    }

    /// The touches of a touch event; empty for others.
    open var allTouches: Set<TUITouch>? { nil }
}

/// An event carrying key presses.
@MainActor
public final class TUIPressesEvent: TUIEvent {
    /// The presses of this event.
    public let allPresses: Set<TUIPress>

    /// Creates a presses event.
    public init(presses: Set<TUIPress>, terminalEvent: Event? = nil) {
        self.allPresses = presses
        super.init(type: .presses, terminalEvent: terminalEvent)
    }
}

/// An event carrying mouse touches.
@MainActor
final class TUITouchesEvent: TUIEvent {
    let touches: Set<TUITouch>

    init(touches: Set<TUITouch>, terminalEvent: Event?) {
        self.touches = touches
        super.init(type: .touches, terminalEvent: terminalEvent)
    }

    override var allTouches: Set<TUITouch>? { touches }
}

/// One key press.
///
/// A terminal reports keys, not key releases, so a press goes through
/// ``TUIResponder/pressesBegan(_:with:)`` and then straight through
/// ``TUIResponder/pressesEnded(_:with:)``.
@MainActor
public final class TUIPress: Hashable {
    /// The stages of a press.
    public enum Phase: Sendable, Hashable {
        /// The key went down.
        case began
        /// The key came up.
        case ended
    }

    /// The key pressed.
    public let key: TUIKey?
    /// The press's stage.
    public internal(set) var phase: Phase
    /// When the press happened.
    public let timestamp: ContinuousClock.Instant

    /// Creates a press of `key`.
    public init(key: TUIKey?) {
        self.key = key
        self.phase = .began
        self.timestamp = ContinuousClock.now
    }

    /// Presses are equal only to themselves.
    nonisolated public static func == (lhs: TUIPress, rhs: TUIPress) -> Bool { lhs === rhs }

    /// Hashes the press's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Modifier keys, as UIKit names them; the same type as GraftTerminal's
/// `KeyModifiers` (terminals report Shift, Alt and Control).
public typealias TUIKeyModifierFlags = KeyModifiers

extension KeyModifiers {
    /// Alt (Option), UIKit's name for ``alt``.
    public static let alternate = KeyModifiers.alt
}

/// A key with its modifiers, as a press reports it.
public struct TUIKey: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's key event.
    public let keyEvent: KeyEvent

    /// Creates a key from a terminal key event.
    public init(_ keyEvent: KeyEvent) {
        self.keyEvent = keyEvent
    }

    /// The text the key types: the character for printable keys, `"\r"` for
    /// Enter, `"\t"` for Tab, and a ``TUIKeyCommand`` input constant such as
    /// ``TUIKeyCommand/inputUpArrow`` for others.
    public var characters: String { TUIKeyCommand.input(for: keyEvent.key) }

    /// The same as ``characters``, with a letter in lowercase when Shift
    /// made it uppercase.
    public var charactersIgnoringModifiers: String {
        if case .character(let character) = keyEvent.key, character.isUppercase {
            return character.lowercased()
        }
        return characters
    }

    /// The modifiers held; an uppercase letter counts as Shift held.
    public var modifierFlags: TUIKeyModifierFlags {
        var flags = keyEvent.modifiers
        if case .character(let character) = keyEvent.key, character.isUppercase { flags.insert(.shift) }
        return flags
    }

    /// The key's readable name, such as `Ctrl+S`.
    public var description: String { keyEvent.description }
}

/// One mouse pointer's interaction with a view, in UIKit's touch terms: a
/// button press begins it, drags move it, the release ends it.
@MainActor
public final class TUITouch: Hashable {
    /// The stages of a touch.
    public enum Phase: Sendable, Hashable {
        /// The button went down.
        case began
        /// The pointer moved with the button held.
        case moved
        /// The button came up.
        case ended
        /// The touch was interrupted.
        case cancelled
    }

    /// The touch's stage.
    public internal(set) var phase: Phase
    /// The view the touch began in, which receives all of its events.
    public internal(set) weak var view: TUIView?
    /// The window the touch happened in.
    public internal(set) weak var window: TUIWindow?
    /// The mouse button held.
    public let button: MouseButton
    /// The number of presses in quick succession (1 for a single click).
    public internal(set) var tapCount: Int
    /// When the touch last changed.
    public internal(set) var timestamp: ContinuousClock.Instant
    var windowLocation: Point
    var previousWindowLocation: Point

    init(view: TUIView?, window: TUIWindow, location: Point, button: MouseButton) {
        self.phase = .began
        self.view = view
        self.window = window
        self.button = button
        self.tapCount = 1
        self.timestamp = ContinuousClock.now
        self.windowLocation = location
        self.previousWindowLocation = location
    }

    /// The touch's position in `view`'s coordinates, or in the window's when
    /// `view` is nil.
    public func location(in view: TUIView?) -> Point {
        guard let view, let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }

    /// The touch's previous position in `view`'s coordinates.
    public func previousLocation(in view: TUIView?) -> Point {
        guard let view, let window else { return previousWindowLocation }
        return window.convert(previousWindowLocation, to: view)
    }

    /// Touches are equal only to themselves.
    nonisolated public static func == (lhs: TUITouch, rhs: TUITouch) -> Bool { lhs === rhs }

    /// Hashes the touch's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
