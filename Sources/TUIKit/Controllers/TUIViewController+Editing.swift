extension TUIViewController {
    /// A bar button item that toggles editing: titled "Edit" while
    /// ``isEditing`` is false and "Done" (bold, `.done` style) while it is
    /// true; pressing it calls ``setEditing(_:animated:)`` with the opposite
    /// of ``isEditing``. Made on first use; the same item every time.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = editButtonItem
    /// ```
    public var editButtonItem: TUIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = TUIBarButtonItem(systemItem: .edit)
        item.primaryAction = TUIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        updateEditButtonItem(item)
        storedEditButtonItem = item
        return item
    }

    /// Makes `item` show whether the controller is editing.
    func updateEditButtonItem(_ item: TUIBarButtonItem) {
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}
