/// Read and write access to a value owned elsewhere, such as a parent's ``State``.
///
/// ```swift
/// struct Stepper: View {
///     @Binding var value: Int
///     var body: some View { Button("+") { value += 1 } }
/// }
/// // Stepper(value: $count)
/// ```
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value>: DynamicProperty {
    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value) -> Void
    /// The value when the binding was made. Two bindings to the same storage
    /// are the same closures; the snapshot is what tells a view holding the
    /// binding that the value it shows has changed.
    private let snapshot: Value

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getValue = get
        setValue = set
        snapshot = get()
    }

    /// Creates a binding from another binding (`@Binding var x: Int` initialised with `$y`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes; for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so `$value` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = getValue
        let setValue = setValue
        return Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { newValue in
                var value = getValue()
                value[keyPath: keyPath] = newValue
                setValue(value)
            }
        )
    }
}
