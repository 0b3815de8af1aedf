/// A property that gives a view an identifier of its own, stable for the
/// view's lifetime, for APIs that relate views to each other within it
/// (``View/focusScope(_:)`` and ``View/prefersDefaultFocus(_:in:)``).
///
/// ```swift
/// struct Toolbar: View {
///     @Namespace private var toolbar
///     var body: some View {
///         HStack {
///             Button("Cut") {}
///             Button("Paste") {}.prefersDefaultFocus(in: toolbar)
///         }
///         .focusScope(toolbar)
///     }
/// }
/// ```
@propertyWrapper
@MainActor
public struct Namespace: DynamicProperty {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        fileprivate let value: Int
    }

    private let location = NamespaceLocation()

    /// Creates a namespace; it gets its identifier when its view is first evaluated.
    public init() {}

    /// The identifier, the same on every evaluation of the view's body.
    /// Read outside a body, each namespace has an identifier of its own.
    public var wrappedValue: ID { location.box?.id ?? location.unboundID }
}

extension Namespace: InstallableProperty {
    func install(in node: AnyCompositeNode, at index: Int) {
        if let box = node.propertyStorage[index] as? NamespaceBox {
            location.box = box
        } else {
            let box = NamespaceBox(id: NamespaceBox.makeID())
            node.propertyStorage[index] = box
            location.box = box
        }
    }
}

/// Where one `Namespace` finds its node's identifier.
@MainActor
final class NamespaceLocation {
    var box: NamespaceBox?
    private(set) lazy var unboundID = NamespaceBox.makeID()
}

/// A namespace identifier kept in its view's node.
@MainActor
final class NamespaceBox: PropertyStorage {
    let id: Namespace.ID
    private static var lastID = 0

    init(id: Namespace.ID) {
        self.id = id
    }

    static func makeID() -> Namespace.ID {
        lastID += 1
        return Namespace.ID(value: lastID)
    }

    func tearDown() {}
}
