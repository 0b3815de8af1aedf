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
    /// The sheet presented for the content, and the request's identity.
    var sheet: SheetHostingController?
    var sheetID: AnyHashable?
}

extension TUIHostingController {
    /// Reads the title, toolbar and presentation requests after an update.
    func contentPreferencesDidChange() {
        let graph = hostingView.graph
        let title = graph.preferenceValue(NavigationTitleKey.self)
        if navigationItem.title != title { navigationItem.title = title }
        let mode: TUINavigationItem.LargeTitleDisplayMode = switch graph.preferenceValue(NavigationBarTitleDisplayModeKey.self) {
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

    /// Shows the toolbar's buttons as bar button items (the first item
    /// rightmost, as ``TUINavigationItem/rightBarButtonItems`` orders them).
    /// Items are rebuilt only when their titles change; their actions always
    /// run the latest content's.
    private func updateToolbar(_ items: [ToolbarRequest]) {
        let buttons = items.filter { $0.buttonTitle != nil }
        requests.toolbarItems = buttons
        let titles = buttons.compactMap(\.buttonTitle)
        guard titles != requests.toolbarTitles else { return }
        requests.toolbarTitles = titles
        navigationItem.rightBarButtonItems = titles.indices.reversed().map { index in
            TUIBarButtonItem(title: titles[index]) { [weak self] in
                guard let self, self.requests.toolbarItems.indices.contains(index) else { return }
                self.requests.toolbarItems[index].performButtonAction()
            }
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

    /// Presents or dismisses the sheet the content asks for. Waits until the
    /// view is in a window; leaves alone a controller that something else presented.
    func applyPresentationRequests() {
        guard viewIfLoaded?.window != nil else { return }
        let requested = hostingView.graph.preferenceValue(PresentationRequestsKey.self)
        var sheetRequest: (id: AnyHashable, content: AnyView, onDismiss: (@MainActor () -> Void)?, dismiss: @MainActor () -> Void)?
        for request in requested {
            if case .sheet(let id, let content, let onDismiss, let dismiss) = request, sheetRequest == nil {
                sheetRequest = (id, content, onDismiss, dismiss)
            }
        }
        if let current = requests.sheet, sheetRequest?.id != requests.sheetID {
            requests.sheet = nil
            requests.sheetID = nil
            if current.presentingViewController === self { dismiss(animated: true) }
        }
        guard let sheetRequest else { return }
        if let current = requests.sheet {
            current.onDismissed = Self.sheetDismissal(sheetRequest.onDismiss, sheetRequest.dismiss)
            current.rootView = sheetRequest.content
            return
        }
        guard presentedViewController == nil else { return }
        let sheet = SheetHostingController(rootView: sheetRequest.content)
        sheet.onDismissed = Self.sheetDismissal(sheetRequest.onDismiss, sheetRequest.dismiss)
        sheet.applySheetPreferences()
        requests.sheet = sheet
        requests.sheetID = sheetRequest.id
        present(sheet, animated: true)
    }

    /// What to do once a sheet is gone, however it went: tell the content
    /// (its binding becomes false or nil), then run its `onDismiss`.
    private static func sheetDismissal(
        _ onDismiss: (@MainActor () -> Void)?, _ dismiss: @escaping @MainActor () -> Void
    ) -> @MainActor () -> Void {
        {
            dismiss()
            onDismiss?()
        }
    }
}

/// The hosting controller a `sheet` modifier presents: a page sheet sized by
/// the detents its content asks for, which tells the presenting content when
/// it is dismissed (by Escape, by `dismiss`, or because the request ended).
@MainActor
final class SheetHostingController: TUIHostingController<AnyView> {
    var onDismissed: (@MainActor () -> Void)?

    override init(rootView: AnyView) {
        super.init(rootView: rootView)
        modalPresentationStyle = .pageSheet
    }

    /// Applies `presentationDetents` and `interactiveDismissDisabled`.
    func applySheetPreferences() {
        let graph = hostingView.graph
        let detents = graph.preferenceValue(PresentationDetentsKey.self)
        let sheetDetents: [TUISheetPresentationController.Detent] = detents.isEmpty
            ? [.large()]
            : detents.sorted { $0.isMedium && !$1.isMedium }.map { $0.isMedium ? .medium() : .large() }
        if let sheet = sheetPresentationController, sheet.detents != sheetDetents {
            sheet.detents = sheetDetents
        }
        isModalInPresentation = graph.preferenceValue(InteractiveDismissDisabledKey.self)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed, let action = onDismissed else { return }
        onDismissed = nil
        action()
    }
}
