// Requests from the content, carried out by the hosting controller: the
// navigation title, its display mode and toolbar items fill the
// controller's navigation item; sheets are presented as hosting controllers.
// The content's preferences are read again only after an update that
// added, changed or removed a view that sets one.

/// What a hosting controller last did about its content's requests.
@MainActor
struct HostRequestState {
    /// The toolbar items shown, for their actions.
    var toolbarItems: [ToolbarRequest] = []
    /// The titles of the bar buttons made for them.
    var toolbarTitles: [String] = []
    /// The bar buttons made for them, in the same order.
    var toolbarBarItems: [TUIBarButtonItem] = []
    /// Whether this controller showed its navigation controller's toolbar,
    /// for its bottom-bar items, and so hides it again when it leaves.
    var showsNavigationToolbar = false
    /// What is presented for the content (a sheet or an alert), and which request it is for.
    var presented: TUIViewController?
    var presentedKey: AnyHashable?
}

extension TUIHostingController {
    /// Reads the title, toolbar and presentation requests after an update.
    func contentPreferencesDidChange() {
        let graph = hostingView.graph
        let title = graph.preferenceValue(NavigationTitleKey.self)
        if navigationItem.title != title { navigationItem.title = title }
        let mode: TUINavigationItem.LargeTitleDisplayMode =
            switch graph.preferenceValue(NavigationBarTitleDisplayModeKey.self) {
            case .automatic: .automatic
            case .large: .always
            case .inline: .never
            }
        if navigationItem.largeTitleDisplayMode != mode { navigationItem.largeTitleDisplayMode = mode }
        updateToolbar(graph.preferenceValue(ToolbarItemsKey.self))
        if let sheet = self as? SheetHostingController {
            sheet.applySheetPreferences()
        }
        applyPresentationRequests()
    }

    /// Shows the toolbar's buttons as bar button items where their
    /// placements put them: leading ones (`navigationBarLeading`,
    /// `cancellationAction`) on the left of the navigation bar beside the
    /// back button, `bottomBar` ones in the navigation controller's toolbar,
    /// the rest on the right (the first item rightmost, as
    /// ``TUINavigationItem/rightBarButtonItems`` orders them). `principal`
    /// items are not shown: the bar's middle is the title. Items are rebuilt
    /// only when their titles or placements change; their actions always run
    /// the latest content's, and they follow the content's `disabled` at
    /// once. A destructive button's title is red.
    private func updateToolbar(_ items: [ToolbarRequest]) {
        let buttons = items.filter { $0.buttonTitle != nil && $0.placement != .principal }
        requests.toolbarItems = buttons
        let layout = buttons.map { "\(Self.side(of: $0.placement)):\($0.buttonTitle ?? ""):\($0.isProminent)" }
        if layout != requests.toolbarTitles {
            requests.toolbarTitles = layout
            rebuildBarItems(for: buttons)
        }
        for (item, request) in zip(requests.toolbarBarItems, buttons) where item.isEnabled != request.isEnabled {
            item.isEnabled = request.isEnabled
        }
    }

    private func rebuildBarItems(for buttons: [ToolbarRequest]) {
        let made = buttons.indices.map { index in
            let item = TUIBarButtonItem(title: buttons[index].buttonTitle ?? "") { [weak self] in
                guard let self, self.requests.toolbarItems.indices.contains(index) else { return }
                self.requests.toolbarItems[index].performButtonAction()
            }
            if buttons[index].buttonRole == .destructive { item.tintColor = .red }
            if buttons[index].isProminent { item.style = .done }
            return item
        }
        requests.toolbarBarItems = made
        func barItems(on side: BarSide) -> [TUIBarButtonItem] {
            buttons.indices.filter { Self.side(of: buttons[$0].placement) == side }.map { made[$0] }
        }
        navigationItem.rightBarButtonItems = barItems(on: .trailing).reversed()
        navigationItem.leftBarButtonItems = barItems(on: .leading)
        navigationItem.leftItemsSupplementBackButton = true
        let bottom = barItems(on: .bottom)
        setToolbarItems(bottom.isEmpty ? nil : bottom, animated: false)
        updateNavigationToolbarVisibility()
    }

    /// Shows the navigation controller's toolbar while this controller is on
    /// top with bottom-bar items, and hides it again when they go; a toolbar
    /// shown by someone else is left alone.
    func updateNavigationToolbarVisibility() {
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        let wantsToolbar = !(toolbarItems ?? []).isEmpty
        if wantsToolbar, navigation.isToolbarHidden {
            navigation.setToolbarHidden(false, animated: false)
            requests.showsNavigationToolbar = true
        } else if !wantsToolbar, requests.showsNavigationToolbar {
            hideNavigationToolbar()
        }
    }

    /// Hides the toolbar this controller showed, as it leaves the screen, so
    /// the controller below does not show an empty bar.
    func hideNavigationToolbar() {
        guard requests.showsNavigationToolbar else { return }
        requests.showsNavigationToolbar = false
        navigationController?.setToolbarHidden(true, animated: false)
    }

    /// Where a toolbar placement puts its item in TUIKit's bars.
    private enum BarSide { case leading, trailing, bottom }

    private static func side(of placement: ToolbarItemPlacement) -> BarSide {
        switch placement {
        case .navigationBarLeading, .cancellationAction: .leading
        case .bottomBar: .bottom
        case .automatic, .navigationBarTrailing, .confirmationAction, .principal: .trailing
        }
    }

