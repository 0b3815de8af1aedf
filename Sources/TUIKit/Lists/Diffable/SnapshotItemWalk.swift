/// Matches the items of two snapshots by identity, for
/// ``SnapshotDifference``: for each old item its new position, and for each
/// new item its old one (-1 where there is none), positions counted across
/// all sections.
///
/// The old and new items are walked side by side, comparing runs of them as
/// memory (word by word) while they agree. Where they part, a few items
/// ahead on each side are compared with the item at the other cursor: a
/// short run of deleted items (a search narrowing a list) or of inserted
/// ones lines the walk up again without hashing anything.
///
/// ```
/// old  A B C D E      walk: A=A; B≠C, but old C two ahead: B deleted;
/// new  A C D X E            C D; E≠X, but new E one ahead: X skipped;
///                           E=E. Then X is looked up in the old items:
///                           not there, so it was inserted.
/// ```
///
/// Where nothing lines up nearby, the walk looks further, as far as a
/// budget of about two compares per item allows, so long runs (a search
/// narrowed to a few matches, or cleared) line up without hashing too.
/// New items that the walk skipped, or that it could not line up, are
/// looked up in the old snapshot's map of places (built on first need):
/// found means moved, not found means inserted. When every old item stayed,
/// skipped items can only be inserted, and no map is needed. So hashing
/// scales with what changed, and a change made only of deletions, or only
/// of insertions, builds no map.
///
/// The walk also checks the new items for duplicates as far as its lookups
/// go: matched items are distinct old items, and a looked-up item whose old
/// place is taken, or an inserted item seen twice, is a duplicate. Items
/// inserted without lookups (every old item stayed) are left to the applied
/// snapshot's first lookup, as appended items are.
///
/// Before all that, ``matchSubsequence()`` tries the change a search makes
/// on each keystroke, items only left out, in one pass over memory.
///
/// The walk is inlinable and runs through ``SnapshotSpecializations``, so
/// it is compiled for the app's identifier types: comparing and hashing
/// them directly rather than through generic witnesses.
@usableFromInline
struct SnapshotItemWalk<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    @usableFromInline
    typealias Layout = SnapshotLayout<SectionIdentifierType, ItemIdentifierType>

    /// How far ahead the walk looks for the item at the other cursor.
    @inlinable
    static var window: Int { 32 }

    @usableFromInline
    let oldLayout: Layout
    @usableFromInline
    let old: [ItemIdentifierType]
    @usableFromInline
    let new: [ItemIdentifierType]
    @usableFromInline
    var oldToNew: [Int]
    @usableFromInline
    var newToOld: [Int]
    /// New items the walk stepped over, to look up when it is done.
    @usableFromInline
    var skipped: [Int] = []
    /// New items not in the old snapshot.
    @usableFromInline
    var inserted: Set<ItemIdentifierType> = []
    @usableFromInline
    var compared = 0
    /// Old items matched so far.
    @usableFromInline
    var matched = 0
    /// Compares left for lining up across long gaps before the walk
    /// hashes instead: about two per item, so the walk stays linear.
    @usableFromInline
    var scanBudget: Int
    @usableFromInline
    var hashed = 0
    /// The old items' map of places and section starts, fetched on first need.
    @usableFromInline
    var oldPlaces: (locations: [ItemIdentifierType: SnapshotLocation], starts: [Int])?

    @inlinable
    init(from oldLayout: Layout, to newLayout: Layout) {
        self.oldLayout = oldLayout
        old = Self.flattened(oldLayout)
        new = Self.flattened(newLayout)
        oldToNew = [Int](repeating: -1, count: old.count)
        newToOld = [Int](repeating: -1, count: new.count)
        scanBudget = 2 * (old.count + new.count)
    }

    /// Every item of a layout in one array (the items themselves when there
    /// is one section, without copying).
    @inlinable
    static func flattened(_ layout: Layout) -> [ItemIdentifierType] {
        if layout.items.count == 1 { return layout.items[0] }
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(layout.itemCount)
        for section in layout.items { all.append(contentsOf: section) }
        return all
    }

    /// Runs the walk; the maps are in ``oldToNew`` and ``newToOld``.
    @inlinable
    mutating func run() {
        if matchSubsequence() { return }
        var oldIndex = 0
        var newIndex = 0
        while newIndex < new.count {
            if oldIndex < old.count {
                let run = SnapshotMemory.identicalRun(old, from: oldIndex, new, from: newIndex)
                if run > 0 {
                    for offset in 0 ..< run {
                        oldToNew[oldIndex + offset] = newIndex + offset
                        newToOld[newIndex + offset] = oldIndex + offset
                    }
                    oldIndex += run
                    newIndex += run
                    compared += run
                    matched += run
                    continue
                }
                compared += 1
                if old[oldIndex] == new[newIndex] {
                    oldToNew[oldIndex] = newIndex
                    newToOld[newIndex] = oldIndex
                    oldIndex += 1
                    newIndex += 1
                    matched += 1
                    continue
                }
                // Nearby first; then, while the budget lasts and a lookup
                // would first have to build the old map, as far as it takes,
                // so a long run of deletions or insertions (a search
                // narrowed to a few matches, or cleared) needs no hashing.
                // With the map built, a lookup is cheaper than a long search
                // (an item replaced is not anywhere ahead).
                var found = lineUp(oldIndex, newIndex, within: Self.window)
                if found == nil, oldPlaces == nil, scanBudget > 0, !oldLayout.hasLocations {
                    let window = scanBudget / 2
                    found = lineUp(oldIndex, newIndex, within: window)
                    // What the search compared: two items a step, up to
                    // where it lined up or gave up.
                    switch found {
                    case .oldAhead(let distance)?, .newAhead(let distance)?: scanBudget -= 2 * distance
                    case nil: scanBudget -= 2 * min(window, max(old.count - oldIndex, new.count - newIndex))
                    }
                }
                switch found {
                case .oldAhead(let distance)?:
                    // Old items deleted, or moved and found by a lookup later.
                    oldIndex += distance
                    continue
                case .newAhead(let distance)?:
                    skipped.append(contentsOf: newIndex ..< newIndex + distance)
                    newIndex += distance
                    continue
                case nil:
                    break
                }
            }
            // Nothing lines up nearby: look the new item up, and go on from
            // its old place when that is ahead, so a long run of deletions
            // costs one lookup.
            if let place = lookUp(newIndex), place >= oldIndex {
                oldIndex = place + 1
            }
            newIndex += 1
        }
        // When every old item stayed and nothing was looked up, a skipped
        // item cannot have moved: it was inserted, and nothing needs
        // hashing. A repeat among them is found when the applied snapshot is
        // first searched, as for appended items.
        if matched < old.count || oldPlaces != nil {
            for index in skipped { _ = lookUp(index) }
        }
        DiffableCounters.count(compared: compared, hashed: hashed)
    }

    /// The walk for the commonest change of a search, tried first: the new
    /// items are the old ones with some left out (a keystroke narrowing the
    /// results). One pass over the two arrays' memory matches each new item
    /// with the next identical old item, a compare and a store per item,
    /// where the general walk's lining up costs many times that per gap.
    /// With unique old identifiers the match is the only one, and the new
    /// items, matched to distinct old places, are unique too.
    ///
    /// Widening (items only added back) is left to the general walk: an
    /// added item may repeat one that stayed, which only its lookups find.
    ///
    /// - Returns: Whether every new item was matched; if not (an item
    ///   inserted, moved or replaced, or equal items differ in memory), the
    ///   maps are as they were and the general walk runs.
    @inlinable
    mutating func matchSubsequence() -> Bool {
        let stride = MemoryLayout<ItemIdentifierType>.stride
        guard stride > 0, !new.isEmpty, new.count < old.count else { return false }
        let short = new
        let long = old
        var shortToLong = newToOld
        var longToShort = oldToNew
        // Released so the maps are changed in place, not copied.
        newToOld = []
        oldToNew = []
        var matchedCount = 0
        var examined = 0
        short.withUnsafeBytes { shortBytes in
            long.withUnsafeBytes { longBytes in
                shortToLong.withUnsafeMutableBufferPointer { shortToLong in
                    longToShort.withUnsafeMutableBufferPointer { longToShort in
                        guard let shortBase = shortBytes.baseAddress, let longBase = longBytes.baseAddress else { return }
                        let shortCount = short.count
                        let longCount = long.count
                        var longIndex = 0
                        var shortIndex = 0
                        while shortIndex < shortCount {
                            let item = shortBase + shortIndex * stride
                            // The rest of the long side must still hold the rest of the short.
                            while longCount - longIndex >= shortCount - shortIndex,
                                !SnapshotMemory.sameBytes(longBase + longIndex * stride, item, count: stride)
                            {
                                longIndex += 1
                            }
                            guard longCount - longIndex >= shortCount - shortIndex else { break }
                            shortToLong[shortIndex] = longIndex
                            longToShort[longIndex] = shortIndex
                            longIndex += 1
                            shortIndex += 1
                        }
                        matchedCount = shortIndex
                        examined = longIndex
                        guard shortIndex < shortCount else { return }
                        // Not a subsequence: undo, for the general walk.
                        for index in 0 ..< shortIndex {
                            longToShort[shortToLong[index]] = -1
                            shortToLong[index] = -1
                        }
                    }
                }
            }
        }
        newToOld = shortToLong
        oldToNew = longToShort
        compared += examined
        guard matchedCount == short.count else { return false }
        matched = short.count
        DiffableCounters.count(compared: compared)
        return true
    }

    /// Where the walk lines up again within `window` items: the new item
    /// some old items ahead, or the old item some new items ahead, nearest
    /// first.
    @usableFromInline
    enum LineUp {
        case oldAhead(Int)
        case newAhead(Int)
    }

    @inlinable
    func lineUp(_ oldIndex: Int, _ newIndex: Int, within window: Int) -> LineUp? {
        let stride = MemoryLayout<ItemIdentifierType>.stride
        guard stride > 0 else { return nil }
        let oldLimit = min(window, old.count - 1 - oldIndex)
        let newLimit = min(window, new.count - 1 - newIndex)
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes -> LineUp? in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return nil }
                let oldItem = oldBase + oldIndex * stride
                let newItem = newBase + newIndex * stride
                for distance in 1 ... max(1, max(oldLimit, newLimit)) {
                    if distance <= oldLimit, SnapshotMemory.sameBytes(oldItem + distance * stride, newItem, count: stride) {
                        return .oldAhead(distance)
                    }
                    if distance <= newLimit, SnapshotMemory.sameBytes(newItem + distance * stride, oldItem, count: stride) {
                        return .newAhead(distance)
                    }
                }
                return nil
            }
        }
    }

    /// Matches a new item with its old place, if it has one, and returns
    /// that place; an item with no old place is inserted.
    @inlinable
    mutating func lookUp(_ newIndex: Int) -> Int? {
        if oldPlaces == nil { oldPlaces = (oldLayout.locations, oldLayout.sectionStarts) }
        guard let places = oldPlaces else { return nil }
        hashed += 1
        let item = new[newIndex]
        guard let location = places.locations[item] else {
            hashed += 1
            guard inserted.insert(item).inserted else { Self.duplicate(item) }
            return nil
        }
        let place = places.starts[location.section] + location.index
        guard oldToNew[place] < 0 else { Self.duplicate(item) }
        oldToNew[place] = newIndex
        newToOld[newIndex] = place
        matched += 1
        return place
    }

    @inlinable
    static func duplicate(_ item: ItemIdentifierType) -> Never {
        preconditionFailure(
            "TUIDiffableDataSourceSnapshot: duplicate item identifier \(item) in the applied snapshot; item identifiers must be unique")
    }
}
