import struct Foundation.IndexPath
import struct Foundation.IndexSet

extension TUICollectionView {
    // MARK: - Changing items without a diffable data source

    /// Shows items the data source has just added. Outside
    /// ``performBatchUpdates(_:completion:)`` this is a batch of its own.
    ///
    /// - Parameter indexPaths: Where the new items are, after the update.
    public func insertItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.pendingBatch?.inserted += indexPaths }
    }

    /// Removes the cells of items the data source has just removed; their
    /// selection goes with them.
    ///
    /// - Parameter indexPaths: Where the items were, before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.pendingBatch?.deleted += indexPaths }
    }

    /// Moves an item the data source has just moved; its cell, selection
    /// and measured height go with it.
    ///
    /// - Parameters:
    ///   - indexPath: Where the item was, before the update.
    ///   - newIndexPath: Where it is, after the update.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performBatchUpdates { self.pendingBatch?.moved.append((indexPath, newIndexPath)) }
    }

    /// Shows sections the data source has just added, with their items.
    ///
    /// - Parameter sections: Where the new sections are, after the update.
    public func insertSections(_ sections: IndexSet) {
        performBatchUpdates { self.pendingBatch?.insertedSections += sections }
    }

    /// Removes sections the data source has just removed, with their items.
    ///
    /// - Parameter sections: Where the sections were, before the update.
    public func deleteSections(_ sections: IndexSet) {
        performBatchUpdates { self.pendingBatch?.deletedSections += sections }
    }

    /// Moves a section the data source has just moved; its items' cells and
    /// selection go with it.
    ///
    /// - Parameters:
    ///   - section: Where the section was, before the update.
    ///   - newSection: Where it is, after the update.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        performBatchUpdates { self.pendingBatch?.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for sections whose items changed
    /// altogether: each of their items gets a new cell, and their counts may
    /// change.
    ///
    /// - Parameter sections: The sections, before the update.
    public func reloadSections(_ sections: IndexSet) {
        performBatchUpdates { self.pendingBatch?.reloadedSections += sections }
    }

    /// Makes several changes of sections and items as one: change the data
    /// source, then call ``insertItems(at:)``, ``deleteItems(at:)``,
    /// ``moveItem(at:to:)``, ``reloadItems(at:)`` and their section
    /// counterparts inside `updates`. The collection view then
    /// asks the data source for its new counts, which must match the old
    /// ones plus the changes (a mismatch is a programmer error), keeps the
    /// cells of items that stayed, and carries the selection, the keyboard's
    /// item and the scroll position along with the items. Rows that stay in
    /// view slide to their new places, as UIKit animates batch updates;
    /// inside ``TUIView/performWithoutAnimation(_:)`` they move at once.
    ///
    /// ```swift
    /// names.insert("Fig", at: 0)
    /// names.remove(at: 3)
    /// collectionView.performBatchUpdates {
    ///     collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    ///     collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - updates: The changes; nil applies none.
    ///   - completion: Called with true once the changes are shown.
    /// - Complexity: O(n) in the number of items, plus the cells in view.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard pendingBatch == nil else {
            // Nested: the outer batch applies everything.
            updates?()
            completion?(true)
            return
        }
        pendingBatch = BatchUpdate()
        updates?()
        let batch = pendingBatch ?? BatchUpdate()
        pendingBatch = nil
        apply(batch)
        completion?(true)
    }

    private func apply(_ batch: BatchUpdate) {
        // Nothing shown yet: the next layout asks the data source anyway.
        guard let old = geometry, let dataSource else { return }
        let counts = itemCounts(from: dataSource)
        let oldCounts = (0 ..< old.sectionCount).map { old.numberOfItems(inSection: $0) }
        let positions = batch.positions(oldCounts: oldCounts, newCounts: counts)
        applyUpdate(
            ListUpdate(
                counts: counts, newToOld: positions.newToOld, oldToNew: positions.oldToNew,
                reloaded: positions.reloaded, reconfigured: []),
            animated: true)
    }
}
