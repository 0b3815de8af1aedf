/// Watches an ``ObservableObject`` passed in from outside: the view's body is
/// re-evaluated whenever the object is about to change.
@propertyWrapper
@MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Watches `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObjectBindings<ObjectType> {
        ObjectBindings(object: wrappedValue)
    }
}

extension ObservedObject: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        ObjectSubscription.watch(wrappedValue, in: node, at: index)
    }
}

/// Owns an ``ObservableObject``: created once, the first time the view
/// appears, kept for the life of the view's identity, and watched like
/// ``ObservedObject``.
@propertyWrapper
@MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let location = ObjectLocation<ObjectType>()

    /// Creates the object with `thunk` the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = location.object { return object }
        // Read outside a view on screen: a fresh object each time, as nothing keeps it.
        let object = make()
        location.object = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObjectBindings<ObjectType> {
        ObjectBindings(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        if let existing = node.propertyStorage[index] as? ObjectSubscription, let object = existing.object as? ObjectType {
            location.object = object
        } else {
            let object = make()
            location.object = object
            node.propertyStorage[index] = ObjectSubscription(object: object, node: node)
        }
    }
}

/// Reads an ``ObservableObject`` an ancestor placed with
/// `.environmentObject(_:)`, and watches it. Reading it when none was placed
/// is a programmer error.
@propertyWrapper
@MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let location = ObjectLocation<ObjectType>()

    /// Creates the property.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            preconditionFailure("No \(ObjectType.self) in the environment: place one with .environmentObject(_:) on an ancestor")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObjectBindings<ObjectType> {
        ObjectBindings(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        node.readsEnvironment = true
        let (found, reads) = EnvironmentReads.recording { node.environment[EnvironmentObjectKey<ObjectType>.self] }
        node.environmentReads.merge(reads) { first, _ in first }
        guard let object = found else { return }
        location.object = object
        ObjectSubscription.watch(object, in: node, at: index)
    }
}

struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Places `object` for ``EnvironmentObject`` properties in this view and the views inside it.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        EnvironmentWriterView(content: self, value: ObjectIdentifier(object), write: { $0[EnvironmentObjectKey<ObjectType>.self] = object })
    }
}

/// Bindings to an object's properties, reached with dynamic member lookup.
@dynamicMemberLookup
@MainActor
public struct ObjectBindings<ObjectType: AnyObject> {
    let object: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
        let object = object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// Where a `StateObject` or `EnvironmentObject` finds its object.
@MainActor
final class ObjectLocation<ObjectType: AnyObject> {
    var object: ObjectType?
}

/// A node's subscription to one object's `objectWillChange`.
@MainActor
final class ObjectSubscription: PropertyStorage {
    let object: AnyObject
    private var cancellable: AnyCancellable?

    init<ObjectType: ObservableObject>(object: ObjectType, node: AnyCompositeNode) {
        self.object = object
        cancellable = object.objectWillChange.sink { [weak node] in
            MainQueue.run { node?.setNeedsBodyEvaluation() }
        }
    }

    /// Keeps `node` subscribed to `object` at `index`, replacing a
    /// subscription to a different object.
    static func watch<ObjectType: ObservableObject>(_ object: ObjectType, in node: AnyCompositeNode, at index: Int) {
        if let existing = node.propertyStorage[index] as? ObjectSubscription, existing.object === object { return }
        (node.propertyStorage[index] as? ObjectSubscription)?.tearDown()
        node.propertyStorage[index] = ObjectSubscription(object: object, node: node)
    }

    func tearDown() {
        cancellable?.cancel()
        cancellable = nil
    }
}
