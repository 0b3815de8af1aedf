import GraftTerminal

/// A control that turns an option on or off: Enter, Space or a click flips it.
/// Its look comes from the ``ToggleStyle`` in the environment: a switch
/// (`[ ●]` / `[○ ]`) by default or, with `.toggleStyle(.checkbox)`, a
/// checkbox (`[x]` / `[ ]`), before its label.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == GraftUI.Label<Text, Image> {
    /// Creates a toggle titled `title` with a symbol; `.labelStyle(.iconOnly)`
    /// leaves just the symbol, for a toolbar.
    public init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GraftUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ToggleNode<Label>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ToggleNode<Label: View>: FocusContainerNode<Toggle<Label>, AnyView> {
    override func update(from oldView: Toggle<Label>?, to newView: Toggle<Label>) {
        super.update(from: oldView, to: newView)
        rebuild()
    }

    override func environmentDidChange() {
        rebuild()
    }

    private func rebuild() {
        guard let toggle = view else { return }
        let style = environment.toggleStyle ?? AnyToggleStyle(DefaultToggleStyle())
        updateContent(style.makeBody(ToggleStyleConfiguration(label: AnyView(toggle.label), isOn: toggle.isOn)))
    }

    private func flip() {
        guard environment.isEnabled, let binding = view?.isOn else { return }
        binding.wrappedValue.toggle()
        rebuild()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.enter, []), (.character(" "), []):
            flip()
            return true
        default:
            return false
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .release(.left) = event.action else { return event.action == .press(.left) }
        if frame.contains(event.location) { flip() }
        return true
    }
}
