/// A view controller that runs a search from a ``TUISearchBar``: it tells a
/// ``TUISearchResultsUpdating`` object about every change, and shows a
/// results controller over the content while the search is active.
///
/// ```swift
/// let search = TUISearchController(searchResultsController: ResultsViewController())
/// search.searchResultsUpdater = self
/// search.searchBar.scopeButtonTitles = ["All", "In stock"]
/// navigationItem.searchController = search
/// ```
///
/// A navigation controller shows the bar as a row under its navigation bar
/// while the top controller's ``TUINavigationItem/searchController`` is
/// set; `/` focuses the bar from anywhere on the screen (when no text field
/// is editing), which makes the search active. Escape (or Cancel) clears
/// the text, ends the search and gives focus back to where it was. Enter
/// and Down move focus into the results, or the content without them; the
/// search stays active until cancelled.
///
/// While active, the results controller's view covers the content when
/// there is text (or ``showsSearchResultsController`` is true); otherwise,
/// with ``obscuresBackgroundDuringPresentation``, the content is dimmed
/// while the bar has focus.
@MainActor
open class TUISearchController: TUIViewController {
    /// The controller that shows the results; nil shows them in the
    /// content itself (the updater filters the content's own view).
    public let searchResultsController: TUIViewController?

    /// The bar the search is typed in.
    public let searchBar: TUISearchBar

    /// The object told about every change of the search.
    public weak var searchResultsUpdater: (any TUISearchResultsUpdating)?

    /// Hears when the search becomes active and ends.
    public weak var delegate: (any TUISearchControllerDelegate)?

    /// The navigation controller that shows the bar now.
    weak var host: TUINavigationController?

    /// The view that had focus before the search bar took it, given it back
    /// when the search is cancelled.
    weak var focusBeforeSearch: TUIView?

    private var storedIsActive = false

