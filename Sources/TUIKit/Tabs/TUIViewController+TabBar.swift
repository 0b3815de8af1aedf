extension TUIViewController {
    /// What a tab bar shows for this controller inside a
    /// ``TUITabBarController``; made on first use with the controller's
    /// ``title``, which setting ``title`` later updates.
    public var tabBarItem: TUITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TUITabBarItem(title: title, image: nil, tag: 0)
            adoptTabBarItem(item)
            return item
        }
        set {
            storedTabBarItem?.onChange = nil
            if let newValue { adoptTabBarItem(newValue) } else { storedTabBarItem = nil }
            storedParent?.tabBarItemDidChange(of: self)
        }
    }

    private func adoptTabBarItem(_ item: TUITabBarItem) {
        storedTabBarItem = item
        item.onChange = { [weak self] in
            guard let self else { return }
            self.storedParent?.tabBarItemDidChange(of: self)
        }
    }

    /// The nearest tab bar controller among the controller's ancestors.
    public var tabBarController: TUITabBarController? {
        nearestAncestor(of: TUITabBarController.self)
    }
}
