import GraftTerminal

/// One rendered screen as text that reads well in a diff: the characters,
/// and a *style layer* that shows where each style is used.
///
/// The style layer is a second grid with one symbol per cell: `.` for the
/// plain style, and a letter for each other style, in order of first use. A
/// legend below the grid names each letter's style in words, so a change of
/// color or attribute shows up as a changed line:
///
/// ```
/// > Milk  2
/// --- style ---
/// aaaaaa
///
/// a: fg=cyan bold
/// ```
///
/// A wide character is one character in ``lines`` and two symbols in the
/// grid, so the grid lines up with the text in a monospace editor.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    /// The screen size in cells.
    public let size: Size
    /// The text of each row, without trailing spaces.
    public let lines: [String]
    /// The style symbol of each cell, row by row, without trailing `.`s.
    public let styleGrid: [String]
    /// Each letter used in ``styleGrid`` and its style in words, as `a: fg=cyan bold`.
    public let styleLegend: [String]

    /// The line between the text and the style layer in ``snapshotText``.
    package static let styleSeparator = "--- style ---"
    /// The style layer of a frame where every cell has the plain style.
    static let allPlain = "(every cell plain)"

    /// Reads the text and styles of a canvas.
    ///
    /// - Complexity: O(*n*) in the number of cells.
    public init(_ canvas: Canvas) {
        size = canvas.size
        var letters: [Style: Character] = [.plain: "."]
        var legend: [String] = []
        var lines: [String] = []
        var grid: [String] = []
        for y in 0 ..< canvas.size.height {
            var line = ""
            var styles = ""
            for cell in canvas.row(y) {
                if !cell.isContinuation { line.append(cell.character) }
                if let letter = letters[cell.style] {
                    styles.append(letter)
                } else {
                    let letter = StyleLetters.letter(at: legend.count)
                    letters[cell.style] = letter
                    legend.append("\(letter): \(cell.style.snapshotDescription)")
                    styles.append(letter)
                }
            }
            while line.last == " " { line.removeLast() }
            while styles.last == "." { styles.removeLast() }
            lines.append(line)
            grid.append(styles)
        }
        self.lines = lines
        self.styleGrid = grid
        self.styleLegend = legend
    }

    /// The rows joined by line breaks.
    public var text: String { lines.joined(separator: "\n") }

    /// Where `text` first shows, scanning rows top to bottom: the column (in
    /// cells, so wide characters count twice) and row of its first
    /// character, or nil when no row shows it.
    ///
    /// - Parameter text: Text on one row.
    public func location(of text: String) -> Point? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return Point(x: line[..<range.lowerBound].displayWidth, y: row)
            }
        }
        return nil
    }

    /// The style grid, a blank line and the legend; `(every cell plain)`
    /// when no cell has a style.
    public var styleLayer: String {
        guard !styleLegend.isEmpty else { return Self.allPlain }
        return (styleGrid + [""] + styleLegend).joined(separator: "\n")
    }

    /// What a snapshot reference file holds: the text, the line
    /// `--- style ---`, the style layer, and a final line break.
    public var snapshotText: String {
        text + "\n" + Self.styleSeparator + "\n" + styleLayer + "\n"
    }

    /// ``snapshotText``.
    public var description: String { snapshotText }
}

/// The symbols the style grid names styles with.
enum StyleLetters {
    /// `a`–`z`, `A`–`Z`, `0`–`9`, then one-cell Latin letters from U+00C0 on.
    static func letter(at index: Int) -> Character {
        if index < ascii.count { return ascii[index] }
        var remaining = index - ascii.count
        var value: UInt32 = 0xC0
        while true {
            if let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic, Character(scalar).displayWidth == 1 {
                if remaining == 0 { return Character(scalar) }
                remaining -= 1
            }
            value += 1
        }
    }

    private static let ascii = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
}
