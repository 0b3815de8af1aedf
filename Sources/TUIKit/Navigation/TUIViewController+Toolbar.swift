extension TUIViewController {
    /// The buttons a navigation controller's toolbar shows while this
    /// controller is on top; nil (the default) for none. The toolbar shows
    /// only when ``TUINavigationController/isToolbarHidden`` is false.
    public var toolbarItems: [TUIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Replaces the toolbar items.
    ///
    /// - Parameters:
    ///   - toolbarItems: The items, leading first; nil for none.
    ///   - animated: Ignored; the terminal does not animate.
    public func setToolbarItems(_ toolbarItems: [TUIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        storedParent?.navigationItemDidChange(of: self)
    }
}
