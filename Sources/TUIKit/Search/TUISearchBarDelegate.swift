/// Decides what a ``TUISearchBar`` may do, and hears what the user does in it.
///
/// Every method has a default: the `should` methods allow, the others do
/// nothing.
@MainActor
public protocol TUISearchBarDelegate: AnyObject {
    /// The user changed the text (typing, deleting, the clear button);
    /// setting ``TUISearchBar/text`` in code does not call it.
    ///
    /// - Parameters:
    ///   - searchBar: The bar.
    ///   - searchText: The new text.
    func searchBar(_ searchBar: TUISearchBar, textDidChange searchText: String)

    /// Whether the bar's text field may begin editing.
    func searchBarShouldBeginEditing(_ searchBar: TUISearchBar) -> Bool

    /// The bar's text field began editing.
    func searchBarTextDidBeginEditing(_ searchBar: TUISearchBar)

    /// Whether the bar's text field may stop editing.
    func searchBarShouldEndEditing(_ searchBar: TUISearchBar) -> Bool

    /// The bar's text field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: TUISearchBar)

    /// The user pressed Enter in the text field, the terminal's search button.
    func searchBarSearchButtonClicked(_ searchBar: TUISearchBar)

    /// The user pressed the Cancel button, or Escape in the bar.
    func searchBarCancelButtonClicked(_ searchBar: TUISearchBar)

    /// The user selected another scope button.
    ///
    /// - Parameters:
    ///   - searchBar: The bar.
    ///   - selectedScope: The index of the scope now selected.
    func searchBar(_ searchBar: TUISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension TUISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: TUISearchBar, textDidChange searchText: String) {}
    /// Allows editing.
    public func searchBarShouldBeginEditing(_ searchBar: TUISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: TUISearchBar) {}
    /// Allows ending.
    public func searchBarShouldEndEditing(_ searchBar: TUISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: TUISearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: TUISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: TUISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: TUISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
