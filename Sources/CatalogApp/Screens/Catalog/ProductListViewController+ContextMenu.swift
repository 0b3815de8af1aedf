import GraftHosting

/// The context menu of a product row, shown by a right click on the row or
/// Shift-F10 on the focused one: what the row's keys and detail screen do,
/// in one place a person can find without knowing the keys.
extension ProductListViewController {
    /// The menu for the row at `indexPaths`, as UIKit asks a collection
    /// view's delegate.
    func collectionView(
        _ collectionView: TUICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> TUIContextMenuConfiguration? {
        guard !indexPaths.isEmpty, let id = productID(at: point) else { return nil }
        return TUIContextMenuConfiguration(identifier: id as AnyHashable, previewProvider: nil) { [weak self] _ in
            self?.contextMenu(for: id)
        }
    }

    /// Open; Favorite, checked while the product is one, so the same row
    /// both shows and changes it; Copy Name, to the system clipboard; Buy,
    /// which opens the product and starts its purchase.
    private func contextMenu(for id: Product.ID) -> TUIMenu {
        let isFavorite = app.store.isFavorite(id)
        let name = app.store.product(withID: id)?.name
        return TUIMenu(children: [
            TUIAction(title: "Open") { [weak self] _ in self?.openProduct(id) },
            TUIAction(title: "Favorite", state: isFavorite ? .on : .off) { [weak self] _ in
                self?.app.store.toggleFavorite(id)
            },
            TUIAction(title: "Copy Name") { _ in
                if let name { TUIPasteboard.general.string = name }
            },
            TUIAction(title: "Buy") { [weak self] _ in self?.buyProduct?(id) },
        ])
    }
}
