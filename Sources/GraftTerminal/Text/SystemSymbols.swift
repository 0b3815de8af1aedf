/// The SF Symbols names Graft draws, and the glyph each one draws as.
///
/// Both GraftUI's `Image(systemName:)` and TUIKit's tab bar items read this
/// one table (listed in docs/SYMBOLS.md). Every glyph is one cell wide in
/// common terminals, so layouts do not shift between terminals, and every
/// glyph is in DejaVu Sans Mono (and Menlo, derived from it), the first fonts
/// of the SVG recordings' font stack; the ones Noto Sans Mono lacks too are
/// listed in Tests/CatalogAppTests/Looks/SymbolFontCoverageTests.swift.
///
/// ```swift
/// SystemSymbols.glyph(named: "house")   // "⌂"
/// ```
public enum SystemSymbols {
    /// The glyph of each symbol name.
    public static let glyphs: [String: Character] = [
        "heart": "♡", "heart.fill": "♥",
        "star": "☆", "star.fill": "★",
        "shippingbox": "▢", "shippingbox.fill": "■",
        "person": "☺", "person.circle": "☺", "person.circle.fill": "☻",
        "cart": "⊔", "cart.fill": "⊔",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
        "xmark": "✗", "xmark.circle": "✗", "xmark.circle.fill": "✗",
        "magnifyingglass": "⊙", "gear": "⚙", "gearshape": "⚙",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "∧", "chevron.down": "∨",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "trash": "⌫", "plus": "+", "minus": "−", "plus.circle": "⊕", "minus.circle": "⊖",
        "info.circle": "ⅈ", "exclamationmark.triangle": "⚠", "questionmark.circle": "?",
        "bell": "♪", "tag": "#", "creditcard": "▭", "house": "⌂", "list.bullet": "≡",
        "square.grid.2x2": "▦", "chart.bar": "▤", "clock": "◷", "bolt": "ϟ",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "ellipsis": "…", "line.3.horizontal": "≡", "sun.max": "☼", "moon": "☾",
        "lock": "◘", "envelope": "✉", "folder": "▭", "doc": "▯", "pencil": "✎",
        "book": "▥", "gift": "⌸", "leaf": "❦", "flame": "∆", "music.note": "♪",
    ]

    /// The glyph for `name`, or nil when the table does not have it.
    ///
    /// - Parameter name: An SF Symbols name, such as `"heart.fill"`.
    /// - Returns: The glyph drawn for it.
    public static func glyph(named name: String) -> Character? {
        glyphs[name]
    }
}
