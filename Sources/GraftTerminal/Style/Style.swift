/// How a cell looks: its colors and text attributes.
public struct Style: Hashable, Sendable {
    /// The glyph color.
    public var foreground: Color
    /// The cell color.
    public var background: Color
    /// Bold, dim, italic, underline, reverse and strikethrough.
    public var attributes: TextAttributes

    /// Creates a style.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colors with no attributes.
    public static let plain = Style()

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with its colors downgraded to what `support` allows.
    ///
    /// Without colors (``ColorSupport/none``), a cell on a highlight color
    /// (a selection, a prominent button: any background but the terminal's
    /// own and the black, white and bright white of page backgrounds) is
    /// drawn in reverse video, so what the color marked stays marked; a
    /// dimmed one (behind a modal presentation, or disabled) is not, so it
    /// never looks like the focus mark.
    ///
    /// Two colors that differ but become the same one (gray text on a black
    /// page with 8 colors) never hide the text: the foreground becomes the
    /// color that reads on the background instead.
    ///
    /// A cell marked `TextAttributes/nonFocusHighlight` (a selected row
    /// that is not the focus, a prominent button without focus) is
    /// underlined without colors instead of reversed, and one marked
    /// `TextAttributes/focusWithoutColor` (a focused control whose focus
    /// colors show it) is reversed, so reverse video stays the one focus mark.
    public func downgraded(to support: ColorSupport) -> Style {
        if foreground.isTranslucent || background.isTranslucent {
            return resolvingTranslucency(for: support).downgraded(to: support)
        }
        var attributes = attributes
        let notFocus = attributes.contains(.nonFocusHighlight)
        let focus = attributes.contains(.focusWithoutColor)
        attributes.subtract([.nonFocusHighlight, .focusWithoutColor])
        if support == .none {
            if focus {
                attributes.insert(.reverse)
            } else if notFocus {
                attributes.insert(.underline)
            } else if background.isHighlight, !attributes.contains(.dim) {
                attributes.insert(.reverse)
            }
        }
        var foreground = foreground.downgraded(to: support)
        let background = background.downgraded(to: support)
        if foreground != .default, foreground == background, self.foreground != self.background,
            let readable = background.readableForeground
        {
            foreground = readable.downgraded(to: support)
        }
        return Style(foreground: foreground, background: background, attributes: attributes)
    }
}

/// Text attributes a terminal can draw. Terminals that lack one ignore it.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic text.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Struck-through text.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
    /// Not drawn itself: marks a highlight that is not the focus (a selected
    /// row whose list does not have focus, a prominent button), so that
    /// without colors it is underlined rather than reversed like the focus
    /// (see ``Style/downgraded(to:)``). Surfaces never see it.
    package static let nonFocusHighlight = TextAttributes(rawValue: 1 << 6)
    /// Not drawn itself: marks a focused control whose colors show its
    /// focus, so that without colors it is reversed like every focus mark.
    package static let focusWithoutColor = TextAttributes(rawValue: 1 << 7)
}
