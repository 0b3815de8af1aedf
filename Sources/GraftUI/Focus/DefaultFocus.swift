/// When a default focus placement applies.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let rawValue: Int

    /// When focus enters the content by itself (the screen appears, or
    /// comes back with nothing to restore).
    public static let automatic = DefaultFocusEvaluationPriority(rawValue: 0)

    /// Also when the user moves focus into the content from outside.
    public static let userInitiated = DefaultFocusEvaluationPriority(rawValue: 1)
}

extension View {
    /// Gives focus to the view bound to `value` when focus enters this
    /// content without a target of its own, instead of the first control.
    ///
    /// ```swift
    /// @FocusState private var field: Field?
    /// Form { ... }.defaultFocus($field, .address)
    /// ```
    ///
    /// - Parameters:
    ///   - binding: The focus state the content's views are bound to with
    ///     `focused(_:equals:)`.
    ///   - value: The value of the view that should get focus.
    ///   - priority: When the placement applies; `.automatic` by default.
    /// - Returns: The view, with its default focus placement.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        DefaultFocusView(content: self, priority: priority) { binding.wrappedValue = value }
    }
}

struct DefaultFocusView<Content: View>: View, PrimitiveView {
    var content: Content
    var priority: DefaultFocusEvaluationPriority
    var place: @MainActor () -> Void

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        DefaultFocusNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Registers the placement with the graph, which runs it when focus enters
/// the content with no target (see `ViewGraph.focusPreferredControl()`).
@MainActor
final class DefaultFocusNode<Content: View>: ContainerNode<DefaultFocusView<Content>, Content>, DefaultFocusPlacing {
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: DefaultFocusView<Content>?, to newView: DefaultFocusView<Content>) {
        if oldView == nil { graph.register(defaultFocus: self) }
        updateContent(newView.content)
    }

    var appliesToUserMoves: Bool { view?.priority == .userInitiated }

    func placeDefaultFocus() {
        guard isAlive else { return }
        view?.place()
    }
}

/// A `defaultFocus` placement.
@MainActor
protocol DefaultFocusPlacing: AnyObject {
    /// Whether the placement also applies when the user moves focus in.
    var appliesToUserMoves: Bool { get }
    /// Sets the focus binding, which moves focus in the next update.
    func placeDefaultFocus()
}

extension ViewGraph {
    func register(defaultFocus placement: any DefaultFocusPlacing) {
        focusState.defaultPlacements.insert(placement)
    }

    /// Runs the content's default focus placements (with `userInitiated`,
    /// only those of priority `.userInitiated`); whether there was one.
    @discardableResult
    package func placeDefaultFocus(userInitiated: Bool) -> Bool {
        let placements = focusState.defaultPlacements.referents.filter { !userInitiated || $0.appliesToUserMoves }
        for placement in placements { placement.placeDefaultFocus() }
        return !placements.isEmpty
    }
}
