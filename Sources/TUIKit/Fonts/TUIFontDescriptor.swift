import Foundation
import GraftTerminal

/// What a font looks like, as UIKit's `UIFontDescriptor`: here its traits
/// (bold, italic) and size, which is what a terminal can vary.
///
/// ```swift
/// let body = TUIFont.preferredFont(forTextStyle: .body)
/// if let bold = body.fontDescriptor.withSymbolicTraits(.traitBold) {
///     label.font = TUIFont(descriptor: bold, size: 0)
/// }
/// ```
public struct TUIFontDescriptor: Hashable, Sendable {
    /// The attributes fonts from this descriptor are drawn with.
    let attributes: TextAttributes
    /// The size, in points.
    public let pointSize: CGFloat

    init(attributes: TextAttributes, pointSize: CGFloat) {
        self.attributes = attributes
        self.pointSize = pointSize
    }

    /// The descriptor of a text style's font.
    public static func preferredFontDescriptor(withTextStyle style: TUIFont.TextStyle) -> TUIFontDescriptor {
        TUIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The traits of the font: bold and italic where its attributes are,
    /// and monospaced, as every terminal font is.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = [.traitMonoSpace]
        if attributes.contains(.bold) { traits.insert(.traitBold) }
        if attributes.contains(.italic) { traits.insert(.traitItalic) }
        return traits
    }

    /// This descriptor with exactly `symbolicTraits` for bold and italic;
    /// other traits change nothing a terminal shows. Never nil: every trait
    /// combination exists.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> TUIFontDescriptor? {
        var attributes = attributes.subtracting([.bold, .italic])
        if symbolicTraits.contains(.traitBold) {
            attributes.insert(.bold)
            attributes.remove(.dim)
        }
        if symbolicTraits.contains(.traitItalic) { attributes.insert(.italic) }
        return TUIFontDescriptor(attributes: attributes, pointSize: pointSize)
    }

    /// This descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> TUIFontDescriptor {
        TUIFontDescriptor(attributes: attributes, pointSize: newPointSize)
    }

    /// A font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt32

        /// Traits from raw bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Italic: drawn italic where the terminal can.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: drawn bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider glyphs: no effect in a terminal.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower glyphs: no effect in a terminal.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Glyphs of one width: every terminal font.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing: no effect in a terminal.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing: no effect in a terminal.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
