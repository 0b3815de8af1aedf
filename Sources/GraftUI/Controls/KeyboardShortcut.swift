import GraftTerminal

/// A key combination that triggers a button from anywhere on screen.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: KeyModifiers

    /// Creates a shortcut.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Enter: the default action of a screen.
    public static let defaultAction = KeyboardShortcut(.enter)
    /// Escape: the cancel action of a screen.
    public static let cancelAction = KeyboardShortcut(.escape)

    /// Whether `event` is this shortcut.
    func matches(_ event: KeyEvent) -> Bool {
        event.key == key && event.modifiers == modifiers
    }

    /// How key hints show it, such as `Ctrl+F` or `Enter`.
    public var displayName: String { KeyEvent(key, modifiers: modifiers).description }
}

/// A shortcut on screen and what it does, for a host's footer of key hints.
public struct KeyHint: Hashable, Sendable {
    /// The key combination, as shown (`Ctrl+F`).
    public var key: String
    /// What it does (the button's title).
    public var title: String
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The shortcut the buttons in this view answer to.
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Makes the button in this view answer to `key` with `modifiers` from
    /// anywhere on screen (unless a focused control uses the key), and lists
    /// it in the host's key hints.
    public func keyboardShortcut(_ key: Key, modifiers: KeyModifiers = []) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes the button in this view answer to `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

/// A button that answers to a keyboard shortcut.
@MainActor
protocol ShortcutTarget: AnyObject {
    var shortcut: KeyboardShortcut? { get }
    var shortcutTitle: String { get }
    var isShortcutEnabled: Bool { get }
    func performShortcut()
}

extension ViewGraph {
    /// The keyboard shortcuts of the buttons on screen, in reading order, for
    /// a footer of key hints.
    public var keyHints: [KeyHint] {
        keyboardShortcuts.map { KeyHint(key: $0.shortcut.displayName, title: $0.title) }
    }

    /// The keyboard shortcuts of the buttons on screen and their titles, in
    /// reading order, for a host that turns them into its own key commands.
    /// Handing such a key to ``handle(_:)`` triggers the button, unless a
    /// focused control uses the key first.
    public var keyboardShortcuts: [(shortcut: KeyboardShortcut, title: String)] {
        listedKeyboardShortcuts.filter(\.isEnabled).map { ($0.shortcut, $0.title) }
    }

    /// Every button's shortcut on screen, the disabled ones too, in reading
    /// order: a host lists the disabled ones dimmed in its help.
    package var listedKeyboardShortcuts: [(shortcut: KeyboardShortcut, title: String, isEnabled: Bool)] {
        input.shortcutTargets.referents
            .sorted { a, b in
                let first = (a as? ViewNode)?.frame.origin ?? .zero
                let second = (b as? ViewNode)?.frame.origin ?? .zero
                return first.y != second.y ? first.y < second.y : first.x < second.x
            }
            .compactMap { target in target.shortcut.map { ($0, target.shortcutTitle, target.isShortcutEnabled) } }
    }

    /// The focused control's own keys, for a host's footer and help.
    package var focusedControlKeys: [ControlKey] {
        focusedNode?.ownKeys ?? []
    }

    func register(shortcutTarget: any ShortcutTarget) {
        input.shortcutTargets.insert(shortcutTarget)
    }

    private func liveShortcutTargets() -> [any ShortcutTarget] {
        input.shortcutTargets.referents.filter(\.isShortcutEnabled)
    }

    /// Triggers the button whose shortcut is `event`, if any.
    func routeShortcut(_ event: KeyEvent) -> Bool {
        guard let target = liveShortcutTargets().first(where: { $0.shortcut?.matches(event) == true }) else { return false }
        target.performShortcut()
        return true
    }
}
