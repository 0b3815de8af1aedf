/// A bar for typing a search: a search field, a Cancel button after it,
/// and an optional row of scope buttons under it.
///
/// ```swift
/// let search = TUISearchBar()
/// search.placeholder = "Search products"
/// search.scopeButtonTitles = ["All", "In stock"]
/// search.delegate = self
/// ```
///
/// Usually a ``TUISearchController`` makes the bar and a navigation
/// controller shows it (``TUINavigationItem/searchController``); then the
/// Cancel button and the scope bar show while the search is active.
///
/// Keys: typing edits the field; Enter is the search button
/// (``TUISearchBarDelegate/searchBarSearchButtonClicked(_:)``); Escape is
/// the Cancel button; Down goes from the field to the scope bar, and from
/// there (or from the field without one) into the content; Up goes back
/// from the scope bar to the field; Left and Right pick a scope while the
/// scope bar has focus.
@MainActor
open class TUISearchBar: TUIView {
    /// The field the text is typed in.
    public let searchTextField: TUISearchTextField
    private let field: SearchBarTextField
    private let cancelButton = SearchBarCancelButton(type: .system)
    private let scopeBar = TUISegmentedControl(frame: .zero)

    /// Hears what the user does in the bar.
    open weak var delegate: (any TUISearchBarDelegate)?

    /// The search controller that made the bar, which hears it too.
    weak var searchController: TUISearchController?

