extension TUIWindow {
    /// Gives focus back when it was lost, as when the focused view's screen
    /// was popped or dismissed: to the first focusable view, in reading
    /// order, of the controller the root controller prefers (see
    /// ``TUIViewController/preferredFocusViewController``), so keys keep
    /// reaching the screen that shows.
    func restoreFocusIfNeeded() {
        guard storedFocusedView == nil,
              let preferred = rootViewController?.preferredFocusViewController.viewIfLoaded,
              preferred.storedWindow === self else { return }
        let candidates = focusableViewsInReadingOrder()
        guard let first = candidates.first(where: { $0.isDescendant(of: preferred) }) else { return }
        _ = setFocus(to: first, heading: .none)
    }
}
