// Where menus come from: a context menu interaction, a button's or bar
// button item's menu; how they open: a right click or Shift-F10.

extension TUIResponder {
    /// The Shift-F10 command of a view with a context menu interaction or
    /// a button with a menu; nil for other responders. Not an override of
    /// ``keyCommands``, so subclasses that replace those keep the menu key.
    var contextMenuKeyCommand: TUIKeyCommand? {
        guard let view = self as? TUIView else { return nil }
        if let interaction = view.contextMenuInteraction { return interaction.keyCommand }
        if let list = view as? TUICollectionView, list.itemContextMenus.offersMenuForFocusedItem {
            return list.itemContextMenus.interaction.keyCommand
        }
        if let button = view as? TUIButton, button.menu != nil, button.isEnabled { return button.menuKeyCommand }
        return nil
    }
}

extension TUIWindow {
    /// Opens the context menu of `view` or its nearest ancestor that has
    /// one, for a right click at `location` (window coordinates).
    ///
    /// - Returns: Whether a menu opened.
    func presentContextMenu(from view: TUIView, atWindowLocation location: Point) -> Bool {
        var candidate: TUIView? = view
        while let current = candidate {
            if let interaction = current.contextMenuInteraction {
                return interaction.present(atWindowLocation: location)
            }
            if let list = current as? TUICollectionView, list.itemContextMenus.offersMenu(at: list.convert(location, from: nil)) {
                return list.itemContextMenus.interaction.present(atWindowLocation: location)
            }
            if let button = current as? TUIButton, button.menu != nil, button.isEnabled {
                return button.presentMenu()
            }
            candidate = current.storedSuperview
        }
        return false
    }

    /// Presents `menu` as a popup next to `anchor` (window coordinates),
    /// from the controller on top of the root view controller, so it is
    /// above everything and takes focus until it closes.
    ///
    /// - Returns: The menu's controller; nil when the window has no root
    ///   view controller to present from.
    @discardableResult
    func presentMenu(_ menu: TUIMenu, anchor: Rect, sender: AnyObject?) -> MenuViewController? {
        guard var top = storedRootViewController else { return nil }
        while let presented = top.presentedViewController { top = presented }
        guard top.viewIfLoaded?.window === self else { return nil }
        let controller = MenuViewController(menu: menu, anchor: anchor, sender: sender)
        top.present(controller, animated: false)
        return controller
    }
}
