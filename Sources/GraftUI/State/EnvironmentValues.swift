/// A key for a value in ``EnvironmentValues``.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.cyan
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view above has set one.
    static var defaultValue: Value { get }
}

/// Values a view inherits from the views above it, such as the color scheme
/// or whether controls are enabled. Read them with ``Environment``, set them
/// for a subtree with `.environment(_:_:)`.
public struct EnvironmentValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes whenever a value is set, so nodes can tell cheaply that their
    /// environment is unchanged.
    private(set) var version = EnvironmentVersion.next()

    /// An environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            version = EnvironmentVersion.next()
        }
    }
}

/// Process-wide counter for environment versions.
enum EnvironmentVersion {
    nonisolated(unsafe) private static var counter: UInt64 = 0

    static func next() -> UInt64 {
        // Environments are built on the main actor; a torn increment elsewhere
        // would only cost an extra re-evaluation, never a missed one, because
        // versions are compared for inequality.
        counter &+= 1
        return counter
    }
}
