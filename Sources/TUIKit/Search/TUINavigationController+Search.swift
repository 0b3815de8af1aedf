// A navigation controller shows the search bar of its top controller's
// navigation item as a row under its bar, and the search controller's
// overlay (results or dimming) over the content while the search is active.

extension TUINavigationController {
    /// Shows `searchController`'s bar (nil: none), in place of the one shown.
    func installSearchController(_ searchController: TUISearchController?) {
        guard installedSearchController !== searchController else { return }
        if let old = installedSearchController {
            old.searchBar.removeFromSuperview()
            old.viewIfLoaded?.removeFromSuperview()
            if old.host === self { old.host = nil }
        }
        installedSearchController = searchController
        guard let searchController, let view = storedView else { return }
        searchController.host = self
        view.addSubview(searchController.searchBar)
        view.setNeedsLayout()
    }

    /// Places the search bar at `top`, as tall as it asks.
    ///
    /// - Returns: The row under it.
    func layoutSearchBar(below top: Int, width: Int) -> Int {
        guard let searchBar = installedSearchController?.searchBar else { return top }
        let height = searchBar.intrinsicContentSize.height
        searchBar.frame = Rect(x: 0, y: top, width: width, height: height)
        return top + height
    }

    /// Puts the search controller's overlay over `contentFrame` while it
    /// shows, above the content and under the toolbar; takes it away otherwise.
    func layoutSearchOverlay(over contentFrame: Rect) {
        guard let search = installedSearchController, let view = storedView else { return }
        guard search.showsOverlay else {
            search.viewIfLoaded?.removeFromSuperview()
            return
        }
        let overlay: TUIView = search.view
        if overlay.superview !== view {
            let index = view.subviews.firstIndex { $0 === contentView }.map { $0 + 1 } ?? view.subviews.count
            view.insertSubview(overlay, at: index)
        }
        overlay.frame = contentFrame
        search.updateOverlay()
    }

    /// Called when what the search shows may have changed: the bar's
    /// height, the overlay, whether the navigation bar hides.
    func searchPresentationMayHaveChanged() {
        storedView?.setNeedsLayout()
        storedView?.setNeedsDisplay()
        installedSearchController?.updateOverlay()
    }

    /// `/`, which focuses the search bar, while the top controller has one.
    var searchKeyCommand: TUIKeyCommand? {
        guard let search = installedSearchController, search.searchBar.window != nil, !search.searchBar.isHidden else { return nil }
        if let storedSearchKeyCommand { return storedSearchKeyCommand }
        let command = TUIKeyCommand(title: "Search", input: "/", discoverabilityTitle: "Search") { [weak self] _ in
            self?.installedSearchController?.searchBar.focusField()
        }
        storedSearchKeyCommand = command
        return command
    }
}
