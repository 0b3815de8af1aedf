/// The text field inside a ``TUISearchBar``: it asks the bar's delegate
/// before editing begins and ends, as UIKit's search bar does for its field.
@MainActor
final class SearchBarTextField: TUISearchTextField {
    weak var searchBar: TUISearchBar?

    /// Begins editing if the bar's delegate agrees.
    @discardableResult
    override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let searchBar, canBecomeFirstResponder else { return super.becomeFirstResponder() }
        guard searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    /// Ends editing if the bar's delegate agrees.
    @discardableResult
    override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let searchBar else { return super.resignFirstResponder() }
        guard searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true else { return false }
        return super.resignFirstResponder()
    }
}
