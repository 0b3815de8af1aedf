import Synchronization

/// Counts of the work snapshots and their differences do, for tests that
/// check what an operation costs rather than how long it takes: items
/// compared while walking two snapshots, and items hashed (into a map of
/// places, or looked up in one).
///
/// Counting is off unless a test installs counters for its task with
/// ``measure(_:)``; the work then counts once per operation, not per item,
/// so it costs nothing measurable.
@usableFromInline
final class DiffableCounters: Sendable {
    @usableFromInline let compared = Atomic<Int>(0)
    @usableFromInline let hashed = Atomic<Int>(0)

    @usableFromInline
    init() {}

    /// The counters of the running task, if a test installed some.
    @usableFromInline @TaskLocal static var current: DiffableCounters?

    /// Adds to the running task's counters, if a test installed some.
    @inlinable
    static func count(compared: Int = 0, hashed: Int = 0) {
        guard let counters = current else { return }
        counters.compared.add(compared, ordering: .relaxed)
        counters.hashed.add(hashed, ordering: .relaxed)
    }

    /// Runs `body` with fresh counters and returns what it counted.
    static func measure<Result>(_ body: () throws -> Result) rethrows -> (result: Result, compared: Int, hashed: Int) {
        let counters = DiffableCounters()
        let result = try $current.withValue(counters) { try body() }
        return (result, counters.compared.load(ordering: .relaxed), counters.hashed.load(ordering: .relaxed))
    }
}
