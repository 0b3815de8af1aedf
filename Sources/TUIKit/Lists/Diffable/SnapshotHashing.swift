/// The hashing a snapshot's identifier type needs, as closures made where
/// that type is known.
///
/// TUIKit compiles its generic code (the data source's `apply`, the
/// difference) once for every identifier type, so a dictionary used there
/// hashes and compares through generic witnesses, several times slower
/// than the same dictionary in code specialized for `Int` or `String`. A
/// snapshot is made by inlinable code in the app, which is specialized, so
/// its layout keeps these closures from there and the generic code hashes
/// through them.
@usableFromInline
struct SnapshotHashing<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Builds the map of every item's place from the sections' items and
    /// their total, trapping on a duplicate.
    @usableFromInline let places: @Sendable (_ items: [[ItemIdentifierType]], _ count: Int) -> [ItemIdentifierType: SnapshotLocation]
    /// Looks an item up in a map of places.
    @usableFromInline let find: @Sendable (_ places: [ItemIdentifierType: SnapshotLocation], _ item: ItemIdentifierType) -> SnapshotLocation?
    /// An item that appears more than once, if there is one.
    @usableFromInline let repeated: @Sendable (_ items: [ItemIdentifierType]) -> ItemIdentifierType?

    @inlinable
    init() {
        places = { items, count in Self.buildPlaces(items, count: count) }
        find = { places, item in places[item] }
        repeated = { items in
            var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
            return items.first { !seen.insert($0).inserted }
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