    /// Creates a bar.
    public override init(frame: Rect) {
        field = SearchBarTextField(frame: .zero)
        searchTextField = field
        super.init(frame: frame)
        backgroundColor = .systemBackground
        field.searchBar = self
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        scopeBar.isHidden = true
        addSubview(field)
        addSubview(cancelButton)
        addSubview(scopeBar)
        field.addAction(TUIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        field.addAction(TUIAction { [weak self] _ in self?.editingBegan() }, for: .editingDidBegin)
        field.addAction(TUIAction { [weak self] _ in self?.editingEnded() }, for: .editingDidEnd)
        field.addAction(TUIAction { [weak self] _ in self?.searchButtonPressed() }, for: .primaryActionTriggered)
        cancelButton.addAction(TUIAction { [weak self] _ in self?.cancelButtonPressed() }, for: .primaryActionTriggered)
        scopeBar.addAction(TUIAction { [weak self] _ in self?.userSelectedScope() }, for: .valueChanged)
    }

    // MARK: - Content

    /// The text in the field; nil is the same as "". Setting it calls no delegate method.
    open var text: String? {
        get { field.text }
        set {
            field.text = newValue
            setNeedsDisplay()
        }
    }

    /// Gray text the empty field shows; nil (the default) shows "Search".
    open var placeholder: String? {
        didSet { field.placeholder = placeholder ?? "Search" }
    }

    /// The titles of the scope buttons; nil (the default) for no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            appearanceMayHaveChanged()
        }
    }

    /// The selected scope button; 0 by default. Setting it calls no delegate method.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope bar shows even while no search is active; false by
    /// default. A search controller shows it while active anyway when its
    /// ``TUISearchController/automaticallyShowsScopeBar`` is true.
    open var showsScopeBar = false {
        didSet { appearanceMayHaveChanged() }
    }

    /// Shows or hides the scope bar.
    ///
    /// - Parameters:
    ///   - show: Whether to show it.
    ///   - animate: Ignored; the terminal does not animate.
    open func setShowsScope(_ show: Bool, animated animate: Bool) {
        showsScopeBar = show
    }

    /// Whether the Cancel button shows even while no search is active; false
    /// by default. A search controller shows it while active anyway when its
    /// ``TUISearchController/automaticallyShowsCancelButton`` is true.
    open var showsCancelButton = false {
        didSet { appearanceMayHaveChanged() }
    }

    /// Shows or hides the Cancel button.
    ///
    /// - Parameters:
    ///   - showsCancelButton: Whether to show it.
    ///   - animated: Ignored; the terminal does not animate.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Whether the scope bar shows now.
    var isScopeBarShown: Bool {
        guard let titles = scopeButtonTitles, !titles.isEmpty else { return false }
        if showsScopeBar { return true }
        guard let searchController else { return false }
        return searchController.automaticallyShowsScopeBar && searchController.isActive
    }

    private var isCancelButtonShown: Bool {
        if showsCancelButton { return true }
        guard let searchController else { return false }
        return searchController.automaticallyShowsCancelButton && searchController.isActive
    }

    /// Called when what shows (the Cancel button, the scope bar) may have
    /// changed; the bar's height may have too.
    func appearanceMayHaveChanged() {
        cancelButton.isHidden = !isCancelButtonShown
        scopeBar.isHidden = !isScopeBarShown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    // MARK: - What the user does

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: field.text ?? "")
        searchController?.searchDidChange()
    }

    private func editingBegan() {
        guard let searchController else {
            delegate?.searchBarTextDidBeginEditing(self)
            return
        }
        searchController.searchBarDidBeginEditing { delegate?.searchBarTextDidBeginEditing(self) }
    }

    private func editingEnded() {
        delegate?.searchBarTextDidEndEditing(self)
        searchController?.searchBarFocusMayHaveChanged()
    }

    private func searchButtonPressed() {
        delegate?.searchBarSearchButtonClicked(self)
        searchController?.moveFocusIntoResults()
    }

    /// The Cancel button, or Escape: tells the delegate, then ends the search.
    func cancelButtonPressed() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }

    private func userSelectedScope() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchDidChange()
    }

    /// Focuses the field, which begins editing; for the `/` key.
    @discardableResult
    func focusField() -> Bool {
        window?.requestFocusUpdate(to: field) ?? false
    }

    /// Whether the field or the scope bar has focus.
    var containsFocus: Bool {
        guard let focused = window?.focusedView else { return false }
        return focused.isDescendant(of: self)
    }

    // MARK: - Keys

    private enum KeyAction {
        case cancel, toScopeBar, toField, toContent
    }

    private func action(for presses: Set<TUIPress>) -> KeyAction? {
        guard let keyEvent = presses.first?.key?.keyEvent, keyEvent.modifiers.isEmpty else { return nil }
        let focused = window?.focusedView
        switch keyEvent.key {
        case .escape:
            return .cancel
        case .down where focused === field:
            return isScopeBarShown ? .toScopeBar : (searchController == nil ? nil : .toContent)
        case .down where focused === scopeBar:
            return searchController == nil ? nil : .toContent
        case .up where focused === scopeBar:
            return .toField
        default:
            return nil
        }
    }

    /// Escape cancels; Down and Up move between the field, the scope bar
    /// and the content; other presses pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let action = action(for: presses) else { return super.pressesBegan(presses, with: event) }
        switch action {
        case .cancel: cancelButtonPressed()
        case .toScopeBar: window?.requestFocusUpdate(to: scopeBar)
        case .toField: window?.requestFocusUpdate(to: field)
        case .toContent: searchController?.moveFocusIntoResults()
        }
    }

    /// Ends the presses the bar handled; passes on the others.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard action(for: presses) == nil else { return }
        super.pressesEnded(presses, with: event)
    }

    // MARK: - Focus

    /// Notes where focus came from when it enters the bar, so cancelling
    /// gives it back, and lets the search controller redraw what the focus
    /// change affects (the dimming).
    open override func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        let entering = context.nextFocusedView?.isDescendant(of: self) == true
        let comingFromOutside = context.previouslyFocusedView.map { !$0.isDescendant(of: self) } ?? true
        if entering, comingFromOutside { searchController?.focusBeforeSearch = context.previouslyFocusedView }
        searchController?.searchBarFocusMayHaveChanged()
    }

    // MARK: - Layout and drawing

    /// One row, and a second for the scope bar while it shows.
    open override var intrinsicContentSize: Size {
        Size(width: TUIView.noIntrinsicMetric, height: isScopeBarShown ? 2 : 1)
    }

    /// The intrinsic height at the given width.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: intrinsicContentSize.height)
    }

    /// The field fills the first row, a cell in from either edge, less the
    /// Cancel button while it shows; the scope bar goes under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        var fieldEnd = max(1, width - 1)
        if !cancelButton.isHidden {
            let buttonWidth = cancelButton.intrinsicContentSize.width
            cancelButton.frame = Rect(x: max(0, width - 1 - buttonWidth), y: 0, width: buttonWidth, height: 1)
            fieldEnd = max(1, cancelButton.frame.minX - 1)
        }
        field.frame = Rect(x: 1, y: 0, width: max(0, fieldEnd - 1), height: 1)
        if !scopeBar.isHidden {
            let scopeWidth = min(max(0, width - 2), scopeBar.intrinsicContentSize.width)
            scopeBar.frame = Rect(x: 1, y: 1, width: scopeWidth, height: 1)
        }
    }
}

/// The Cancel button: a click works, but it takes no focus, so clicking it
/// does not end editing before the cancel (UIKit's order) and Tab goes
/// from the field to the content; Escape is its key.
@MainActor
private final class SearchBarCancelButton: TUIButton {
    override var canBecomeFocused: Bool { false }
}
