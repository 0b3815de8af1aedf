/// A text field for search queries: a magnifying glass (`⊙`) before the
/// text, "Search" as the placeholder, and a clear button (`✗`) while it is
/// editing and has text.
///
/// ```swift
/// let search = TUISearchTextField()
/// search.addAction(TUIAction { _ in results.filter(search.text ?? "") }, for: .editingChanged)
/// ```
@MainActor
open class TUISearchTextField: TUITextField {
    /// Creates a search field.
    public override init(frame: Rect) {
        super.init(frame: frame)
        leadingGlyph = SystemSymbols.glyph(named: "magnifyingglass")
        placeholder = "Search"
        clearButtonMode = .whileEditing
    }
}
