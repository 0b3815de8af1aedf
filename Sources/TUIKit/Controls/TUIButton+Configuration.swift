extension TUIButton {
    /// How a button looks: its style, title, image and colors, as UIKit's
    /// `UIButton.Configuration`.
    ///
    /// ```swift
    /// var buy = TUIButton.Configuration.borderedProminent()
    /// buy.title = "Buy"
    /// buy.image = "cart"
    /// let button = TUIButton(configuration: buy, primaryAction: TUIAction { _ in checkout() })
    /// ```
    ///
    /// In a row of text the styles draw as:
    ///
    ///     plain, borderless   Buy          in the accent color
    ///     bordered            [ Buy ]      in the accent color
    ///     gray                 Buy         accent on a gray background
    ///     tinted               Buy         accent, bold, on a gray background
    ///     borderedProminent    Buy         black, bold, on the accent color
    ///
    /// The accent is ``baseForegroundColor`` (or ``baseBackgroundColor`` for
    /// the filled styles), else red for a ``TUIButton/Role/destructive``
    /// button, else the tint color.
    public struct Configuration: Hashable, Sendable {
        /// Where the image sits beside the title.
        public enum ImagePlacement: Hashable, Sendable {
            /// Before the title.
            case leading
            /// After the title.
            case trailing
        }

        enum Style: Hashable, Sendable {
            case plain, borderless, bordered, gray, tinted, borderedProminent
        }

        let style: Style

        /// The title; nil shows the button's ``TUIButton/currentTitle``.
        public var title: String?

        /// The image: an SF Symbols name (docs/SYMBOLS.md), such as
        /// `"trash"`, or a glyph; nil for none. An unknown name draws `?`.
        public var image: String?

        /// Where the image sits beside the title; `.leading` by default.
        public var imagePlacement = ImagePlacement.leading

        /// Cells between the image and the title; 1 by default.
        public var imagePadding = 1

        /// The color of the title and image; nil follows the style.
        public var baseForegroundColor: TUIColor?

        /// The background color of the filled styles; nil follows the style.
        public var baseBackgroundColor: TUIColor?

        init(style: Style) {
            self.style = style
        }

        /// The bare title in the accent color.
        public static func plain() -> Configuration { Configuration(style: .plain) }

        /// The bare title in the accent color, as ``plain()``.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }

        /// The title in brackets in the accent color: `[ Title ]`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }

        /// The title in the accent color on a gray background.
        public static func gray() -> Configuration { Configuration(style: .gray) }

        /// The title bold in the accent color on a gray background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }

        /// The title bold in black on the accent color: the button to press.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    /// What a button means, which colors it, as UIKit's `UIButton.Role`.
    public enum Role: Int, Hashable, Sendable {
        /// An ordinary button.
        case normal
        /// The main button of its screen.
        case primary
        /// A button that cancels.
        case cancel
        /// A button that deletes or discards: drawn red.
        case destructive
    }

    /// Creates a button drawn by `configuration` that runs `primaryAction`
    /// on `.primaryActionTriggered`; a configuration without a title takes
    /// the action's title.
    ///
    /// - Parameters:
    ///   - configuration: How the button looks.
    ///   - primaryAction: What it does; nil for none.
    public convenience init(configuration: Configuration, primaryAction: TUIAction? = nil) {
        self.init(primaryAction: primaryAction)
        var configuration = configuration
        if configuration.title == nil, let primaryAction { configuration.title = primaryAction.title }
        self.configuration = configuration
    }

    /// The text a configured button draws, with its padding or brackets.
    func configuredText(_ configuration: Configuration) -> String {
        var content = configuration.title ?? currentTitle ?? ""
        if let glyph = SymbolGlyph.glyph(for: configuration.image) {
            let padding = content.isEmpty ? "" : String(repeating: " ", count: max(0, configuration.imagePadding))
            switch configuration.imagePlacement {
            case .leading: content = String(glyph) + padding + content
            case .trailing: content = content + padding + String(glyph)
            }
        }
        switch configuration.style {
        case .plain, .borderless: return content
        case .bordered: return "[ \(content) ]"
        case .gray, .tinted, .borderedProminent: return " \(content) "
        }
    }

    /// The style a configured button draws in, for its state and role.
    func configuredStyle(_ configuration: Configuration) -> Style {
        let accent: TUIColor = role == .destructive ? .red : tintColor
        var style = Style(
            foreground: terminalColor(titleColor(for: state.subtracting(.focused)) ?? configuration.baseForegroundColor ?? accent))
        switch configuration.style {
        case .plain, .borderless, .bordered:
            break
        case .gray:
            style.background = terminalColor(configuration.baseBackgroundColor) ?? .gray
        case .tinted:
            style.background = terminalColor(configuration.baseBackgroundColor) ?? .gray
            style.attributes.insert(.bold)
        case .borderedProminent:
            style.foreground = terminalColor(configuration.baseForegroundColor) ?? .black
            style.background = terminalColor(configuration.baseBackgroundColor ?? accent)
            style.attributes.insert(.bold)
        }
        if !isEnabled {
            style.foreground = .gray
            style.background = .default
            style.attributes = [.dim]
        } else {
            // A button on a background also underlines when focused, so its
            // focus still shows where the background cannot (no colors).
            if isFocused { style.attributes.formUnion(style.background == .default ? [.reverse] : [.reverse, .underline]) }
            // Without colors an unfocused filled button is underlined, not
            // reversed, so it never looks like the focus.
            if !isFocused, style.background != .default { style.attributes.insert(.nonFocusHighlight) }
            if isHighlighted { style.attributes.formUnion([.reverse, .bold]) }
        }
        return style
    }
}

/// The glyph an image string draws as: an SF Symbols name from
/// `SystemSymbols`, or a single character given directly.
enum SymbolGlyph {
    /// The glyph for `image`; nil without an image, `?` for an unknown name
    /// so a typo shows on screen.
    static func glyph(for image: String?) -> Character? {
        guard let image, !image.isEmpty else { return nil }
        if let glyph = SystemSymbols.glyph(named: image) { return glyph }
        return image.count == 1 ? image.first : "?"
    }
}
