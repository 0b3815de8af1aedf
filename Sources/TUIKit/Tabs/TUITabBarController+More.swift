// The More tab, as UIKit's: with more than five controllers the bar shows
// the first four and a More item. Its controller, `moreNavigationController`,
// is a navigation controller whose root lists the other controllers;
// choosing one pushes it. The controllers in the list are not children of
// the tab bar controller; the one chosen is a child of the More navigation
// controller while it is pushed. UIKit moves the stack of a navigation
// controller chosen from the list into the More navigation controller;
// Graft does not yet, so a navigation controller there is a programmer error.

extension TUITabBarController {
    /// The most items the bar shows; with more controllers, the last item
    /// is More.
    static let maximumBarItemCount = 5

    /// The controller that shows the More tab: a navigation controller
    /// whose root lists the tabs that do not fit on the bar (those after the
    /// fourth, when there are more than five), with their tab bar items'
    /// titles and glyphs. Choosing one pushes it.
    ///
    /// It always exists, even without a More tab, and is never in
    /// ``viewControllers``. Set ``selectedViewController`` to it to select
    /// the More tab.
    public var moreNavigationController: TUINavigationController {
        if let storedMoreNavigation { return storedMoreNavigation }
        let navigation = TUINavigationController(rootViewController: MoreListViewController(style: .plain))
        navigation.tabBarItem = TUITabBarItem(tabBarSystemItem: .more, tag: 0)
        storedMoreNavigation = navigation
        return navigation
    }

    /// Whether the bar shows a More tab.
    var hasMore: Bool { controllers.count > Self.maximumBarItemCount }

    /// The controllers behind the bar's items, in order: the tabs, or the
    /// first four and the More tab. These are the tab bar controller's
    /// children.
    var barControllers: [TUIViewController] {
        hasMore ? Array(controllers.prefix(Self.maximumBarItemCount - 1)) + [moreNavigationController] : controllers
    }

    /// The controllers the More list shows.
    var moreListControllers: [TUIViewController] {
        hasMore ? Array(controllers.dropFirst(Self.maximumBarItemCount - 1)) : []
    }

    /// The controller from the More list pushed on the More tab, if any.
    var controllerShownInMore: TUIViewController? {
        guard let stack = storedMoreNavigation?.viewControllers, stack.count > 1 else { return nil }
        let chosen = stack[1]
        return moreListControllers.contains { $0 === chosen } ? chosen : nil
    }

    /// The index of ``controllerShownInMore`` in ``viewControllers``, or
    /// `NSNotFound` while the More list shows.
    var indexShownInMore: Int {
        controllerShownInMore.flatMap { chosen in controllers.firstIndex { $0 === chosen } } ?? NSNotFound
    }

    /// Selects the More tab as it was left; selects nothing new when it is
    /// already selected.
    func selectMoreTab() {
        guard !moreTabSelected else { return }
        let old = shownTab
        moreTabSelected = true
        show(moreNavigationController, replacing: old, animated: false)
        updateBar()
    }

    /// The user chose the More item: it shows the list again when the More
    /// tab is already selected, as UIKit's does.
    func userSelectMoreTab() {
        if moreTabSelected {
            moreNavigationController.popToRootViewController(animated: true)
        } else {
            selectMoreTab()
        }
    }

    /// Selects `controllers[index]`, a controller in the More list: shows
    /// the More tab with it pushed on the list.
    func selectInMore(_ index: Int) {
        let chosen = controllers[index]
        let navigation = moreNavigationController
        guard let list = navigation.viewControllers.first else { return }
        if moreTabSelected {
            if controllerShownInMore !== chosen { navigation.setViewControllers([list, chosen], animated: false) }
            return
        }
        // Stacked while the More tab is off screen, so only the tab switch
        // sends appearance callbacks.
        navigation.setViewControllers([list, chosen], animated: false)
        selectMoreTab()
    }

    /// Replaces the tabs when there is a More tab before or after: keeps the
    /// chosen controller selected wherever it now is (on the bar or in the
    /// More tab), keeps the More list selected while there still is one,
    /// and selects the first tab otherwise.
    ///
    /// When the shown tab changes, the old one disappears before the new
    /// one appears, since a controller may move between the bar and the
    /// More tab and cannot be in both at once.
    func replaceViewControllersWithMore(_ new: [TUIViewController], animated: Bool) {
        precondition(
            new.count <= Self.maximumBarItemCount
                || !new.dropFirst(Self.maximumBarItemCount - 1).contains { $0 is TUINavigationController },
            "TUITabBarController.setViewControllers(_:animated:): a navigation controller cannot be in the More list yet; put it among the first four tabs"
        )
        let navigation = moreNavigationController
        guard let list = navigation.viewControllers.first else { return }
        let oldTab = shownTab
        let oldBar = barControllers
        let showingList = moreTabSelected && controllerShownInMore == nil
        let oldChosen = moreTabSelected ? controllerShownInMore : selectedViewController
        let newHasMore = new.count > Self.maximumBarItemCount
        let firstInMore = Self.maximumBarItemCount - 1

        var newIndex: Int? = 0  // nil: the More list
        if let oldChosen, let index = new.firstIndex(where: { $0 === oldChosen }) {
            newIndex = index
        } else if showingList && newHasMore {
            newIndex = nil
        }
        let newMoreSelected = newHasMore && (newIndex ?? firstInMore) >= firstInMore
        let newPushed = newMoreSelected ? newIndex.map { new[$0] } : nil
        let newTab: TUIViewController? =
            newMoreSelected ? navigation : newIndex.flatMap { new.indices.contains($0) ? new[$0] : nil }

        let tabChanges = oldTab !== newTab
        if tabChanges { show(nil, replacing: oldTab, animated: animated) }
        let stack = navigation.viewControllers
        if stack.count > 1 && stack[1] !== newPushed { navigation.setViewControllers([list], animated: animated) }
        let newBar = newHasMore ? Array(new.prefix(firstInMore)) + [navigation] : new
        exchangeChildren(oldBar, for: newBar) {
            controllers = new
            moreTabSelected = newMoreSelected
            storedSelectedIndex = newMoreSelected ? 0 : (newIndex ?? 0)
        }
        if let newPushed, navigation.viewControllers.count == 1 {
            navigation.pushViewController(newPushed, animated: animated)
        }
        if tabChanges { show(newTab, replacing: nil, animated: animated) }
        updateBar()
    }

    /// Tells the More list its rows may have changed.
    func moreListDidChange() {
        (storedMoreNavigation?.viewControllers.first as? MoreListViewController)?.reloadRows()
    }
}
