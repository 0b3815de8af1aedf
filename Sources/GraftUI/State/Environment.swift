import Observation

/// Reads a value from the view's environment.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.isEnabled) private var isEnabled
///     @Environment(CartModel.self) private var cart
///     var body: some View { Text("\(cart.count)").foregroundColor(isEnabled ? .cyan : .gray) }
/// }
/// ```
///
/// A view that reads the environment is re-evaluated when its environment changes.
@propertyWrapper
@MainActor
public struct Environment<Value>: DynamicProperty {
    private let read: @MainActor (EnvironmentValues) -> Value
    private let location = EnvironmentLocation()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads an observable object placed with `.environment(_:)`. Reading it
    /// when none was placed is a programmer error.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: type) else {
                preconditionFailure("No \(Value.self) in the environment: place one with .environment(_:) on an ancestor")
            }
            return object
        }
    }

    /// The current value.
    public var wrappedValue: Value {
        read(location.environment ?? EnvironmentValues())
    }
}

extension Environment: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        node.readsEnvironment = true
        location.environment = node.environment
        // The property depends on its value whenever the body uses it.
        let (_, reads) = EnvironmentReads.recording { _ = read(node.environment) }
        node.environmentReads.merge(reads) { first, _ in first }
    }
}

/// Where an `Environment` property finds its node's environment.
@MainActor
final class EnvironmentLocation {
    var environment: EnvironmentValues?
}

extension EnvironmentValues {
    /// The observable object of `type` placed with `.environment(_:)`, if any.
    public func object<Object: AnyObject & Observable>(of type: Object.Type) -> Object? {
        self[ObjectKey<Object>.self]
    }

    /// Places an observable object for `@Environment(Object.self)`.
    public mutating func setObject<Object: AnyObject & Observable>(_ object: Object?) {
        self[ObjectKey<Object>.self] = object
    }

    private struct ObjectKey<Object: AnyObject>: EnvironmentKey {
        static var defaultValue: Object? { nil }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentWriterView(content: self, value: value, write: { $0[keyPath: keyPath] = value })
    }

    /// Places an observable object for `@Environment(Object.self)` in this view and the views inside it.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        EnvironmentWriterView(content: self, value: object.map(ObjectIdentifier.init), write: { $0.setObject(object) })
    }
}

struct EnvironmentWriterView<Content: View, Value>: View, PrimitiveView, EnvironmentWriting {
    var content: Content
    var value: Value
    var write: @MainActor (inout EnvironmentValues) -> Void

    var writtenContent: any View { content }

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        EnvironmentWriterNode<Content, Value>(graph: graph, parent: parent, environment: environment)
    }
}

/// A modifier that only changes its content's environment (`disabled`,
/// `keyboardShortcut`, `environment`, ...), which hosts can see through.
@MainActor
protocol EnvironmentWriting {
    /// The view the environment is changed for.
    var writtenContent: any View { get }
    /// Changes `environment` as the modifier does for its content.
    var write: @MainActor (inout EnvironmentValues) -> Void { get }
}

/// Derives its children's environment from its own, and keeps the derived
/// environment (and its version) while neither the inherited environment nor
/// an equatable value changed, so unchanged readers below are not re-evaluated.
@MainActor
final class EnvironmentWriterNode<Content: View, Value>: ContainerNode<EnvironmentWriterView<Content, Value>, Content> {
    private var derived: EnvironmentValues?
    private var derivedFrom: UInt64?
    /// The last view's value and write, kept apart from the view: reading
    /// them through the optional view would copy its whole content first.
    private var value: Value?
    private var write: (@MainActor (inout EnvironmentValues) -> Void)?

    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: EnvironmentWriterView<Content, Value>?, to newView: EnvironmentWriterView<Content, Value>) {
        let sameValue = value.map { ViewComparison.areEqual($0, newView.value) } ?? false
        value = newView.value
        write = newView.write
        if !sameValue || derivedFrom != environment.version {
            derived = nil
        }
        updateContent(newView.content)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        value = nil
        write = nil
    }

    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        if let derived, derivedFrom == inherited.version { return derived }
        var environment = inherited
        write?(&environment)
        derived = environment
        derivedFrom = inherited.version
        return environment
    }
}
