extension TUIButton {
    /// Opens ``menu`` below the button.
    ///
    /// - Returns: Whether it opened.
    @discardableResult
    func presentMenu() -> Bool {
        guard let menu, isEnabled, let window else { return false }
        return window.presentMenu(menu, anchor: convert(bounds, to: nil), sender: self) != nil
    }
}
