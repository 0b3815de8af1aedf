/// A container that shows a stack of view controllers, one at a time, under
/// a navigation bar; pushing shows a new controller, popping goes back.
///
/// ```swift
/// let navigation = TUINavigationController(rootViewController: ListViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(DetailViewController(), animated: true)
/// ```
///
/// Escape, Backspace and Alt-Left go back when the top controller is not
/// the root and no view used the key. The terminal does not animate, so
/// `animated` is only passed on to the appearance callbacks.
///
/// Appearance order, as UIKit sends it, for a push of B over A:
///
///     B.willMove(toParent: nav)   (B.loadView, B.viewDidLoad)
///     A.viewWillDisappear   B.viewWillAppear   A.viewDidDisappear   B.viewDidAppear
///     B.didMove(toParent: nav)
///
/// and for a pop of B back to A:
///
///     B.willMove(toParent: nil)
///     B.viewWillDisappear   A.viewWillAppear   B.viewDidDisappear   A.viewDidAppear
///     B.didMove(toParent: nil)
///
/// The delegate's `willShow` comes before the appearance callbacks and
/// `didShow` after them.
@MainActor
open class TUINavigationController: TUIViewController {
    private var stack: [TUIViewController] = []
    /// Holds the top controller's view, under the bars.
    let contentView = TUIView()
    private let largeTitleLabel = TUILabel()
    /// The search controller whose bar shows under the navigation bar: the
    /// top controller's item's.
    var installedSearchController: TUISearchController?
    /// The Search command (`/`), made once so the footer reuses it.
    var storedSearchKeyCommand: TUIKeyCommand?

    /// The bar at the top.
    public let navigationBar = TUINavigationBar(frame: .zero)

    /// The bar at the bottom that shows the top controller's
    /// ``TUIViewController/toolbarItems`` while ``isToolbarHidden`` is false.
    public let toolbar = TUIToolbar(frame: .zero)

    /// Whether the toolbar is hidden; true by default. While it shows, the
    /// top controller's safe area leaves out the bottom row.
    public var isToolbarHidden = true {
        didSet {
            guard isToolbarHidden != oldValue else { return }
            storedView?.setNeedsLayout()
            // The content view hands its children their safe area when it lays out.
            contentView.setNeedsLayout()
        }
    }

