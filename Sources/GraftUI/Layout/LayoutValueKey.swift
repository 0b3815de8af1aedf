/// A key for a value a view hands to the ``Layout`` that arranges it.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
    /// The type of value.
    associatedtype Value
    /// The value of a subview that did not set one.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the layout that arranges this view `value` for `key`. Apply it
    /// last, outside `frame` and `padding`: the layout reads it from its
    /// subview, the outermost view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueView<Self, K>(content: self, value: value)
    }
}

struct LayoutValueView<Content: View, Key: LayoutValueKey>: View, PrimitiveView {
    var content: Content
    var value: Key.Value

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LayoutValueNode<Content, Key>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class LayoutValueNode<Content: View, Key: LayoutValueKey>: ContainerNode<LayoutValueView<Content, Key>, Content> {
    override func update(from oldView: LayoutValueView<Content, Key>?, to newView: LayoutValueView<Content, Key>) {
        // Values need not be equatable: the layout reading it measures again.
        if oldView != nil { invalidateLayout() }
        updateContent(newView.content)
    }

    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? view?.value : content?.layoutValue(for: key)
    }

    /// The value sits around the view without hiding its priority.
    override var layoutPriority: Double {
        let children = layoutChildren
        return children.count == 1 ? children[0].layoutPriority : 0
    }
}
