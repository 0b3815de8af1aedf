import GraftHosting

/// The context menu of a product row, shown by a right click on the row or
/// Shift-F10 on the focused one: what the row's keys and detail screen do,
/// in one place a person can find without knowing the keys.
extension ProductListViewController: TUIContextMenuInteractionDelegate {
    /// The menu for the row at `location`, in the list's coordinates; none
    /// off the rows (a header, the empty space under the last row).
    func contextMenuInteraction(
        _ interaction: TUIContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> TUIContextMenuConfiguration? {
        guard let id = productID(at: location) else { return nil }
        return TUIContextMenuConfiguration(identifier: id as AnyHashable, previewProvider: nil) { [weak self] _ in
            self?.contextMenu(for: id)
        }
    }

    /// Open, and Favorite checked while the product is one, so the same row
    /// both shows and changes it.
    private func contextMenu(for id: Product.ID) -> TUIMenu {
        let isFavorite = app.store.isFavorite(id)
        return TUIMenu(children: [
            TUIAction(title: "Open") { [weak self] _ in self?.openProduct(id) },
            TUIAction(title: "Favorite", state: isFavorite ? .on : .off) { [weak self] _ in
                self?.app.store.toggleFavorite(id)
            },
        ])
    }
}
