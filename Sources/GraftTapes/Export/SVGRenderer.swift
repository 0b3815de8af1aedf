import Foundation
import GraftTerminal

/// Paints a frame as an SVG picture that browsers and READMEs show.
///
/// The picture is a background rectangle, a rectangle for each run of cells
/// with a background color, and a `<text>` element for each run of
/// same-styled cells that show text. Every cell is ``cellWidth`` by
/// ``cellHeight`` pixels; a run starts at its column's `x` and is stretched
/// (`textLength`) to exactly its columns, so text stays on the grid whatever
/// monospace font the viewer has. A wide character gets a run of its own, two
/// columns wide.
///
/// Spaces never rely on `xml:space`, which Chromium and CairoSVG ignore on
/// the root element: a run is split at its spaces into words, each placed at
/// its own column, and a run that is underlined or struck through (whose line
/// must cross the spaces) writes them as no-break spaces (`&#160;`), which no
/// renderer collapses. The font stack starts with fonts that have every glyph
/// Graft draws (DejaVu Sans Mono, and Menlo, which is derived from it, then
/// Noto Sans Mono).
///
/// Styles map to SVG attributes: colors through ``theme``, bold to
/// `font-weight`, italic to `font-style`, underline and strikethrough to
/// `text-decoration`, dim to `opacity`; reverse swaps the colors.
///
/// ```swift
/// let svg = SVGRenderer().render(recording.finalFrame)
/// ```
public struct SVGRenderer: Hashable, Sendable {
    /// The width of a cell in pixels.
    public var cellWidth: Double
    /// The height of a cell (one line) in pixels.
    public var cellHeight: Double
    /// The font size in pixels.
    public var fontSize: Double
    /// The margin around the grid in pixels.
    public var padding: Double
    /// The CSS font families, first choice first.
    public var fontFamily: String
    /// The colors.
    public var theme: TerminalTheme
    /// The least size of the picture in pixels (a tape's `Set Width` and
    /// `Set Height`); the grid sits at the padding and the background fills the rest.
    public var minimumSize: (width: Double, height: Double)? {
        get { minimumWidth.map { ($0, minimumHeight ?? 0) } }
        set {
            minimumWidth = newValue?.width
            minimumHeight = newValue?.height
        }
    }
    private var minimumWidth: Double?
    private var minimumHeight: Double?

    /// Fonts that have every glyph Graft draws first, then the platforms' own monospace fonts.
    public static let defaultFontFamily = "'DejaVu Sans Mono', Menlo, 'Noto Sans Mono', Consolas, ui-monospace, SFMono-Regular, monospace"

    /// A font family name quoted for CSS when it has spaces: `'Fira Code'`.
    public static func quotedFamily(_ name: String) -> String {
        guard name.contains(" "), !name.hasPrefix("'"), !name.hasPrefix("\"") else { return name }
        return "'" + name.replacingOccurrences(of: "'", with: "") + "'"
    }

