import Observation

/// Bindings to the properties of an `@Observable` object: `$model.name`
/// passes a ``Binding`` to a child view that edits it.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Creates bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Creates bindings to `object`'s properties.
    public init(_ object: Value) {
        self.wrappedValue = object
    }

    /// Itself, so `$model.name` works.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
