import Synchronization

/// Where an item is in a snapshot: its section's index and its index in
/// the section.
///
/// Kept as two 32-bit numbers: the map of places holds one per item, and at
/// a million items the map's slots are a third smaller for it (16 bytes
/// less per slot than two `Int`s with an `Int` key, 8 with it).
@usableFromInline
struct SnapshotLocation: Sendable, Equatable {
    @usableFromInline let storedSection: UInt32
    @usableFromInline let storedIndex: UInt32

    /// The section's index.
    @inlinable
    var section: Int { Int(storedSection) }
    /// The item's index in its section.
    @inlinable
    var index: Int { Int(storedIndex) }

    @inlinable
    init(section: Int, index: Int) {
        precondition(
            section >= 0 && index >= 0 && section <= Int(UInt32.max) && index <= Int(UInt32.max),
            "TUIDiffableDataSourceSnapshot: more sections or items than 32 bits can count")
        storedSection = UInt32(truncatingIfNeeded: section)
        storedIndex = UInt32(truncatingIfNeeded: index)
    }
}

/// The sections and items of a snapshot, in a class so that copies of a
/// snapshot share them until one of the copies changes its items
/// (copy on write). Two snapshots with the same layout object hold the same
/// items in the same places, which is how applying a snapshot that only
/// marks items for reconfiguring or reloading knows it without comparing.
///
/// Appending sections and items only appends to arrays. What needs hashing
/// every item, the map from an item to its place, is built in one pass
/// with its capacity reserved the first time something asks where an item
/// is, and is kept up to date from then on. Building it is also where
/// duplicate identifiers are found.
///
/// Copies share a layout across threads (a snapshot is `Sendable`), and
/// reading one may build its map, so the built parts live behind a lock.
/// Changing a layout requires the only reference to it, so nobody reads
/// one while it changes.
@usableFromInline
final class SnapshotLayout<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    /// What is built on demand from the sections and items.
    @usableFromInline
    struct Derived: Sendable {
        /// Each item's place; nil until first asked for.
        @usableFromInline var locations: [ItemIdentifierType: SnapshotLocation]?
        /// The global index of each section's first item, and the total
        /// last; nil until first asked for.
        @usableFromInline var sectionStarts: [Int]?

        @inlinable
        init(locations: [ItemIdentifierType: SnapshotLocation]? = nil, sectionStarts: [Int]? = nil) {
            self.locations = locations
            self.sectionStarts = sectionStarts
        }
    }

    @usableFromInline var sections: [SectionIdentifierType]
    @usableFromInline var sectionIndexes: [SectionIdentifierType: Int]
    @usableFromInline var items: [[ItemIdentifierType]]
    @usableFromInline var itemCount: Int
    @usableFromInline let derived: Mutex<Derived>
    /// Hashing and matching compiled for the identifier types, from where
    /// the layout was made.
    @usableFromInline let specialized: SnapshotSpecializations<SectionIdentifierType, ItemIdentifierType>

    @inlinable
    init() {
        specialized = SnapshotSpecializations()
        sections = []
        sectionIndexes = [:]
        items = []
        itemCount = 0
        derived = Mutex(Derived())
    }

    @inlinable
    init(copying other: SnapshotLayout) {
        specialized = other.specialized
        sections = other.sections
        sectionIndexes = other.sectionIndexes
        items = other.items
        itemCount = other.itemCount
        derived = Mutex(other.derived.withLock { $0 })
    }

    // MARK: - Lookups

    /// Every item's place, built on first use.
    ///
    /// - Complexity: O(1) once built; building is O(n), one hash per item.
    @inlinable
    var locations: [ItemIdentifierType: SnapshotLocation] {
        derived.withLock { derived in
            if let locations = derived.locations { return locations }
            let locations = specialized.places(items, itemCount)
            DiffableCounters.count(hashed: itemCount)
            derived.locations = locations
            return locations
        }
    }

    /// Whether the map from items to places has been built.
    @inlinable
    var hasLocations: Bool { derived.withLock { $0.locations != nil } }

    /// The global index of each section's first item, and the total last.
    @inlinable
    var sectionStarts: [Int] {
        derived.withLock { derived in
            if let starts = derived.sectionStarts { return starts }
            var starts: [Int] = []
            starts.reserveCapacity(items.count + 1)
            var total = 0
            for section in items {
                starts.append(total)
                total += section.count
            }
            starts.append(total)
            derived.sectionStarts = starts
            return starts
        }
    }

    // MARK: - Keeping the built parts up to date

    /// Runs `body` on the map from items to places if it has been built.
    /// Only for a layout with one owner, which is changing it.
    @inlinable
    func updateLocations(_ body: (inout [ItemIdentifierType: SnapshotLocation]) -> Void) {
        derived.withLock { derived in
            // Taken out and put back, so the dictionary has one owner and
            // changes in place.
            guard var locations = derived.locations else { return }
            derived.locations = nil
            body(&locations)
            derived.locations = locations
        }
    }

    /// Forgets the section starts, after section counts changed.
    @inlinable
    func countsChanged() {
        derived.withLock { $0.sectionStarts = nil }
    }
}
