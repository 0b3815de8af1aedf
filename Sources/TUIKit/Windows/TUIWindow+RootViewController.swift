extension TUIWindow {
    /// The controller whose view fills the window.
    ///
    /// Setting it removes the previous controller's view (which disappears)
    /// and adds the new controller's view filling the window, resizing with
    /// it; the new controller's ``TUIViewController/viewWillAppear(_:)`` and
    /// ``TUIViewController/viewDidAppear(_:)`` run as its view enters the window.
    public var rootViewController: TUIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            if let old = storedRootViewController {
                if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
            }
            storedRootViewController = newValue
            guard let controller = newValue, let view = controller.view else { return }
            view.translatesAutoresizingMaskIntoConstraints = true
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
    }
}
