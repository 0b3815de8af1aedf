import GraftTerminal

/// Key press results and names, as SwiftUI's `onKeyPress` uses them.
public enum KeyPress {
    /// Whether a key press handler used the key.
    public enum Result: Hashable, Sendable {
        /// The key was used; nothing else sees it.
        case handled
        /// The key was not used; it goes on to the next handler.
        case ignored
    }
}

private struct FocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether focusable views show the focus effect (reverse video over
    /// their frame) while focused; true unless `focusEffectDisabled()`.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Lets this view take focus (Tab reaches it). While focused it shows
    /// the focus effect, reverse video over its frame, unless
    /// `focusEffectDisabled()`; its content reads `isFocused` from the
    /// environment to draw more.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(content: self, isFocusable: isFocusable)
    }

    /// Turns off the focus effect of the focusable views in this view, for
    /// views that draw their own (reading `isFocused`).
    ///
    /// - Parameter disabled: Whether the effect is off.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { if disabled { $0 = false } }
    }

    /// Runs `action` when `key` is pressed while this view, or a view inside
    /// it, has focus (or nothing has focus).
    public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        KeyPressView(content: self) { event in
            event.key == key && event.modifiers.isEmpty ? action() : .ignored
        }
    }

    /// Runs `action` for every key pressed while this view, or a view inside
    /// it, has focus (or nothing has focus).
    public func onKeyPress(action: @escaping @MainActor (KeyEvent) -> KeyPress.Result) -> some View {
        KeyPressView(content: self, action: action)
    }
}

struct FocusableView<Content: View>: View, PrimitiveView {
    var content: Content
    var isFocusable: Bool

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FocusableViewNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class FocusableViewNode<Content: View>: FocusContainerNode<FocusableView<Content>, Content> {
    override var canBecomeFocused: Bool { super.canBecomeFocused && view?.isFocusable == true }

    override func update(from oldView: FocusableView<Content>?, to newView: FocusableView<Content>) {
        super.update(from: oldView, to: newView)
        updateContent(newView.content)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        if isFocused, environment.isFocusEffectEnabled { canvas.addAttributes(.reverse, in: frame) }
    }

    override var ownKeys: [ControlKey] { environment.focusableKeys }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        environment.focusableMouse?(event, frame, environment) ?? false
    }
}

private struct FocusableMouseKey: EnvironmentKey {
    static let defaultValue: (@MainActor (MouseEvent, Rect, EnvironmentValues) -> Bool)? = nil
}

private struct FocusableKeysKey: EnvironmentKey {
    static let defaultValue: [ControlKey] = []
}

extension EnvironmentValues {
    /// The keys a `.focusable()` view in this view answers to while focused,
    /// for the footer and help: views of other Graft modules (a chart's
    /// arrows) say what their `onKeyPress` handles.
    package var focusableKeys: [ControlKey] {
        get { self[FocusableKeysKey.self] }
        set { self[FocusableKeysKey.self] = newValue }
    }

    /// What a `.focusable()` view in this view does with a mouse event in
    /// its frame (after a press has focused it): views of other Graft
    /// modules (a chart's selection by click) handle the pointer this way.
    package var focusableMouse: (@MainActor (MouseEvent, Rect, EnvironmentValues) -> Bool)? {
        get { self[FocusableMouseKey.self] }
        set { self[FocusableMouseKey.self] = newValue }
    }
}

struct KeyPressView<Content: View>: View, PrimitiveView {
    var content: Content
    var action: @MainActor (KeyEvent) -> KeyPress.Result

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        KeyPressNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class KeyPressNode<Content: View>: ContainerNode<KeyPressView<Content>, Content>, KeyPressHandling {
    override var isStructural: Bool { true }
    /// Registered once for its life: a node reused for another row stays registered.
    private var isRegistered = false

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: KeyPressView<Content>?, to newView: KeyPressView<Content>) {
        if !isRegistered {
            graph.register(keyPressHandler: self)
            isRegistered = true
        }
        updateContent(newView.content)
    }

    func handleKeyPress(_ event: KeyEvent) -> Bool {
        guard let action = view?.action else { return false }
        return action(event) == .handled
    }
}
