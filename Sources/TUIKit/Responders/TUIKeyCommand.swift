/// A keyboard shortcut that a responder handles, such as Ctrl-S to save.
///
/// Return commands from ``TUIResponder/keyCommands``. When a key is pressed,
/// the application looks for a matching command along the responder chain,
/// from the first responder outward, and runs the first match's action
/// instead of delivering the press.
///
/// UIKit names an action by selector; here the action is a closure:
///
/// ```swift
/// override var keyCommands: [TUIKeyCommand]? {
///     [TUIKeyCommand(title: "Save", input: "s", modifierFlags: .control) { [weak self] _ in
///         self?.save()
///     }]
/// }
/// ```
///
/// A key command is also a ``TUICommand``, so a menu can show it, with its
/// key at the right.
///
/// A letter matches regardless of how the terminal reports Shift: input
/// `"s"` with `.shift` and input `"S"` both match Shift-S.
@MainActor
public final class TUIKeyCommand: TUICommand {
    /// The key: a character, or one of the `input…` constants.
    public let input: String?
    /// The modifiers that must be held, exactly.
    public let modifierFlags: TUIKeyModifierFlags
    /// Whether the command is disabled; a disabled command never matches.
    /// The same as `.disabled` in ``TUICommand/attributes``.
    public var isDisabled: Bool {
        get { attributes.contains(.disabled) }
        set { if newValue { attributes.insert(.disabled) } else { attributes.remove(.disabled) } }
    }
    /// The key as a footer shows it, worked out once: the footer and the
    /// help read it for every command on every frame.
    private(set) lazy var keyLabel: String = makeKeyLabel()

