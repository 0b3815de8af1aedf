import Foundation
import GraftTerminal

extension TUIFont {
    /// A semantic text style of Dynamic Type, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit's constants have it.
        public let rawValue: String

        /// A text style named `rawValue`; an unknown name draws as body text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The largest title: bold, underlined.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: bold.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: bold.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: bold.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading: bold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading: plain.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: plain.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: plain.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: dim.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A standard caption: dim.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// An alternate caption: dim, italic.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every text style, largest first.
        static let all: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2,
        ]

        /// The attributes that stand in for the style.
        var attributes: TextAttributes {
            switch self {
            case .largeTitle: [.bold, .underline]
            case .title1, .title2, .title3, .headline: [.bold]
            case .footnote, .caption1: [.dim]
            case .caption2: [.dim, .italic]
            default: []
            }
        }

        /// The style's size at the default content size, as Apple's.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// A font weight, as UIKit's `UIFont.Weight`: from -1 (lightest) to 1.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat

        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra light: dim.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin: dim.
        public static let thin = Weight(rawValue: -0.6)
        /// Light: dim.
        public static let light = Weight(rawValue: -0.4)
        /// Regular: plain.
        public static let regular = Weight(rawValue: 0)
        /// Medium: plain.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold: bold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy: bold.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black: bold.
        public static let black = Weight(rawValue: 0.62)

        /// The attribute that stands in for the weight.
        var attributes: TextAttributes {
            if rawValue >= Weight.semibold.rawValue { return [.bold] }
            if rawValue <= Weight.light.rawValue { return [.dim] }
            return []
        }
    }
}
