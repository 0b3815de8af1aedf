import GraftHosting

/// The app's root: the tab bar controller of the three tabs, each a
/// navigation controller, and the app-wide key commands (settings, quit).
final class CatalogRootViewController: TUIViewController {
    private let app: AppModel
    let tabs = TUITabBarController()
    private(set) var catalogList: ProductListViewController?
    private(set) var favoritesList: ProductListViewController?
    /// The catalog tab's sidebar on a wide terminal.
    private(set) var catalogSidebar: CatalogSidebarLayout?
    /// Ends the app; set by whoever runs it.
    var quit: @MainActor () -> Void = {}

    init(app: AppModel) {
        self.app = app
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let catalog = makeListTab(.catalog, title: "Catalog", tag: 0)
        let favorites = makeListTab(.favorites, title: "Favorites", tag: 1)
        let dashboard = TUINavigationController(rootViewController: DashboardViewController(app: app))
        dashboard.tabBarItem = TUITabBarItem(title: "Dashboard", image: Self.tabImages[2], tag: 2)
        tabs.viewControllers = [catalog, favorites, dashboard]

        addChild(tabs)
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
        view.addSubview(footer)
        noticeLabel.font = .boldSystemFont(ofSize: TUIFont.labelFontSize)
        view.addSubview(noticeLabel)
        noticeObservation = ObservationLoop(read: { [app] in app.notices.line }) { [weak self] line in
            self?.noticeLabel.text = line.map { "⚠ " + $0 }
            self?.view.setNeedsLayout()
        }
    }

    private let footer = TUIKeyHintsView()
    /// A warning that does not stop the user (a failed save), above the footer.
    private let noticeLabel = TUILabel()
    private var noticeObservation: ObservationLoop<String?>?

    /// Lays out the tabs above a one-row footer of key hints, with a notice
    /// line between them when there is a notice. (Below the minimum size a
    /// ``TooSmallWindow`` covers it all.)
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        // Under a TooSmallWindow the screens are not laid out at all.
        let isCovered = TooSmallWindow.isTooSmall(bounds.size)
        tabs.view.isHidden = isCovered
        footer.isHidden = isCovered
        let hasNotice = noticeLabel.text != nil && !isCovered
        noticeLabel.isHidden = !hasNotice
        showTabImages(bounds.width >= Self.tabImagesMinimumWidth)
        catalogSidebar?.update(forWidth: bounds.width, in: tabs)
        let noticeHeight = hasNotice ? 1 : 0
        tabs.view.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1 - noticeHeight))
        noticeLabel.frame = Rect(x: 0, y: max(0, bounds.height - 1 - noticeHeight), width: bounds.width, height: noticeHeight)
        footer.frame = Rect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
    }

    /// Below this width the tab bar's thirds are too narrow for a glyph and
    /// a title with space between the tabs, so the tabs show titles only.
    static let tabImagesMinimumWidth = 60

    private func showTabImages(_ shown: Bool) {
        for item in (tabs.viewControllers ?? []).compactMap(\.tabBarItem) {
            let image = shown ? Self.tabImages[item.tag] : nil
            if item.image != image { item.image = image }
        }
    }

    /// Each tab's glyph, by tag.
    private static let tabImages: [Int: String] = [0: "shippingbox", 1: "heart", 2: "chart.bar"]

    private func makeListTab(_ content: ProductListViewController.Content, title: String, tag: Int) -> TUINavigationController {
        let list = ProductListViewController(app: app, content: content) { [weak self] id in self?.showProduct(id) }
        list.buyProduct = { [weak self] id in self?.showProduct(id, buying: true) }
        list.title = title
        let settingsItem = TUIBarButtonItem(title: "Settings") { [weak self] in self?.showSettings() }
        // The first item is the rightmost: Sort goes left of Settings.
        list.navigationItem.rightBarButtonItems = [settingsItem] + [list.sortBarButtonItem].compactMap { $0 }
        switch content {
        case .catalog: catalogList = list
        case .favorites: favoritesList = list
        }
        let navigation = TUINavigationController(rootViewController: list)
        navigation.tabBarItem = TUITabBarItem(title: title, image: Self.tabImages[tag], tag: tag)
        if content == .catalog { catalogSidebar = CatalogSidebarLayout(list: list, listNavigation: navigation) }
        return navigation
    }

    /// Focus goes to what is presented, else to the selected tab's screen.
    override var preferredFocusViewController: TUIViewController {
        presentedViewController?.preferredFocusViewController ?? tabs.preferredFocusViewController
    }

    /// Focus goes into the tabs, not the navigation bar's buttons above them.
    override var preferredFocusEnvironments: [any TUIFocusEnvironment] { [tabs] }

    // MARK: - Flows

    /// Pushes the detail screen of a product on the current tab; with
    /// `buying`, its purchase starts (Buy in a row's context menu).
    func showProduct(_ id: Product.ID, buying: Bool = false) {
        // With the sidebar, the catalog tab is a split view: the product opens in its list's column.
        let sidebarNavigation = catalogSidebar?.isShowingSidebar == true && tabs.selectedIndex == 0 ? catalogSidebar?.navigation : nil
        guard let navigation = sidebarNavigation ?? tabs.selectedViewController as? TUINavigationController else { return }
        navigation.pushViewController(ProductDetailScreen.make(productID: id, app: app, startsPurchase: buying), animated: true)
    }

    /// Presents the settings sheet, unless something is presented already.
    func showSettings() {
        guard presentedViewController == nil else { return }
        let settings = SettingsScreen.make(app: app)
        present(settings, animated: true)
    }

    override var keyCommands: [TUIKeyCommand]? {
        [
            TUIKeyCommand(title: "Settings", input: "s", discoverabilityTitle: "Open the settings") { [weak self] _ in
                self?.showSettings()
            },
            TUIKeyCommand(title: "Quit", input: "q", discoverabilityTitle: "Quit the catalog") { [weak self] _ in
                self?.quit()
            },
        ]
    }
}
