/// What changed between two snapshots, by identity, found in linear time.
///
/// Items and sections are numbered by position (items across all
/// sections). The old and new items are walked side by side: while they
/// agree, comparing them is all it takes. Where they part, the new item is
/// looked up in the old snapshot: not found means it was inserted; found
/// means it stayed (maybe moved), and then the old item at the cursor is
/// looked up in the new snapshot, so a deleted one is stepped over. The hash
/// lookups scale with what changed, not with the list:
///
/// ```
/// old  A B C D        walk: A=A; E≠B: E is not in old (inserted);
/// new  A E C D              C≠B: C is in old, B is not in new (deleted);
///                           D=D
/// ```
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
        (oldToNew, newToOld) = Self.itemMaps(from: old, to: new)
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
        self.sectionOldToNew = sectionOldToNew
        self.sectionNewToOld = sectionNewToOld
    }

    /// The two item maps, by the side-by-side walk described above.
    private static func itemMaps<S, I>(
        from old: TUIDiffableDataSourceSnapshot<S, I>, to new: TUIDiffableDataSourceSnapshot<S, I>
    ) -> (oldToNew: [Int], newToOld: [Int]) {
        var oldSectionStarts = [Int]()
        oldSectionStarts.reserveCapacity(old.items.count)
        var oldTotal = 0
        for section in old.items {
            oldSectionStarts.append(oldTotal)
            oldTotal += section.count
        }
        // -1: not matched yet (deleted, if never matched); -2: known deleted.
        var oldToNew = [Int](repeating: -1, count: oldTotal)
        var newToOld = [Int](repeating: -1, count: new.numberOfItems)
        let oldSections = old.items
        // Held here so the loop does not ask for the dictionaries' generic
        // metadata on every lookup.
        let oldLocations = old.locations
        let newLocations = new.locations
        // The cursor: the old section it is in (held, so reading an item
        // does not copy the section array), the index there, and the
        // position among all old items.
        var oldSection = oldSections.first ?? []
        var sectionIndex = 0
        var index = 0
        var cursor = 0
        // Whether the old item at the cursor is known to be in the new snapshot.
        var cursorStays = false
        var position = 0
        for newSection in new.items {
            var newIndex = 0
            while newIndex < newSection.count {
                // Put the cursor on the next old item not yet matched or deleted.
                while cursor < oldTotal {
                    if index == oldSection.count {
                        sectionIndex += 1
                        oldSection = oldSections[sectionIndex]
                        index = 0
                    } else if oldToNew[cursor] != -1 {
                        index += 1
                        cursor += 1
                        cursorStays = false
                    } else {
                        break
                    }
                }
                if cursor < oldTotal {
                    let run = Self.identicalRun(oldSection, from: index, newSection, from: newIndex)
                    if run > 0 {
                        for offset in 0 ..< run {
                            newToOld[position + offset] = cursor + offset
                            oldToNew[cursor + offset] = position + offset
                        }
                        index += run
                        cursor += run
                        newIndex += run
                        position += run
                        cursorStays = false
                        continue
                    }
                    let candidate = oldSection[index]
                    if candidate == newSection[newIndex] {
                        newToOld[position] = cursor
                        oldToNew[cursor] = position
                        newIndex += 1
                        position += 1
                        continue
                    }
                }
                // The two part here: an inserted item needs one lookup; an
                // item found elsewhere also asks whether the old item at the
                // cursor is gone, so the walk can step past it and line up again.
                if let location = oldLocations[newSection[newIndex]] {
                    let oldPosition = oldSectionStarts[location.section] + location.index
                    newToOld[position] = oldPosition
                    oldToNew[oldPosition] = position
                    if cursor < oldTotal, !cursorStays, oldToNew[cursor] == -1 {
                        if newLocations[oldSection[index]] == nil {
                            oldToNew[cursor] = -2
                        } else {
                            cursorStays = true
                        }
                    }
                }
                newIndex += 1
                position += 1
            }
        }
        for index in oldToNew.indices where oldToNew[index] == -2 { oldToNew[index] = -1 }
        return (oldToNew, newToOld)
    }

    /// Whether two snapshots hold the same items in the same places,
    /// comparing memory first and `==` only where the memory differs.
    static func sameItems<I: Equatable>(_ old: [[I]], _ new: [[I]]) -> Bool {
        guard old.count == new.count else { return false }
        for (oldSection, newSection) in zip(old, new) {
            guard oldSection.count == newSection.count else { return false }
            var index = 0
            while index < oldSection.count {
                index += identicalRun(oldSection, from: index, newSection, from: index)
                guard index < oldSection.count else { break }
                guard oldSection[index] == newSection[index] else { return false }
                index += 1
            }
        }
        return true
    }

    /// How many items from `old[oldStart...]` and `new[newStart...]` on are
    /// identical in memory, and so the same identifier. Comparing words of
    /// memory runs at memory speed where calling `==` on a generic type goes
    /// through its witness table item by item. Items equal by `==` but not
    /// bit for bit (padding, two copies of a string) end the run, and the
    /// walk compares them with `==`; identifiers must be equal to
    /// themselves, as `Hashable` requires.
    static func identicalRun<I>(_ old: [I], from oldStart: Int, _ new: [I], from newStart: Int) -> Int {
        let stride = MemoryLayout<I>.stride
        let length = min(old.count - oldStart, new.count - newStart)
        guard length > 0, stride > 0 else { return 0 }
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return 0 }
                let left = oldBase + oldStart * stride
                let right = newBase + newStart * stride
                let byteCount = length * stride
                var offset = 0
                while offset + 8 <= byteCount,
                      left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    offset += 8
                }
                while offset < byteCount, left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) {
                    offset += 1
                }
                return offset / stride
            }
        }
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
