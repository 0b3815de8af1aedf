/// A terminal "font": terminals draw one typeface at one size, so a font is
/// the text attributes (bold, dim, italic, underline) that stand in for
/// weight and style.
///
/// The text styles map as follows: titles and headlines are bold, body,
/// callout and subheadline are plain, footnotes and captions are dim.
///
/// ```swift
/// label.font = .preferredFont(forTextStyle: .headline)   // bold
/// label.font = .boldSystemFont
/// ```
public struct TUIFont: Hashable, Sendable {
    /// The attributes text in this font is drawn with.
    public var attributes: TextAttributes

    /// Creates a font from text attributes.
    public init(attributes: TextAttributes) {
        self.attributes = attributes
    }

    /// Plain text.
    public static let systemFont = TUIFont(attributes: [])
    /// Bold text.
    public static let boldSystemFont = TUIFont(attributes: [.bold])
    /// Italic text (terminals without italics ignore it).
    public static let italicSystemFont = TUIFont(attributes: [.italic])

    /// The semantic text styles of Dynamic Type.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A first-level title.
        case title1
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A heading.
        case headline
        /// A subheading.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A standard caption.
        case caption1
        /// An alternate caption.
        case caption2
    }

    /// The font for a text style: bold for titles and headlines, plain for
    /// body text, dim for footnotes and captions.
    public static func preferredFont(forTextStyle style: TextStyle) -> TUIFont {
        switch style {
        case .largeTitle, .title1, .title2, .title3, .headline: .boldSystemFont
        case .subheadline, .body, .callout: .systemFont
        case .footnote, .caption1, .caption2: TUIFont(attributes: [.dim])
        }
    }

    /// This font with more attributes, such as `.underline`.
    public func adding(_ attributes: TextAttributes) -> TUIFont {
        TUIFont(attributes: self.attributes.union(attributes))
    }
}

/// How lines of text line up horizontally.
public enum TUITextAlignment: Int, Sendable, Hashable {
    /// Against the left edge.
    case left = 0
    /// Centered; a spare cell goes to the right.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Against the leading edge of the layout direction.
    case natural = 4
}

/// How text that does not fit is wrapped or cut, as UIKit's `NSLineBreakMode`.
public enum TUILineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries (a word longer than a line breaks anywhere); cut what does not fit.
    case byWordWrapping = 0
    /// Wrap at any character; cut what does not fit.
    case byCharWrapping = 1
    /// Wrap at words; cut the last line at the edge.
    case byClipping = 2
    /// Wrap at words; start the last line with "…" and its end.
    case byTruncatingHead = 3
    /// Wrap at words; end the last line with "…".
    case byTruncatingTail = 4
    /// Wrap at words; put "…" in the middle of the last line.
    case byTruncatingMiddle = 5
}