    /// The size the content would like changed; with
    /// ``TUIHostingControllerSizingOptions/preferredContentSize`` it becomes
    /// the controller's preferred size and the container lays out again.
    func contentIdealSizeDidChange(_ size: Size) {
        guard sizingOptions.contains(.preferredContentSize), preferredContentSize != size else { return }
        preferredContentSize = size
        viewIfLoaded?.superview?.setNeedsLayout()
    }

    /// Presents or dismisses what the content asks for: the first sheet,
    /// alert or confirmation dialog in tree order. Waits until the view is in
    /// a window; leaves alone a controller that something else presented.
    func applyPresentationRequests() {
        guard viewIfLoaded?.window != nil else { return }
        let request = hostingView.graph.preferenceValue(PresentationRequestsKey.self).first
        let key = request.map(Self.key(of:))
        if let current = requests.presented, key != requests.presentedKey {
            requests.presented = nil
            requests.presentedKey = nil
            // The content already ended or replaced this request (a
            // `sheet(item:)` given another item): the sheet's binding must not
            // be reset over the new value, but its `onDismiss` still runs, once.
            (current as? SheetHostingController)?.endRequest = nil
            if current.presentingViewController === self { current.dismiss(animated: true) }
        }
        guard let request, let key else { return }
        if let sheet = requests.presented as? SheetHostingController, case .sheet(_, let content, let onDismiss, let dismiss) = request {
            sheet.endRequest = dismiss
            sheet.onDismiss = onDismiss
            sheet.rootView = content
            return
        }
        guard requests.presented == nil, presentedViewController == nil else { return }
        let controller: TUIViewController
        switch request {
        case .sheet(_, let content, let onDismiss, let dismiss):
            let sheet = SheetHostingController(rootView: content)
            sheet.endRequest = dismiss
            sheet.onDismiss = onDismiss
            sheet.applySheetPreferences()
            controller = sheet
        case .alert(let title, let message, let actions, let dismiss):
            controller = Self.alertController(title: title, message: message, actions: actions, style: .alert, dismiss: dismiss)
        case .confirmationDialog(let title, let message, let actions, let dismiss):
            controller = Self.alertController(title: title, message: message, actions: actions, style: .actionSheet, dismiss: dismiss)
        }
        requests.presented = controller
        requests.presentedKey = key
        present(controller, animated: true)
    }

    /// What tells one request from another: a sheet by its identity, an
    /// alert or dialog by its title.
    private static func key(of request: PresentationRequest) -> AnyHashable {
        switch request {
        case .sheet(let id, _, _, _): AnyHashable(["sheet", id])
        case .alert(let title, _, _, _): AnyHashable(["alert", title])
        case .confirmationDialog(let title, _, _, _): AnyHashable(["dialog", title])
        }
    }

    /// An alert controller for `.alert` or `.confirmationDialog`: each button
    /// becomes an action (cancel and destructive roles keep their styles);
    /// choosing one ends the request, then runs the button's action.
    private static func alertController(
        title: String, message: String?, actions: [AlertAction], style: TUIAlertController.Style,
        dismiss: @escaping @MainActor () -> Void
    ) -> TUIAlertController {
        // A dialog whose title is hidden (`titleVisibility: .hidden`) comes with an empty one.
        let alert = TUIAlertController(title: title.isEmpty ? nil : title, message: message, preferredStyle: style)
        for action in actions {
            let actionStyle: TUIAlertAction.Style =
                switch action.role {
                case .cancel?: .cancel
                case .destructive?: .destructive
                default: .default
                }
            let perform = action.action
            alert.addAction(
                TUIAlertAction(title: action.title, style: actionStyle) { _ in
                    dismiss()
                    perform()
                })
        }
        return alert
    }
}

/// The hosting controller a `sheet` modifier presents: a page sheet sized by
/// the detents its content asks for, which tells the presenting content when
/// it is dismissed (by Escape, by `dismiss`, or because the request ended).
@MainActor
final class SheetHostingController: TUIHostingController<AnyView> {
    /// Tells the presenting content its request ended (its binding becomes
    /// false or nil); nil when the content ended or replaced it already.
    var endRequest: (@MainActor () -> Void)?
    /// The `onDismiss` of the `sheet` modifier.
    var onDismiss: (@MainActor () -> Void)?

    override init(rootView: AnyView) {
        super.init(rootView: rootView)
        modalPresentationStyle = .pageSheet
    }

    /// Applies `presentationDetents` (with a grabber when there are several)
    /// and `interactiveDismissDisabled`.
    func applySheetPreferences() {
        let graph = hostingView.graph
        let detents = graph.preferenceValue(PresentationDetentsKey.self)
        let sheetDetents: [TUISheetPresentationController.Detent] =
            detents.isEmpty
            ? [.large()]
            : detents.sorted { $0.isMedium && !$1.isMedium }.map { $0.isMedium ? .medium() : .large() }
        if let sheet = sheetPresentationController, sheet.detents != sheetDetents {
            sheet.detents = sheetDetents
            // SwiftUI shows the drag indicator when there is more than one height.
            sheet.prefersGrabberVisible = sheetDetents.count > 1
        }
        isModalInPresentation = graph.preferenceValue(InteractiveDismissDisabledKey.self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard isBeingDismissed else { return }
        // However the sheet goes, its request ends as it starts to leave, as
        // SwiftUI resets the binding: the content can ask for it again while
        // it slides away.
        let end = endRequest
        endRequest = nil
        end?()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }
        // `onDismiss` runs once the sheet is gone, once.
        let dismissed = onDismiss
        onDismiss = nil
        dismissed?()
    }
}
