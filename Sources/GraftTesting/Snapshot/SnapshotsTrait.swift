import Testing

/// A trait that configures the snapshot assertions of a test or of every
/// test in a suite, and numbers each run's unnamed snapshots from 1.
///
/// ```swift
/// @Suite(.snapshots(record: .never))
/// struct CardSnapshotTests { ... }
/// ```
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The configuration the trait's tests run with.
    public var configuration: SnapshotTestingConfiguration

    /// The trait applies to every test in a suite it is on.
    public var isRecursive: Bool { true }

    /// Runs `function` inside the trait's configuration (nested in the
    /// suite's when both have one), with a fresh snapshot counter for each
    /// test case.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let configuration = configuration.inside(SnapshotTestingConfiguration.current)
        let counter = testCase == nil ? SnapshotCounter.scoped : SnapshotCounter()
        try await SnapshotTestingConfiguration.$current.withValue(configuration) {
            try await SnapshotCounter.$scoped.withValue(counter, operation: function)
        }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Configures the snapshot assertions of a test, or of every test in a suite.
    ///
    /// - Parameter record: The record mode for assertions that pass none;
    ///   nil keeps an outer suite's, else the environment's.
    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil) -> Self {
        SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record))
    }
}
