import Foundation
import Testing

@testable import TUIKit

/// Random snapshot pairs, made by random edits through the public
/// snapshot API: the computed difference, applied to the old snapshot as
/// UIKit applies batch updates (remove deletes and moves from the old
/// positions, then insert inserts and moves at the new ones), gives the new
/// snapshot, for items and for sections.
///
/// `GRAFT_PROPERTY_COUNT` sets how many pairs to try (300 by default);
/// `GRAFT_PROPERTY_SEED` checks only the pair with that seed.
@Suite("Snapshot difference")
struct SnapshotDiffPropertyTests {
    typealias Snapshot = TUIDiffableDataSourceSnapshot<Int, Int>

    /// xorshift64*: small and seedable, so a failure reproduces from its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D | 1 }
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    @Test func applyingTheDifferenceToTheOldSnapshotGivesTheNewOne() {
        for seed in propertySeeds(from: 7_000) {
            var generator = Generator(seed: seed)
            var nextItem = 0
            var old = Snapshot()
            Self.edit(&old, steps: 12, nextItem: &nextItem, using: &generator)
            var new = old
            Self.edit(&new, steps: Int.random(in: 0 ... 10, using: &generator), nextItem: &nextItem, using: &generator)
            let problem = Self.check(old: old, new: new)
            #expect(problem == nil, "seed \(seed): \(problem ?? "")")
            if problem != nil { break }
        }
    }

