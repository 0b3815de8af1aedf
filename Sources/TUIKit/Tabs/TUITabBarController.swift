/// A container that shows one of several view controllers at a time, with
/// a tab bar at the bottom to switch among them.
///
/// ```swift
/// let tabs = TUITabBarController()
/// home.tabBarItem = TUITabBarItem(title: "Home", image: "house", tag: 0)
/// search.tabBarItem = TUITabBarItem(title: "Search", image: "magnifyingglass", tag: 1)
/// tabs.viewControllers = [home, search]
/// window.rootViewController = tabs
/// ```
///
/// Every controller in ``viewControllers`` is a child; only the selected
/// one's view is in the hierarchy. Its view fills the tab bar controller's
/// view, and the tab bar covers the bottom row, which the child's safe area
/// leaves out: constrain content to `safeAreaLayoutGuide` to stay clear of it.
///
/// With more than five controllers the bar shows the first four and a More
/// tab, ``moreNavigationController``, which lists the others (see
/// TUITabBarController+More.swift). A navigation controller cannot be in
/// the More list yet (UIKit moves its stack into the More tab's).
///
/// The number keys 1 to 9 and clicks on the bar select a tab, asking the
/// ``delegate`` first. Number keys do nothing while a text input (a
/// ``TUIKeyInput`` such as ``TUITextField``) is the first responder, so they
/// can be typed. The terminal does not animate; a switch sends appearance
/// callbacks in this order when the tab bar controller is on screen:
///
///     old.viewWillDisappear   new.viewWillAppear   old.viewDidDisappear   new.viewDidAppear
@MainActor
open class TUITabBarController: TUIViewController {
    /// The tabs, in order.
    var controllers: [TUIViewController] = []
    /// The selected tab, while the More tab is not selected.
    var storedSelectedIndex = 0
    /// Whether the More tab is selected; only while there is one.
    var moreTabSelected = false
    /// The More tab, made on first use.
    var storedMoreNavigation: TUINavigationController?
    private let contentView = TUIView()

    /// The controllers the user may rearrange in the More list, as in
    /// UIKit; setting ``viewControllers`` sets it to them too. Graft has no
    /// Edit button to rearrange tabs yet, so it only keeps the value.
    public var customizableViewControllers: [TUIViewController]?

    /// The bar at the bottom.
    public let tabBar = TUITabBar(frame: .zero)

