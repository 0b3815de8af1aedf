import struct Foundation.IndexPath

/// What a list's editing mode asks and tells, so a collection view (data
/// source and cell accessories) and a table view (data source and delegate
/// methods) share the keys, clicks and drags of editing.
@MainActor
protocol ListEditingRules {
    /// Gives a cell what it shows while editing (a table cell's controls).
    func prepare(_ cell: TUICollectionViewCell, at indexPath: IndexPath, in list: TUICollectionView)
    /// Whether the row at `indexPath` can be deleted from the keyboard now.
    func canDelete(at indexPath: IndexPath, in list: TUICollectionView) -> Bool
    /// Deletes the row (Delete or Backspace); returns whether anything happened.
    func delete(at indexPath: IndexPath, in list: TUICollectionView) -> Bool
    /// Inserts at the row (Insert); returns whether anything happened.
    func insert(at indexPath: IndexPath, in list: TUICollectionView) -> Bool
    /// A click on the row's delete or insert control.
    func clicked(_ accessory: TUICellAccessory, at indexPath: IndexPath, in list: TUICollectionView)
    /// Whether the row can move.
    func canMove(at indexPath: IndexPath, in list: TUICollectionView) -> Bool
    /// Where a row moving to `proposed` goes instead, if anywhere else.
    func target(from source: IndexPath, proposed: IndexPath, in list: TUICollectionView) -> IndexPath
    /// Tells the data source the row moved.
    func move(from source: IndexPath, to destination: IndexPath, in list: TUICollectionView)
}

/// A collection view's editing: its list cells' delete, insert and reorder
/// accessories, and its data source's move methods.
@MainActor
struct CollectionEditingRules: ListEditingRules {
    func prepare(_ cell: TUICollectionViewCell, at indexPath: IndexPath, in list: TUICollectionView) {}

    private func shownAccessory(
        at indexPath: IndexPath, in list: TUICollectionView, where matches: (TUICellAccessory) -> Bool
    )
        -> TUICellAccessory?
    {
        (list.cellForItem(at: indexPath) as? TUICollectionViewListCell)?.shownAccessories.first(where: matches)
    }

    private static func isDelete(_ accessory: TUICellAccessory) -> Bool {
        if case .delete = accessory.kind { return true }
        return false
    }

    private static func isInsert(_ accessory: TUICellAccessory) -> Bool {
        if case .insert = accessory.kind { return true }
        return false
    }

    func canDelete(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        shownAccessory(at: indexPath, in: list, where: Self.isDelete) != nil
    }

    func delete(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        guard let accessory = shownAccessory(at: indexPath, in: list, where: Self.isDelete) else { return false }
        clicked(accessory, at: indexPath, in: list)
        return true
    }

    func insert(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        guard let handler = shownAccessory(at: indexPath, in: list, where: Self.isInsert)?.actionHandler else { return false }
        handler()
        return true
    }

    /// Runs the accessory's handler; a delete control without one shows the
    /// row's trailing swipe actions, as in UIKit.
    func clicked(_ accessory: TUICellAccessory, at indexPath: IndexPath, in list: TUICollectionView) {
        if let handler = accessory.actionHandler {
            handler()
        } else if Self.isDelete(accessory), let item = list.globalItemIfShown(indexPath) {
            _ = list.revealSwipeActions(item: item, edge: .trailing)
        }
    }

    func canMove(at indexPath: IndexPath, in list: TUICollectionView) -> Bool {
        guard shownAccessory(at: indexPath, in: list, where: { $0.kind == .reorder }) != nil, let dataSource = list.dataSource
        else { return false }
        return dataSource.collectionView(list, canMoveItemAt: indexPath)
    }

    func target(from source: IndexPath, proposed: IndexPath, in list: TUICollectionView) -> IndexPath {
        list.collectionDelegate?.collectionView(
            list, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
            toProposedIndexPath: proposed) ?? proposed
    }

    func move(from source: IndexPath, to destination: IndexPath, in list: TUICollectionView) {
        list.dataSource?.collectionView(list, moveItemAt: source, to: destination)
    }
}
