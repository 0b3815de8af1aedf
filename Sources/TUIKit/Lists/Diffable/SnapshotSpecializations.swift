/// The work on a snapshot's identifiers that must be fast, as closures
/// made where the identifier types are known.
///
/// TUIKit compiles its generic code (the data source's `apply`, the
/// difference) once for every identifier type, so dictionaries and
/// comparisons there go through generic witnesses and metadata lookups,
/// several times slower than the same code specialized for `Int` or
/// `String` (perf showed a 1% change's apply at 100,000 items spending most
/// of its time in `ValueWitnesses::initializeWithCopy` under
/// `Dictionary.find`). A snapshot is made by inlinable code in the app,
/// which is specialized, so its layout keeps these closures from there and
/// the generic code calls them.
@usableFromInline
struct SnapshotSpecializations<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias Layout = SnapshotLayout<SectionIdentifierType, ItemIdentifierType>

    /// Builds the map of every item's place from the sections' items and
    /// their total, trapping on a duplicate.
    @usableFromInline let places: @Sendable (_ items: [[ItemIdentifierType]], _ count: Int) -> [ItemIdentifierType: SnapshotLocation]
    /// Matches the items of an old and a new layout (``SnapshotItemWalk``).
    @usableFromInline let matchItems: @Sendable (_ old: Layout, _ new: Layout) -> (oldToNew: [Int], newToOld: [Int])

    @inlinable
    init() {
        places = { items, count in Self.buildPlaces(items, count: count) }
        matchItems = { old, new in
            var walk = SnapshotItemWalk(from: old, to: new)
            walk.run()
            return (walk.oldToNew, walk.newToOld)
        }
    }

    /// The map of places, in one pass with room for every item reserved,
    /// so nothing is hashed twice.
    @inlinable
    static func buildPlaces(_ items: [[ItemIdentifierType]], count: Int) -> [ItemIdentifierType: SnapshotLocation] {
        var places = [ItemIdentifierType: SnapshotLocation](minimumCapacity: count)
        for (section, sectionItems) in items.enumerated() {
            for (index, item) in sectionItems.enumerated()
            where places.updateValue(SnapshotLocation(section: section, index: index), forKey: item) != nil {
                preconditionFailure("TUIDiffableDataSourceSnapshot: duplicate item identifier \(item); item identifiers must be unique")
            }
        }
        return places
    }
}
