import struct Foundation.IndexPath

extension TUICollectionViewDiffableDataSource {
    /// Handlers for the user reordering items, as UIKit's.
    ///
    /// ```swift
    /// dataSource.reorderingHandlers.canReorderItem = { _ in true }
    /// dataSource.reorderingHandlers.didReorder = { transaction in save(transaction.finalSnapshot.itemIdentifiers) }
    /// ```
    public struct ReorderingHandlers {
        /// Whether an item may move; nil (the default) lets none move.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot changes to the reordered one.
        public var willReorder: (@MainActor (TUIDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source's snapshot changed to the reordered
        /// one and the collection view shows it: update your data here.
        public var didReorder: (@MainActor (TUIDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Creates handlers; none by default.
        public init(
            canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)? = nil,
            willReorder: (@MainActor (TUIDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)? = nil,
            didReorder: (@MainActor (TUIDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)? = nil
        ) {
            self.canReorderItem = canReorderItem
            self.willReorder = willReorder
            self.didReorder = didReorder
        }
    }

    /// Whether ``reorderingHandlers`` let the item move.
    public func collectionView(_ collectionView: TUICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// Moves the item in the snapshot, telling ``reorderingHandlers``
    /// before and after.
    public func collectionView(
        _ collectionView: TUICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let transaction = moveInSnapshot(from: sourceIndexPath, to: destinationIndexPath, announcing: reorderingHandlers.willReorder)
        else { return }
        reorderingHandlers.didReorder?(transaction)
    }

    /// Makes the snapshot with the item at `source` moved to `destination`
    /// current and has the collection view show it; returns what changed,
    /// or nil (and the view stays) when there is no such item or place.
    func moveInSnapshot(
        from source: IndexPath, to destination: IndexPath,
        announcing willChange: (@MainActor (TUIDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)? = nil
    ) -> TUIDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>? {
        let initial = current
        guard let item = itemIdentifier(for: source), let section = sectionIdentifier(for: destination.section) else {
            collectionView?.cancelUserMove()
            return nil
        }
        var moved = initial
        moved.deleteItems([item])
        let items = moved.itemIdentifiers(inSection: section)
        if destination.item < items.count {
            moved.insertItems([item], beforeItem: items[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        let transaction = TUIDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: moved)
        willChange?(transaction)
        current = moved
        collectionView?.finishUserMove()
        return transaction
    }
}
