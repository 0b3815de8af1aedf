import struct Foundation.IndexPath

/// The object that tells a collection view what to show: how many sections
/// and items, and the cell for each item. Use a
/// ``TUICollectionViewDiffableDataSource`` unless you need to do it by hand.
@MainActor
public protocol TUICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: TUICollectionView) -> Int

    /// The number of items in a section.
    func collectionView(_ collectionView: TUICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for an item, from
    /// ``TUICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` or
    /// ``TUICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    func collectionView(_ collectionView: TUICollectionView, cellForItemAt indexPath: IndexPath) -> TUICollectionViewCell

    /// The header or footer of a section (`kind` is
    /// ``TUICollectionView/elementKindSectionHeader`` or
    /// ``TUICollectionView/elementKindSectionFooter``), from
    /// ``TUICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``;
    /// nil (the default) shows nothing there.
    func collectionView(
        _ collectionView: TUICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TUICollectionReusableView?

    /// Whether the user may move the item (while editing, by its reorder
    /// accessory or Alt-Up and Alt-Down); false by default.
    func collectionView(_ collectionView: TUICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Called after the user moved an item: update the data to match. The
    /// collection view already shows the item at `destinationIndexPath`.
    /// Does nothing by default.
    func collectionView(_ collectionView: TUICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TUICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: TUICollectionView) -> Int { 1 }

    /// No header or footer.
    public func collectionView(
        _ collectionView: TUICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TUICollectionReusableView? { nil }

    /// No item moves.
    public func collectionView(_ collectionView: TUICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    public func collectionView(
        _ collectionView: TUICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// The object a collection view tells about selection and display, and asks
/// whether an item may be selected. Every method has a default.
@MainActor
public protocol TUICollectionViewDelegate: TUIScrollViewDelegate {
    /// Whether the item may be selected; true by default.
    func collectionView(_ collectionView: TUICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Called after the user selected an item (Enter, Space or a click).
    func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the item may be deselected; true by default.
    func collectionView(_ collectionView: TUICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Called after the user deselected an item.
    func collectionView(_ collectionView: TUICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Called before a cell is shown for an item.
    func collectionView(_ collectionView: TUICollectionView, willDisplay cell: TUICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called after a cell stopped showing an item (scrolled away, deleted or reloaded).
    func collectionView(_ collectionView: TUICollectionView, didEndDisplaying cell: TUICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Whether the item has a primary action; true by default.
    func collectionView(_ collectionView: TUICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// Called when the user chooses an item (Enter or a click), after it
    /// was selected. Unlike selection, which can follow focus
    /// (``TUICollectionView/selectionFollowsFocus``) as the arrows move, this
    /// is where opening an item belongs. Does nothing by default.
    func collectionView(_ collectionView: TUICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// The item focus goes to when it enters the collection view and the
    /// view does not remember one (``TUICollectionView/remembersLastFocusedIndexPath``);
    /// nil (the default) for the first selected item, else the first in view.
    func indexPathForPreferredFocusedView(in collectionView: TUICollectionView) -> IndexPath?
    /// The context menu for `indexPaths` (the item under a right click at
    /// `point`, or the focused item for Shift-F10), in the collection view's
    /// coordinates; nil shows none. By default, the single-item method's answer.
    func collectionView(
        _ collectionView: TUICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> TUIContextMenuConfiguration?
    /// The context menu for one item, as UIKit's older method; nil (the
    /// default) shows none.
    func collectionView(
        _ collectionView: TUICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: Point
    ) -> TUIContextMenuConfiguration?
    /// Where an item the user is moving goes when it would go to
    /// `proposedIndexPath`; that place by default.
    func collectionView(
        _ collectionView: TUICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension TUICollectionViewDelegate {
    /// The proposed place.
    public func collectionView(
        _ collectionView: TUICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    /// No preference: the first selected item, else the first in view.
    public func indexPathForPreferredFocusedView(in collectionView: TUICollectionView) -> IndexPath? { nil }

    /// Allows selection.
    public func collectionView(_ collectionView: TUICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Allows deselection.
    public func collectionView(_ collectionView: TUICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: TUICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: TUICollectionView, willDisplay cell: TUICollectionViewCell, forItemAt indexPath: IndexPath)
    {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: TUICollectionView, didEndDisplaying cell: TUICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Every item has one.
    public func collectionView(_ collectionView: TUICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: TUICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// The single-item method's menu for the first item.
    public func collectionView(
        _ collectionView: TUICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> TUIContextMenuConfiguration? {
        guard let first = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: first, point: point)
    }
    /// No menu.
    public func collectionView(
        _ collectionView: TUICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: Point
    ) -> TUIContextMenuConfiguration? { nil }
}
