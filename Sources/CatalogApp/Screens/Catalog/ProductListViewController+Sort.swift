import TUIKit

// The Sort button: a popover under it lists the sort orders; the one
// picked orders the catalog within its categories and is saved in the settings.

extension ProductListViewController {
    /// `o` opens the sort orders, as the Sort button does.
    var sortKeyCommand: TUIKeyCommand {
        TUIKeyCommand(title: "Sort", input: "o", discoverabilityTitle: "Choose how products are ordered") { [weak self] _ in
            self?.showSortOrders()
        }
    }

    /// Presents the sort orders in a popover pointing at the Sort button
    /// (a sheet in a narrow terminal), unless something is presented already.
    func showSortOrders() {
        guard presentedViewController == nil, let item = sortBarButtonItem else { return }
        let app = app
        let picker = SortOrderPicker(current: app.store.sortOrder) { order in
            app.settings.catalogSortOrder = order
            app.store.sortOrder = order
        }
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceItem = item
        present(picker, animated: true)
    }
}
