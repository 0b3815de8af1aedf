/// What a tab bar shows for one view controller: a title, a glyph, and an
/// optional badge.
///
/// Every view controller has one, ``TUIViewController/tabBarItem``. The
/// image is an SF Symbols name that Graft draws as a glyph (the table in
/// docs/SYMBOLS.md, such as `"house"` for ⌂), or a glyph given directly:
///
/// ```swift
/// favorites.tabBarItem = TUITabBarItem(title: "Favorites", image: "star.fill", tag: 2)
/// settings.tabBarItem = TUITabBarItem(title: "Settings", image: "⚙", tag: 3)
/// ```
///
/// A name that is neither in the table nor a single character draws `?`,
/// so a typo shows on screen.
@MainActor
public final class TUITabBarItem {
    /// The title; nil shows the controller's ``TUIViewController/title``.
    public var title: String? { didSet { onChange?() } }

    /// The image: an SF Symbols name or a glyph; nil for none.
    public var image: String? { didSet { onChange?() } }

    /// A number that identifies the item in the app's code.
    public var tag: Int

    /// Text shown after the title, such as a count of new items; nil for none.
    public var badgeValue: String? { didSet { onChange?() } }

    /// Whether the user can select the item; a disabled item is dimmed and
    /// neither a click nor its number key selects it. True by default.
    public var isEnabled = true { didSet { onChange?() } }

    /// Called when anything the bar shows changed.
    var onChange: (() -> Void)?

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - title: The title; nil shows the controller's title.
    ///   - image: An SF Symbols name, such as `"house"`, or a glyph.
    ///   - tag: A number that identifies the item.
    public init(title: String?, image: String?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// The glyph the image draws as, or nil without an image.
    var glyph: Character? {
        SymbolGlyph.glyph(for: image)
    }
}
