/// Updates search results as the user edits a search: a
/// ``TUISearchController`` calls it on every change of its search bar's
/// text or scope, and when the bar begins editing or the search ends.
///
/// ```swift
/// func updateSearchResults(for searchController: TUISearchController) {
///     results.filter(searchController.searchBar.text ?? "")
/// }
/// ```
@MainActor
public protocol TUISearchResultsUpdating: AnyObject {
    /// Called when the search's text or scope changed, or the search bar
    /// began editing, or the search ended (with the text cleared).
    ///
    /// - Parameter searchController: The controller whose search changed.
    func updateSearchResults(for searchController: TUISearchController)
}
