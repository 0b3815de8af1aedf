/// Which view has focus, as state a view owns: bind it to focusable views with
/// `.focused(_:)` or `.focused(_:equals:)`; setting it moves focus.
///
/// ```swift
/// enum Field { case search, quantity }
/// @FocusState private var field: Field?
/// TextField("Search", text: $query).focused($field, equals: .search)
/// Button("Find") { field = .search }
/// ```
@propertyWrapper
@MainActor
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// Creates focus state for a `Bool` (focused or not).
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Creates focus state for an optional value (nil: none of the bound views).
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        state = State(wrappedValue: nil)
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding {
        Binding(value: state.projectedValue)
    }

    /// A binding to focus state.
    @MainActor
    public struct Binding {
        let value: GraftUI.Binding<Value>

        /// The focused value.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }
    }
}

extension FocusState: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        state.install(in: node, at: index)
    }
}

extension View {
    /// Binds whether this view (or the focusable view inside it) has focus to `condition`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusBindingView(content: self, isFocused: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 })
    }

    /// Binds focus on this view to `binding` having `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        FocusBindingView(
            content: self,
            isFocused: { binding.wrappedValue == value },
            setFocused: { focused in
                if focused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = nil
                }
            }
        )
    }
}

struct FocusBindingView<Content: View>: View, PrimitiveView {
    var content: Content
    var isFocused: @MainActor () -> Bool
    var setFocused: @MainActor (Bool) -> Void

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FocusBindingNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Keeps a focus binding and the graph's focus in step, both ways.
@MainActor
final class FocusBindingNode<Content: View>: ContainerNode<FocusBindingView<Content>, Content>, FocusObserving {
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: FocusBindingView<Content>?, to newView: FocusBindingView<Content>) {
        if oldView == nil { graph.register(focusObserver: self) }
        updateContent(newView.content)
        // The binding asks for focus: give it to the first focusable view inside, once laid out.
        if newView.isFocused(), !containsFocus {
            graph.enqueueLifecycleAction { [weak self] in self?.takeFocus(retryingAfterLayout: true) }
        }
    }

    private var containsFocus: Bool {
        guard let focused = graph.focusedNode?.node else { return false }
        var node: ViewNode? = focused
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// Focuses the first focusable view inside. A binding set in the same
    /// update that builds the control (in `onAppear`, say) finds nothing
    /// laid out yet, so it tries once more after the layout.
    private func takeFocus(retryingAfterLayout: Bool) {
        guard isAlive, view?.isFocused() == true, !containsFocus else { return }
        let candidates = graph.focusOrder().filter { candidate in
            var node: ViewNode? = candidate.node
            while let current = node {
                if current === self { return true }
                node = current.parent
            }
            return false
        }
        if let first = candidates.first {
            graph.focus(first)
        } else if retryingAfterLayout {
            graph.layoutState.actionsAfterLayout.append { [weak self] in self?.takeFocus(retryingAfterLayout: false) }
        }
    }

    func focusDidMove() {
        guard isAlive, let view else { return }
        let inside = containsFocus
        if inside != view.isFocused() { view.setFocused(inside) }
    }
}

/// Told whenever focus moves.
@MainActor
protocol FocusObserving: AnyObject {
    func focusDidMove()
}
