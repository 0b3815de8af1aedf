import Foundation
import GraftTerminal

/// The glyphs a chart draws with.
public enum ChartGlyphs: Equatable, Sendable {
    /// Sub-cell glyphs when the locale is UTF-8 (`LANG`, `LC_ALL`,
    /// `LC_CTYPE`), ASCII otherwise; `GRAFT_CHART_GLYPHS=cells` or `ascii`
    /// chooses for terminals whose font lacks braille.
    case automatic
    /// Braille dots (2 by 4 per cell) for lines and points, eighth blocks for bars and areas.
    case subCell
    /// Whole-cell blocks and dots, for fonts without braille.
    case wholeCells
    /// Plain ASCII: `#` bars, `*` lines, `-` grid lines.
    case ascii

    /// What `.automatic` means in this process.
    var resolved: ChartGlyphs {
        guard self == .automatic else { return self }
        return Self.processDefault
    }

    private static let processDefault: ChartGlyphs =
        switch GlyphSupport.resolve(ProcessInfo.processInfo.environment, override: "GRAFT_CHART_GLYPHS") {
        case .subCell: .subCell
        case .wholeCells: .wholeCells
        case .ascii: .ascii
        }
}

/// The characters one glyph set draws with.
struct GlyphSet {
    let mode: ChartGlyphs
    /// Braille for lines and points, eighth blocks for bars and areas.
    var usesSubCell: Bool { mode == .subCell }

    /// A series' bar and area fill, told apart by glyph as well as color.
    func fill(series: Int) -> Character {
        let glyphs: [Character] = mode == .ascii ? ["#", "=", "%", "+", "@"] : ["█", "▓", "▒", "░", "▚"]
        return glyphs[series % glyphs.count]
    }

    /// A series' point symbol.
    func symbol(series: Int) -> Character {
        let glyphs: [Character] = mode == .ascii ? ["o", "x", "+", "*", "#", "@"] : ["●", "■", "▲", "◆", "✚", "✱"]
        return glyphs[series % glyphs.count]
    }

    /// The dot of a line or point drawn a whole cell at a time.
    var dot: Character { mode == .ascii ? "*" : "•" }
    var gridLine: Character { mode == .ascii ? "-" : "┈" }
    var horizontalRule: Character { mode == .ascii ? "-" : "─" }
    var verticalRule: Character { mode == .ascii ? "|" : "│" }
    var selectionRule: Character { mode == .ascii ? ":" : "┊" }

    /// A bar's top, `eighths` (1...7) of a cell filled from below.
    func lowerEighths(_ eighths: Int) -> Character {
        let glyphs: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]
        return glyphs[max(1, min(7, eighths)) - 1]
    }

    /// A lying bar's end, `eighths` (1...7) of a cell filled from the left.
    func leftEighths(_ eighths: Int) -> Character {
        let glyphs: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return glyphs[max(1, min(7, eighths)) - 1]
    }

    /// Whether a line of series `series` draws the dot in dot column `column`:
    /// the first series is solid, the others dashed, each with its own period.
    static func lineShows(series: Int, column: Int) -> Bool {
        series == 0 || (column / 2) % (series + 1) == 0
    }
}
