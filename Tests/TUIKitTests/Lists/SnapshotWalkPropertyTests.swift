import Foundation
import Testing

@testable import TUIKit

/// Random pairs of larger snapshots, changed the ways that exercise the
/// walk's fast paths and its fallbacks: filtered (gaps shorter and longer
/// than its window), grown back, long runs deleted or inserted, items
/// replaced, blocks moved, sections shuffled. The difference must apply to
/// the old snapshot to give the new one (``SnapshotDiffPropertyTests/check(old:new:)``).
///
/// `GRAFT_PROPERTY_COUNT` sets how many pairs to try (300 by default);
/// `GRAFT_PROPERTY_SEED` checks only the pair with that seed.
@Suite("Snapshot walk")
struct SnapshotWalkPropertyTests {
    typealias Snapshot = TUIDiffableDataSourceSnapshot<Int, Int>
    typealias Generator = SnapshotDiffPropertyTests.Generator

    @Test func theWalkGivesTheNewSnapshotForLargeChanges() {
        for seed in propertySeeds(from: 11_000) {
            var generator = Generator(seed: seed)
            let sectionCount = Int.random(in: 1 ... 4, using: &generator)
            let old = (0 ..< sectionCount).map { section in
                (1000 + section, Array(section * 500 ..< section * 500 + Int.random(in: 0 ... 300, using: &generator)))
            }
            let new = Self.changed(old, using: &generator)
            let problem = SnapshotDiffPropertyTests.check(old: Self.snapshot(old), new: Self.snapshot(new))
            #expect(problem == nil, "seed \(seed): \(problem ?? "")")
            if problem != nil { break }
        }
    }

    static func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    static func changed(_ sections: [(Int, [Int])], using generator: inout Generator) -> [(Int, [Int])] {
        var result = sections
        var fresh = 100_000
        for _ in 0 ..< Int.random(in: 1 ... 3, using: &generator) {
            guard let index = result.indices.randomElement(using: &generator) else { break }
            var items = result[index].1
            switch Int.random(in: 0 ..< 8, using: &generator) {
            case 0:
                // A filter: every kth item stays, k from 2 up to past the window.
                let keep = Int.random(in: 2 ... 80, using: &generator)
                items = items.enumerated().filter { $0.offset % keep == 0 }.map(\.element)
            case 1 where !items.isEmpty:
                let start = Int.random(in: 0 ..< items.count, using: &generator)
                items.removeSubrange(start ..< min(items.count, start + Int.random(in: 1 ... 120, using: &generator)))
            case 2:
                let count = Int.random(in: 1 ... 120, using: &generator)
                items.insert(contentsOf: fresh ..< fresh + count, at: Int.random(in: 0 ... items.count, using: &generator))
                fresh += count
            case 3:
                // About one item in fifty replaced by a new one.
                for position in items.indices where Int.random(in: 0 ..< 50, using: &generator) == 0 {
                    items[position] = fresh
                    fresh += 1
                }
            case 4 where items.count > 2:
                // A block moved elsewhere in the section.
                let start = Int.random(in: 0 ..< items.count - 1, using: &generator)
                let end = min(items.count, start + Int.random(in: 1 ... 60, using: &generator))
                let block = Array(items[start ..< end])
                items.removeSubrange(start ..< end)
                items.insert(contentsOf: block, at: Int.random(in: 0 ... items.count, using: &generator))
            case 5 where result.count > 1:
                // Items moved to another section.
                let other = (index + 1) % result.count
                let moving = Array(items.prefix(Int.random(in: 0 ... 40, using: &generator)))
                items.removeFirst(moving.count)
                result[other].1.append(contentsOf: moving)
            case 6:
                result.shuffle(using: &generator)
                continue
            default:
                items.reverse()
            }
            result[index].1 = items
        }
        return result
    }
}
