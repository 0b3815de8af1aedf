import struct Foundation.IndexPath

/// A data source that takes snapshots of identifiers and updates its
/// collection view by what changed between them.
///
/// ```swift
/// let dataSource = TUICollectionViewDiffableDataSource<Section, Item.ID>(collectionView: collectionView) {
///     collectionView, indexPath, id in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
/// }
/// dataSource.apply(snapshot)
/// ```
///
/// ``apply(_:animatingDifferences:completion:)`` compares the new snapshot
/// with the current one by identity in linear time. Cells in view of items
/// that stayed are kept (and moved if their items moved); only cells of
/// inserted, reloaded and reconfigured items are configured. The selection,
/// the keyboard's item and the scroll position follow items by identity.
/// The data source sets itself as the collection view's data source; keep
/// a reference to it, as the collection view does not.
@MainActor
open class TUICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    TUICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (TUICollectionView, IndexPath, ItemIdentifierType) -> TUICollectionViewCell?
    /// Makes a header or footer for a section.
    public typealias SupplementaryViewProvider = @MainActor (TUICollectionView, String, IndexPath) -> TUICollectionReusableView?

    private weak var collectionView: TUICollectionView?
    private let cellProvider: CellProvider
    private var current = TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var hasApplied = false

    /// Makes headers and footers; nil shows none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source for a collection view and becomes its data source.
    public init(collectionView: TUICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the current snapshot.
    public func snapshot() -> TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Makes `snapshot` current and updates the collection view by what
    /// changed. A terminal draws whole frames, so `animatingDifferences`
    /// changes nothing.
    ///
    /// - Complexity: O(n) in the number of items, plus the cells of
    ///   inserted, reloaded and reconfigured items in view. Applying a
    ///   snapshot equal to the current one costs a comparison of memory.
    public func apply(
        _ snapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        let old = current
        var new = snapshot
        let reloaded = new.reloadedItemIdentifiers
        let reconfigured = new.reconfiguredItemIdentifiers
        new.clearUpdateMarks()
        current = new
        defer { completion?() }
        guard let collectionView else { return }
        guard hasApplied, collectionView.geometry != nil else {
            hasApplied = true
            collectionView.reloadData()
            return
        }
        if old.sections == new.sections, SnapshotDifference.sameItems(old.items, new.items) {
            // Same items in the same places: only marked items need work.
            collectionView.updateItemsInPlace(
                reloaded: reloaded.compactMap { globalIndex(of: $0, in: new) },
                reconfigured: reconfigured.compactMap { globalIndex(of: $0, in: new) })
            return
        }
        let difference = SnapshotDifference(from: old, to: new)
        collectionView.applyUpdate(ListUpdate(
            counts: new.items.map(\.count), newToOld: difference.newToOld, oldToNew: difference.oldToNew,
            reloaded: reloaded.compactMap { globalIndex(of: $0, in: new) },
            reconfigured: reconfigured.compactMap { globalIndex(of: $0, in: new) }))
    }

    /// Makes `snapshot` current and reloads the collection view without
    /// comparing: every cell is dequeued again.
    public func applySnapshotUsingReloadData(
        _ snapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (@MainActor () -> Void)? = nil
    ) {
        current = snapshot
        current.clearUpdateMarks()
        hasApplied = true
        collectionView?.reloadData()
        completion?()
    }

    private func globalIndex(
        of identifier: ItemIdentifierType, in snapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> Int? {
        snapshot.indexOfItem(identifier)
    }

    // MARK: - Identifiers and index paths

    /// The item at an index path, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The index path of an item, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// The section at an index, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - TUICollectionViewDataSource

    /// The number of sections in the current snapshot.
    public func numberOfSections(in collectionView: TUICollectionView) -> Int {
        current.numberOfSections
    }

    /// The number of items in a section of the current snapshot.
    public func collectionView(_ collectionView: TUICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell the cell provider makes for the item.
    public func collectionView(_ collectionView: TUICollectionView, cellForItemAt indexPath: IndexPath) -> TUICollectionViewCell {
        guard let identifier = itemIdentifier(for: indexPath) else {
            preconditionFailure("TUICollectionViewDiffableDataSource: no item at \(indexPath)")
        }
        guard let cell = cellProvider(collectionView, indexPath, identifier) else {
            preconditionFailure("TUICollectionViewDiffableDataSource: the cell provider returned nil for item \(identifier)")
        }
        return cell
    }

    /// The header or footer the supplementary view provider makes.
    public func collectionView(
        _ collectionView: TUICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TUICollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