    /// Hides or shows the toolbar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Ignored; the terminal does not animate.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Hears when a controller is about to be and has been shown.
    public weak var delegate: (any TUINavigationControllerDelegate)?

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    ///
    /// - Parameter rootViewController: The first controller shown.
    public init(rootViewController: TUIViewController) {
        super.init()
        push(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
    }

    // MARK: - The stack

    /// The controllers on the stack, bottom (root) first.
    public var viewControllers: [TUIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: TUIViewController? { stack.last }

    /// The controller shown: the top controller, or what it presents.
    public var visibleViewController: TUIViewController? {
        var visible = storedPresentedViewController ?? topViewController
        while let presented = visible?.storedPresentedViewController { visible = presented }
        return visible
    }

    /// Whether the bar is hidden; false by default.
    public var isNavigationBarHidden = false {
        didSet { storedView?.setNeedsLayout() }
    }

    /// Hides or shows the bar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Ignored; the terminal does not animate.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Pushes `viewController` on top of the stack and shows it.
    ///
    /// Pushing a navigation controller or a controller already on the stack
    /// is a programmer error.
    ///
    /// - Parameters:
    ///   - viewController: The controller to show.
    ///   - animated: Passed on to the appearance callbacks.
    open func pushViewController(_ viewController: TUIViewController, animated: Bool) {
        precondition(
            !(viewController is TUINavigationController),
            "TUINavigationController.pushViewController(_:animated:): a navigation controller cannot be pushed")
        precondition(
            !stack.contains { $0 === viewController },
            "TUINavigationController.pushViewController(_:animated:): the controller is already on the stack")
        let old = topViewController
        push(viewController)
        transition(from: old, to: viewController, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Whether a controller on the stack hides a tab bar around this one.
    override var wantsBottomBarHidden: Bool {
        stack.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Pops the top controller and shows the one below it.
    ///
    /// - Parameter animated: Passed on to the appearance callbacks.
    /// - Returns: The controller popped, or nil when the top is the root.
    @discardableResult
    open func popViewController(animated: Bool) -> TUIViewController? {
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated).first
    }

    /// Pops every controller above the root.
    ///
    /// - Parameter animated: Passed on to the appearance callbacks.
    /// - Returns: The controllers popped, bottom first; nil if none were.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [TUIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`, which must be on the stack.
    ///
    /// - Returns: The controllers popped, bottom first; nil if none were.
    @discardableResult
    open func popToViewController(_ viewController: TUIViewController, animated: Bool) -> [TUIViewController]? {
        precondition(
            stack.contains { $0 === viewController },
            "TUINavigationController.popToViewController(_:animated:): the controller is not on the stack")
        let popped = pop(to: viewController, animated: animated)
        return popped.isEmpty ? nil : popped
    }

    /// Replaces the stack. Controllers no longer on it are removed, new ones
    /// added; if the top changes, the old top disappears and the new one appears.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first; no duplicates.
    ///   - animated: Passed on to the appearance callbacks.
    open func setViewControllers(_ viewControllers: [TUIViewController], animated: Bool) {
        precondition(
            Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
            "TUINavigationController.setViewControllers(_:animated:): a controller appears twice")
        let old = topViewController
        exchangeChildren(stack, for: viewControllers) {
            stack = viewControllers
            if old !== topViewController, let new = topViewController {
                transition(from: old, to: new, animated: animated)
            } else if old !== topViewController {
                old?.viewIfLoaded?.removeFromSuperview()
            } else {
                updateBar()
            }
        }
        storedParent?.bottomBarVisibilityMayHaveChanged()
    }

    private func push(_ viewController: TUIViewController) {
        addChild(viewController)
        stack.append(viewController)
    }

    private func pop(to target: TUIViewController, animated: Bool) -> [TUIViewController] {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        let old = topViewController
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        transition(from: old, to: target, animated: animated)
        for controller in popped.reversed() { controller.removeFromParent() }
        return popped
    }

    /// Swaps the shown controller, sending appearance callbacks in UIKit's
    /// order when the navigation controller is on screen.
    private func transition(from old: TUIViewController?, to new: TUIViewController, animated: Bool) {
        guard isViewLoaded else { return }
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        new.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: new, animated: animated)
        if onScreen {
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        install(new)
        // A tab bar hides or comes back with the controller that asked.
        storedParent?.bottomBarVisibilityMayHaveChanged()
        if onScreen {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
        delegate?.navigationController(self, didShow: new, animated: animated)
    }

    private func install(_ controller: TUIViewController) {
        embedView(of: controller, in: contentView)
        updateBar()
    }

    // MARK: - The bar

    private func updateBar() {
        guard isViewLoaded, let top = topViewController else { return }
        let item = top.navigationItem
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        let backTitle = previous.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? $0.title ?? "Back" }
        let title = item.title ?? top.title ?? ""
        navigationBar.show(item, title: title, backTitle: backTitle) { [weak self] in
            self?.popViewController(animated: true)
        }
        toolbar.setItems(top.toolbarItems, animated: false)
        largeTitleLabel.text = title
        largeTitleLabel.isHidden = !showsLargeTitle
        installSearchController(item.searchController)
        storedView?.setNeedsLayout()
    }

    private var showsLargeTitle: Bool {
        guard let item = topViewController?.navigationItem else { return false }
        switch item.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: return navigationBar.prefersLargeTitles
        }
    }

    override func childTitleDidChange(_ child: TUIViewController) {
        updateBar()
    }

    /// The toolbar, while it shows, covers the bottom row of the top
    /// controller's view.
    override func safeAreaInsets(coveringChild child: TUIViewController) -> CellInsets {
        CellInsets(top: 0, leading: 0, bottom: isToolbarHidden || child !== topViewController ? 0 : 1, trailing: 0)
    }

    override func navigationItemDidChange(of controller: TUIViewController) {
        updateBar()
    }

    // MARK: - The view

    /// Builds the bar, the large title line and the content area, and shows
    /// the top controller.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contentView)
        view.addSubview(navigationBar)
        view.addSubview(largeTitleLabel)
        view.addSubview(toolbar)
        largeTitleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        navigationBar.onPreferenceChange = { [weak self] in self?.updateBar() }
        if let top = topViewController { install(top) }
    }

    /// Places the bar, the large title and the content under them, and the
    /// toolbar over the content's bottom row, above whatever already covers
    /// the bottom of this controller's safe area (a tab bar).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        var top = 0
        // An active search takes the bar's rows, as UIKit's does by default.
        let searchHidesBar = installedSearchController?.hidesNavigationBar == true
        navigationBar.isHidden = isNavigationBarHidden || searchHidesBar
        if !navigationBar.isHidden {
            navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
            top = 1
        }
        largeTitleLabel.isHidden = !showsLargeTitle || searchHidesBar
        if !largeTitleLabel.isHidden {
            largeTitleLabel.frame = Rect(x: 1, y: top, width: max(0, bounds.width - 2), height: 1)
            top += 1
        }
        top = layoutSearchBar(below: top, width: bounds.width)
        contentView.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        toolbar.isHidden = isToolbarHidden
        if !isToolbarHidden {
            let bottom = bounds.height - view.safeAreaInsets.bottom
            toolbar.frame = Rect(x: 0, y: max(0, bottom - 1), width: bounds.width, height: min(1, max(0, bottom)))
        }
        for subview in contentView.subviews { subview.frame = contentView.bounds }
        layoutSearchOverlay(over: contentView.frame)
    }

    // MARK: - Keys

    override var shownChild: TUIViewController? { topViewController }

    /// `/` (Search) while the top controller's item has a search
    /// controller, after `super`'s commands. A subclass that overrides this
    /// should add `super`'s commands to its own.
    open override var keyCommands: [TUIKeyCommand]? {
        let commands = (super.keyCommands ?? []) + [searchKeyCommand].compactMap { $0 }
        return commands.isEmpty ? nil : commands
    }

    /// Escape, Backspace and Alt-Left pop the top controller when it is not
    /// the root; other presses pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        // Escape in the content ends an active search before it goes back.
        if presses.first?.key?.keyEvent == KeyEvent(.escape), let search = installedSearchController, search.isActive {
            search.searchBar.cancelButtonPressed()
            return
        }
        guard let keyEvent = presses.first?.key?.keyEvent, stack.count > 1, isBackKey(keyEvent) else {
            return super.pressesBegan(presses, with: event)
        }
        popViewController(animated: true)
    }

    /// Ends the presses that went back; passes on the others.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let keyEvent = presses.first?.key?.keyEvent, isBackKey(keyEvent) else {
            return super.pressesEnded(presses, with: event)
        }
    }

    private func isBackKey(_ keyEvent: KeyEvent) -> Bool {
        switch (keyEvent.key, keyEvent.modifiers) {
        case (.escape, []), (.left, .alt): return true
        case (.backspace, []): return !(storedView?.window?.firstResponder is TUIKeyInput)
        default: return false
        }
    }
}

/// Hears when a navigation controller shows a controller.
@MainActor
public protocol TUINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` is shown, before the appearance callbacks.
    func navigationController(_ navigationController: TUINavigationController, willShow viewController: TUIViewController, animated: Bool)

    /// Called after `viewController` was shown, after the appearance callbacks.
    func navigationController(_ navigationController: TUINavigationController, didShow viewController: TUIViewController, animated: Bool)
}

extension TUINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: TUINavigationController, willShow viewController: TUIViewController, animated: Bool
    ) {}

    /// Does nothing by default.
    public func navigationController(
        _ navigationController: TUINavigationController, didShow viewController: TUIViewController, animated: Bool
    ) {}
}
