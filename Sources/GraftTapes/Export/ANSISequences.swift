import GraftTerminal

/// The escape sequences the asciicast exporter writes to redraw frames.
enum ANSISequences {
    static let reset = "\u{1B}[0m"
    static let clearScreen = "\u{1B}[2J"
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor again.
    static let showCursor = "\u{1B}[?25h"

    /// Moves the cursor to a zero-based cell.
    static func moveTo(x: Int, y: Int) -> String {
        "\u{1B}[\(y + 1);\(x + 1)H"
    }

    /// Select Graphic Rendition: exactly `style`, starting from a reset.
    static func style(_ style: Style) -> String {
        var codes = ["0"]
        let attributes = style.attributes
        let names: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"), (.strikethrough, "9"),
        ]
        for (attribute, code) in names where attributes.contains(attribute) { codes.append(code) }
        if let code = colorCode(style.foreground, isForeground: true) { codes.append(code) }
        if let code = colorCode(style.background, isForeground: false) { codes.append(code) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, isForeground: Bool) -> String? {
        switch color {
        case .default:
            nil
        case .ansi(let ansi):
            String((ansi.rawValue < 8 ? (isForeground ? 30 : 40) : (isForeground ? 90 : 100)) + Int(ansi.rawValue % 8))
        case .indexed(let index):
            (isForeground ? "38;5;" : "48;5;") + String(index)
        case .rgb(let red, let green, let blue), .rgba(let red, let green, let blue, _):
            (isForeground ? "38;2;" : "48;2;") + "\(red);\(green);\(blue)"
        }
    }

    /// The cells drawn from the cursor on, switching style only where it
    /// changes, and ending with a reset. Continuation cells are skipped: the
    /// wide character before them covers them.
    static func cells<Cells: Sequence>(_ cells: Cells) -> String where Cells.Element == Cell {
        var output = ""
        var current: Style?
        for cell in cells where !cell.isContinuation {
            if cell.style != current {
                output += style(cell.style)
                current = cell.style
            }
            output.append(cell.character)
        }
        return output + reset
    }
}
