import Foundation
import GraftTerminal

/// How a recording looks, from a tape's `Set` commands: the SVG's font,
/// cell size, padding and colors, and the frame rate of a real-time run.
///
/// A tape that sizes its picture in pixels (`Set Width`, `Set Height`)
/// starts from VHS's defaults (22px font, 60px padding), so a VHS tape gets
/// about the terminal VHS would give it; other tapes start from Graft's
/// (14px font, 8px padding).
public struct RecordingLook: Hashable, Sendable {
    /// The font size in pixels.
    public var fontSize: Double = 14
    /// Fonts to try before the SVG's own stack, from `Set FontFamily`.
    public var fontFamily: String?
    /// The line height as a multiple of the usual one (17px for a 14px font).
    public var lineHeight: Double = 1
    /// The margin around the grid in pixels.
    public var padding: Double = 8
    /// The colors.
    public var theme: TerminalTheme = .dark
    /// The theme's name as the tape gave it, for an asciicast header and warnings.
    public var themeName = "Graft Dark"
    /// Whether `Set Theme` named a theme Graft does not know (the default colors are used).
    public var isThemeUnknown = false
    /// The most frames a second a real-time run records, from `Set Framerate`; nil records every change.
    public var framerate: Int?
    /// The picture's size in pixels when the tape sets `Width` or `Height`
    /// (the other side VHS's default).
    public var pictureSize: (width: Int, height: Int)? {
        guard pictureWidth != nil || pictureHeight != nil else { return nil }
        return (pictureWidth ?? Self.vhsWidth, pictureHeight ?? Self.vhsHeight)
    }
    private var pictureWidth: Int?
    private var pictureHeight: Int?
    /// The VHS settings that mean nothing here, as `Name value`, for `--verbose`.
    public var ignoredSettings: [String] = []

    /// VHS's picture width when a tape sets only its height.
    public static let vhsWidth = 1_200
    /// VHS's picture height when a tape sets only its width.
    public static let vhsHeight = 600

    /// Graft's look.
    public init() {}

    /// The look a tape's settings ask for.
    public init(_ settings: [TapeSetting]) {
        if settings.contains(where: { if case .width = $0 { true } else if case .height = $0 { true } else { false } }) {
            fontSize = 22
            padding = 60
        }
        for setting in settings {
            switch setting {
            case .fontSize(let size): fontSize = size
            case .fontFamily(let family): fontFamily = family
            case .lineHeight(let height): lineHeight = height
            case .padding(let pixels): padding = pixels
            case .framerate(let rate): framerate = rate
            case .theme(.named(let name)):
                themeName = name
                if let theme = TerminalTheme.named[name] {
                    self.theme = theme
                    isThemeUnknown = false
                } else {
                    self.theme = .dark
                    isThemeUnknown = true
                }
            case .theme(.json(let text)):
                theme = (try? TerminalTheme(vhsJSON: text)) ?? .dark
                themeName = Self.jsonName(text) ?? "custom"
                isThemeUnknown = false
            case .ignored(let name, let value):
                ignoredSettings.append("\(name) \(value)")
            case .width(let pixels): pictureWidth = pixels
            case .height(let pixels): pictureHeight = pixels
            case .size, .typingSpeed, .waitTimeout, .waitPattern:
                break
            }
        }
    }

    /// A cell's width in pixels: 0.6 of the font size, a monospace font's advance.
    public var cellWidth: Double { fontSize * 0.6 }
    /// A cell's height in pixels.
    public var cellHeight: Double { (fontSize * 17 / 14 * lineHeight * 100).rounded() / 100 }

    /// The columns and rows a picture of `width` by `height` pixels holds inside the padding.
    public func cells(forWidth width: Int, height: Int) -> Size {
        let columns = Int(((Double(width) - 2 * padding) / cellWidth).rounded(.down))
        let rows = Int(((Double(height) - 2 * padding) / cellHeight).rounded(.down))
        return Size(width: min(max(columns, 1), 1_000), height: min(max(rows, 1), 1_000))
    }

    /// An SVG renderer with this look.
    public var renderer: SVGRenderer {
        var renderer = SVGRenderer(cellWidth: cellWidth, cellHeight: cellHeight, fontSize: fontSize, padding: padding, theme: theme)
        if let fontFamily { renderer.fontFamily = "\(SVGRenderer.quotedFamily(fontFamily)), " + renderer.fontFamily }
        renderer.minimumSize = pictureSize.map { (Double($0.width), Double($0.height)) }
        return renderer
    }

    /// Warnings about settings that could not be honored.
    public var warnings: [String] {
        var warnings: [String] = []
        if isThemeUnknown {
            let known = TerminalTheme.named.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            warnings.append("unknown theme \"\(themeName)\"; using \"Graft Dark\" (known themes: \(known), or a { … } theme object)")
        }
        if let (width, height) = pictureSize,
            Double(width) - 2 * padding < cellWidth || Double(height) - 2 * padding < cellHeight
        {
            warnings.append(
                "a \(width)x\(height) picture leaves no room for text inside a padding of "
                    + "\(SVGRenderer.number(padding)); the screen is \(cells(forWidth: width, height: height))")
        }
        return warnings
    }

    private static func jsonName(_ text: String) -> String? {
        guard let range = text.range(of: #""name"\s*:\s*"([^"]*)""#, options: .regularExpression) else { return nil }
        let match = text[range]
        guard let colon = match.firstIndex(of: ":") else { return nil }
        return match[match.index(after: colon)...].trimmingCharacters(in: .whitespaces).trimmingCharacters(
            in: CharacterSet(charactersIn: "\""))
    }
}
