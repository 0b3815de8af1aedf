/// Hears when a ``TUISearchController`` becomes active and stops.
///
/// Every method does nothing by default. The order is UIKit's:
///
///     presentSearchController   willPresentSearchController
///     (searchBarTextDidBeginEditing, updateSearchResults)   didPresentSearchController
///
///     willDismissSearchController
///     (searchBarTextDidEndEditing, updateSearchResults)   didDismissSearchController
@MainActor
public protocol TUISearchControllerDelegate: AnyObject {
    /// Called first when the search becomes active. The terminal has one way
    /// to show a search (the bar's row, over the content), so the controller
    /// presents itself after this returns, and the will and did methods
    /// follow as they do for UIKit's default presentation.
    func presentSearchController(_ searchController: TUISearchController)

    /// Called before the search becomes active.
    func willPresentSearchController(_ searchController: TUISearchController)

    /// Called after the search became active.
    func didPresentSearchController(_ searchController: TUISearchController)

    /// Called before the search stops.
    func willDismissSearchController(_ searchController: TUISearchController)

    /// Called after the search stopped.
    func didDismissSearchController(_ searchController: TUISearchController)
}

extension TUISearchControllerDelegate {
    /// Does nothing.
    public func presentSearchController(_ searchController: TUISearchController) {}
    /// Does nothing.
    public func willPresentSearchController(_ searchController: TUISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: TUISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: TUISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: TUISearchController) {}
}
