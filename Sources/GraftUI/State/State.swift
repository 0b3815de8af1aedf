/// A value a view owns: kept across body evaluations, and reset when the view's
/// identity changes. Writing it re-evaluates the view's body.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Tapped \(count) times") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
@MainActor
public struct State<Value>: DynamicProperty {
    private let location: StateLocation<Value>

    /// Creates state with an initial value, used the first time the view appears.
    public init(wrappedValue: Value) {
        location = StateLocation(initialValue: wrappedValue)
    }

    /// Creates state with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value. Setting it outside a view that is on screen has no effect.
    public var wrappedValue: Value {
        get { location.box?.value ?? location.initialValue }
        nonmutating set { location.box?.set(newValue) }
    }

    /// A binding to the value, for a child view that edits it.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(
            get: { location.box?.value ?? location.initialValue },
            set: { location.box?.set($0) }
        )
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state that starts as nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        if let box = node.propertyStorage[index] as? StateBox<Value> {
            location.box = box
        } else {
            let box = StateBox(value: location.initialValue, node: node)
            node.propertyStorage[index] = box
            location.box = box
        }
    }
}

/// Where one `State` value lives: created with the view value, and pointed at
/// its node's box when the body is about to run.
@MainActor
final class StateLocation<Value> {
    let initialValue: Value
    var box: StateBox<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }
}

/// The storage a node keeps for one `State`.
@MainActor
final class StateBox<Value>: PropertyStorage {
    private(set) var value: Value
    private weak var node: AnyCompositeNode?

    init(value: Value, node: AnyCompositeNode) {
        self.value = value
        self.node = node
    }

    func set(_ newValue: Value) {
        value = newValue
        node?.setNeedsBodyEvaluation()
    }

    func tearDown() {
        node = nil
    }
}
