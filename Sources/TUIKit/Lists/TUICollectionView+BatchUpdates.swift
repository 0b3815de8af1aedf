import struct Foundation.IndexPath

/// Item changes made by hand, as UIKit's batch updates take them: deletes,
/// reloads and the sources of moves by the index paths before the update;
/// inserts and the targets of moves by the index paths after it.
struct BatchUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var reloaded: [IndexPath] = []
}

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

    /// Makes several changes of items as one: change the data source, then
    /// call ``insertItems(at:)``, ``deleteItems(at:)``, ``moveItem(at:to:)``
    /// and ``reloadItems(at:)`` inside `updates`. The collection view then
    /// asks the data source for its new counts, which must match the old
    /// ones plus the changes (a mismatch is a programmer error), keeps the
    /// cells of items that stayed, and carries the selection, the keyboard's
    /// item and the scroll position along with the items.
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
    /// Sections cannot be inserted or deleted in a batch; call
    /// ``reloadData()`` for that.
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
        let method = "TUICollectionView.performBatchUpdates(_:completion:)"
        precondition(counts.count == old.sectionCount,
                     "\(method): the data source has \(counts.count) sections, but had \(old.sectionCount); sections cannot be inserted or deleted in a batch, call reloadData()")
        var new = [Int](repeating: 0, count: counts.count + 1)
        for (section, count) in counts.enumerated() { new[section + 1] = new[section] + count }
        let newTotal = new[counts.count]

        func oldItem(_ indexPath: IndexPath, _ role: String) -> Int {
            guard let item = globalItem(indexPath, in: old) else {
                preconditionFailure("\(method): \(role) \(indexPath) is not an item before the update")
            }
            return item
        }
        func newItem(_ indexPath: IndexPath, _ role: String) -> Int {
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count,
                  indexPath.item >= 0, indexPath.item < counts[indexPath.section] else {
                preconditionFailure("\(method): \(role) \(indexPath) is not an item after the update")
            }
            return new[indexPath.section] + indexPath.item
        }

        // An old item is gone from its place when deleted or moved away; a
        // new place is taken when inserted into or moved to.
        var oldToNew = [Int](repeating: -1, count: old.itemCount)
        var newToOld = [Int](repeating: -1, count: newTotal)
        var gone = [Bool](repeating: false, count: old.itemCount)
        var taken = [Bool](repeating: false, count: newTotal)
        var change = [Int](repeating: 0, count: counts.count)
        for indexPath in batch.deleted {
            let item = oldItem(indexPath, "the deleted item")
            precondition(!gone[item], "\(method): \(indexPath) is deleted or moved more than once")
            gone[item] = true
            change[indexPath.section] -= 1
        }
        for move in batch.moved {
            let from = oldItem(move.from, "the moved item")
            let to = newItem(move.to, "the target of a move")
            precondition(!gone[from], "\(method): \(move.from) is deleted or moved more than once")
            precondition(!taken[to], "\(method): \(move.to) is inserted or moved to more than once")
            gone[from] = true
            taken[to] = true
            oldToNew[from] = to
            newToOld[to] = from
            change[move.from.section] -= 1
            change[move.to.section] += 1
        }
        for indexPath in batch.inserted {
            let item = newItem(indexPath, "the inserted item")
            precondition(!taken[item], "\(method): \(indexPath) is inserted or moved to more than once")
            taken[item] = true
            change[indexPath.section] += 1
        }
        for section in counts.indices {
            let before = old.numberOfItems(inSection: section)
            precondition(counts[section] == before + change[section],
                         "\(method): section \(section) has \(counts[section]) items after the update but \(before) before, and the updates change that by \(change[section]); the data source must change by exactly the updates")
        }
        // Every other item keeps its order within its section: the free new
        // places take the staying old items in turn.
        var source = 0
        for target in 0 ..< newTotal where !taken[target] {
            while gone[source] { source += 1 }
            newToOld[target] = source
            oldToNew[source] = target
            source += 1
        }
        let reloaded = batch.reloaded.map { oldToNew[oldItem($0, "the reloaded item")] }.filter { $0 >= 0 }
        applyUpdate(ListUpdate(counts: counts, newToOld: newToOld, oldToNew: oldToNew, reloaded: reloaded, reconfigured: []))
    }
}
