/// A value views pass up to their ancestors, such as a navigation title:
/// set with `.preference(key:value:)`, read with `.onPreferenceChange(_:perform:)`.
///
/// When several views below a reader set a value, `reduce` combines them in
/// tree order, a view's own value before those of the views inside it (so
/// with "the next value wins", the innermost title wins, and lists of
/// requests accumulate).
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets `value` for `key`, for ancestors that read it.
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
        PreferenceWriterView<Self, Key>(content: self, value: value)
    }

    /// Runs `action` with the combined value of `key` below this view whenever it changes
    /// (and once with the first value).
    public func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, perform action: @escaping @MainActor (Key.Value) -> Void
    ) -> some View where Key.Value: Equatable {
        PreferenceReaderView<Self, Key>(content: self, action: action)
    }
}

struct PreferenceWriterView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    var content: Content
    var value: Key.Value

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PreferenceWriterNode<Content, Key>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node that contributes a preference value.
@MainActor
protocol PreferenceContributing: AnyObject {
    var preferenceKey: ObjectIdentifier { get }
    var preferenceValue: Any { get }
}

@MainActor
final class PreferenceWriterNode<Content: View, Key: PreferenceKey>: ContainerNode<PreferenceWriterView<Content, Key>, Content>,
    PreferenceContributing
{
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    var preferenceKey: ObjectIdentifier { ObjectIdentifier(Key.self) }
    var preferenceValue: Any { view?.value ?? Key.defaultValue }

    override func update(from oldView: PreferenceWriterView<Content, Key>?, to newView: PreferenceWriterView<Content, Key>) {
        updateContent(newView.content)
        graph.preferencesMayHaveChanged()
    }

    override func willBeRemoved() {
        graph.preferencesMayHaveChanged()
    }
}

struct PreferenceReaderView<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    var content: Content
    var action: @MainActor (Key.Value) -> Void

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PreferenceReaderNode<Content, Key>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node that reads a preference from its subtree after updates.
@MainActor
protocol PreferenceReading: AnyObject {
    func readPreference()
}

@MainActor
final class PreferenceReaderNode<Content: View, Key: PreferenceKey>: ContainerNode<PreferenceReaderView<Content, Key>, Content>,
    PreferenceReading
where Key.Value: Equatable {
    private var lastValue: Key.Value?

    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: PreferenceReaderView<Content, Key>?, to newView: PreferenceReaderView<Content, Key>) {
        if oldView == nil { graph.register(preferenceReader: self) }
        updateContent(newView.content)
        graph.preferencesMayHaveChanged()
    }

    func readPreference() {
        guard isAlive, let content else { return }
        var value = Key.defaultValue
        PreferenceCollection.collect(Key.self, from: content, into: &value)
        guard value != lastValue else { return }
        lastValue = value
        view?.action(value)
    }
}

@MainActor
enum PreferenceCollection {
    /// Combines the values of `key` below `node` in tree order, a writer's own
    /// value before its content's.
    static func collect<Key: PreferenceKey>(_ key: Key.Type, from node: ViewNode, into value: inout Key.Value) {
        if let writer = node as? any PreferenceContributing, writer.preferenceKey == ObjectIdentifier(Key.self),
            let next = writer.preferenceValue as? Key.Value
        {
            Key.reduce(value: &value, nextValue: { next })
        }
        for child in node.children { collect(key, from: child, into: &value) }
    }
}
