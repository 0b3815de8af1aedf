import GraftTerminal

/// A text style. A terminal has one size of type, so each of SwiftUI's text
/// styles maps to attributes:
///
/// | Style | Terminal attributes |
/// |---|---|
/// | `largeTitle` | bold, underline |
/// | `title`, `title2`, `title3`, `headline` | bold |
/// | `subheadline`, `body`, `callout` | none |
/// | `footnote`, `caption` | dim |
/// | `caption2` | dim, italic |
///
/// `weight(_:)` of `.semibold` or heavier adds bold, `.light` or lighter adds dim;
/// `italic()` adds italic.
public struct Font: Hashable, Sendable {
    /// The attributes the font adds to text.
    public var attributes: TextAttributes

    init(attributes: TextAttributes) {
        self.attributes = attributes
    }

    /// The largest title.
    public static let largeTitle = Font(attributes: [.bold, .underline])
    /// A title.
    public static let title = Font(attributes: .bold)
    /// A second-level title.
    public static let title2 = Font(attributes: .bold)
    /// A third-level title.
    public static let title3 = Font(attributes: .bold)
    /// A heading.
    public static let headline = Font(attributes: .bold)
    /// A subheading.
    public static let subheadline = Font(attributes: [])
    /// Body text.
    public static let body = Font(attributes: [])
    /// A callout.
    public static let callout = Font(attributes: [])
    /// A footnote.
    public static let footnote = Font(attributes: .dim)
    /// A caption.
    public static let caption = Font(attributes: .dim)
    /// A smaller caption.
    public static let caption2 = Font(attributes: [.dim, .italic])

    /// A font weight.
    public enum Weight: Hashable, Sendable {
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black

        var attributes: TextAttributes {
            switch self {
            case .ultraLight, .thin, .light: .dim
            case .regular, .medium: []
            case .semibold, .bold, .heavy, .black: .bold
            }
        }
    }

    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(attributes: attributes.subtracting([.bold, .dim]).union(weight.attributes))
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic.
    public func italic() -> Font { Font(attributes: attributes.union(.italic)) }
}

/// A foreground style: a color, or a level of emphasis that follows the
/// terminal's theme (`.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.tint`, and `.foreground` for whatever the environment has).
public struct ForegroundStyle: Hashable, Sendable {
    enum Level: Hashable, Sendable {
        case color(Color)
        case primary
        case secondary
        case tertiary
        case quaternary
        case tint
        case foreground
    }

    let level: Level

    /// The environment's foreground style, as SwiftUI's `ForegroundStyle()`.
    public init() {
        level = .foreground
    }

    init(_ level: Level) {
        self.level = level
    }

    /// A specific color.
    public static func color(_ color: Color) -> ForegroundStyle { ForegroundStyle(.color(color)) }

    /// How the style draws where the tint color is `tint`.
    func style(tint: Color) -> (foreground: Color, attributes: TextAttributes) {
        switch level {
        case .color(let color): (color, [])
        case .tint: (tint, [])
        case .primary, .foreground: (.default, [])
        case .secondary: (.gray, [])
        case .tertiary: (.gray, .dim)
        case .quaternary: (.default, .dim)
        }
    }

    /// The next fainter level where the terminal's own text color is
    /// involved: what a translucent level looks like on a terminal.
    var dimmed: ForegroundStyle {
        switch level {
        case .primary, .foreground: ForegroundStyle(.quaternary)
        case .secondary: ForegroundStyle(.tertiary)
        default: self
        }
    }
}

extension ForegroundStyle {
    /// A foreground style from a color, so `.foregroundStyle(.red)` reads as in SwiftUI.
    public static func from(_ color: Color) -> ForegroundStyle { .color(color) }
}
