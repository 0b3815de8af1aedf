/// The state of a list's data at one moment: sections and the items in
/// them, by identifier. Build one, then apply it to a diffable data source,
/// which works out what changed.
///
/// ```swift
/// var snapshot = TUIDiffableDataSourceSnapshot<Section, Product.ID>()
/// snapshot.appendSections([.featured, .all])
/// snapshot.appendItems(featured.map(\.id), toSection: .featured)
/// snapshot.appendItems(all.map(\.id), toSection: .all)
/// dataSource.apply(snapshot)
/// ```
///
/// Identifiers must be unique across the whole snapshot: adding a section
/// that is already there is a programmer error, and so is an item that is
/// already there; the message names it. Appending items takes O(1) per item
/// and hashes nothing, so building a snapshot of many items is a copy of
/// their identifiers. The first lookup by identifier (`indexOfItem(_:)`,
/// `insertItems(_:beforeItem:)`, `reconfigureItems(_:)` and the like)
/// builds a map of every item's place in one pass, which is where a
/// duplicate item is found if it was appended; from then on lookups take
/// O(1) and edits keep the map up to date. Applying a snapshot finds most
/// duplicates as it compares; the rest are found by its first lookup.
///
/// Copies share their sections and items until one of them changes (a
/// snapshot taken from a data source and only marked with
/// ``reconfigureItems(_:)`` or ``reloadItems(_:)`` still shares them, which
/// lets the data source apply it without comparing). The methods are
/// inlinable, so an app builds snapshots of its own identifier types with
/// hashing specialized for them rather than through generic witnesses.
public struct TUIDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias Layout = SnapshotLayout<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline typealias Location = SnapshotLocation

    @usableFromInline var layout: Layout
    @usableFromInline var reloadedItems: Set<ItemIdentifierType> = []
    @usableFromInline var reconfiguredItems: Set<ItemIdentifierType> = []
    @usableFromInline var reloadedSections: Set<SectionIdentifierType> = []

    /// Creates an empty snapshot.
    @inlinable
    public init() {
        layout = Layout()
    }

    // MARK: - Counts and identifiers

    /// The number of items in all sections.
    @inlinable
    public var numberOfItems: Int { layout.itemCount }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { layout.sections.count }

    /// The sections, in order.
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { layout.sections }

    /// Every item, section by section.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(layout.itemCount)
        for section in layout.items { all.append(contentsOf: section) }
        return all
    }

    /// The items marked with ``reloadItems(_:)`` since the snapshot was made.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(reloadedItems) }

    /// The items marked with ``reconfigureItems(_:)`` since the snapshot was made.
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { Array(reconfiguredItems) }

    /// The sections marked with ``reloadSections(_:)`` since the snapshot was made.
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { Array(reloadedSections) }

    /// The number of items in a section, which must be in the snapshot.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        layout.items[requireSection(identifier, in: "numberOfItems(inSection:)")].count
    }

    /// The items of a section, in order; the section must be in the snapshot.
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        layout.items[requireSection(identifier, in: "itemIdentifiers(inSection:)")]
    }

    /// The section an item is in, or nil when the item is not in the snapshot.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { layout.sections[$0.section] }
    }

    /// The position of an item among all items, or nil.
    ///
    /// - Complexity: O(1), after the first lookup of the snapshot.
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return layout.sectionStarts[location.section] + location.index
    }

    /// The position of a section, or nil.
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        layout.sectionIndexes[identifier]
    }

    /// Where an item is, or nil.
    @inlinable
    func location(of identifier: ItemIdentifierType) -> Location? {
        layout.locations[identifier]
    }

    // MARK: - Sections

    /// Adds sections at the end.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: layout.sections.count, in: "appendSections(_:)")
    }

    /// Inserts sections before a section that is in the snapshot.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(
            identifiers, at: requireSection(toIdentifier, in: "insertSections(_:beforeSection:)"), in: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after a section that is in the snapshot.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(
            identifiers, at: requireSection(toIdentifier, in: "insertSections(_:afterSection:)") + 1, in: "insertSections(_:afterSection:)")
    }

    @inlinable
    mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, in method: String) {
        let layout = uniqueLayout()
        if identifiers.count == 1 {
            // The usual case, one section at a time: no set of them needed.
            precondition(
                layout.sectionIndexes[identifiers[0]] == nil,
                "TUIDiffableDataSourceSnapshot.\(method): duplicate section identifier \(identifiers[0]); section identifiers must be unique"
            )
        } else {
            var seen = Set<SectionIdentifierType>()
            for identifier in identifiers {
                precondition(
                    layout.sectionIndexes[identifier] == nil && seen.insert(identifier).inserted,
                    "TUIDiffableDataSourceSnapshot.\(method): duplicate section identifier \(identifier); section identifiers must be unique"
                )
            }
        }
        if index == layout.sections.count {
            for (offset, identifier) in identifiers.enumerated() { layout.sectionIndexes[identifier] = index + offset }
            layout.sections.append(contentsOf: identifiers)
            layout.items.append(contentsOf: repeatElement([], count: identifiers.count))
        } else {
            layout.sections.insert(contentsOf: identifiers, at: index)
            layout.items.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
            reindexSections(from: index)
        }
        layout.countsChanged()
    }

    /// Removes sections and their items.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { self.layout.sectionIndexes[$0] })
        guard let first = doomed.min() else { return }
        let layout = uniqueLayout()
        for index in doomed {
            let doomedItems = layout.items[index]
            layout.updateLocations { locations in
                for item in doomedItems { locations[item] = nil }
            }
            layout.itemCount -= doomedItems.count
            layout.sectionIndexes[layout.sections[index]] = nil
        }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for index in layout.sections.indices where !doomed.contains(index) {
            keptSections.append(layout.sections[index])
            keptItems.append(layout.items[index])
        }
        layout.sections = keptSections
        layout.items = keptItems
        reindexSections(from: first)
        layout.countsChanged()
    }

    /// Moves a section before another.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, in: "moveSection(_:beforeSection:)")
    }

    /// Moves a section after another.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, in: "moveSection(_:afterSection:)")
    }

    @inlinable
    mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool, in method: String)
    {
        let from = requireSection(identifier, in: method)
        _ = requireSection(target, in: method)
        precondition(identifier != target, "TUIDiffableDataSourceSnapshot.\(method): cannot move section \(identifier) relative to itself")
        let layout = uniqueLayout()
        let movedItems = layout.items.remove(at: from)
        layout.sections.remove(at: from)
        layout.sectionIndexes[identifier] = nil
        reindexSections(from: from)
        let to = (layout.sectionIndexes[target] ?? 0) + (after ? 1 : 0)
        layout.sections.insert(identifier, at: to)
        layout.items.insert(movedItems, at: to)
        reindexSections(from: min(from, to))
        layout.countsChanged()
    }

    /// Marks sections so all their items get new cells on the next apply.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            let index = requireSection(identifier, in: "reloadSections(_:)")
            reloadedSections.insert(identifier)
            reloadedItems.formUnion(layout.items[index])
        }
    }

    /// Marks sections so all their items' cells are configured again in place.
    @inlinable
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            reconfiguredItems.formUnion(layout.items[requireSection(identifier, in: "reconfigureSections(_:)")])
        }
    }

    // MARK: - Items

    /// Adds items at the end of a section, or of the last section when nil.
    /// There must be a section.
    ///
    /// - Complexity: O(n) in the number of items appended; nothing is
    ///   hashed until the snapshot is first searched by identifier.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            section = requireSection(sectionIdentifier, in: "appendItems(_:toSection:)")
        } else {
            precondition(
                !layout.sections.isEmpty,
                "TUIDiffableDataSourceSnapshot.appendItems(_:toSection:): there are no sections to append to; append a section first")
            section = layout.sections.count - 1
        }
        insertItems(identifiers, section: section, at: layout.items[section].count, in: "appendItems(_:toSection:)")
    }

    /// Inserts items before an item that is in the snapshot.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let location = requireItem(beforeIdentifier, in: "insertItems(_:beforeItem:)")
        insertItems(identifiers, section: location.section, at: location.index, in: "insertItems(_:beforeItem:)")
    }

    /// Inserts items after an item that is in the snapshot.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let location = requireItem(afterIdentifier, in: "insertItems(_:afterItem:)")
        insertItems(identifiers, section: location.section, at: location.index + 1, in: "insertItems(_:afterItem:)")
    }

    @inlinable
    mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int, in method: String) {
        guard !identifiers.isEmpty else { return }
        let layout = uniqueLayout()
        // With a map of places built, the new items go into it (which finds
        // duplicates now); without one, they are hashed when it is built.
        layout.updateLocations { locations in
            for (offset, identifier) in identifiers.enumerated()
            where locations.updateValue(Location(section: section, index: index + offset), forKey: identifier) != nil {
                preconditionFailure(
                    "TUIDiffableDataSourceSnapshot.\(method): duplicate item identifier \(identifier); item identifiers must be unique")
            }
        }
        layout.itemCount += identifiers.count
        if layout.items[section].isEmpty {
            // Filling an empty section (how snapshots are usually built)
            // takes the array itself: its buffer is shared, not copied.
            layout.items[section] = identifiers
        } else if index == layout.items[section].count {
            layout.items[section].append(contentsOf: identifiers)
        } else {
            layout.items[section].insert(contentsOf: identifiers, at: index)
            reindexItems(inSection: section, from: index + identifiers.count)
        }
        layout.countsChanged()
    }

    /// Removes items; identifiers not in the snapshot are ignored.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard !identifiers.isEmpty else { return }
        let layout = uniqueLayout()
        _ = layout.locations
        var doomedBySection: [Int: Set<ItemIdentifierType>] = [:]
        layout.updateLocations { locations in
            for identifier in identifiers {
                guard let location = locations.removeValue(forKey: identifier) else { continue }
                doomedBySection[location.section, default: []].insert(identifier)
            }
        }
        for (section, doomed) in doomedBySection {
            reloadedItems.subtract(doomed)
            reconfiguredItems.subtract(doomed)
            let first = layout.items[section].firstIndex { doomed.contains($0) } ?? 0
            layout.items[section].removeAll { doomed.contains($0) }
            layout.itemCount -= doomed.count
            reindexItems(inSection: section, from: first)
        }
        if !doomedBySection.isEmpty { layout.countsChanged() }
    }

    /// Removes every item and section.
    @inlinable
    public mutating func deleteAllItems() {
        self = TUIDiffableDataSourceSnapshot()
    }

    /// Moves an item before another.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, in: "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, in: "moveItem(_:afterItem:)")
    }

    @inlinable
    mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool, in method: String) {
        let from = requireItem(identifier, in: method)
        _ = requireItem(target, in: method)
        precondition(identifier != target, "TUIDiffableDataSourceSnapshot.\(method): cannot move item \(identifier) relative to itself")
        let layout = uniqueLayout()
        layout.items[from.section].remove(at: from.index)
        layout.itemCount -= 1
        layout.updateLocations { $0[identifier] = nil }
        reindexItems(inSection: from.section, from: from.index)
        let to = requireItem(target, in: method)
        insertItems([identifier], section: to.section, at: to.index + (after ? 1 : 0), in: method)
    }

    /// Marks items so they get new cells on the next apply.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = requireItem(identifier, in: "reloadItems(_:)")
            reloadedItems.insert(identifier)
        }
    }

    /// Marks items so their cells are configured again in place on the next
    /// apply: the cell provider runs, and its dequeue returns the same cell.
    /// The items stay where they are, so a snapshot taken from a data
    /// source and only marked applies without comparing.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = requireItem(identifier, in: "reconfigureItems(_:)")
            reconfiguredItems.insert(identifier)
        }
    }

    /// Clears the reload and reconfigure marks, once applied.
    @inlinable
    mutating func clearUpdateMarks() {
        if !reloadedItems.isEmpty { reloadedItems.removeAll() }
        if !reconfiguredItems.isEmpty { reconfiguredItems.removeAll() }
        if !reloadedSections.isEmpty { reloadedSections.removeAll() }
    }

    /// Whether there are reload or reconfigure marks.
    @inlinable
    var hasUpdateMarks: Bool { !reloadedItems.isEmpty || !reconfiguredItems.isEmpty }

    /// Whether two snapshots share their sections and items: then they hold
    /// the same items in the same places, known without comparing them.
    @inlinable
    func sharesLayout(with other: Self) -> Bool { layout === other.layout }

    // MARK: - Bookkeeping

    /// The layout, copied first if another snapshot shares it.
    @inlinable
    mutating func uniqueLayout() -> Layout {
        if !isKnownUniquelyReferenced(&layout) { layout = Layout(copying: layout) }
        return layout
    }

    @inlinable
    func requireSection(_ identifier: SectionIdentifierType, in method: String) -> Int {
        guard let index = layout.sectionIndexes[identifier] else {
            preconditionFailure("TUIDiffableDataSourceSnapshot.\(method): section identifier \(identifier) is not in the snapshot")
        }
        return index
    }

    @inlinable
    func requireItem(_ identifier: ItemIdentifierType, in method: String) -> Location {
        guard let location = location(of: identifier) else {
            preconditionFailure("TUIDiffableDataSourceSnapshot.\(method): item identifier \(identifier) is not in the snapshot")
        }
        return location
    }

    /// Brings section indexes (and item places, if built) up to date from
    /// `start` on, after sections moved.
    @inlinable
    mutating func reindexSections(from start: Int) {
        for index in start ..< layout.sections.count {
            layout.sectionIndexes[layout.sections[index]] = index
            reindexItems(inSection: index, from: 0)
        }
    }

    /// Brings the places of a section's items from `start` on up to date,
    /// if the map of places is built.
    @inlinable
    mutating func reindexItems(inSection section: Int, from start: Int) {
        let sectionItems = layout.items[section]
        guard start < sectionItems.count else { return }
        layout.updateLocations { locations in
            for index in start ..< sectionItems.count {
                locations[sectionItems[index]] = Location(section: section, index: index)
            }
        }
    }
}
