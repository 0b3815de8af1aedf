/// Settings for the snapshot assertions run inside a scope: a test or suite
/// with the `Testing/Trait/snapshots(record:)` trait, or the body of
/// ``withSnapshotTesting(record:operation:)``.
///
/// An assertion's `record:` argument wins over the innermost scope, which
/// wins over the environment variable `GRAFT_SNAPSHOT_RECORD`; without any of
/// them, references that are missing are recorded (``Record/missing``).
public struct SnapshotTestingConfiguration: Hashable, Sendable {
    /// When a snapshot assertion writes its reference file.
    public enum Record: String, CaseIterable, Hashable, Sendable {
        /// Write every reference, and fail every assertion, so recording is
        /// never left on by accident.
        case all
        /// Record missing references and overwrite the ones that do not
        /// match; those assertions fail, showing the difference.
        case failed
        /// Record references that do not exist yet; the assertion fails once,
        /// saying it recorded. The default.
        case missing
        /// Never write; a missing reference is a failure. For CI.
        case never

        /// The environment variable that sets the mode for a whole run when
        /// neither an assertion nor a scope does, such as
        /// `GRAFT_SNAPSHOT_RECORD=failed swift test`.
        public static let environmentVariable = "GRAFT_SNAPSHOT_RECORD"
    }

    /// The record mode of the scope's assertions; nil leaves it to an outer
    /// scope or the environment.
    public var record: Record?

    /// Creates a configuration.
    ///
    /// - Parameter record: The record mode; nil leaves it to an outer scope
    ///   or the environment.
    public init(record: Record? = nil) {
        self.record = record
    }

    /// The configuration of the innermost scope, or nil outside every scope.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// This configuration inside `outer`: what this one leaves open, the outer one decides.
    func inside(_ outer: SnapshotTestingConfiguration?) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: record ?? outer?.record)
    }
}

extension SnapshotTestingConfiguration.Record {
    /// The mode an assertion uses: `explicit` when given, else the scope's,
    /// else the environment variable's, else ``missing``.
    ///
    /// - Returns: The mode, and a complaint when the variable holds something
    ///   other than a mode's name (it is then ignored).
    static func resolve(
        _ explicit: Self?, scoped: Self?, environment: [String: String]
    ) -> (mode: Self, complaint: String?) {
        if let mode = explicit ?? scoped { return (mode, nil) }
        guard let value = environment[environmentVariable], !value.isEmpty else { return (.missing, nil) }
        guard let mode = Self(rawValue: value.lowercased()) else {
            let valid = allCases.map(\.rawValue).joined(separator: ", ")
            return (.missing, "\(environmentVariable)=\(value) is not a record mode; use one of \(valid). Using 'missing'.")
        }
        return (mode, nil)
    }
}

/// Runs `operation` with snapshot assertions configured: every assertion
/// inside that passes no `record:` of its own uses this one.
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: card, as: .frame(size: Size(width: 28, height: 4)))
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode; nil keeps the outer scope's.
///   - operation: The code whose assertions are configured.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record: SnapshotTestingConfiguration.Record? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let configuration = SnapshotTestingConfiguration(record: record).inside(SnapshotTestingConfiguration.current)
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs asynchronous `operation` with snapshot assertions configured; see
/// ``withSnapshotTesting(record:operation:)``.
///
/// - Parameters:
///   - record: The record mode; nil keeps the outer scope's.
///   - isolation: The actor `operation` runs on, by default the caller's.
///   - operation: The code whose assertions are configured.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record: SnapshotTestingConfiguration.Record? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let configuration = SnapshotTestingConfiguration(record: record).inside(SnapshotTestingConfiguration.current)
    return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}
