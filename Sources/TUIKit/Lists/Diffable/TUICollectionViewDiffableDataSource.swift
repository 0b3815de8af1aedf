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
    TUICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (TUICollectionView, IndexPath, ItemIdentifierType) -> TUICollectionViewCell?
    /// Makes a header or footer for a section.
    public typealias SupplementaryViewProvider = @MainActor (TUICollectionView, String, IndexPath) -> TUICollectionReusableView?

    weak var collectionView: TUICollectionView?
    private let cellProvider: CellProvider
    var current = TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var hasApplied = false

    /// Makes headers and footers; nil shows none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Which items the user may move while the collection view is editing
    /// (by their ``TUICellAccessory/reorder(displayed:options:)`` accessory,
    /// or Alt-Up and Alt-Down), and what to do when they did. No item moves
    /// until ``ReorderingHandlers/canReorderItem`` is set.
    public var reorderingHandlers = ReorderingHandlers()

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
    /// changed. With `animatingDifferences`, rows that stay in view slide
    /// to their new places (not with `GRAFT_REDUCE_MOTION`); inserted rows
    /// show and removed rows go at once.
    ///
    /// - Complexity: A snapshot taken with ``snapshot()`` and changed only
    ///   by ``TUIDiffableDataSourceSnapshot/reconfigureItems(_:)``,
    ///   ``TUIDiffableDataSourceSnapshot/reloadItems(_:)`` or their section
    ///   counterparts still shares its items with the current one, so it
    ///   applies in O(1) plus the marked items, whatever the number of items.
    ///   Any other snapshot: O(n) in the number of items, comparing memory,
    ///   with hash lookups only for what changed, plus the cells of
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
            // Nothing to compare with, so nothing else would find duplicates.
            _ = new.layout.locations
            collectionView.reloadData()
            return
        }
        if new.sharesLayout(with: old)
            || (old.sectionIdentifiers == new.sectionIdentifiers && SnapshotDifference.sameItems(old.layout.items, new.layout.items))
        {
            // Same items in the same places: only marked items need work.
            collectionView.updateItemsInPlace(
                reloaded: reloaded.compactMap { new.indexOfItem($0) },
                reconfigured: reconfigured.compactMap { new.indexOfItem($0) })
            return
        }
        let difference = SnapshotDifference(from: old, to: new)
        collectionView.applyUpdate(
            ListUpdate(
                counts: new.layout.items.map(\.count), newToOld: difference.newToOld, oldToNew: difference.oldToNew,
                reloaded: reloaded.compactMap { new.indexOfItem($0) },
                reconfigured: reconfigured.compactMap { new.indexOfItem($0) }),
            animated: animatingDifferences)
    }

    /// Makes `snapshot` current and reloads the collection view without
    /// comparing: every cell is dequeued again.
    public func applySnapshotUsingReloadData(
        _ snapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (@MainActor () -> Void)? = nil
    ) {
        current = snapshot
        current.clearUpdateMarks()
        // Nothing to compare with, so nothing else would find duplicates.
        _ = current.layout.locations
        hasApplied = true
        collectionView?.reloadData()
        completion?()
    }

    // MARK: - Identifiers and index paths

    /// The item at an index path, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let items = current.layout.items
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The index path of an item, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// The section at an index, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.layout.sections
        return sections.indices.contains(index) ? sections[index] : nil
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
        let items = current.layout.items
        return items.indices.contains(section) ? items[section].count : 0
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
