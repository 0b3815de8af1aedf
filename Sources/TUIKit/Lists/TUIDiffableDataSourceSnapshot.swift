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
/// or item that is already there is a programmer error, and the message
/// names it. Every item knows its section and place through a hash map, so
/// lookups take O(1); appending takes O(1) per item. The methods are
/// inlinable, so an app builds snapshots of its own identifier types with
/// hashing specialized for them rather than through generic witnesses.
public struct TUIDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item is: its section's index and its index in the section.
    @usableFromInline
    struct Location: Sendable {
        @usableFromInline var section: Int
        @usableFromInline var index: Int

        @inlinable
        init(section: Int, index: Int) {
            self.section = section
            self.index = index
        }
    }

    @usableFromInline var sections: [SectionIdentifierType] = []
    @usableFromInline var sectionIndexes: [SectionIdentifierType: Int] = [:]
    @usableFromInline var items: [[ItemIdentifierType]] = []
    @usableFromInline var locations: [ItemIdentifierType: Location] = [:]
    @usableFromInline var reloadedItems: Set<ItemIdentifierType> = []
    @usableFromInline var reconfiguredItems: Set<ItemIdentifierType> = []
    @usableFromInline var reloadedSections: Set<SectionIdentifierType> = []

    /// Creates an empty snapshot.
    @inlinable
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of items in all sections.
    @inlinable
    public var numberOfItems: Int { locations.count }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { sections.count }

    /// The sections, in order.
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item, section by section.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

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
        items[requireSection(identifier, in: "numberOfItems(inSection:)")].count
    }

    /// The items of a section, in order; the section must be in the snapshot.
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[requireSection(identifier, in: "itemIdentifiers(inSection:)")]
    }

    /// The section an item is in, or nil when the item is not in the snapshot.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locations[identifier].map { sections[$0.section] }
    }

    /// The position of an item among all items, or nil.
    ///
    /// - Complexity: O(number of sections).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = locations[identifier] else { return nil }
        return items[..<location.section].reduce(0) { $0 + $1.count } + location.index
    }

    /// The position of a section, or nil.
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// Where an item is, or nil.
    @inlinable
    func location(of identifier: ItemIdentifierType) -> Location? {
        locations[identifier]
    }

    // MARK: - Sections

    /// Adds sections at the end.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count, in: "appendSections(_:)")
    }

    /// Inserts sections before a section that is in the snapshot.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: requireSection(toIdentifier, in: "insertSections(_:beforeSection:)"), in: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after a section that is in the snapshot.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: requireSection(toIdentifier, in: "insertSections(_:afterSection:)") + 1, in: "insertSections(_:afterSection:)")
    }

    @inlinable
    mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, in method: String) {
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers {
            precondition(sectionIndexes[identifier] == nil && seen.insert(identifier).inserted,
                         "TUIDiffableDataSourceSnapshot.\(method): duplicate section identifier \(identifier); section identifiers must be unique")
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    /// Removes sections and their items.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { sectionIndexes[$0] })
        guard let first = doomed.min() else { return }
        for index in doomed {
            for item in items[index] { locations[item] = nil }
            sectionIndexes[sections[index]] = nil
        }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for index in sections.indices where !doomed.contains(index) {
            keptSections.append(sections[index])
            keptItems.append(items[index])
        }
        sections = keptSections
        items = keptItems
        reindexSections(from: first)
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
    mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool, in method: String) {
        let from = requireSection(identifier, in: method)
        _ = requireSection(target, in: method)
        precondition(identifier != target, "TUIDiffableDataSourceSnapshot.\(method): cannot move section \(identifier) relative to itself")
        let movedItems = items.remove(at: from)
        sections.remove(at: from)
        reindexSections(from: from)
        let to = (sectionIndexes[target] ?? 0) + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(movedItems, at: to)
        reindexSections(from: min(from, to))
    }

    /// Marks sections so all their items get new cells on the next apply.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            let index = requireSection(identifier, in: "reloadSections(_:)")
            reloadedSections.insert(identifier)
            reloadedItems.formUnion(items[index])
        }
    }

    /// Marks sections so all their items' cells are configured again in place.
    @inlinable
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            reconfiguredItems.formUnion(items[requireSection(identifier, in: "reconfigureSections(_:)")])
        }
    }

    // MARK: - Items

    /// Adds items at the end of a section, or of the last section when nil.
    /// There must be a section.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            section = requireSection(sectionIdentifier, in: "appendItems(_:toSection:)")
        } else {
            precondition(!sections.isEmpty, "TUIDiffableDataSourceSnapshot.appendItems(_:toSection:): there are no sections to append to; append a section first")
            section = sections.count - 1
        }
        insertItems(identifiers, section: section, at: items[section].count, in: "appendItems(_:toSection:)")
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
        locations.reserveCapacity(locations.count + identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            let previous = locations.updateValue(Location(section: section, index: index + offset), forKey: identifier)
            if previous != nil {
                preconditionFailure("TUIDiffableDataSourceSnapshot.\(method): duplicate item identifier \(identifier); item identifiers must be unique")
            }
        }
        if index == items[section].count {
            items[section].append(contentsOf: identifiers)
        } else {
            items[section].insert(contentsOf: identifiers, at: index)
            reindexItems(inSection: section, from: index + identifiers.count)
        }
    }

    /// Removes items; identifiers not in the snapshot are ignored.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let location = locations.removeValue(forKey: identifier) else { continue }
            doomedBySection[location.section, default: []].insert(identifier)
            reloadedItems.remove(identifier)
            reconfiguredItems.remove(identifier)
        }
        for (section, doomed) in doomedBySection {
            let first = items[section].firstIndex { doomed.contains($0) } ?? 0
            items[section].removeAll { doomed.contains($0) }
            reindexItems(inSection: section, from: first)
        }
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
        items[from.section].remove(at: from.index)
        locations[identifier] = nil
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
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    /// Whether there are reload or reconfigure marks.
    @inlinable
    var hasUpdateMarks: Bool { !reloadedItems.isEmpty || !reconfiguredItems.isEmpty }

    // MARK: - Bookkeeping

    @inlinable
    func requireSection(_ identifier: SectionIdentifierType, in method: String) -> Int {
        guard let index = sectionIndexes[identifier] else {
            preconditionFailure("TUIDiffableDataSourceSnapshot.\(method): section identifier \(identifier) is not in the snapshot")
        }
        return index
    }

    @inlinable
    func requireItem(_ identifier: ItemIdentifierType, in method: String) -> Location {
        guard let location = locations[identifier] else {
            preconditionFailure("TUIDiffableDataSourceSnapshot.\(method): item identifier \(identifier) is not in the snapshot")
        }
        return location
    }

    @inlinable
    mutating func reindexSections(from start: Int) {
        for index in start ..< sections.count {
            sectionIndexes[sections[index]] = index
            reindexItems(inSection: index, from: 0)
        }
    }

    @inlinable
    mutating func reindexItems(inSection section: Int, from start: Int) {
        let sectionItems = items[section]
        for index in start ..< sectionItems.count {
            locations[sectionItems[index]] = Location(section: section, index: index)
        }
    }
}
