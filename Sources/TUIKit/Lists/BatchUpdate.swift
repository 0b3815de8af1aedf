import struct Foundation.IndexPath

/// Changes of sections and items made by hand, as UIKit's batch updates take
/// them: deletes, reloads and the sources of moves by their places before
/// the update; inserts and the targets of moves by their places after it.
///
/// ``positions(oldCounts:newCounts:)`` turns them into where each item went:
///
/// ```
/// before  [a b c] [d]     delete item 0.1, insert item 1.0
/// after   [a c] [x d]     a→0 c→1 d→3; x is new; b is gone
/// ```
///
/// Sections and items not named keep their order: the places left free in
/// each new section take the remaining items of the section it came from,
/// in turn. Updates that do not add up to the new counts are a programmer
/// error, reported with the section and the numbers.
struct BatchUpdate {
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections: [Int] = []
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var reloaded: [IndexPath] = []

    static let method = "TUICollectionView.performBatchUpdates(_:completion:)"

    /// Where every item went: global positions before (`oldToNew`, -1 for
    /// deleted) and after (`newToOld`, -1 for inserted), and the new places
    /// of reloaded items.
    ///
    /// - Complexity: O(n) in the number of items and sections.
    func positions(oldCounts: [Int], newCounts: [Int]) -> (oldToNew: [Int], newToOld: [Int], reloaded: [Int]) {
        let sectionNewToOld = sectionMap(old: oldCounts.count, new: newCounts.count)
        var sectionOldToNew = [Int](repeating: -1, count: oldCounts.count)
        for (new, old) in sectionNewToOld.enumerated() where old >= 0 { sectionOldToNew[old] = new }
        let oldStarts = Self.starts(oldCounts)
        let newStarts = Self.starts(newCounts)
        // Sections whose items all go (deleted, reloaded) or all come new
        // (inserted, reloaded): single items in them cannot be named too.
        let replacedOld = Set(deletedSections + reloadedSections)
        let replacedNew = Set(insertedSections + reloadedSections.map { sectionOldToNew[$0] })

        // The global position of an item named by an update, checked.
        func position(_ indexPath: IndexPath, _ role: String, after: Bool) -> Int {
            let (counts, starts, replaced) = after ? (newCounts, newStarts, replacedNew) : (oldCounts, oldStarts, replacedOld)
            guard indexPath.count == 2, counts.indices.contains(indexPath.section),
                indexPath.item >= 0, indexPath.item < counts[indexPath.section]
            else {
                preconditionFailure("\(Self.method): \(role) \(indexPath) is not an item \(after ? "after" : "before") the update")
            }
            precondition(
                !replaced.contains(indexPath.section),
                "\(Self.method): \(role) \(indexPath) is in a section that is \(after ? "inserted" : "deleted") or reloaded")
            return starts[indexPath.section] + indexPath.item
        }
        func oldItem(_ indexPath: IndexPath, _ role: String) -> Int { position(indexPath, role, after: false) }
        func newItem(_ indexPath: IndexPath, _ role: String) -> Int { position(indexPath, role, after: true) }

        let oldTotal = oldStarts[oldCounts.count]
        let newTotal = newStarts[newCounts.count]
        var oldToNew = [Int](repeating: -1, count: oldTotal)
        var newToOld = [Int](repeating: -1, count: newTotal)
        // An old item is gone from its place when deleted or moved away; a
        // new place is taken when inserted into or moved to.
        var gone = [Bool](repeating: false, count: oldTotal)
        var taken = [Bool](repeating: false, count: newTotal)
        // How each new section's count changes from its old section's.
        var change = [Int](repeating: 0, count: newCounts.count)
        for indexPath in deleted {
            let item = oldItem(indexPath, "the deleted item")
            precondition(!gone[item], "\(Self.method): \(indexPath) is deleted or moved more than once")
            gone[item] = true
            change[sectionOldToNew[indexPath.section]] -= 1
        }
        for move in moved {
            let from = oldItem(move.from, "the moved item")
            let to = newItem(move.to, "the target of a move")
            precondition(!gone[from], "\(Self.method): \(move.from) is deleted or moved more than once")
            precondition(!taken[to], "\(Self.method): \(move.to) is inserted or moved to more than once")
            gone[from] = true
            taken[to] = true
            oldToNew[from] = to
            newToOld[to] = from
            change[sectionOldToNew[move.from.section]] -= 1
            change[move.to.section] += 1
        }
        for indexPath in inserted {
            let item = newItem(indexPath, "the inserted item")
            precondition(!taken[item], "\(Self.method): \(indexPath) is inserted or moved to more than once")
            taken[item] = true
            change[indexPath.section] += 1
        }
        for (section, source) in sectionNewToOld.enumerated() where source >= 0 && !replacedNew.contains(section) {
            precondition(
                newCounts[section] == oldCounts[source] + change[section],
                "\(Self.method): section \(section) has \(newCounts[section]) items after the update and \(oldCounts[source]) before, and the updates change that by \(change[section]); the data source must change by exactly the updates"
            )
            // The free places take the remaining items of the old section in turn.
            var next = oldStarts[source]
            for target in newStarts[section] ..< newStarts[section + 1] where !taken[target] {
                while gone[next] { next += 1 }
                newToOld[target] = next
                oldToNew[next] = target
                next += 1
            }
        }
        let reloadedItems = reloaded.map { oldToNew[oldItem($0, "the reloaded item")] }.filter { $0 >= 0 }
        return (oldToNew, newToOld, reloadedItems)
    }

    /// For each new section, the old section it was (-1 when inserted).
    private func sectionMap(old: Int, new: Int) -> [Int] {
        func check(_ section: Int, _ count: Int, _ role: String, after: Bool = false) {
            precondition(
                section >= 0 && section < count,
                "\(Self.method): \(role) \(section) is not a section \(after ? "after" : "before") the update")
        }
        var newToOld = [Int](repeating: -1, count: new)
        var gone = [Bool](repeating: false, count: old)
        var taken = [Bool](repeating: false, count: new)
        for section in deletedSections {
            check(section, old, "the deleted section")
            precondition(!gone[section], "\(Self.method): section \(section) is deleted or moved more than once")
            gone[section] = true
        }
        for move in movedSections {
            check(move.from, old, "the moved section")
            check(move.to, new, "the target section", after: true)
            precondition(!gone[move.from], "\(Self.method): section \(move.from) is deleted or moved more than once")
            precondition(!taken[move.to], "\(Self.method): section \(move.to) is inserted or moved to more than once")
            gone[move.from] = true
            taken[move.to] = true
            newToOld[move.to] = move.from
        }
        for section in insertedSections {
            check(section, new, "the inserted section", after: true)
            precondition(!taken[section], "\(Self.method): section \(section) is inserted or moved to more than once")
            taken[section] = true
        }
        for section in reloadedSections { check(section, old, "the reloaded section") }
        let staying = (0 ..< old).filter { !gone[$0] }
        let free = (0 ..< new).filter { !taken[$0] }
        precondition(
            staying.count == free.count,
            "\(Self.method): the data source has \(new) sections after the update and \(old) before, but the updates insert \(insertedSections.count) and delete \(deletedSections.count)"
        )
        for (target, source) in zip(free, staying) { newToOld[target] = source }
        return newToOld
    }

    /// The global position of each section's first item, and the total last.
    private static func starts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }
}
