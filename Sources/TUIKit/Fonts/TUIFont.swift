import Foundation
import GraftTerminal

/// A font, as UIKit's `UIFont`. A terminal draws one typeface at one size,
/// so a font is the text attributes that stand in for its weight and style
/// (bold, dim, italic, underline), plus the point size it was asked for,
/// which is kept for code that reads it but changes nothing on screen.
///
/// Text styles map to attributes as GraftUI's fonts do:
///
/// | Text style | Attributes |
/// |---|---|
/// | `largeTitle` | bold, underline |
/// | `title1`, `title2`, `title3`, `headline` | bold |
/// | `subheadline`, `body`, `callout` | none |
/// | `footnote`, `caption1` | dim |
/// | `caption2` | dim, italic |
///
/// A weight of `.semibold` or heavier is bold, `.light` or lighter dim.
///
/// ```swift
/// title.font = .preferredFont(forTextStyle: .headline)   // bold
/// note.font = .systemFont(ofSize: 12, weight: .light)     // dim
/// ```
public struct TUIFont: Hashable, Sendable, CustomStringConvertible {
    /// The attributes text in this font is drawn with.
    public var attributes: TextAttributes
    /// The size the font was made with, in points.
    public private(set) var pointSize: CGFloat

    /// A font drawn with `attributes`, at the label size: Graft's own way
    /// to ask for a terminal attribute, such as `.underline`, directly.
    public init(attributes: TextAttributes) {
        self.init(attributes: attributes, pointSize: TUIFont.labelFontSize)
    }

    init(attributes: TextAttributes, pointSize: CGFloat) {
        self.attributes = attributes
        self.pointSize = pointSize
    }

    /// The font `descriptor` describes, at `pointSize` (0 keeps the
    /// descriptor's size).
    public init(descriptor: TUIFontDescriptor, size pointSize: CGFloat) {
        self.init(attributes: descriptor.attributes, pointSize: pointSize > 0 ? pointSize : descriptor.pointSize)
    }

    /// A named font: a terminal has only its own typeface, so any name gives
    /// the system font at `fontSize`.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(attributes: [], pointSize: fontSize)
    }

    // MARK: - System fonts

    /// The plain system font.
    public static func systemFont(ofSize fontSize: CGFloat) -> TUIFont {
        TUIFont(attributes: [], pointSize: fontSize)
    }

    /// The system font in `weight`: bold from `.semibold`, dim to `.light`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> TUIFont {
        TUIFont(attributes: weight.attributes, pointSize: fontSize)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> TUIFont {
        TUIFont(attributes: [.bold], pointSize: fontSize)
    }

    /// The italic system font (terminals without italics draw it plain).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> TUIFont {
        TUIFont(attributes: [.italic], pointSize: fontSize)
    }

    /// The monospaced system font: every terminal font already is.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> TUIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font with digits of one width: every terminal font's are.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> TUIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The size of standard system text.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of small system text.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of a label's text.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of a button's title.
    public static var buttonFontSize: CGFloat { 18 }

    // MARK: - Text styles

    /// The font for a text style, at its size for the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> TUIFont {
        TUIFont(attributes: style.attributes, pointSize: style.pointSize)
    }

    /// The font for a text style. A terminal has one size of type, so the
    /// traits' content size does not change it.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: TUITraitCollection?
    )
        -> TUIFont
    {
        preferredFont(forTextStyle: style)
    }

    // MARK: - Variants

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> TUIFont {
        TUIFont(attributes: attributes, pointSize: fontSize)
    }

    /// This font with more attributes, such as `.underline`.
    public func adding(_ attributes: TextAttributes) -> TUIFont {
        TUIFont(attributes: self.attributes.union(attributes), pointSize: pointSize)
    }

    /// The font's descriptor: its traits and size.
    public var fontDescriptor: TUIFontDescriptor {
        TUIFontDescriptor(attributes: attributes, pointSize: pointSize)
    }

    /// The terminal's typeface has no name Graft can know.
    public var familyName: String { "System" }
    /// The font's name: the system font, with its traits.
    public var fontName: String {
        attributes.contains(.bold)
            ? (attributes.contains(.italic) ? "System-BoldItalic" : "System-Bold")
            : attributes.contains(.italic) ? "System-Italic" : "System"
    }

    /// The font's name and size.
    public var description: String { "\(fontName) \(pointSize)pt" }
}