    /// Random edits; sections are numbered 1000 and up, items from 0.
    static func edit(_ snapshot: inout Snapshot, steps: Int, nextItem: inout Int, using generator: inout Generator) {
        func fresh(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem ..< nextItem + count)
        }
        for _ in 0 ..< steps {
            let sections = snapshot.sectionIdentifiers
            let items = snapshot.itemIdentifiers
            switch Int.random(in: 0 ..< 9, using: &generator) {
            case 0:
                snapshot.appendSections([1000 + fresh(1)[0]])
            case 1 where !sections.isEmpty:
                let section = 1000 + fresh(1)[0]
                snapshot.insertSections([section], beforeSection: sections.randomElement(using: &generator)!)
            case 2 where sections.count > 1:
                snapshot.deleteSections([sections.randomElement(using: &generator)!])
            case 3 where sections.count > 1:
                let moving = sections.randomElement(using: &generator)!
                let target = sections.filter { $0 != moving }.randomElement(using: &generator)!
                if Bool.random(using: &generator) {
                    snapshot.moveSection(moving, beforeSection: target)
                } else {
                    snapshot.moveSection(moving, afterSection: target)
                }
            case 4 where !sections.isEmpty:
                snapshot.appendItems(
                    fresh(Int.random(in: 1 ... 6, using: &generator)), toSection: sections.randomElement(using: &generator)!)
            case 5 where !items.isEmpty:
                let anchor = items.randomElement(using: &generator)!
                if Bool.random(using: &generator) {
                    snapshot.insertItems(fresh(2), beforeItem: anchor)
                } else {
                    snapshot.insertItems(fresh(1), afterItem: anchor)
                }
            case 6 where !items.isEmpty:
                snapshot.deleteItems(Array(items.shuffled(using: &generator).prefix(Int.random(in: 1 ... 3, using: &generator))))
            case 7 where items.count > 1:
                let moving = items.randomElement(using: &generator)!
                let target = items.filter { $0 != moving }.randomElement(using: &generator)!
                if Bool.random(using: &generator) {
                    snapshot.moveItem(moving, beforeItem: target)
                } else {
                    snapshot.moveItem(moving, afterItem: target)
                }
            default:
                if sections.isEmpty { snapshot.appendSections([1000 + fresh(1)[0]]) }
            }
        }
    }

    /// A description of what is wrong, or nil.
    static func check(old: Snapshot, new: Snapshot) -> String? {
        for snapshot in [old, new] {
            for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
                for (index, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
                    guard snapshot.sectionIdentifier(containingItem: item) == section,
                        snapshot.location(of: item).map({ $0.section == sectionIndex && $0.index == index }) == true
                    else {
                        return "item \(item) is indexed in the wrong place"
                    }
                }
            }
            if snapshot.numberOfItems != snapshot.itemIdentifiers.count { return "numberOfItems is wrong" }
        }
        let difference = SnapshotDifference(from: old, to: new)
        let oldItems = old.itemIdentifiers
        let newItems = new.itemIdentifiers
        for (index, target) in difference.oldToNew.enumerated() where target >= 0 && newItems[target] != oldItems[index] {
            return "oldToNew maps \(oldItems[index]) to \(newItems[target])"
        }
        let oldPositions = Dictionary(uniqueKeysWithValues: oldItems.enumerated().map { ($0.element, $0.offset) })
        for (index, item) in newItems.enumerated() where difference.newToOld[index] != oldPositions[item] ?? -1 {
            return "newToOld maps \(item) to \(difference.newToOld[index]), expected \(oldPositions[item] ?? -1)"
        }
        for (index, target) in difference.oldToNew.enumerated() where target < 0 && newItems.contains(oldItems[index]) {
            return "oldToNew calls \(oldItems[index]) deleted"
        }
        let items = apply(
            old: oldItems, new: newItems, deleted: difference.deletedItems,
            inserted: difference.insertedItems, moved: difference.movedItems)
        if items != newItems { return "items: \(oldItems) -> \(items), expected \(newItems)" }
        let sections = apply(
            old: old.sectionIdentifiers, new: new.sectionIdentifiers, deleted: difference.deletedSections,
            inserted: difference.insertedSections, moved: difference.movedSections)
        if sections != new.sectionIdentifiers { return "sections: \(sections), expected \(new.sectionIdentifiers)" }
        return nil
    }

    /// Batch-update semantics: removals at old positions, then insertions at
    /// new positions in ascending order. Inserted values come from the new
    /// list; moved ones from the old list.
    static func apply(old: [Int], new: [Int], deleted: [Int], inserted: [Int], moved: [(from: Int, to: Int)]) -> [Int] {
        let removed = Set(deleted).union(moved.map(\.from))
        var result = old.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        var additions = inserted.map { (position: $0, value: new[$0]) } + moved.map { (position: $0.to, value: old[$0.from]) }
        additions.sort { $0.position < $1.position }
        for addition in additions {
            guard addition.position <= result.count else { return result }
            result.insert(addition.value, at: addition.position)
        }
        return result
    }

    @Test func equalIdentifiersStoredApartStillMatch() {
        // Long strings live in their own buffers: equal, but not the same
        // bits, so the walk has to fall back to `==`.
        func names(_ range: Range<Int>) -> [String] { range.map { String(repeating: "item ", count: 8) + String($0) } }
        var old = TUIDiffableDataSourceSnapshot<Int, String>()
        old.appendSections([0])
        old.appendItems(names(0 ..< 6))
        var new = TUIDiffableDataSourceSnapshot<Int, String>()
        new.appendSections([0])
        new.appendItems(names(0 ..< 2) + names(3 ..< 6).reversed() + names(9 ..< 10))
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.newToOld == [0, 1, 5, 4, 3, -1])
        #expect(difference.oldToNew == [0, 1, -1, 4, 3, 2])
        #expect(SnapshotDifference(from: new, to: new).isEmpty)
        var rebuilt = TUIDiffableDataSourceSnapshot<Int, String>()
        rebuilt.appendSections([0])
        rebuilt.appendItems(names(0 ..< 6))
        #expect(SnapshotDifference.sameItems(old.layout.items, rebuilt.layout.items))
        #expect(!SnapshotDifference.sameItems(old.layout.items, new.layout.items))
    }

    @Test func theDifferenceOfASnapshotWithItselfIsEmpty() {
        var snapshot = Snapshot()
        snapshot.appendSections([1, 2])
        snapshot.appendItems([1, 2, 3], toSection: 1)
        snapshot.appendItems([4], toSection: 2)
        #expect(SnapshotDifference(from: snapshot, to: snapshot).isEmpty)
    }

    @Test func snapshotsAnswerLookupsByIdentifier() {
        var snapshot = TUIDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek"])
        snapshot.insertItems(["fig"], afterItem: "apple")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "fig", "pear"])
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == "veg")
        #expect(snapshot.indexOfItem("leek") == 3)
        #expect(snapshot.numberOfItems(inSection: "fruit") == 3)
        snapshot.reconfigureItems(["pear"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["pear"])
        snapshot.deleteSections(["fruit"])
        #expect(snapshot.itemIdentifiers == ["leek"])
        #expect(snapshot.sectionIdentifier(containingItem: "apple") == nil)
    }

    @Test func aDuplicateItemIdentifierTraps() async {
        // Appending hashes nothing; the first lookup by identifier finds it.
        await #expect(processExitsWith: .failure) {
            var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "a"])
            snapshot.reconfigureItems(["b"])
        }
    }

    @Test func aDuplicateSectionIdentifierTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendSections([1])
        }
    }
}
