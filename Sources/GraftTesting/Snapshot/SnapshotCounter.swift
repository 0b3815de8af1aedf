import Synchronization
import Testing

/// Numbers the unnamed snapshots of each test, from 1.
///
/// A test run under the ``Testing/Trait/snapshots(record:)`` trait gets a
/// counter of its own each time it runs, so a repeated run numbers from 1
/// again. Without the trait, one counter for the process numbers each test
/// by its Swift Testing identity (suite and function), so same-named tests
/// in two suites of one file do not share numbers.
final class SnapshotCounter: Sendable {
    /// A test, by its Swift Testing identity when there is one.
    struct Key: Hashable, Sendable {
        var filePath: String
        var testName: String
        var testID: Test.ID?
    }

    private let counts = Mutex<[Key: Int]>([:])

    /// The counter of the test running now: its scope's, else the process's.
    static var current: SnapshotCounter { scoped ?? process }

    /// The counter the trait gives one run of one test.
    @TaskLocal static var scoped: SnapshotCounter?

    private static let process = SnapshotCounter()

    /// The next number for `key`: 1 the first time.
    func next(for key: Key) -> Int {
        counts.withLock { counts in
            let count = (counts[key] ?? 0) + 1
            counts[key] = count
            return count
        }
    }
}
