/// An object that manages a view hierarchy: it loads its root view on
/// demand, hears when that view appears and disappears, lays it out, and
/// takes part in the responder chain between its root view and that view's
/// superview.
///
/// ```swift
/// final class GreetingViewController: TUIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let label = TUILabel()
///         label.text = "Hello"
///         view.addSubview(label)
///     }
/// }
/// window.rootViewController = GreetingViewController()
/// ```
///
/// The root view is created the first time ``view`` is read: ``loadView()``
/// makes it (a plain ``TUIView`` by default), then ``viewDidLoad()`` runs.
/// Appearance callbacks (``viewWillAppear(_:)`` and the rest) come in
/// balanced pairs, once per transition; see `TUIViewController+Appearance.swift`
/// for when they are sent.
@MainActor
open class TUIViewController: TUIResponder, TUITraitEnvironment {
    // MARK: - Storage

    var storedView: TUIView?
    var appearanceState = AppearanceState.disappeared
    /// Whether the window hooks began the current appearance transition,
    /// so they also end it.
    var windowBeganTransition = false
    /// Whether the end of a window-driven appearance waits for
    /// ``didMove(toParent:)``.
    var endsAppearanceAtDidMove = false
    var lastTransitionAnimated = false
    var isMovingToParentFlag = false
    var isMovingFromParentFlag = false
    var isBeingPresentedFlag = false
    var isBeingDismissedFlag = false
    var storedNavigationItem: TUINavigationItem?
    var storedTabBarItem: TUITabBarItem?
    var storedToolbarItems: [TUIBarButtonItem]?
    var storedSheetPresentationController: TUISheetPresentationController?
    var storedPopoverPresentationController: TUIPopoverPresentationController?
    var presentationContainer: PresentationContainerView?
    /// The view that had focus when this controller was presented, focused
    /// again when it is dismissed.
    weak var focusBeforePresentation: TUIView?
    /// The view in this controller's hierarchy that had focus last.
    weak var lastFocusedView: TUIView?
    var storedChildren: [TUIViewController] = []
    weak var storedParent: TUIViewController?
    var storedPresentedViewController: TUIViewController?
    weak var storedPresentingViewController: TUIViewController?
    var storedSheetCloseKeyCommand: TUIKeyCommand?
    var storedOverrideUserInterfaceStyle = TUIUserInterfaceStyle.unspecified
    var storedAdditionalSafeAreaInsets = CellInsets.zero
    var storedIsEditing = false
    var storedEditButtonItem: TUIBarButtonItem?

    // MARK: - Creating a view controller

    /// Creates a view controller with no view yet; the view loads when
    /// ``view`` is first read.
    public override init() {
        super.init()
    }

    // MARK: - The view