    /// Creates a key command.
    ///
    /// - Parameters:
    ///   - title: A short name for the command.
    ///   - input: The key: a character such as `"s"`, or an `input…` constant.
    ///   - modifierFlags: The modifiers that must be held.
    ///   - discoverabilityTitle: A longer name for key hints.
    ///   - attributes: How it behaves in a menu; `.disabled` also stops the key.
    ///   - state: Whether a menu draws it checked.
    ///   - action: What to do; it receives the command.
    public init(
        title: String = "", input: String, modifierFlags: TUIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, attributes: TUIMenuElement.Attributes = [],
        state: TUIMenuElement.State = .off, action: @escaping @MainActor (TUIKeyCommand) -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state
        ) { command in
            // Only this initializer makes the handler, always with a key command.
            if let command = command as? TUIKeyCommand { action(command) }
        }
    }

    /// Runs the command's action.
    public func perform() {
        handler(self)
    }

    /// The key, drawn at the right of the command's row in a menu.
    override var menuKeyLabel: String? { keyLabel }

    // MARK: - Matching

    /// Whether a key press triggers this command.
    func matches(_ event: KeyEvent) -> Bool {
        matches(pressed: Self.normalizedPress(event))
    }

    /// Whether a press, normalized once by ``normalizedPress(_:)`` for all
    /// the commands it is compared with, triggers this command.
    func matches(pressed: (input: String, modifiers: KeyModifiers)) -> Bool {
        guard !isDisabled, let input = normalizedKey.input else { return false }
        return input == pressed.input && normalizedKey.modifiers == pressed.modifiers
    }

    /// A key press as commands compare it.
    nonisolated static func normalizedPress(_ event: KeyEvent) -> (input: String, modifiers: KeyModifiers) {
        normalized(input: input(for: event.key), modifiers: event.modifiers)
    }

    /// The key press the command answers to, as matching compares it: two
    /// commands with the same one answer to the same press. Worked out once
    /// (input and modifiers never change): every key press compares it.
    private(set) lazy var normalizedKey: (input: String?, modifiers: KeyModifiers) = {
        guard let input else { return (nil, modifierFlags) }
        let key = Self.normalized(input: input, modifiers: modifierFlags)
        return (key.input, key.modifiers)
    }()

    /// An uppercase letter becomes its lowercase letter with Shift.
    nonisolated private static func normalized(input: String, modifiers: KeyModifiers) -> (input: String, modifiers: KeyModifiers) {
        // Most inputs are one ASCII byte: no need for Unicode's case tables.
        if input.utf8.count == 1, let byte = input.utf8.first {
            guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { return (input, modifiers) }
            return (String(UnicodeScalar(byte + 32)), modifiers.union(.shift))
        }
        if input.count == 1, let character = input.first, character.isUppercase {
            return (character.lowercased(), modifiers.union(.shift))
        }
        return (input, modifiers)
    }

    /// The input string of a terminal key.
    nonisolated static func input(for key: Key) -> String {
        switch key {
        case .character(let character): String(character)
        case .enter: "\r"
        case .tab: "\t"
        case .backspace: "\u{8}"
        case .delete: inputDelete
        case .insert: inputInsert
        case .escape: inputEscape
        case .up: inputUpArrow
        case .down: inputDownArrow
        case .left: inputLeftArrow
        case .right: inputRightArrow
        case .home: inputHome
        case .end: inputEnd
        case .pageUp: inputPageUp
        case .pageDown: inputPageDown
        case .function(let number): "TUIKeyInputF\(number)"
        }
    }

    // MARK: - Special inputs

    /// The up arrow key.
    public nonisolated static let inputUpArrow = "TUIKeyInputUpArrow"
    /// The down arrow key.
    public nonisolated static let inputDownArrow = "TUIKeyInputDownArrow"
    /// The left arrow key.
    public nonisolated static let inputLeftArrow = "TUIKeyInputLeftArrow"
    /// The right arrow key.
    public nonisolated static let inputRightArrow = "TUIKeyInputRightArrow"
    /// The Escape key.
    public nonisolated static let inputEscape = "\u{1B}"
    /// The Page Up key.
    public nonisolated static let inputPageUp = "TUIKeyInputPageUp"
    /// The Page Down key.
    public nonisolated static let inputPageDown = "TUIKeyInputPageDown"
    /// The Home key.
    public nonisolated static let inputHome = "TUIKeyInputHome"
    /// The End key.
    public nonisolated static let inputEnd = "TUIKeyInputEnd"
    /// The forward Delete key.
    public nonisolated static let inputDelete = "TUIKeyInputDelete"
    /// The Insert key.
    public nonisolated static let inputInsert = "TUIKeyInputInsert"
    /// The function key F1.
    public nonisolated static let f1 = "TUIKeyInputF1"
    /// The function key F2.
    public nonisolated static let f2 = "TUIKeyInputF2"
    /// The function key F3.
    public nonisolated static let f3 = "TUIKeyInputF3"
    /// The function key F4.
    public nonisolated static let f4 = "TUIKeyInputF4"
    /// The function key F5.
    public nonisolated static let f5 = "TUIKeyInputF5"
    /// The function key F6.
    public nonisolated static let f6 = "TUIKeyInputF6"
    /// The function key F7.
    public nonisolated static let f7 = "TUIKeyInputF7"
    /// The function key F8.
    public nonisolated static let f8 = "TUIKeyInputF8"
    /// The function key F9.
    public nonisolated static let f9 = "TUIKeyInputF9"
    /// The function key F10.
    public nonisolated static let f10 = "TUIKeyInputF10"
    /// The function key F11.
    public nonisolated static let f11 = "TUIKeyInputF11"
    /// The function key F12.
    public nonisolated static let f12 = "TUIKeyInputF12"
}

/// A responder that accepts typed text, as UIKit's `UIKeyInput`.
///
/// When the first responder adopts this protocol, printable keys that no
/// key command or `pressesBegan` override handled are inserted with
/// ``insertText(_:)``, Backspace calls ``deleteBackward()``, and pasted text
/// is inserted whole.
@MainActor
public protocol TUIKeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