    /// Decides whether the user may select a tab, and hears when they did.
    public weak var delegate: (any TUITabBarControllerDelegate)?

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.userSelect(index) }
    }

    // MARK: - The tabs

    /// The controllers, one per tab, in order; nil when there are none.
    /// Setting them keeps the selected controller selected when it is still
    /// among them, and selects the first otherwise.
    public var viewControllers: [TUIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs.
    ///
    /// A controller that appears twice, or a tab bar controller as a tab, is
    /// a programmer error.
    ///
    /// - Parameters:
    ///   - viewControllers: The controllers, one per tab.
    ///   - animated: Passed on to the appearance callbacks.
    open func setViewControllers(_ viewControllers: [TUIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        precondition(
            Set(new.map(ObjectIdentifier.init)).count == new.count,
            "TUITabBarController.setViewControllers(_:animated:): a controller appears twice")
        precondition(
            !new.contains { $0 is TUITabBarController },
            "TUITabBarController.setViewControllers(_:animated:): a tab bar controller cannot be a tab")
        precondition(
            !new.contains { $0 === storedMoreNavigation },
            "TUITabBarController.setViewControllers(_:animated:): moreNavigationController cannot be a tab")
        customizableViewControllers = new
        if hasMore || new.count > Self.maximumBarItemCount {
            return replaceViewControllersWithMore(new, animated: animated)
        }
        let old = selectedViewController
        exchangeChildren(controllers, for: new) {
            controllers = new
            storedSelectedIndex = old.flatMap { old in new.firstIndex { $0 === old } } ?? 0
            if old !== selectedViewController {
                show(selectedViewController, replacing: old, animated: animated)
            }
        }
        updateBar()
    }

    /// The index of the selected tab; setting it selects that tab without
    /// asking the delegate, as in UIKit. An index out of range is a
    /// programmer error.
    ///
    /// A controller in the More list has its index in ``viewControllers``;
    /// selecting it shows the More tab with it pushed. While the More list
    /// itself shows, this is `NSNotFound`.
    public var selectedIndex: Int {
        get { moreTabSelected ? indexShownInMore : storedSelectedIndex }
        set {
            precondition(
                controllers.indices.contains(newValue),
                "TUITabBarController.selectedIndex: \(newValue) is not the index of a tab (there are \(controllers.count))")
            select(newValue)
        }
    }

    /// The selected tab's controller; setting it selects that tab without
    /// asking the delegate. Setting one that is not a tab is a programmer error.
    ///
    /// While the More tab is selected, this is the controller chosen from
    /// the More list, or ``moreNavigationController`` while the list shows;
    /// setting ``moreNavigationController`` selects the More tab.
    public var selectedViewController: TUIViewController? {
        get {
            if moreTabSelected { return controllerShownInMore ?? storedMoreNavigation }
            return controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil
        }
        set {
            guard let newValue else { return }
            if newValue === storedMoreNavigation {
                if hasMore { selectMoreTab() }
                return
            }
            guard let index = controllers.firstIndex(where: { $0 === newValue }) else {
                preconditionFailure("TUITabBarController.selectedViewController: the controller is not one of viewControllers")
            }
            select(index)
        }
    }

    /// Selects `controllers[index]`, in the More tab when it is in the list.
    func select(_ index: Int) {
        if hasMore && index >= Self.maximumBarItemCount - 1 { return selectInMore(index) }
        guard moreTabSelected || index != storedSelectedIndex else { return }
        let old = shownTab
        moreTabSelected = false
        storedSelectedIndex = index
        show(shownTab, replacing: old, animated: false)
        updateBar()
    }

    /// A selection the user made of the bar's item `index`: the delegate
    /// may refuse it, and hears of it.
    private func userSelect(_ index: Int) {
        let bar = barControllers
        guard bar.indices.contains(index), bar[index].tabBarItem.isEnabled else { return }
        let controller = bar[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if controller === storedMoreNavigation { userSelectMoreTab() } else { select(index) }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The controller whose view the content area shows: the selected tab,
    /// or the More tab.
    var shownTab: TUIViewController? {
        if moreTabSelected { return storedMoreNavigation }
        return controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil
    }

    /// Swaps the shown controller, sending appearance callbacks when the tab
    /// bar controller is on screen.
    func show(_ new: TUIViewController?, replacing old: TUIViewController?, animated: Bool) {
        guard isViewLoaded else { return }
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        if onScreen {
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
        }
        if let focused = storedView?.window?.focusedView, let oldView = old?.viewIfLoaded, focused.isDescendant(of: oldView) {
            storedView?.window?.setFocus(to: nil, heading: [])
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new { install(new) }
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    private func install(_ controller: TUIViewController) {
        embedView(of: controller, in: contentView)
        contentView.setNeedsLayout()
    }

    // MARK: - The bar

    func updateBar() {
        bottomBarVisibilityMayHaveChanged()
        let bar = barControllers
        let titles = bar.map { $0.title ?? "" }
        let selected = moreTabSelected ? bar.count - 1 : storedSelectedIndex
        tabBar.show(bar.map { $0.tabBarItem }, titles: titles, selected: shownTab == nil ? nil : selected)
        moreListDidChange()
    }

    override func childTitleDidChange(_ child: TUIViewController) {
        updateBar()
    }

    /// Hides the bar while the selected tab asks for it (a navigation
    /// controller with a controller that ``TUIViewController/hidesBottomBarWhenPushed``
    /// on its stack), and shows it again otherwise; the tab's safe area
    /// follows.
    override func bottomBarVisibilityMayHaveChanged() {
        let hidden = shownTab?.wantsBottomBarHidden ?? false
        guard tabBar.isHidden != hidden else { return }
        tabBar.isHidden = hidden
        contentView.setNeedsLayout()
        storedView?.setNeedsLayout()
    }

    override func tabBarItemDidChange(of controller: TUIViewController) {
        updateBar()
    }

    /// The bar covers the bottom row of the selected child's view.
    override func safeAreaInsets(coveringChild child: TUIViewController) -> CellInsets {
        CellInsets(top: 0, leading: 0, bottom: tabBar.isHidden ? 0 : 1, trailing: 0)
    }

    // MARK: - The view

    /// Builds the content area and the bar, and shows the selected tab.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contentView)
        view.addSubview(tabBar)
        if let selected = shownTab { install(selected) }
        updateBar()
    }

    /// Fills the view with the content and puts the bar on the bottom row.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        contentView.frame = bounds
        tabBar.frame = Rect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: min(1, bounds.height))
        for subview in contentView.subviews { subview.frame = contentView.bounds }
    }

    // MARK: - Keys

    override var shownChild: TUIViewController? { shownTab }

    /// The number keys 1 to 9 select the first nine tabs (they type digits
    /// instead while a text input is the first responder); with a More tab,
    /// 1 to 4 select the first four and 5 the More tab. Each command's
    /// discoverability title is its tab's title, for key hints.
    /// None while the selected tab presents something: a sheet over a tab
    /// must not have its tab switched away from under it; none either while
    /// the bar is hidden (``TUIViewController/hidesBottomBarWhenPushed``).
    open override var keyCommands: [TUIKeyCommand]? {
        guard !selectedTabPresents, !tabBar.isHidden else { return nil }
        let bar = barControllers
        return bar.prefix(9).indices.map { index in
            let title = bar[index].tabBarItem.title ?? bar[index].title ?? "Tab \(index + 1)"
            let command = TUIKeyCommand(title: title, input: String(index + 1), discoverabilityTitle: title) { [weak self] _ in
                self?.userSelect(index)
            }
            command.isDisabled = !bar[index].tabBarItem.isEnabled
            return command
        }
    }
}

/// Decides whether the user may select a tab of a ``TUITabBarController``,
/// and hears when they did. Neither method is called when the app sets
/// ``TUITabBarController/selectedIndex`` itself, as in UIKit.
@MainActor
public protocol TUITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`'s tab; true by default.
    func tabBarController(_ tabBarController: TUITabBarController, shouldSelect viewController: TUIViewController) -> Bool

    /// Called after the user selected `viewController`'s tab (also when it
    /// was already selected).
    func tabBarController(_ tabBarController: TUITabBarController, didSelect viewController: TUIViewController)
}

extension TUITabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TUITabBarController, shouldSelect viewController: TUIViewController) -> Bool {
        true
    }

    /// Does nothing by default.
    public func tabBarController(_ tabBarController: TUITabBarController, didSelect viewController: TUIViewController) {}
}

extension TUITabBarController {
    /// Whether this controller, or a controller it shows, presents another.
    var selectedTabPresents: Bool {
        var controller: TUIViewController? = self
        while let current = controller {
            if current.presentedViewController != nil { return true }
            controller = current.shownChild
        }
        return false
    }
}
