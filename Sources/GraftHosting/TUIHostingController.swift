import GraftTerminal

/// A view controller that shows declarative content: a `View` hosted in
/// the imperative tree, as UIKit's `UIHostingController` hosts SwiftUI.
///
/// It is a real view controller: push it, present it, or add it as a child
/// with the full containment sequence.
///
/// ```swift
/// let host = TUIHostingController(rootView: ProductDetail(product: product))
/// navigationController.pushViewController(host, animated: true)
///
/// // or as a child, content-sized:
/// host.sizingOptions = .intrinsicContentSize
/// addChild(host)
/// view.addSubview(host.view)
/// host.view.translatesAutoresizingMaskIntoConstraints = false
/// host.view.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
/// host.didMove(toParent: self)
/// ```
///
/// What crosses the boundary:
/// - appearance: `onAppear` runs (and tasks start) as the controller's view
///   appears, `onDisappear` runs (and tasks are cancelled) when it has disappeared;
/// - traits become environment values (`colorScheme`, size classes,
///   `layoutDirection`, `dynamicTypeSize`) and follow changes;
/// - requests from the content are carried out: `navigationTitle`,
///   `navigationBarTitleDisplayMode` and `toolbar` fill `TUIViewController/navigationItem`;
///   `sheet` presents another hosting controller; `@Environment(\.dismiss)`
///   dismisses this controller when it is presented (or inside a presented
///   one), and otherwise pops it when it was pushed;
/// - focus and keys: Tab moves between the content's controls and the
///   window's other views; the content's keyboard shortcuts are the
///   controller's ``keyCommands``, so key hints list them.
///
/// The content is re-evaluated only where state, an observed model or the
/// environment changed, never on a plain layout pass; replacing ``rootView``
/// reconciles the new value into the existing tree.
@MainActor
open class TUIHostingController<Content: View>: TUIViewController {
    let hostingView: GraphHostingView
    var requests = HostRequestState()
    /// The content's shortcuts as key commands, kept while the shortcuts
    /// stay the same, so keys and the footer reuse them.
    private var shortcutCommands: (shortcuts: [HostedShortcut], commands: [TUIKeyCommand]) = ([], [])

    /// The content. Setting it reconciles the new value into the existing
    /// tree: the state of the parts that stay survives.
    public var rootView: Content {
        didSet { hostingView.setRoot(rootView) }
    }

    /// Which sizes follow the content; none by default.
    public var sizingOptions: TUIHostingControllerSizingOptions {
        get { hostingView.sizingOptions }
        set { hostingView.sizingOptions = newValue }
    }

    /// The safe-area regions the content keeps out of; `SafeAreaRegions/all`
    /// by default. With none, the content spans the whole view.
    public var safeAreaRegions: SafeAreaRegions = .all {
        didSet { hostingView.respectsSafeArea = safeAreaRegions.contains(.container) }
    }

    /// Creates a controller showing `rootView`.
    ///
    /// - Parameter rootView: The content.
    public init(rootView: Content) {
        self.rootView = rootView
        hostingView = GraphHostingView(rootView: rootView, isAppeared: false)
        super.init()
        hostingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        hostingView.preferencesDidChange = { [weak self] in self?.contentPreferencesDidChange() }
        hostingView.idealSizeDidChange = { [weak self] size in self?.contentIdealSizeDidChange(size) }
        hostingView.updateEnvironment { environment in
            environment.dismiss = DismissAction { [weak self] in self?.dismissFromContent() }
        }
        provideEditMode()
    }

    // MARK: - Editing

