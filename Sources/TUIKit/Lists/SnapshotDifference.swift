/// What changed between two snapshots, by identity, found in linear time.
///
/// Items and sections are numbered by position (items across all
/// sections). Each item of the new snapshot is looked up in the old one's
/// hash map of locations: found means it stayed (maybe moved), not found
/// means it was inserted; old items never matched were deleted. An item that
/// stayed is a move when its position among the items that stayed changed:
///
/// ```
/// old  A B C D        deleted: B     inserted: E
/// new  D A E C        moved: D (it was after C among the items that stayed)
/// ```
///
/// This may call more items moved than the fewest possible (moving A from
/// the front to the back makes B, C and D "moved" too), which is the price
/// of staying linear; applying the changes still gives the new snapshot.
struct SnapshotDifference: Equatable {
    /// For each old item, its new position, or -1 when deleted.
    var oldToNew: [Int]
    /// For each new item, its old position, or -1 when inserted.
    var newToOld: [Int]
    /// Old positions of deleted items, ascending.
    var deletedItems: [Int]
    /// New positions of inserted items, ascending.
    var insertedItems: [Int]
    /// Items that stayed but moved, by new position, ascending.
    var movedItems: [(from: Int, to: Int)]
    /// Old positions of deleted sections, new positions of inserted ones, and moved sections.
    var deletedSections: [Int]
    var insertedSections: [Int]
    var movedSections: [(from: Int, to: Int)]

    static func == (lhs: SnapshotDifference, rhs: SnapshotDifference) -> Bool {
        lhs.oldToNew == rhs.oldToNew && lhs.newToOld == rhs.newToOld
            && lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.movedSections.map(\.from) == rhs.movedSections.map(\.from)
            && lhs.movedSections.map(\.to) == rhs.movedSections.map(\.to)
    }

    /// Whether nothing changed.
    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
    }

    init<S, I>(from old: TUIDiffableDataSourceSnapshot<S, I>, to new: TUIDiffableDataSourceSnapshot<S, I>) {
        var oldSectionStarts = [Int]()
        oldSectionStarts.reserveCapacity(old.sections.count)
        var total = 0
        for section in old.items {
            oldSectionStarts.append(total)
            total += section.count
        }
        var oldToNew = [Int](repeating: -1, count: total)
        var newToOld = [Int]()
        newToOld.reserveCapacity(new.numberOfItems)
        var position = 0
        for section in new.items {
            for identifier in section {
                if let location = old.location(of: identifier) {
                    let oldPosition = oldSectionStarts[location.section] + location.index
                    newToOld.append(oldPosition)
                    oldToNew[oldPosition] = position
                } else {
                    newToOld.append(-1)
                }
                position += 1
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        (deletedItems, insertedItems, movedItems) = Self.changes(oldToNew: oldToNew, newToOld: newToOld)

        var sectionOldToNew = [Int](repeating: -1, count: old.sections.count)
        var sectionNewToOld = [Int]()
        sectionNewToOld.reserveCapacity(new.sections.count)
        for (index, identifier) in new.sections.enumerated() {
            if let oldIndex = old.indexOfSection(identifier) {
                sectionOldToNew[oldIndex] = index
                sectionNewToOld.append(oldIndex)
            } else {
                sectionNewToOld.append(-1)
            }
        }
        (deletedSections, insertedSections, movedSections) = Self.changes(oldToNew: sectionOldToNew, newToOld: sectionNewToOld)
    }

    /// Deletes, inserts and moves from the two position maps, in one pass
    /// over each.
    private static func changes(oldToNew: [Int], newToOld: [Int]) -> ([Int], [Int], [(from: Int, to: Int)]) {
        var deleted: [Int] = []
        // For each old position, how many old items before it were deleted.
        var deletedBefore = [Int](repeating: 0, count: oldToNew.count)
        for (index, target) in oldToNew.enumerated() {
            deletedBefore[index] = deleted.count
            if target < 0 { deleted.append(index) }
        }
        var inserted: [Int] = []
        var moved: [(from: Int, to: Int)] = []
        for (index, source) in newToOld.enumerated() {
            guard source >= 0 else {
                inserted.append(index)
                continue
            }
            // Among the items that stayed, the old and new ranks must match.
            if source - deletedBefore[source] != index - inserted.count {
                moved.append((source, index))
            }
        }
        return (deleted, inserted, moved)
    }
}
