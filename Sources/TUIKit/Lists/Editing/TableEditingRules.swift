import struct Foundation.IndexPath

/// A table view's editing, as UIKit's: the data source says which rows are
/// editable and movable and commits deletions, insertions and moves; the
/// delegate gives each row's editing style and adjusts where a moving row goes.
@MainActor
struct TableEditingRules: ListEditingRules {
    private func parts(_ list: TUICollectionView) -> (TUITableView, (any TUITableViewDataSource)?, (any TUITableViewDelegate)?)? {
        guard let table = list as? TUITableView else { return nil }
        return (table, table.dataSource as? any TUITableViewDataSource, table.delegate as? any TUITableViewDelegate)
    }

    /// The row's editing style: none unless the data source lets it be
    /// edited, then the delegate's (delete without a delegate).
    func editingStyle(at indexPath: IndexPath, in list: TUICollectionView) -> TUITableViewCell.EditingStyle {
        guard let (table, dataSource, delegate) = parts(list), let dataSource,
            dataSource.tableView(table, canEditRowAt: indexPath)
        else { return .none }
        return delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete
    }

    func prepare(_ cell: TUICollectionViewCell, at indexPath: IndexPath, in list: TUICollectionView) {
        guard let cell = cell as? TUITableViewCell, let (table, dataSource, _) = parts(list) else { return }
        cell.tableEditingStyle = editingStyle(at: indexPath, in: list)
        cell.tableCanMove = cell.showsReorderControl && (dataSource?.tableView(table, canMoveRowAt: indexPath) ?? false)
    }

    func canDelete(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        editingStyle(at: indexPath, in: list) == .delete
    }

    private func commit(_ style: TUITableViewCell.EditingStyle, at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        guard editingStyle(at: indexPath, in: list) == style, let (table, dataSource, _) = parts(list), let dataSource else {
            return false
        }
        dataSource.tableView(table, commit: style, forRowAt: indexPath)
        return true
    }

    func delete(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        commit(.delete, at: indexPath, in: list)
    }

    func insert(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        commit(.insert, at: indexPath, in: list)
    }

    /// The insert control inserts; the delete control shows the row's
    /// trailing swipe actions (a Delete button unless the delegate gives
    /// others), which the user then confirms, as in UIKit.
    func clicked(_ accessory: TUICellAccessory, at indexPath: IndexPath, in list: TUICollectionView) {
        switch accessory.kind {
        case .insert: _ = insert(at: indexPath, in: list)
        case .delete:
            guard let item = list.globalItemIfShown(indexPath) else { return }
            _ = list.revealSwipeActions(item: item, edge: .trailing)
        default: break
        }
    }

    /// The trailing swipe actions a row shows while editing when the
    /// delegate gives none: Delete, which commits the deletion.
    func defaultTrailingActions(at indexPath: IndexPath, in table: TUITableView) -> TUISwipeActionsConfiguration? {
        guard table.isEditing, canDelete(at: indexPath, in: table) else { return nil }
        let delete = TUIContextualAction(style: .destructive, title: "Delete") { [weak table] _, _, completion in
            guard let table else { return completion(false) }
            completion(TableEditingRules().delete(at: indexPath, in: table))
        }
        return TUISwipeActionsConfiguration(actions: [delete])
    }

    func canMove(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        guard let (table, dataSource, _) = parts(list), let dataSource,
            let cell = table.cellForRow(at: indexPath), cell.showsReorderControl
        else { return false }
        return dataSource.tableView(table, canMoveRowAt: indexPath)
    }

    func target(from source: IndexPath, proposed: IndexPath, in list: TUICollectionView) -> IndexPath {
        guard let (table, _, delegate) = parts(list), let delegate else { return proposed }
        return delegate.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
    }

    func move(from source: IndexPath, to destination: IndexPath, in list: TUICollectionView) {
        guard let (table, dataSource, _) = parts(list), let dataSource else { return list.cancelUserMove() }
        dataSource.tableView(table, moveRowAt: source, to: destination)
    }
}
