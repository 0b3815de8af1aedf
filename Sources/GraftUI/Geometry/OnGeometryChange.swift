import Foundation
import GraftTerminal

extension View {
    /// Runs `action` with the value `transform` makes of this view's
    /// geometry whenever that value changes, the first layout included.
    ///
    /// ```swift
    /// Text(title)
    ///     .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    /// ```
    ///
    /// `transform` runs each time the view is placed; `action` runs after
    /// that layout, never inside it, so state it changes makes another
    /// update (the next frame). A value equal to the last one runs nothing.
    /// The view lays out as it would without the modifier.
    ///
    /// - Parameters:
    ///   - type: The type of the value made from the geometry.
    ///   - transform: Makes the value from the view's ``GeometryProxy``.
    ///   - action: Runs with the new value.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        GeometryChangeView(content: self, transform: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and new values `transform` makes of this
    /// view's geometry whenever that value changes, the first layout
    /// included (then both are the first value).
    ///
    /// - Parameters:
    ///   - type: The type of the value made from the geometry.
    ///   - transform: Makes the value from the view's ``GeometryProxy``.
    ///   - action: Runs with the value before and after the change.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        GeometryChangeView(content: self, transform: transform, action: action)
    }
}

struct GeometryChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    var content: Content
    var transform: (GeometryProxy) -> Value
    var action: (Value, Value) -> Void

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GeometryChangeNode<Content, Value>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lays its content out as it is; each time it is placed it measures the
/// value and, when it changed, queues the action to run after the layout.
@MainActor
final class GeometryChangeNode<Content: View, Value: Equatable>: ContainerNode<GeometryChangeView<Content, Value>, Content> {
    private var scale = PointScale()
    /// The value the action last reported (or is queued to report).
    private var lastValue: Value?

    override func update(from oldView: GeometryChangeView<Content, Value>?, to newView: GeometryChangeView<Content, Value>) {
        // A new transform may make another value of the same geometry.
        if scale.refresh(from: environment) || oldView != nil { setNeedsPlacement() }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { setNeedsPlacement() }
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        lastValue = nil
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(in: rect, proposal: proposal)
        guard let view else { return }
        let value = view.transform(geometryProxy(for: rect, scale: scale.value))
        guard value != lastValue else { return }
        let oldValue = lastValue ?? value
        lastValue = value
        // After the layout, with the action the view holds then: an action
        // that changes state would otherwise reconcile mid-layout.
        let identity = reuseCount
        graph.enqueueLifecycleAction { [weak self] in
            guard let self, self.isAlive, self.reuseCount == identity else { return }
            self.view?.action(oldValue, value)
        }
    }
}
