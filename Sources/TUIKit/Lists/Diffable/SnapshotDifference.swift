/// What changed between two snapshots, by identity, found in linear time.
///
/// Items and sections are numbered by position (items across all
/// sections). ``SnapshotItemWalk`` matches the items: it walks the old and
/// new items side by side comparing memory, lines them up again nearby
/// where they part, and hashes only the items it could not line up, so the
/// hash lookups scale with what changed, not with the list.
///
/// An item that stayed is a move when its position among the items that
/// stayed changed. This may call more items moved than the fewest possible
/// (moving A from the front to the back makes B, C and D "moved" too),
/// which is the price of staying linear; applying the changes still gives
/// the new snapshot.
struct SnapshotDifference: Equatable {
    /// For each old item, its new position, or -1 when deleted.
    var oldToNew: [Int]
    /// For each new item, its old position, or -1 when inserted.
    var newToOld: [Int]
    /// For each old section, its new position, or -1 when deleted.
    var sectionOldToNew: [Int]
    /// For each new section, its old position, or -1 when inserted.
    var sectionNewToOld: [Int]

    /// Whether nothing changed.
    var isEmpty: Bool {
        Self.isIdentity(oldToNew, newToOld) && Self.isIdentity(sectionOldToNew, sectionNewToOld)
    }

    /// Old positions of deleted items, ascending.
    var deletedItems: [Int] { Self.changes(oldToNew: oldToNew, newToOld: newToOld).deleted }
    /// New positions of inserted items, ascending.
    var insertedItems: [Int] { Self.changes(oldToNew: oldToNew, newToOld: newToOld).inserted }
    /// Items that stayed but moved, by new position, ascending.
    var movedItems: [(from: Int, to: Int)] { Self.changes(oldToNew: oldToNew, newToOld: newToOld).moved }
    /// Old positions of deleted sections, ascending.
    var deletedSections: [Int] { Self.changes(oldToNew: sectionOldToNew, newToOld: sectionNewToOld).deleted }
    /// New positions of inserted sections, ascending.
    var insertedSections: [Int] { Self.changes(oldToNew: sectionOldToNew, newToOld: sectionNewToOld).inserted }
    /// Sections that stayed but moved, by new position, ascending.
    var movedSections: [(from: Int, to: Int)] { Self.changes(oldToNew: sectionOldToNew, newToOld: sectionNewToOld).moved }

    init<S, I>(from old: TUIDiffableDataSourceSnapshot<S, I>, to new: TUIDiffableDataSourceSnapshot<S, I>) {
        (oldToNew, newToOld) = new.layout.specialized.matchItems(old.layout, new.layout)
        let oldSections = old.layout.sectionIndexes
        var sectionOldToNew = [Int](repeating: -1, count: old.numberOfSections)
        var sectionNewToOld = [Int]()
        sectionNewToOld.reserveCapacity(new.numberOfSections)
        for (index, identifier) in new.sectionIdentifiers.enumerated() {
            if let oldIndex = oldSections[identifier] {
                sectionOldToNew[oldIndex] = index
                sectionNewToOld.append(oldIndex)
            } else {
                sectionNewToOld.append(-1)
            }
        }
        self.sectionOldToNew = sectionOldToNew
        self.sectionNewToOld = sectionNewToOld
    }

    /// Whether two snapshots hold the same items in the same places,
    /// comparing memory first and `==` only where the memory differs.
    static func sameItems<I: Equatable>(_ old: [[I]], _ new: [[I]]) -> Bool {
        guard old.count == new.count else { return false }
        var compared = 0
        defer { DiffableCounters.count(compared: compared) }
        for (oldSection, newSection) in zip(old, new) {
            guard oldSection.count == newSection.count else { return false }
            compared += oldSection.count
            var index = 0
            while index < oldSection.count {
                index += SnapshotMemory.identicalRun(oldSection, from: index, newSection, from: index)
                guard index < oldSection.count else { break }
                guard oldSection[index] == newSection[index] else { return false }
                index += 1
            }
        }
        return true
    }

    /// Whether two maps say every position stayed where it was.
    private static func isIdentity(_ oldToNew: [Int], _ newToOld: [Int]) -> Bool {
        guard oldToNew.count == newToOld.count else { return false }
        for (index, target) in oldToNew.enumerated() where target != index { return false }
        return true
    }

    /// Deletes, inserts and moves from the two position maps, in one pass
    /// over each.
    private static func changes(oldToNew: [Int], newToOld: [Int]) -> (deleted: [Int], inserted: [Int], moved: [(from: Int, to: Int)]) {
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
