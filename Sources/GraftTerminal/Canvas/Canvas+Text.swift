extension Canvas {
    /// The canvas as plain text: one line per row, wide characters once, and
    /// trailing spaces removed from each line (as `tmux capture-pane` shows a screen).
    public var text: String {
        text(trimmingTrailingSpaces: true)
    }

    /// The canvas as plain text, one line per row joined by newlines.
    ///
    /// - Parameter trimmingTrailingSpaces: Whether to drop spaces at the end of each line.
    public func text(trimmingTrailingSpaces: Bool) -> String {
        var lines: [String] = []
        lines.reserveCapacity(size.height)
        for y in 0 ..< size.height {
            var line = ""
            for cell in row(y) where !cell.isContinuation {
                line.append(cell.character)
            }
            if trimmingTrailingSpaces {
                while line.last == " " { line.removeLast() }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The canvas as text with ANSI SGR escape sequences for colors and
    /// attributes, downgraded to `support`; each line ends with a reset.
    /// `cat` it in a terminal to see the frame as it was drawn.
    public func styledText(colorSupport support: ColorSupport = .trueColor) -> String {
        var output = ""
        for y in 0 ..< size.height {
            var current = Style.plain
            for cell in row(y) where !cell.isContinuation {
                let shown = cell.downgraded(to: support)
                if shown.style != current {
                    output += SGR.sequence(for: shown.style)
                    current = shown.style
                }
                output.append(shown.character)
            }
            output += SGR.reset
            if y < size.height - 1 { output += "\n" }
        }
        return output
    }
}

/// ANSI Select Graphic Rendition sequences.
enum SGR {
    static let reset = "\u{1B}[0m"

    /// A sequence that sets exactly `style`, starting from a reset.
    static func sequence(for style: Style) -> String {
        var codes = ["0"]
        let attributes = style.attributes
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.italic) { codes.append("3") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        if attributes.contains(.strikethrough) { codes.append("9") }
        if let foreground = colorCode(style.foreground, isForeground: true) { codes.append(foreground) }
        if let background = colorCode(style.background, isForeground: false) { codes.append(background) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, isForeground: Bool) -> String? {
        switch color {
        case .default:
            return nil
        case .ansi(let ansi):
            let base = ansi.rawValue < 8 ? (isForeground ? 30 : 40) : (isForeground ? 90 : 100)
            return String(base + Int(ansi.rawValue % 8))
        case .indexed(let index):
            return (isForeground ? "38;5;" : "48;5;") + String(index)
        case .rgb(let red, let green, let blue), .rgba(let red, let green, let blue, _):
            return (isForeground ? "38;2;" : "48;2;") + "\(red);\(green);\(blue)"
        }
    }
}
