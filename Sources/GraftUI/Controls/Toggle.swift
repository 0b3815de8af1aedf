import GraftTerminal

/// A control that turns an option on or off: Enter, Space or a click flips it.
/// Drawn as a switch (`[ ●]` / `[○ ]`) or, with `.toggleStyle(.checkbox)`, a
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

/// How toggles look.
public enum ToggleStyle: Hashable, Sendable {
    /// A switch: `[ ●]` on, `[○ ]` off.
    case `switch`
    /// A checkbox: `[x]` on, `[ ]` off.
    case checkbox
    /// The platform default: a switch.
    case automatic
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = ToggleStyle.automatic
}

extension EnvironmentValues {
    /// The style toggles use.
    public var toggleStyle: ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle(_ style: ToggleStyle) -> some View {
        environment(\.toggleStyle, style)
    }
}

extension Toggle: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ToggleNode<Label>(graph: graph, parent: parent, environment: environment)
    }
}

/// The look of a toggle.
struct ToggleChrome<Label: View>: View {
    let isOn: Bool
    let style: ToggleStyle
    let label: Label
    @Environment(\.isFocused) private var isFocused
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        let indicator = style == .checkbox ? (isOn ? "[x]" : "[ ]") : (isOn ? "[ ●]" : "[○ ]")
        return HStack {
            Text(indicator)
                .foregroundStyle(isOn ? tint : .gray)
                .transformEnvironment(\.textAttributes) { if isFocused { $0.insert(.reverse) } }
                .accessibilityHidden(true)
            label
        }
        .transformEnvironment(\.textAttributes) { if !isEnabled { $0.insert(.dim) } }
    }
}

@MainActor
final class ToggleNode<Label: View>: FocusContainerNode<Toggle<Label>, ToggleChrome<Label>> {
    override func update(from oldView: Toggle<Label>?, to newView: Toggle<Label>) {
        super.update(from: oldView, to: newView)
        rebuild()
    }

    override func environmentDidChange() {
        rebuild()
    }

    private func rebuild() {
        guard let toggle = view else { return }
        updateContent(ToggleChrome(isOn: toggle.isOn.wrappedValue, style: environment.toggleStyle, label: toggle.label))
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
