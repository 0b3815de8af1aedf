/// The content of a list row, header or footer: a glyph, a text and a
/// secondary text, laid out like UIKit's list cells.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = "★"
/// content.text = "Espresso"
/// content.secondaryText = "Strong and short"
/// cell.contentConfiguration = content
/// ```
///
/// Text wraps to the row's width (``TextProperties/numberOfLines`` 0, the
/// default, allows any number of lines), so rows grow with their text. When
/// the cell is selected, ``updated(for:)`` draws everything in black so it
/// reads on the selection color.
public struct TUIListContentConfiguration: Hashable, Sendable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// The attributes the text is drawn with.
        public var font: TUIFont = .systemFont(ofSize: TUIFont.labelFontSize)
        /// The text color; nil is the terminal's default foreground.
        public var color: TUIColor?
        /// How lines line up horizontally.
        public var alignment: TUITextAlignment = .natural
        /// The most lines; 0 (the default) allows any number.
        public var numberOfLines = 0
        /// How text that does not fit is wrapped and cut.
        public var lineBreakMode: TUILineBreakMode = .byTruncatingTail

        /// Creates properties with the defaults.
        public init() {}
    }

    /// How the glyph is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The glyph's color; nil uses the tint color.
        public var tintColor: TUIColor?

        /// Creates properties with the defaults.
        public init() {}
    }

    /// The glyph before the text, standing in for UIKit's image: one
    /// character such as `"★"` or `"▸"`. Nil shows none.
    public var image: Character?
    /// How the glyph is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// How the primary text is drawn.
    public var textProperties = TextProperties()
    /// The secondary text: below the primary text, or after it on the same
    /// line when ``prefersSideBySideTextAndSecondaryText`` is true.
    public var secondaryText: String?
    /// How the secondary text is drawn; gray by default.
    public var secondaryTextProperties: TextProperties = {
        var properties = TextProperties()
        properties.color = .gray
        return properties
    }()
    /// Whether the secondary text goes on the same line as the text, pushed
    /// to the trailing edge (as in a value cell).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space around the content: one column on each side by default.
    public var directionalLayoutMargins = CellInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    /// Columns between the glyph and the text; 1 by default.
    public var imageToTextPadding = 1
    /// Rows between the text and a secondary text below it; 0 by default.
    public var textToSecondaryTextVerticalPadding = 0

    /// The state the configuration was last updated for.
    var isSelectedAppearance = false
    var isDisabledAppearance = false

    /// Creates an empty configuration; see ``cell()`` and the other presets.
    public init() {}

    // MARK: - Presets

    /// A row of a list: text, with secondary text below it.
    public static func cell() -> TUIListContentConfiguration { TUIListContentConfiguration() }

    /// A row whose secondary text sits under the text, dimmed.
    public static func subtitleCell() -> TUIListContentConfiguration {
        var configuration = TUIListContentConfiguration()
        configuration.secondaryTextProperties.font = TUIFont(attributes: [.dim])
        return configuration
    }

    /// A row with the secondary text (the value) at the trailing edge.
    public static func valueCell() -> TUIListContentConfiguration {
        var configuration = TUIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A section header of a plain list: bold text.
    public static func plainHeader() -> TUIListContentConfiguration {
        var configuration = TUIListContentConfiguration()
        configuration.textProperties.font = .boldSystemFont(ofSize: TUIFont.labelFontSize)
        return configuration
    }

    /// A section header of a grouped list: gray text.
    public static func groupedHeader() -> TUIListContentConfiguration {
        var configuration = TUIListContentConfiguration()
        configuration.textProperties.color = .gray
        return configuration
    }

    /// A row of a sidebar list: text, with the secondary text (a count) at
    /// the trailing edge, in gray.
    public static func sidebarCell() -> TUIListContentConfiguration {
        var configuration = valueCell()
        configuration.secondaryTextProperties.color = .gray
        return configuration
    }

    /// A section header of a sidebar list: bold gray text.
    public static func sidebarHeader() -> TUIListContentConfiguration {
        var configuration = TUIListContentConfiguration()
        configuration.textProperties.font = .boldSystemFont(ofSize: TUIFont.labelFontSize)
        configuration.textProperties.color = .gray
        return configuration
    }

    /// A section header; the same as ``plainHeader()``.
    public static func header() -> TUIListContentConfiguration { plainHeader() }

    /// A section footer: dim gray text.
    public static func footer() -> TUIListContentConfiguration {
        var configuration = TUIListContentConfiguration()
        configuration.textProperties.color = .gray
        configuration.textProperties.font = TUIFont(attributes: [.dim])
        return configuration
    }
}

extension TUIListContentConfiguration: TUIContentConfiguration {
    /// Makes a ``TUIListContentView`` showing this configuration.
    public func makeContentView() -> any TUIView & TUIContentView {
        TUIListContentView(configuration: self)
    }

    /// The configuration drawn for `state`: black on a selected cell's
    /// selection color, dimmed when the cell is disabled.
    public func updated(for state: any TUIConfigurationState) -> TUIListContentConfiguration {
        var configuration = self
        if let cellState = state as? TUICellConfigurationState {
            configuration.isSelectedAppearance = cellState.isSelected
            configuration.isDisabledAppearance = cellState.isDisabled
        }
        return configuration
    }
}
