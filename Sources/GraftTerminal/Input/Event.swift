/// Something the user did, decoded from the terminal's input.
public enum Event: Hashable, Sendable {
    /// A key press, with the modifiers the terminal reported.
    case key(KeyEvent)
    /// A mouse press, release, drag, move or wheel turn.
    case mouse(MouseEvent)
    /// The terminal changed size; the payload is the new size in cells.
    case resize(Size)
    /// Text pasted while bracketed paste was on, delivered whole.
    case paste(String)
}

/// A key, independent of modifiers.
public enum Key: Hashable, Sendable {
    /// Printable text: one grapheme cluster, which may be non-ASCII. With
    /// `.control`, the letter is lowercase (`Ctrl+C` is `.character("c")`).
    case character(Character)
    /// Return or Enter.
    case enter
    /// Tab; Shift-Tab is `.tab` with `.shift`.
    case tab
    /// Backspace (erase to the left).
    case backspace
    /// Delete (erase to the right).
    case delete
    /// Insert.
    case insert
    /// Escape.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A function key, F1 through F12 (`.function(1)` is F1).
    case function(Int)
}

/// Modifier keys held with a key or mouse event, where the terminal reports them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option); terminals also report Meta as Alt.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A key with its modifiers.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A readable name such as `Ctrl+C`, `Shift+Tab`, `Down` or `é`; a letter
    /// with modifiers is written in uppercase, as key hints show it.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if case .character(let character) = key, !modifiers.isEmpty, character.isLetter {
            parts.append(String(character).uppercased())
        } else {
            parts.append(key.name)
        }
        return parts.joined(separator: "+")
    }
}

extension Key {
    /// The key's name as tapes and key hints write it.
    public var name: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .escape: "Escape"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .function(let number): "F\(number)"
        }
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable, CustomStringConvertible {
    /// The primary button.
    case left
    /// The middle button or wheel press.
    case middle
    /// The secondary button.
    case right

    /// `left`, `middle` or `right`.
    public var description: String {
        switch self {
        case .left: "left"
        case .middle: "middle"
        case .right: "right"
        }
    }
}

/// What the mouse did.
public enum MouseAction: Hashable, Sendable, CustomStringConvertible {
    /// A button went down.
    case press(MouseButton)
    /// A button came up.
    case release(MouseButton)
    /// The mouse moved with a button held.
    case drag(MouseButton)
    /// The mouse moved with no button held (only when motion tracking is on).
    case move
    /// The wheel turned away from the user (content scrolls up).
    case scrollUp
    /// The wheel turned toward the user.
    case scrollDown
    /// The wheel tilted left.
    case scrollLeft
    /// The wheel tilted right.
    case scrollRight

    /// A short name such as `press(left)` or `scrollDown`.
    public var description: String {
        switch self {
        case .press(let button): "press(\(button))"
        case .release(let button): "release(\(button))"
        case .drag(let button): "drag(\(button))"
        case .move: "move"
        case .scrollUp: "scrollUp"
        case .scrollDown: "scrollDown"
        case .scrollLeft: "scrollLeft"
        case .scrollRight: "scrollRight"
        }
    }
}

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public var action: MouseAction
    /// The cell under the pointer, zero-based.
    public var location: Point
    /// Modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(_ action: MouseAction, at location: Point, modifiers: KeyModifiers = []) {
        self.action = action
        self.location = location
        self.modifiers = modifiers
    }

    /// A readable summary such as `press(left) at (3, 4)`.
    public var description: String { "\(action) at \(location)" }
}