    /// Creates a renderer. The defaults suit a 14px monospace font: cells of
    /// 8.4 by 17 pixels and a margin of 8.
    public init(
        cellWidth: Double = 8.4,
        cellHeight: Double = 17,
        fontSize: Double = 14,
        padding: Double = 8,
        fontFamily: String = SVGRenderer.defaultFontFamily,
        theme: TerminalTheme = .dark
    ) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.fontSize = fontSize
        self.padding = padding
        self.fontFamily = fontFamily
        self.theme = theme
    }

    /// The SVG document for `frame`, ending with a line break.
    ///
    /// - Complexity: O(*n*) in the number of cells.
    public func render(_ frame: Canvas) -> String {
        let width = Self.number(max(Double(frame.size.width) * cellWidth + 2 * padding, minimumWidth ?? 0))
        let height = Self.number(max(Double(frame.size.height) * cellHeight + 2 * padding, minimumHeight ?? 0))
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
                + " font-family=\"\(XMLText.escaped(fontFamily))\" font-size=\"\(Self.number(fontSize))\">",
            "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(TerminalTheme.hex(theme.background))\"/>",
        ]
        for y in 0 ..< frame.size.height {
            lines += backgroundRects(frame, row: y)
        }
        for y in 0 ..< frame.size.height {
            lines += textRuns(frame, row: y)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Backgrounds

    private func backgroundRects(_ frame: Canvas, row y: Int) -> [String] {
        var rects: [String] = []
        let cells = Array(frame.row(y))
        var x = 0
        while x < cells.count {
            let color = colors(of: cells[x].style).background
            var end = x + 1
            while end < cells.count, colors(of: cells[end].style).background == color { end += 1 }
            if color != theme.background {
                rects.append(
                    "<rect x=\"\(Self.number(left(x)))\" y=\"\(Self.number(top(y)))\" width=\"\(Self.number(Double(end - x) * cellWidth))\""
                        + " height=\"\(Self.number(cellHeight))\" fill=\"\(TerminalTheme.hex(color))\"/>"
                )
            }
            x = end
        }
        return rects
    }

    // MARK: - Text

    /// A run of cells drawn as one `<text>`.
    private struct Run {
        var column: Int
        var columns: Int
        var style: Style
        var text: String
        /// Whether this is one wide character, which nothing joins.
        var isWide: Bool
    }

    private func textRuns(_ frame: Canvas, row y: Int) -> [String] {
        var runs: [Run] = []
        var x = 0
        for cell in frame.row(y) {
            defer { x += 1 }
            guard !cell.isContinuation else { continue }
            let width = Int(cell.width)
            if width == 1, let last = runs.last, !last.isWide, last.style == cell.style, last.column + last.columns == x {
                runs[runs.count - 1].text.append(cell.character)
                runs[runs.count - 1].columns += 1
            } else {
                runs.append(Run(column: x, columns: width, style: cell.style, text: String(cell.character), isWide: width == 2))
            }
        }
        return runs.flatMap(Self.words).compactMap { textElement(trimmed($0), row: y) }
    }

    /// A run split at its spaces into words, unless a line under or through
    /// the text must cross them.
    private static func words(_ run: Run) -> [Run] {
        guard run.style.attributes.isDisjoint(with: [.underline, .strikethrough]), !run.isWide, run.text.contains(" ") else { return [run] }
        var words: [Run] = []
        var column = run.column
        for character in run.text {
            if character == " " {
                column += 1
                continue
            }
            if let last = words.last, last.column + last.columns == column {
                words[words.count - 1].text.append(character)
                words[words.count - 1].columns += 1
            } else {
                words.append(Run(column: column, columns: 1, style: run.style, text: String(character), isWide: false))
            }
            column += 1
        }
        return words
    }

    /// The run without leading and trailing spaces, unless a line through or
    /// under the text must show across them.
    private func trimmed(_ run: Run) -> Run {
        guard run.style.attributes.isDisjoint(with: [.underline, .strikethrough]) else { return run }
        var run = run
        while run.text.first == " " {
            run.text.removeFirst()
            run.column += 1
            run.columns -= 1
        }
        while run.text.last == " " {
            run.text.removeLast()
            run.columns -= 1
        }
        return run
    }

    private func textElement(_ run: Run, row y: Int) -> String? {
        guard !run.text.isEmpty else { return nil }
        let style = run.style
        let (foreground, _) = colors(of: style)
        var attributes = [
            "x=\"\(Self.number(left(run.column)))\"",
            "y=\"\(Self.number(baseline(y)))\"",
            "fill=\"\(TerminalTheme.hex(foreground))\"",
            "textLength=\"\(Self.number(Double(run.columns) * cellWidth))\"",
            "lengthAdjust=\"spacingAndGlyphs\"",
        ]
        if style.attributes.contains(.bold) { attributes.append("font-weight=\"bold\"") }
        if style.attributes.contains(.italic) { attributes.append("font-style=\"italic\"") }
        var decorations: [String] = []
        if style.attributes.contains(.underline) { decorations.append("underline") }
        if style.attributes.contains(.strikethrough) { decorations.append("line-through") }
        if !decorations.isEmpty { attributes.append("text-decoration=\"\(decorations.joined(separator: " "))\"") }
        if style.attributes.contains(.dim) { attributes.append("opacity=\"0.5\"") }
        return "<text " + attributes.joined(separator: " ") + ">" + XMLText.escaped(run.text).replacingOccurrences(of: " ", with: "&#160;")
            + "</text>"
    }

    // MARK: - Geometry and colors

    /// The text and background colors of a style, after reverse.
    private func colors(of style: Style) -> (foreground: UInt32, background: UInt32) {
        let foreground = theme.rgb(for: style.foreground, isForeground: true)
        let background = theme.rgb(for: style.background, isForeground: false)
        return style.attributes.contains(.reverse) ? (background, foreground) : (foreground, background)
    }

    private func left(_ column: Int) -> Double { padding + Double(column) * cellWidth }

    private func top(_ row: Int) -> Double { padding + Double(row) * cellHeight }

    /// Where the text of a row sits: three quarters down the cell.
    private func baseline(_ row: Int) -> Double { top(row) + cellHeight * 0.75 }

    /// A number with at most two decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Recording {
    /// The final frame as an SVG picture; see ``SVGRenderer``.
    ///
    /// - Parameter renderer: The metrics and colors to paint with.
    public func svg(_ renderer: SVGRenderer = SVGRenderer()) -> String {
        renderer.render(finalFrame)
    }
}
