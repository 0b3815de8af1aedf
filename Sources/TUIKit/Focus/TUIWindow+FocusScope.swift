// Focus scopes, default focus and restoration.
//
// The topmost modal presentation (a sheet, a form sheet, a full-screen
// presentation, an alert, the help overlay) is the window's active focus
// scope: Tab cycles inside it, clicks and key commands behind it do
// nothing, and focus cannot be moved out of it. Without a presentation the
// whole window is the scope.
//
// Whenever the scope has no focused item (a screen appeared, the focused
// view left or was disabled) the next frame gives focus to the scope's
// preferred item: the most recently focused item of a controller that
// restores focus after transitions, else what `preferredFocusEnvironments`
// name, searched depth first, else the first focus item in reading order.

extension TUIWindow {
    // MARK: - Scopes

    /// The root view of the active focus scope: the container of the
    /// topmost presentation, or the window itself.
    var focusScopeRoot: TUIView {
        storedSubviews.last { ($0 as? PresentationContainerView).map { !$0.storedIsHidden && !$0.isLeaving } ?? false } ?? self
    }

    /// Whether `view` is inside the active focus scope.
    func isInFocusScope(_ view: TUIView) -> Bool {
        isInFocusScope(view, scope: focusScopeRoot)
    }

    /// Whether `view` is inside `scope`, the active focus scope's root.
    private func isInFocusScope(_ view: TUIView, scope: TUIView) -> Bool {
        scope === self || view.isDescendant(of: scope)
    }

    /// Whether `responder` may see keys now: views and controllers inside
    /// the active focus scope, the window and the application; never the
    /// controllers and views behind a modal presentation.
    func isInFocusScope(responder: TUIResponder) -> Bool {
        isInFocusScope(responder: responder, scope: focusScopeRoot)
    }

    /// Whether `responder` may see keys, `scope` being the active focus
    /// scope's root (worked out once for a walk along a chain).
    func isInFocusScope(responder: TUIResponder, scope: TUIView) -> Bool {
        switch responder {
        case let view as TUIView:
            return view === self || (view.storedWindow === self && isInFocusScope(view, scope: scope))
        case let controller as TUIViewController:
            guard let view = controller.viewIfLoaded, view.storedWindow === self else { return false }
            return isInFocusScope(view, scope: scope)
        default:
            return true
        }
    }

    /// The focus environment at the top of the active scope: the presented
    /// controller of the topmost presentation, else the root view
    /// controller, else the window.
    var focusScopeEnvironment: any TUIFocusEnvironment {
        if let container = focusScopeRoot as? PresentationContainerView, let presented = container.presented {
            return presented
        }
        return storedRootViewController ?? self
    }

    // MARK: - Updating focus

    /// Asks for focus to go to `environment`'s preferred item on the next
    /// frame. As in UIKit, the request counts only when focus is nowhere or
    /// inside `environment`.
    func setNeedsFocusUpdate(in environment: any TUIFocusEnvironment) {
        if let focused = storedFocusedView, !environment.containsFocusView(focused) { return }
        focusUpdateEnvironment = environment
        needsFocusUpdate = true
        setNeedsLayoutOfWindow()
    }

    /// Settles focus now: gives a waiting request its view, and when the
    /// active scope has no focused item, or a focus update was asked for,
    /// focuses the scope's preferred item. The application calls this after
    /// every layout pass, so every screen that appears has a focused item.
    func settleFocus() {
        applyPendingFocusRequest()
        if let focused = storedFocusedView, !(focused.isFocusable && isInFocusScope(focused)) {
            setFocus(to: nil, heading: [])
        }
        guard needsFocusUpdate else { return }
        let requested = focusUpdateEnvironment.flatMap { environment in
            environment.focusWindow === self ? environment : nil
        }
        focusUpdateEnvironment = nil
        guard let target = preferredFocusView(in: requested ?? focusScopeEnvironment, depth: 0) else {
            // Nothing can take focus yet (content still loading): try again
            // on the next frame.
            return
        }
        needsFocusUpdate = false
        if target === storedFocusedView {
            (target as? any FocusItemProviding)?.focusPreferredItem()
        } else {
            setFocus(to: target, heading: [])
        }
    }

    /// Gives focus to the view a request was waiting on, once it is laid out.
    func applyPendingFocusRequest() {
        guard let view = pendingFocusRequest else { return }
        pendingFocusRequest = nil
        if setFocus(to: view, heading: []) { needsFocusUpdate = false }
    }

    /// The view focus goes to when it enters `environment`.
    func preferredFocusView(in environment: any TUIFocusEnvironment, depth: Int) -> TUIView? {
        // Preference chains are short; a cycle of preferences ends here.
        guard depth < 32 else { return nil }
        if let controller = environment as? TUIViewController, controller.restoresFocusAfterTransition,
            let last = controller.lastFocusedView, canTakeFocus(last), let root = controller.viewIfLoaded,
            last.isDescendant(of: root)
        {
            return last
        }
        for candidate in environment.preferredFocusEnvironments where candidate !== environment {
            if let found = preferredFocusView(in: candidate, depth: depth + 1) { return found }
        }
        let view = (environment as? TUIView) ?? (environment as? TUIViewController)?.viewIfLoaded
        guard let view, view.storedWindow === self else { return nil }
        if canTakeFocus(view) { return view }
        return focusStops().first { $0.view.isDescendant(of: view) }?.view
    }

    private func canTakeFocus(_ view: TUIView) -> Bool {
        view.storedWindow === self && view.isFocusable && isInFocusScope(view)
    }

    // MARK: - Restoration

    /// Notes, on every controller whose view holds `view`, that `view` is
    /// the item it had focused last; see ``TUIViewController/restoresFocusAfterTransition``.
    func rememberFocus(of view: TUIView) {
        var current: TUIView? = view
        while let ancestor = current {
            if let controller = ancestor.owningResponder as? TUIViewController {
                controller.lastFocusedView = view
            }
            current = ancestor.storedSuperview
        }
    }
}

extension TUIFocusEnvironment {
    /// Whether `view` is this environment or inside it.
    func containsFocusView(_ view: TUIView) -> Bool {
        switch self {
        case let environment as TUIView: return view.isDescendant(of: environment)
        case let controller as TUIViewController:
            guard let root = controller.viewIfLoaded else { return false }
            return view.isDescendant(of: root)
        default: return false
        }
    }
}

extension TUIWindow {
    /// Moves focus to the view focus would go to on entering `environment`
    /// (the item it had last, else its preferred one).
    ///
    /// - Returns: Whether a view took focus.
    @discardableResult
    func focusPreferredView(in environment: any TUIFocusEnvironment) -> Bool {
        guard let target = preferredFocusView(in: environment, depth: 0) else { return false }
        return setFocus(to: target, heading: [])
    }
}
