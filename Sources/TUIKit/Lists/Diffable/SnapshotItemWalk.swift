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
/// New items that the walk skipped, or that it could not line up within
/// the window, are looked up in the old snapshot's map of places (built on
/// first need): found means moved, not found means inserted. So hashing
/// scales with what changed, and a change made only of deletions hashes
/// nothing. The walk also proves the new items unique: matched items are
/// distinct old items, and a looked-up item whose old place is taken, or
/// an inserted item seen twice, is a duplicate.
struct SnapshotItemWalk<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Layout = SnapshotLayout<SectionIdentifierType, ItemIdentifierType>

    /// How far ahead the walk looks for the item at the other cursor.
    static var window: Int { 32 }

    let oldLayout: Layout
    let old: [ItemIdentifierType]
    let new: [ItemIdentifierType]
    var oldToNew: [Int]
    var newToOld: [Int]
    /// New items the walk stepped over, to look up when it is done.
    var skipped: [Int] = []
    /// New items not in the old snapshot, checked for repeats at the end.
    var inserted: [ItemIdentifierType] = []
    var compared = 0
    var hashed = 0
    /// The old items' map of places and section starts, fetched on first need.
    var oldPlaces: (locations: [ItemIdentifierType: SnapshotLocation], starts: [Int])?

    init(from oldLayout: Layout, to newLayout: Layout) {
        self.oldLayout = oldLayout
        old = Self.flattened(oldLayout)
        new = Self.flattened(newLayout)
        oldToNew = [Int](repeating: -1, count: old.count)
        newToOld = [Int](repeating: -1, count: new.count)
    }

    /// Every item of a layout in one array (the items themselves when there
    /// is one section, without copying).
    static func flattened(_ layout: Layout) -> [ItemIdentifierType] {
        if layout.items.count == 1 { return layout.items[0] }
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(layout.itemCount)
        for section in layout.items { all.append(contentsOf: section) }
        return all
    }

    /// Runs the walk; the maps are in ``oldToNew`` and ``newToOld``.
    mutating func run() {
        var oldIndex = 0
        var newIndex = 0
        while newIndex < new.count {
            if oldIndex < old.count {
                let run = SnapshotDifference.identicalRun(old, from: oldIndex, new, from: newIndex)
                if run > 0 {
                    for offset in 0 ..< run {
                        oldToNew[oldIndex + offset] = newIndex + offset
                        newToOld[newIndex + offset] = oldIndex + offset
                    }
                    oldIndex += run
                    newIndex += run
                    compared += run
                    continue
                }
                compared += 1
                if old[oldIndex] == new[newIndex] {
                    oldToNew[oldIndex] = newIndex
                    newToOld[newIndex] = oldIndex
                    oldIndex += 1
                    newIndex += 1
                    continue
                }
                switch lineUp(oldIndex, newIndex) {
                case .oldAhead(let distance):
                    // Old items deleted, or moved and found by a lookup later.
                    oldIndex += distance
                    continue
                case .newAhead(let distance):
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
        for index in skipped { _ = lookUp(index) }
        if inserted.count > 1 {
            hashed += inserted.count
            if let item = oldLayout.hashing.repeated(inserted) { Self.duplicate(item) }
        }
        DiffableCounters.current?.compared.add(compared, ordering: .relaxed)
        DiffableCounters.current?.hashed.add(hashed, ordering: .relaxed)
    }

    /// Where the walk lines up again within the window: the new item a few
    /// old items ahead, or the old item a few new items ahead, nearest first.
    enum LineUp {
        case oldAhead(Int)
        case newAhead(Int)
    }

    func lineUp(_ oldIndex: Int, _ newIndex: Int) -> LineUp? {
        let stride = MemoryLayout<ItemIdentifierType>.stride
        guard stride > 0 else { return nil }
        let oldLimit = min(Self.window, old.count - 1 - oldIndex)
        let newLimit = min(Self.window, new.count - 1 - newIndex)
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes -> LineUp? in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return nil }
                let oldItem = oldBase + oldIndex * stride
                let newItem = newBase + newIndex * stride
                for distance in 1 ... max(1, max(oldLimit, newLimit)) {
                    if distance <= oldLimit, Self.sameBytes(oldItem + distance * stride, newItem, count: stride) {
                        return .oldAhead(distance)
                    }
                    if distance <= newLimit, Self.sameBytes(newItem + distance * stride, oldItem, count: stride) {
                        return .newAhead(distance)
                    }
                }
                return nil
            }
        }
    }

    /// Whether two items are the same bits (and so the same identifier).
    @inline(__always)
    static func sameBytes(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < count {
            guard left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }

    /// Matches a new item with its old place, if it has one, and returns
    /// that place; an item with no old place is inserted.
    mutating func lookUp(_ newIndex: Int) -> Int? {
        let places = oldPlaces ?? (oldLayout.locations, oldLayout.sectionStarts)
        oldPlaces = places
        hashed += 1
        let item = new[newIndex]
        guard let location = oldLayout.hashing.find(places.locations, item) else {
            inserted.append(item)
            return nil
        }
        let place = places.starts[location.section] + location.index
        guard oldToNew[place] < 0 else { Self.duplicate(item) }
        oldToNew[place] = newIndex
        newToOld[newIndex] = place
        return place
    }

    static func duplicate(_ item: ItemIdentifierType) -> Never {
        preconditionFailure("TUIDiffableDataSourceSnapshot: duplicate item identifier \(item) in the applied snapshot; item identifiers must be unique")
    }
}
