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
            HStack {
                Image(systemName: systemImage)
                Text(title)
            }
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
    /// Whether the graph lists this button among its shortcut targets; it
    /// is listed once, the first time it has a shortcut, for its life.
    private var isRegisteredShortcutTarget = false
    /// The label, where the style's `configuration.label` finds it.
    private var labelSource: TypedButtonLabelSource<Label>?
    /// What the style's body was last made from: while the style, the
    /// pressed state, the role and the environment are the same, a new
    /// label is shown in place and the body is not made again.
    private var madeFrom: (style: AnyButtonStyle, isPressed: Bool, role: ButtonRole?, environment: UInt64)?

    override func update(from oldView: Button<Label>?, to newView: Button<Label>) {
        super.update(from: oldView, to: newView)
        registerShortcutTargetIfNeeded()
        if let labelSource {
            labelSource.label = newView.label
        } else {
            labelSource = TypedButtonLabelSource(label: newView.label)
        }
        rebuild()
    }

    private func registerShortcutTargetIfNeeded() {
        guard !isRegisteredShortcutTarget, environment.keyboardShortcut != nil else { return }
        isRegisteredShortcutTarget = true
        graph.register(shortcutTarget: self)
    }

    override func environmentDidChange() {
        registerShortcutTargetIfNeeded()
        // The content hears of the new environment as it is handed down; only
        // another style needs a new body.
        guard let madeFrom, madeFrom.style == currentStyle else { return rebuild() }
        self.madeFrom?.environment = environment.version
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        isPressed = false
        madeFrom = nil
    }

    private var currentStyle: AnyButtonStyle {
        environment.buttonStyle ?? AnyButtonStyle(BorderedButtonStyle())
    }

    private func rebuild() {
        guard let button = view, let labelSource else { return }
        let style = currentStyle
        if let madeFrom, content != nil, madeFrom.isPressed == isPressed, madeFrom.role == button.role,
            madeFrom.environment == environment.version, madeFrom.style == style
        {
            labelSource.labelDidChange()
            return
        }
        madeFrom = (style, isPressed, button.role, environment.version)
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(source: labelSource), isPressed: isPressed, role: button.role)
        updateContent(style.makeBody(configuration))
    }

    /// Runs the action at once, while the key or click that caused it is
    /// handled, as SwiftUI does; what it changes shows in the next frame.
    func trigger() {
        guard environment.isEnabled, let action = view?.action else { return }
        graph.focusState.lastActivated = self
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
