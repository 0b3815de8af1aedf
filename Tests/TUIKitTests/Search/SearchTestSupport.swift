@testable import TUIKit

/// Logs what a search tells its updater and delegates, in order.
@MainActor
final class SearchRecorder: TUISearchResultsUpdating, TUISearchBarDelegate, TUISearchControllerDelegate {
    var entries: [String] = []
    /// The text the updater saw, once per call.
    var updates: [String] = []

    func updateSearchResults(for searchController: TUISearchController) {
        let text = searchController.searchBar.text ?? ""
        updates.append(text)
        entries.append("update(\(text))")
    }

    func searchBar(_ searchBar: TUISearchBar, textDidChange searchText: String) { entries.append("textDidChange(\(searchText))") }
    func searchBarShouldBeginEditing(_ searchBar: TUISearchBar) -> Bool {
        entries.append("shouldBeginEditing")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: TUISearchBar) { entries.append("textDidBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: TUISearchBar) { entries.append("textDidEndEditing") }
    func searchBarSearchButtonClicked(_ searchBar: TUISearchBar) { entries.append("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: TUISearchBar) { entries.append("cancelButtonClicked") }
    func searchBar(_ searchBar: TUISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        entries.append("scope(\(selectedScope))")
    }

    func presentSearchController(_ searchController: TUISearchController) { entries.append("present") }
    func willPresentSearchController(_ searchController: TUISearchController) { entries.append("willPresent") }
    func didPresentSearchController(_ searchController: TUISearchController) { entries.append("didPresent") }
    func willDismissSearchController(_ searchController: TUISearchController) { entries.append("willDismiss") }
    func didDismissSearchController(_ searchController: TUISearchController) { entries.append("didDismiss") }
}

/// A navigation controller whose screen, "Products", has a search
/// controller and two buttons ("Desk", "Lamp"), running headless.
@MainActor
final class SearchScreen {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let screen = TUIViewController()
    let search: TUISearchController
    let recorder = SearchRecorder()
    let desk = TUIButton(type: .system)
    let lamp = TUIButton(type: .system)

    init(results: TUIViewController? = nil, scopes: [String]? = nil, colorSupport: ColorSupport = .trueColor) {
        app = TUIApplication()
        surface = HeadlessSurface(size: Size(width: 40, height: 10), colorSupport: colorSupport)
        window = TUIWindow()
        app.makeKey(window)
        app.connect(to: surface)
        search = TUISearchController(searchResultsController: results)
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        search.searchBar.scopeButtonTitles = scopes
        screen.title = "Products"
        screen.navigationItem.searchController = search
        for (row, (button, title)) in [(desk, "Desk"), (lamp, "Lamp")].enumerated() {
            button.setTitle(title, for: .normal)
            button.frame = Rect(x: 0, y: row * 2, width: 10, height: 1)
            screen.view.addSubview(button)
        }
        window.rootViewController = TUINavigationController(rootViewController: screen)
        app.mainLoop?.displayIfNeeded()
    }

    /// The screen's lines.
    var lines: [String] { surface.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Delivers keys and draws.
    func press(_ keys: Key...) {
        send(keys.map { key($0) }, to: app, surface: surface)
    }

    /// Types `text` a character at a time and draws.
    func type(_ text: String) {
        send(text.map { key(.character($0)) }, to: app, surface: surface)
    }

    /// Clicks (press and release) at `point`.
    func click(_ point: Point) {
        send(
            [.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point))], to: app,
            surface: surface)
    }

    /// Where `text` first shows on screen.
    func location(of text: String) -> Point? {
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text) { return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y) }
        }
        return nil
    }

    /// The runs of reverse-video cells on screen, a run being consecutive
    /// reversed cells on one row.
    var reverseRuns: Int {
        guard let frame = surface.lastFrame else { return 0 }
        var runs = 0
        for y in 0 ..< surface.size.height {
            var inRun = false
            for x in 0 ..< surface.size.width {
                let reversed = frame[x, y].style.attributes.contains(.reverse)
                if reversed && !inRun { runs += 1 }
                inRun = reversed
            }
        }
        return runs
    }
}
