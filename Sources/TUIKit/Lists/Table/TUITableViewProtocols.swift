import struct Foundation.IndexPath

/// The object that tells a table view what to show: sections, rows, the
/// cell for each row, and section titles. Use a
/// ``TUITableViewDiffableDataSource`` unless you need to do it by hand.
///
/// A table view is a collection view underneath, so a table data source is
/// also a ``TUICollectionViewDataSource``: the collection view methods come
/// with it, answering from the table methods. Implement the table ones.
@MainActor
public protocol TUITableViewDataSource: TUICollectionViewDataSource {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TUITableView) -> Int

    /// The number of rows in a section.
    func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for a row, from ``TUITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell

    /// The title above a section; nil (the default) shows no header.
    func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String?

    /// The text below a section; nil (the default) shows no footer.
    func tableView(_ tableView: TUITableView, titleForFooterInSection section: Int) -> String?

    /// Whether the row shows an editing control while the table is editing
    /// and can be deleted or inserted at; true by default, as in UIKit.
    func tableView(_ tableView: TUITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Called when the user deleted the row (`.delete`: Delete or Backspace,
    /// or the Delete button of its `⊖` control) or asked to insert one there
    /// (`.insert`: Insert or the `⊕` control). Update the data, then call
    /// ``TUITableView/deleteRows(at:with:)`` or
    /// ``TUITableView/insertRows(at:with:)``. Does nothing by default.
    func tableView(
        _ tableView: TUITableView, commit editingStyle: TUITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)

    /// Whether the row can move while editing (its cell must also show the
    /// reorder control); true by default. A data source that does not
    /// implement ``tableView(_:moveRowAt:to:)`` moves nothing.
    func tableView(_ tableView: TUITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Called after the user moved a row (Alt-Up, Alt-Down, or a drag of
    /// `≡`): update the data to match. The table already shows the row at
    /// `destinationIndexPath`; do not call ``TUITableView/moveRow(at:to:)``.
    func tableView(_ tableView: TUITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TUITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TUITableView) -> Int { 1 }

    /// No header.
    public func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer.
    public func tableView(_ tableView: TUITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Every row is editable.
    public func tableView(_ tableView: TUITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    public func tableView(
        _ tableView: TUITableView, commit editingStyle: TUITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Every row can move, when the data source implements ``tableView(_:moveRowAt:to:)``.
    public func tableView(_ tableView: TUITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// Not implemented: the row stays where it was.
    public func tableView(_ tableView: TUITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.cancelUserMove()
    }

    /// The table view's number of sections.
    public func numberOfSections(in collectionView: TUICollectionView) -> Int {
        numberOfSections(in: TUITableView.required(collectionView, by: "numberOfSections(in:)"))
    }

    /// The table view's number of rows.
    public func collectionView(_ collectionView: TUICollectionView, numberOfItemsInSection section: Int) -> Int {
        tableView(TUITableView.required(collectionView, by: "collectionView(_:numberOfItemsInSection:)"), numberOfRowsInSection: section)
    }

    /// The table view's cell for the row.
    public func collectionView(_ collectionView: TUICollectionView, cellForItemAt indexPath: IndexPath) -> TUICollectionViewCell {
        tableView(TUITableView.required(collectionView, by: "collectionView(_:cellForItemAt:)"), cellForRowAt: indexPath)
    }

    /// A view showing the section's header or footer title, or nil when it has none.
    public func collectionView(
        _ collectionView: TUICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TUICollectionReusableView? {
        TUITableView.required(collectionView, by: "collectionView(_:viewForSupplementaryElementOfKind:at:)")
            .titleView(ofKind: kind, section: indexPath.section, from: self)
    }
}

/// The object a table view tells about selection and display, and asks for
/// swipe actions. Every method has a default.
///
/// A table delegate is also a ``TUICollectionViewDelegate``: the collection
/// view methods come with it and call the table ones.
@MainActor
public protocol TUITableViewDelegate: TUICollectionViewDelegate {
    /// Called after the user selected a row (Enter, Space or a click).
    func tableView(_ tableView: TUITableView, didSelectRowAt indexPath: IndexPath)
    /// Called after the user deselected a row.
    func tableView(_ tableView: TUITableView, didDeselectRowAt indexPath: IndexPath)
    /// Called before a cell is shown for a row.
    func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt indexPath: IndexPath)
    /// Called after a cell stopped showing a row.
    func tableView(_ tableView: TUITableView, didEndDisplaying cell: TUITableViewCell, forRowAt indexPath: IndexPath)
    /// The actions a swipe from the leading edge shows; nil (the default) shows none.
    func tableView(
        _ tableView: TUITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> TUISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge shows; nil (the default) shows none.
    func tableView(
        _ tableView: TUITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> TUISwipeActionsConfiguration?
    /// The row focus goes to when it enters the table and the table does
    /// not remember one; nil (the default) for the first selected row, else
    /// the first in view.
    func indexPathForPreferredFocusedView(in tableView: TUITableView) -> IndexPath?
    /// The context menu for the row under a right click at `point`, or the
    /// focused row for Shift-F10; nil (the default) shows none.
    func tableView(
        _ tableView: TUITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> TUIContextMenuConfiguration?
    /// The editing control an editable row shows while the table is
    /// editing; `.delete` by default.
    func tableView(_ tableView: TUITableView, editingStyleForRowAt indexPath: IndexPath) -> TUITableViewCell.EditingStyle
    /// Where a row the user is moving goes when it would go to
    /// `proposedDestinationIndexPath`; that place by default. Return the
    /// source to refuse the move.
    func tableView(
        _ tableView: TUITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}

extension TUITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TUITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TUITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TUITableView, didEndDisplaying cell: TUITableViewCell, forRowAt indexPath: IndexPath) {}
    /// No actions.
    public func tableView(
        _ tableView: TUITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> TUISwipeActionsConfiguration? { nil }
    /// No actions.
    public func tableView(
        _ tableView: TUITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> TUISwipeActionsConfiguration? { nil }
    /// No preference.
    public func indexPathForPreferredFocusedView(in tableView: TUITableView) -> IndexPath? { nil }
    /// No menu.
    public func tableView(
        _ tableView: TUITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> TUIContextMenuConfiguration? { nil }

    /// Asks the table view version of this method.
    public func collectionView(
        _ collectionView: TUICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: Point
    ) -> TUIContextMenuConfiguration? {
        tableView(
            TUITableView.required(collectionView, by: "collectionView(_:contextMenuConfigurationForItemAt:point:)"),
            contextMenuConfigurationForRowAt: indexPath, point: point)
    }
    /// Delete.
    public func tableView(_ tableView: TUITableView, editingStyleForRowAt indexPath: IndexPath) -> TUITableViewCell.EditingStyle {
        .delete
    }
    /// The proposed place.
    public func tableView(
        _ tableView: TUITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    /// Asks the table view version of this method.
    public func indexPathForPreferredFocusedView(in collectionView: TUICollectionView) -> IndexPath? {
        indexPathForPreferredFocusedView(in: TUITableView.required(collectionView, by: "indexPathForPreferredFocusedView(in:)"))
    }

    /// Tells ``tableView(_:didSelectRowAt:)``.
    public func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath) {
        tableView(TUITableView.required(collectionView, by: "collectionView(_:didSelectItemAt:)"), didSelectRowAt: indexPath)
    }

    /// Tells ``tableView(_:didDeselectRowAt:)``.
    public func collectionView(_ collectionView: TUICollectionView, didDeselectItemAt indexPath: IndexPath) {
        tableView(TUITableView.required(collectionView, by: "collectionView(_:didDeselectItemAt:)"), didDeselectRowAt: indexPath)
    }

    /// Tells ``tableView(_:willDisplay:forRowAt:)`` about table cells.
    public func collectionView(_ collectionView: TUICollectionView, willDisplay cell: TUICollectionViewCell, forItemAt indexPath: IndexPath)
    {
        guard let cell = cell as? TUITableViewCell else { return }
        tableView(
            TUITableView.required(collectionView, by: "collectionView(_:willDisplay:forItemAt:)"), willDisplay: cell, forRowAt: indexPath)
    }

    /// Tells ``tableView(_:didEndDisplaying:forRowAt:)`` about table cells.
    public func collectionView(
        _ collectionView: TUICollectionView, didEndDisplaying cell: TUICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let cell = cell as? TUITableViewCell else { return }
        tableView(
            TUITableView.required(collectionView, by: "collectionView(_:didEndDisplaying:forItemAt:)"), didEndDisplaying: cell,
            forRowAt: indexPath)
    }
}