    /// Turns editing on or off, as UIKit's does, and tells the content:
    /// its `@Environment(\.editMode)` follows `isEditing`.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        let changed = editing != isEditing
        super.setEditing(editing, animated: animated)
        if changed { provideEditMode() }
    }

    /// The content's edit mode is the controller's `isEditing`: an
    /// `EditButton` in the content's toolbar and a `List` in it share it,
    /// as they share a navigation stack's in SwiftUI. A new binding each
    /// time, so the views that read it update.
    private func provideEditMode() {
        hostingView.updateEnvironment { environment in
            environment.editMode = Binding(
                get: { [weak self] in self?.isEditing == true ? .active : .inactive },
                set: { [weak self] mode in self?.setEditing(mode.isEditing, animated: true) })
        }
    }

    /// Uses the view that shows the content; do not override.
    open override func loadView() {
        view = hostingView
    }

    /// The size the content chooses for `proposal`: pass `nil` in a
    /// dimension for the content's ideal size there.
    ///
    /// Content that fills whatever it is offered along an axis that was not
    /// given a definite size is answered with `CellProposal/infinity`
    /// there, and reported to `TUILayoutDiagnostics`.
    ///
    /// - Parameter proposal: The size offered.
    /// - Returns: The size the content would take.
    public func sizeThatFits(in proposal: CellProposal) -> Size {
        hostingView.sizeThatFits(in: proposal)
    }

    /// The size the content chooses within `size`.
    ///
    /// - Parameter size: The space available.
    /// - Returns: The size the content would take.
    public func sizeThatFits(in size: Size) -> Size {
        sizeThatFits(in: CellProposal(size))
    }

    /// The size the content chooses within `size`, as UIKit's hosting
    /// controller answers it: in cells, as TUIKit measures; an infinite or
    /// `greatestFiniteMagnitude` dimension leaves the content unbounded there.
    ///
    /// - Parameter size: The space available, in cells.
    /// - Returns: The size the content would take, in cells.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func cells(_ length: CGFloat) -> Int {
            guard length.isFinite, length < CGFloat(1 << 40) else { return CellProposal.infinity }
            return max(Int(length.rounded(.down)), 0)
        }
        let fitted = sizeThatFits(in: CellProposal(width: cells(size.width), height: cells(size.height)))
        return CGSize(width: fitted.width, height: fitted.height)
    }

    // MARK: - Appearance

    /// Puts the content on screen: its `onAppear` actions run and its tasks start.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hostingView.graph.isAppeared = true
        updateNavigationToolbarVisibility()
    }

    /// Hides the navigation toolbar if this controller showed it for its
    /// bottom-bar items: they belong to this screen only.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        hideNavigationToolbar()
    }

    /// Carries out the content's pending requests now that the view is in a window.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        applyPresentationRequests()
    }

    /// Takes the content off screen: its `onDisappear` actions run and its
    /// tasks are cancelled.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        hostingView.graph.isAppeared = false
    }

    // MARK: - Keys

    /// The focused control's own keys (a multiple selection's Space) and
    /// the content's keyboard shortcuts (buttons with `keyboardShortcut`),
    /// as key commands with their titles, after any of a subclass's.
    open override var keyCommands: [TUIKeyCommand]? {
        let own = super.keyCommands ?? []
        let graph = hostingView.graph
        let listed = graph.listedKeyboardShortcuts
        let shortcuts =
            graph.focusedControlKeys.map { HostedShortcut(shortcut: $0.shortcut, title: $0.title, description: $0.description) }
            + listed.map { HostedShortcut(shortcut: $0.shortcut, title: $0.title, description: $0.title) }
        if shortcuts != shortcutCommands.shortcuts {
            let view = hostingView
            shortcutCommands = (
                shortcuts,
                shortcuts.map { hosted in
                    let event = KeyEvent(hosted.shortcut.key, modifiers: hosted.shortcut.modifiers)
                    return TUIKeyCommand(
                        title: hosted.title, input: TUIKey(event).characters, modifierFlags: hosted.shortcut.modifiers,
                        discoverabilityTitle: hosted.description
                    ) { [weak view] _ in
                        _ = view?.route(.key(event))
                    }
                }
            )
        }
        // Disabled buttons' commands stay listed, dimmed in help.
        let focusedCount = shortcuts.count - listed.count
        for (command, shortcut) in zip(shortcutCommands.commands.dropFirst(focusedCount), listed) {
            command.isDisabled = !shortcut.isEnabled
        }
        return own + shortcutCommands.commands
    }

    /// Keys that reach the controller while its view has no focus go to the
    /// content first (so Tab focuses its first control).
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        if !hostingView.isFocused, !hostingView.isFirstResponder,
            let keyEvent = presses.first?.key?.keyEvent, hostingView.handleKey(keyEvent)
        {
            return
        }
        super.pressesBegan(presses, with: event)
    }

    // MARK: - Dismissing

    /// What `@Environment(\.dismiss)` does in the content: pop this
    /// controller when it was pushed above another; otherwise dismiss the
    /// presentation it is in.
    func dismissFromContent() {
        if let navigation = navigationController, let index = navigation.viewControllers.firstIndex(where: { $0 === self }), index > 0 {
            navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
            return
        }
        var controller: TUIViewController? = self
        while let current = controller {
            if current.presentingViewController != nil {
                current.dismiss(animated: true)
                return
            }
            controller = current.parent
        }
    }
}

/// A keyboard shortcut of hosted content and the title of its button.
struct HostedShortcut: Equatable {
    let shortcut: KeyboardShortcut
    let title: String
    /// What help says of it.
    let description: String
}
