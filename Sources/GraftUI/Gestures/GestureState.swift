/// A value a gesture sets while it runs, back to its initial value when the
/// gesture ends: SwiftUI's `@GestureState`.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// var body: some View {
///     Card().offset(dragOffset)
///         .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// }
/// ```
@propertyWrapper
@MainActor
public struct GestureState<Value>: DynamicProperty {
    private let storage: State<Value>
    private let initialValue: Value

    /// Gesture state that starts, and resets to, `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
    }

    /// Gesture state that starts, and resets to, `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Gesture state whose reset runs in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Gesture state whose reset calls `reset` with the value and the
    /// transaction first.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value { storage.wrappedValue }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) {
        storage.wrappedValue = value
    }

    func reset() {
        storage.wrappedValue = initialValue
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state that starts, and resets to, nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension GestureState: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        storage.install(in: node, at: index)
    }
}
