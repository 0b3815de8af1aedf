import GraftTerminal

/// A node that can take keyboard focus: controls and `.focusable()` views.
@MainActor
protocol FocusableNode: AnyObject {
    /// The node itself.
    var node: ViewNode { get }
    /// Whether it can take focus now (enabled, on screen).
    var canBecomeFocused: Bool { get }
    /// Whether it has focus; set by the graph.
    var isFocused: Bool { get set }
    /// Handles a key while focused; returns whether it used it.
    func handleKey(_ event: KeyEvent) -> Bool
    /// Handles a mouse event at a cell inside the node; returns whether it used it.
    func handleMouse(_ event: MouseEvent) -> Bool
    /// Handles pasted text while focused; returns whether it used it.
    func handlePaste(_ text: String) -> Bool
    /// Where the terminal cursor goes while the node has focus (nil: hidden).
    var cursorPosition: Point? { get }
    /// The keys the node answers to while focused that a footer and help
    /// should list (its own keys, not the shared navigation ones).
    var ownKeys: [ControlKey] { get }
}

/// A key a focused control answers to, as a footer and help list it.
package struct ControlKey: Hashable, Sendable {
    /// The key.
    package let shortcut: KeyboardShortcut
    /// The footer's short title ("Select").
    package let title: String
    /// Help's longer description.
    package let description: String

    /// A key, its footer title and its help description.
    package init(shortcut: KeyboardShortcut, title: String, description: String) {
        self.shortcut = shortcut
        self.title = title
        self.description = description
    }

    /// Space in a list of several selected rows.
    static let selectInList = ControlKey(
        shortcut: KeyboardShortcut(.character(" ")), title: "Select",
        description: "Select or deselect the cursor row (the cursor is the reversed or gray row)")
}

private struct FocusFlagKey: EnvironmentKey {
    static let defaultValue = false
}

/// A container that is focusable: it tells its content whether it has focus
/// through `isFocused` in the environment, and redraws when that changes.
@MainActor
class FocusContainerNode<Container: View, Content: View>: ContainerNode<Container, Content>, FocusableNode {
    var node: ViewNode { self }
    private var focusedEnvironment = DerivedEnvironment<Bool>()

    var isFocused = false {
        didSet {
            guard isFocused != oldValue else { return }
            content?.propagateEnvironment(environmentForChildren(environment))
            setNeedsDisplay()
            focusDidChange()
        }
    }

    var canBecomeFocused: Bool { isAlive && environment.isEnabled && !frame.isEmpty }

    /// Whether the graph lists this node among its focusables; a reused
    /// node still is, so it is not listed twice.
    private var isRegisteredFocusable = false

    override func update(from oldView: Container?, to newView: Container) {
        guard !isRegisteredFocusable else { return }
        isRegisteredFocusable = true
        graph.register(focusable: self)
    }

    /// A control reused for another element must not come back with the
    /// focus, or the claim to it, of the one it stood for.
    override func forgetIdentity() {
        super.forgetIdentity()
        graph.forgetFocus(of: self)
        if isFocused { isFocused = false }
    }

    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        let base = super.environmentForChildren(inherited)
        let focused = isFocused
        return focusedEnvironment.derive(from: base, input: focused) { $0.isFocused = focused }
    }

    /// Called after focus arrives or leaves.
    func focusDidChange() {}

    func handleKey(_ event: KeyEvent) -> Bool { false }

    func handleMouse(_ event: MouseEvent) -> Bool { false }

    func handlePaste(_ text: String) -> Bool { false }

    var cursorPosition: Point? { nil }

    var ownKeys: [ControlKey] { [] }

}
