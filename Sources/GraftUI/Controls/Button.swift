import GraftTerminal

/// A control that performs an action: Enter or Space when it has focus, or a
/// click. Its look comes from the ``ButtonStyle`` in the environment.
///
/// ```swift
/// Button("Buy") { checkout.start() }
/// Button("Delete", systemImage: "trash", role: .destructive) { remove() }
/// ```
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Creates a button with a custom label.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// Creates a button titled `title`.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == HStack<TupleView<Image, Text>> {
    /// Creates a button with a symbol and a title.
    public init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) {
            HStack { Image(systemName: systemImage); Text(title) }
        }
    }
}

extension Button: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ButtonNode<Label>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ButtonNode<Label: View>: FocusContainerNode<Button<Label>, AnyView> {
    private var isPressed = false

    override func update(from oldView: Button<Label>?, to newView: Button<Label>) {
        super.update(from: oldView, to: newView)
        if environment.keyboardShortcut != nil { graph.register(shortcutTarget: self) }
        rebuild()
    }

    override func environmentDidChange() {
        if environment.keyboardShortcut != nil { graph.register(shortcutTarget: self) }
        rebuild()
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        isPressed = false
    }

    private func rebuild() {
        guard let button = view else { return }
        let configuration = ButtonStyleConfiguration(label: AnyView(button.label), isPressed: isPressed, role: button.role)
        let style = environment.buttonStyle ?? AnyButtonStyle(BorderedButtonStyle())
        updateContent(style.makeBody(configuration))
    }

    /// Runs the action at once, while the key or click that caused it is
    /// handled, as SwiftUI does; what it changes shows in the next frame.
    func trigger() {
        guard environment.isEnabled, let action = view?.action else { return }
        graph.lastActivatedFocusable = self
        action()
        graph.onNeedsUpdate?()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.enter, []), (.character(" "), []):
            trigger()
            return true
        default:
            return false
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.action {
        case .press(.left):
            isPressed = true
            rebuild()
            return true
        case .release(.left):
            let wasPressed = isPressed
            isPressed = false
            rebuild()
            if wasPressed, frame.contains(event.location) { trigger() }
            return true
        default:
            return false
        }
    }
}

extension ButtonNode: ShortcutTarget {
    var shortcut: KeyboardShortcut? { environment.keyboardShortcut }

    var shortcutTitle: String { view?.title ?? "" }

    var isShortcutEnabled: Bool { isAlive && environment.isEnabled }

    func performShortcut() {
        trigger()
    }
}

/// A button seen from outside the graph: what a host needs to show it as
/// one of its own buttons.
@MainActor
protocol ButtonDescribing {
    var title: String { get }
    var role: ButtonRole? { get }
    var action: @MainActor () -> Void { get }
}

extension Button: ButtonDescribing {
    /// The text of the label, when it is a title (with or without a symbol).
    var title: String {
        if let text = label as? Text { return text.string }
        if let label = label as? HStack<TupleView<Image, Text>> { return label.content.value.1.string }
        return ""
    }
}