    /// Creates a search controller.
    ///
    /// - Parameter searchResultsController: The controller that shows the
    ///   results, or nil to show them in the content under the bar.
    public init(searchResultsController: TUIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = TUISearchBar(frame: .zero)
        super.init()
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController) }
    }

    /// Creates a search controller without a results controller.
    public override convenience init() {
        self.init(searchResultsController: nil)
    }

    // MARK: - Settings

    /// Whether the content is dimmed while the search is active, the bar
    /// has focus and no results controller covers it; true by default.
    public var obscuresBackgroundDuringPresentation = true {
        didSet { presentationMayHaveChanged() }
    }

    /// Whether the navigation bar hides while the search is active, the
    /// search bar taking its row; true by default.
    public var hidesNavigationBarDuringPresentation = true {
        didSet { presentationMayHaveChanged() }
    }

    /// Whether the results controller shows while the search is active
    /// even without text; false by default. With
    /// ``automaticallyShowsSearchResultsController``, it shows whenever
    /// there is text anyway.
    public var showsSearchResultsController = false {
        didSet { presentationMayHaveChanged() }
    }

    /// Whether the results controller shows by itself while there is text;
    /// true by default.
    public var automaticallyShowsSearchResultsController = true {
        didSet { presentationMayHaveChanged() }
    }

    /// Whether the search bar shows its Cancel button while the search is
    /// active; true by default.
    public var automaticallyShowsCancelButton = true {
        didSet { presentationMayHaveChanged() }
    }

    /// Whether the search bar shows its scope bar while the search is
    /// active; true by default.
    public var automaticallyShowsScopeBar = true {
        didSet { presentationMayHaveChanged() }
    }

    // MARK: - Active state

    /// Whether the search is active: from when the bar begins editing (or
    /// this is set to true) until it is cancelled (or set to false). Setting
    /// it sends the delegate's calls as the user's actions do; setting it to
    /// true does not move focus, as in UIKit; ending a search clears the text.
    public var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            if newValue {
                beginPresentation()
                finishPresentation(presenting: true)
            } else {
                dismissSearch()
            }
        }
    }

    private func beginPresentation() {
        delegate?.presentSearchController(self)
        delegate?.willPresentSearchController(self)
        storedIsActive = true
        presentationMayHaveChanged()
    }

    private func finishPresentation(presenting: Bool) {
        searchResultsUpdater?.updateSearchResults(for: self)
        if presenting { delegate?.didPresentSearchController(self) }
    }

    /// The bar's field began editing: the search becomes active, if it is
    /// not, around the bar delegate's `textDidBeginEditing` (`tellBar`).
    func searchBarDidBeginEditing(tellingBar tellBar: () -> Void) {
        let presenting = !storedIsActive
        if presenting { beginPresentation() }
        tellBar()
        finishPresentation(presenting: presenting)
    }

    private func dismissSearch() {
        delegate?.willDismissSearchController(self)
        storedIsActive = false
        // Focus in the bar or the results goes back to where it was; focus
        // the user moved into the content stays there.
        let focused = searchBar.window?.focusedView
        if searchBar.containsFocus || (focused.map { view in viewIfLoaded.map { view.isDescendant(of: $0) } ?? false } ?? false) {
            restoreFocus()
        }
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        searchBar.text = ""
        presentationMayHaveChanged()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// Gives focus back to the view that had it before the bar, or to the
    /// content when that view is gone.
    private func restoreFocus() {
        if let previous = focusBeforeSearch, let window = previous.window, window.requestFocusUpdate(to: previous) { return }
        focusContent()
    }

    private func focusContent() {
        guard let window = searchBar.window, let top = host?.topViewController else { return }
        window.layoutIfNeeded()
        window.focusPreferredView(in: top)
    }

    // MARK: - Changes from the bar

    /// The text or scope changed: the results controller may show or hide,
    /// and the updater hears it.
    func searchDidChange() {
        presentationMayHaveChanged()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Focus entered or left the bar: the dimming follows it.
    func searchBarFocusMayHaveChanged() {
        host?.searchPresentationMayHaveChanged()
    }

    /// Enter or Down in the bar: focus goes into the results while they
    /// show, else into the content.
    func moveFocusIntoResults() {
        guard let window = searchBar.window else { return }
        if isShowingResults, let results = searchResultsController {
            host?.searchPresentationMayHaveChanged()
            window.layoutIfNeeded()
            window.focusPreferredView(in: results)
        } else {
            focusContent()
        }
    }

    // MARK: - What shows

    /// Whether the results controller covers the content now.
    var isShowingResults: Bool {
        guard storedIsActive, searchResultsController != nil else { return false }
        return showsSearchResultsController || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty)
    }

    /// Whether the content is dimmed now.
    var dimsContent: Bool {
        storedIsActive && obscuresBackgroundDuringPresentation && !isShowingResults && searchBar.containsFocus
    }

    /// Whether the navigation bar gives its row to the search bar now.
    var hidesNavigationBar: Bool { storedIsActive && hidesNavigationBarDuringPresentation }

    private func presentationMayHaveChanged() {
        searchBar.appearanceMayHaveChanged()
        host?.searchPresentationMayHaveChanged()
    }

    /// Shows the results controller's view, or dims, as the state asks.
    func updateOverlay() {
        guard let overlay = view as? SearchOverlayView else { return }
        overlay.dimsContent = dimsContent
        searchResultsController?.viewIfLoaded?.isHidden = !isShowingResults
        overlay.setNeedsDisplay()
    }

    /// Whether the overlay shows at all.
    var showsOverlay: Bool { isShowingResults || dimsContent }

    // MARK: - The view

    /// The overlay that holds the results controller's view.
    open override func loadView() {
        let overlay = SearchOverlayView()
        overlay.onDimmedClick = { [weak self] in self?.isActive = false }
        view = overlay
    }

    /// Puts the results controller's view in the overlay.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let searchResultsController else { return }
        embedView(of: searchResultsController, in: view)
        searchResultsController.didMove(toParent: self)
    }
}
