import GraftHosting

/// The catalog tab on a terminal wider than ``minimumWidth``: a split view
/// with the categories in a sidebar and the product list (its navigation
/// stack, moved here as is) in the secondary column. Narrower, the tab is
/// the product list's navigation stack alone, as it always was.
@MainActor
final class CatalogSidebarLayout {
    /// The narrowest terminal that shows the sidebar: wider than the
    /// 120-column terminals the catalog is also checked in without it.
    static let minimumWidth = 121

    private let list: ProductListViewController
    private let listNavigation: TUINavigationController
    private lazy var split = makeSplit()

    /// Whether the tab shows the sidebar now.
    private(set) var isShowingSidebar = false

    init(list: ProductListViewController, listNavigation: TUINavigationController) {
        self.list = list
        self.listNavigation = listNavigation
    }

    /// Shows or hides the sidebar for a terminal `width` cells wide, moving
    /// the list's navigation stack between the tab and the split view.
    func update(forWidth width: Int, in tabs: TUITabBarController) {
        let wide = width >= Self.minimumWidth
        guard wide != isShowingSidebar, var tabControllers = tabs.viewControllers else { return }
        if wide {
            guard let index = tabControllers.firstIndex(where: { $0 === listNavigation }) else { return }
            split.tabBarItem = listNavigation.tabBarItem
            tabControllers[index] = split
            // Out of the tabs first, so the split view adopts it afterwards.
            tabs.setViewControllers(tabControllers, animated: false)
            split.setViewController(listNavigation, for: .secondary)
        } else {
            guard let index = tabControllers.firstIndex(where: { $0 === split }) else { return }
            split.setViewController(nil, for: .secondary)
            listNavigation.tabBarItem = split.tabBarItem
            tabControllers[index] = listNavigation
            tabs.setViewControllers(tabControllers, animated: false)
        }
        isShowingSidebar = wide
    }

    /// The navigation stack a product opens on: the list's, in or out of the split view.
    var navigation: TUINavigationController { listNavigation }

    private func makeSplit() -> TUISplitViewController {
        let split = CatalogSplitViewController(style: .doubleColumn)
        let sidebar = CategorySidebarViewController(store: list.app.store) { [weak list] category, focusList in
            list?.showCategory(category)
            if focusList { list?.focusList() }
        }
        split.setViewController(sidebar, for: .primary)
        return split
    }
}

/// The catalog's split view: focus starts on the product list, as it does
/// without the sidebar.
private final class CatalogSplitViewController: TUISplitViewController {
    override var preferredFocusEnvironments: [any TUIFocusEnvironment] {
        viewController(for: .secondary).map { [$0] } ?? super.preferredFocusEnvironments
    }
}