    /// The root view of the controller's hierarchy, loaded on first access
    /// with ``loadView()`` and ``viewDidLoad()``.
    ///
    /// Setting a view replaces the root view without calling ``viewDidLoad()``.
    public var view: TUIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(newValue) }
    }

    /// The root view if it is loaded, otherwise nil; never loads it.
    public var viewIfLoaded: TUIView? { storedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Creates the root view and assigns it to ``view``.
    ///
    /// The default makes a plain ``TUIView`` that fills whatever it is put
    /// in (flexible width and height). Override to make a custom view; do
    /// not call `super` then. Never call this directly.
    open func loadView() {
        let root = TUIView()
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// Called once after the root view was loaded. Does nothing by default.
    open func viewDidLoad() {}

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        precondition(storedView != nil, "TUIViewController.loadView(): an override must assign a view to `view`")
        viewDidLoad()
    }

    private func install(_ newView: TUIView?) {
        if let old = storedView, old.owningResponder === self { old.owningResponder = nil }
        storedView = newView
        guard let newView else { return }
        precondition(!(newView is TUIWindow), "TUIViewController.view: a window cannot be a view controller's view")
        newView.owningResponder = self
        if storedOverrideUserInterfaceStyle != .unspecified {
            newView.overrideUserInterfaceStyle = storedOverrideUserInterfaceStyle
        }
    }

    // MARK: - Describing the content

    /// A short name for the controller's content, which navigation bars and
    /// tab bars show. Setting it sets ``navigationItem``'s and
    /// ``tabBarItem``'s titles too, as UIKit does; either item made later
    /// starts with it.
    open var title: String? {
        didSet { titleDidChange() }
    }

    /// The size the controller would like its view to have in a container
    /// that asks, such as a form sheet; zero (the default) means no preference.
    open var preferredContentSize = Size.zero

    /// Insets added to the safe area the controller's view inherits, for
    /// content the controller draws over its own view.
    open var additionalSafeAreaInsets: CellInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard newValue != storedAdditionalSafeAreaInsets else { return }
            storedAdditionalSafeAreaInsets = newValue
            storedView?.superview?.setNeedsLayout()
            storedView?.setNeedsLayout()
        }
    }

    /// The insets the view adds to the safe area it inherits: the
    /// controller's own plus what its container covers (a tab bar).
    var effectiveAdditionalSafeAreaInsets: CellInsets {
        additionalSafeAreaInsets.adding(storedParent?.safeAreaInsets(coveringChild: self) ?? .zero)
    }

    /// The controller that keys go to when no view has focus, as UIKit's
    /// focus engine follows `preferredFocusEnvironments`: what this
    /// controller presents, else the child a container shows (a navigation
    /// controller's top controller, a tab bar controller's selected one),
    /// else this controller. Key commands are looked up from there outward.
    /// A custom container overrides this to name the child that shows.
    open var preferredFocusViewController: TUIViewController {
        if let presented = storedPresentedViewController { return presented.preferredFocusViewController }
        return shownChild?.preferredFocusViewController ?? self
    }

    // MARK: - Focus

    /// Where focus goes when it enters the controller: the child a
    /// container shows (a navigation controller's top controller, a tab bar
    /// controller's selected one), else the root view, whose first focusable
    /// view in reading order takes it. Override to name a view or control.
    open var preferredFocusEnvironments: [any TUIFocusEnvironment] {
        if let shownChild { return [shownChild] }
        return storedView.map { [$0] } ?? []
    }

    /// Whether focus may move as `context` describes; true by default.
    ///
    /// - Parameter context: Which view has focus and which would get it.
    /// - Returns: Whether the move may happen.
    open func shouldUpdateFocus(in context: TUIFocusUpdateContext) -> Bool { true }

    /// Called after focus moved to, from or inside the controller's views.
    /// Does nothing by default.
    ///
    /// - Parameters:
    ///   - context: Which view had focus and which has it now.
    ///   - coordinator: Runs changes that go with the update in its frame.
    open func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {}

    /// Whether focus goes back to the item that had it last when the
    /// controller's view appears again (after a pop, a dismissal or a tab
    /// switch); true by default, as in UIKit.
    open var restoresFocusAfterTransition = true

    /// How much of a child's view this container draws over, such as its
    /// bar; none by default.
    func safeAreaInsets(coveringChild child: TUIViewController) -> CellInsets { .zero }

    /// The focus group a container puts a child's items in (a split view
    /// controller's column); none by default.
    func focusGroupIdentifier(forChild child: TUIViewController) -> String? { nil }

    // MARK: - Editing (see TUIViewController+Editing.swift)

    /// Whether the controller lets the user edit its content; false by
    /// default. Setting it calls ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off, and makes ``editButtonItem`` say "Done"
    /// (bold) while editing and "Edit" otherwise. Overrides call `super`;
    /// ``TUITableViewController`` and ``TUICollectionViewController`` also
    /// pass the value to their list's `isEditing`.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Ignored; the terminal does not animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        storedEditButtonItem.map(updateEditButtonItem)
    }

    // MARK: - Traits

    /// The appearance the controller and its view hierarchy use;
    /// `.unspecified` (the default) follows the parent or window.
    open var overrideUserInterfaceStyle: TUIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set {
            storedOverrideUserInterfaceStyle = newValue
            storedView?.overrideUserInterfaceStyle = newValue
        }
    }

    /// The controller's traits: its view's, once the view is loaded;
    /// otherwise the parent's, or the defaults.
    public var traitCollection: TUITraitCollection {
        if let storedView { return storedView.traitCollection }
        return storedParent?.traitCollection ?? TUITraitCollection()
    }

    /// Called after the traits of the controller's view changed (its size
    /// classes when the terminal is resized, its appearance), once the
    /// view's subtree has the new traits. Does nothing by default;
    /// overrides call `super`.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?) {}

    // MARK: - Layout

    /// Called just before the root view lays out its subviews
    /// (``TUIView/layoutSubviews()``). Does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view laid out its subviews. Does nothing
    /// by default.
    open func viewDidLayoutSubviews() {}

    // MARK: - Appearance (see TUIViewController+Appearance.swift)

    /// Called before the view is added to the visible hierarchy. Does
    /// nothing by default; overrides call `super`.
    ///
    /// - Parameter animated: Whether the transition is animated.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view was added to the visible hierarchy. Does
    /// nothing by default; overrides call `super`.
    ///
    /// - Parameter animated: Whether the transition was animated.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is removed from the visible hierarchy. Does
    /// nothing by default; overrides call `super`.
    ///
    /// - Parameter animated: Whether the transition is animated.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view was removed from the visible hierarchy. Does
    /// nothing by default; overrides call `super`.
    ///
    /// - Parameter animated: Whether the transition was animated.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance callbacks are passed on to children whose views
    /// are in this controller's view hierarchy; true by default. A container
    /// that returns false calls ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()`` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the controller is being presented, from
    /// ``present(_:animated:completion:)`` until its view has appeared.
    public var isBeingPresented: Bool { isBeingPresentedFlag }

    /// Whether the controller is being dismissed, from
    /// ``dismiss(animated:completion:)`` until its view has disappeared.
    public var isBeingDismissed: Bool { isBeingDismissedFlag }

    /// Whether the controller is being added to a parent: true from
    /// ``addChild(_:)`` until ``didMove(toParent:)``.
    public var isMovingToParent: Bool { isMovingToParentFlag }

    /// Whether the controller is being removed from its parent: true from
    /// ``willMove(toParent:)`` with nil until ``removeFromParent()``.
    public var isMovingFromParent: Bool { isMovingFromParentFlag }

    // MARK: - Containment (see TUIViewController+Containment.swift)

    /// Called before the controller is added to or removed from a parent
    /// (nil). ``addChild(_:)`` calls it with the parent; a container calls it
    /// with nil before ``removeFromParent()``. Overrides call `super`.
    ///
    /// - Parameter parent: The new parent, or nil.
    open func willMove(toParent parent: TUIViewController?) {
        if parent == nil, storedParent != nil { isMovingFromParentFlag = true }
    }

    /// Called after the controller was added to or removed from a parent
    /// (nil). A container calls it with the parent once its view is in
    /// place; ``removeFromParent()`` calls it with nil. Overrides call `super`.
    ///
    /// - Parameter parent: The new parent, or nil.
    open func didMove(toParent parent: TUIViewController?) {
        isMovingToParentFlag = false
        if endsAppearanceAtDidMove {
            endsAppearanceAtDidMove = false
            endAppearanceTransition()
        }
    }

    // MARK: - Presentation (see TUIViewController+Presentation.swift)

    /// How the controller covers the screen when presented; `.pageSheet` by default.
    open var modalPresentationStyle = TUIModalPresentationStyle.pageSheet

    /// Whether a sheet refuses to be dismissed with Escape; false by default.
    open var isModalInPresentation = false {
        // The sheet's footer offers Escape only while it closes the sheet.
        didSet { if isModalInPresentation != oldValue { presentationContainer?.keyHintsMayHaveChanged() } }
    }

    /// For a presented sheet, Escape, which closes it (unless
    /// ``isModalInPresentation``), and for a page sheet with several detents
    /// Alt-Up and Alt-Down, which move it between them; none otherwise. A
    /// subclass that overrides this should add `super`'s commands to its own.
    open override var keyCommands: [TUIKeyCommand]? {
        var commands = sheetDetentKeyCommands
        if let close = sheetCloseKeyCommand { commands.append(close) }
        return commands.isEmpty ? nil : commands
    }

    /// Escape for a presented sheet that Escape closes, made once and kept,
    /// so the footer listing it each frame reuses it.
    private var sheetCloseKeyCommand: TUIKeyCommand? {
        guard let container = presentationContainer, container.closesOnEscape, !isModalInPresentation else { return nil }
        if let storedSheetCloseKeyCommand { return storedSheetCloseKeyCommand }
        // Escape is handled in `pressesBegan` before key commands run; the
        // command lists the key and runs when a subclass takes the press.
        let command = TUIKeyCommand(title: "Close", input: TUIKeyCommand.inputEscape, discoverabilityTitle: "Close the sheet") {
            [weak self] _ in
            self?.dismissForEscape()
        }
        storedSheetCloseKeyCommand = command
        return command
    }

    /// Escape dismisses a presented sheet unless ``isModalInPresentation``;
    /// other presses pass on. A presented controller passes them to the
    /// window rather than to its presenter, so nothing behind a modal
    /// presentation sees its keys.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        if presses.first?.key?.keyEvent == KeyEvent(.escape), let container = presentationContainer, container.closesOnEscape {
            dismissForEscape()
            return
        }
        if storedPresentingViewController != nil, let window = storedView?.window {
            return window.pressesBegan(presses, with: event)
        }
        super.pressesBegan(presses, with: event)
    }

    /// Ends presses; a presented controller passes them to the window, as
    /// ``pressesBegan(_:with:)`` does.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        if storedPresentingViewController != nil, let window = storedView?.window {
            return window.pressesEnded(presses, with: event)
        }
        super.pressesEnded(presses, with: event)
    }

    // MARK: - Responder chain

    /// The responder after the controller: the presenting controller for a
    /// presented one; otherwise its view's superview, or, when the view is
    /// not in a hierarchy, the parent controller.
    open override var next: TUIResponder? {
        if let presenting = storedPresentingViewController { return presenting }
        return storedView?.superview ?? storedParent
    }

    /// Where key presses start when no view in the window is focused: the
    /// deepest controller on screen. Containers send it to the child they show.
    var defaultKeyResponder: TUIResponder { preferredFocusViewController }

    /// The child a container shows, which key presses go to; none by default.
    var shownChild: TUIViewController? { nil }

    /// Whether a tab bar controller hides its tab bar while this controller
    /// is on the stack of a navigation controller it shows; false by
    /// default. As in UIKit, the bar stays hidden for the controllers pushed
    /// after this one, and comes back when it is popped.
    open var hidesBottomBarWhenPushed = false {
        didSet { if hidesBottomBarWhenPushed != oldValue { storedParent?.bottomBarVisibilityMayHaveChanged() } }
    }

    /// Whether this controller, shown in a tab, asks for the tab bar to be
    /// hidden; a navigation controller asks when a controller on its stack
    /// ``hidesBottomBarWhenPushed``.
    var wantsBottomBarHidden: Bool { false }

    /// Called when a descendant's ``wantsBottomBarHidden`` may have changed;
    /// passes it up to the tab bar controller, which shows or hides its bar.
    func bottomBarVisibilityMayHaveChanged() {
        storedParent?.bottomBarVisibilityMayHaveChanged()
    }

    /// Called after ``title`` changed; containers redraw their bars.
    func titleDidChange() {
        storedNavigationItem?.title = title
        storedTabBarItem?.title = title
        storedParent?.childTitleDidChange(self)
    }

    /// Called when a child's title changed. Does nothing by default.
    func childTitleDidChange(_ child: TUIViewController) {}

    /// Called when a child's navigation item changed. Does nothing by default.
    func navigationItemDidChange(of controller: TUIViewController) {}

    /// Called when a child's tab bar item changed. Does nothing by default.
    func tabBarItemDidChange(of controller: TUIViewController) {}

    // MARK: - Navigation

    /// What a navigation bar shows while this controller is on top of a
    /// ``TUINavigationController``; made on first use.
    public var navigationItem: TUINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = TUINavigationItem()
        item.title = title
        item.onChange = { [weak self] in
            guard let self else { return }
            self.storedParent?.navigationItemDidChange(of: self)
        }
        storedNavigationItem = item
        return item
    }

    /// The nearest navigation controller among the controller's ancestors.
    public var navigationController: TUINavigationController? {
        nearestAncestor(of: TUINavigationController.self)
    }

    /// The nearest ancestor of type `Container`.
    func nearestAncestor<Container: TUIViewController>(of type: Container.Type) -> Container? {
        var ancestor = storedParent
        while let current = ancestor {
            if let container = current as? Container { return container }
            ancestor = current.storedParent
        }
        return nil
    }
}
