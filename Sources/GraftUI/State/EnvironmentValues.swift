import Synchronization

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
    /// A stored value and the version it was set at. The value is boxed
    /// by its key's value type, which the key's identity fixes, so reading
    /// it back is a pointer cast rather than a dynamic cast from `Any`
    /// (environment reads are on every node's update path).
    private struct Entry {
        var box: AnyObject
        var version: UInt64
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var values: [ObjectIdentifier: Entry] = [:]
    /// Changes whenever a value is set, so nodes can tell cheaply that their
    /// environment is unchanged.
    private(set) var version = EnvironmentVersion.next()

    /// An environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let identifier = ObjectIdentifier(key)
            let entry = values[identifier]
            EnvironmentReads.record(identifier, version: entry?.version ?? 0)
            guard let entry else { return Key.defaultValue }
            return unsafeDowncast(entry.box, to: Box<Key.Value>.self).value
        }
        set {
            let next = EnvironmentVersion.next()
            values[ObjectIdentifier(key)] = Entry(box: Box(newValue), version: next)
            version = next
        }
    }

    /// The value for `key` without recording the read as a dependency of
    /// the body being evaluated, for nodes that react to a change themselves.
    func unrecordedValue<Key: EnvironmentKey>(for key: Key.Type) -> Key.Value {
        guard let entry = values[ObjectIdentifier(key)] else { return Key.defaultValue }
        return unsafeDowncast(entry.box, to: Box<Key.Value>.self).value
    }

    /// The version at which the value for a key was set (0 for the default).
    func version(of key: ObjectIdentifier) -> UInt64 {
        values[key]?.version ?? 0
    }
}

/// Process-wide counter for environment versions.
enum EnvironmentVersion {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}

/// Records which environment keys a body reads, so a view is re-evaluated
/// only when one of those keys changes.
enum EnvironmentReads {
    /// The keys read (with the version seen) while recording, per thread.
    @TaskLocal static var recorder: ReadRecorder?

    static func record(_ key: ObjectIdentifier, version: UInt64) {
        if let recorder { recorder.reads[key] = version }
    }

    /// Runs `body`, returning what it read.
    static func recording<Result>(_ body: () -> Result) -> (Result, [ObjectIdentifier: UInt64]) {
        let recorder = ReadRecorder()
        let result = $recorder.withValue(recorder) { body() }
        return (result, recorder.reads)
    }

    /// Collects reads; used by one body evaluation on one thread.
    final class ReadRecorder: @unchecked Sendable {
        var reads: [ObjectIdentifier: UInt64] = [:]
    }
}
