import GraftTerminal

extension Style {
    /// The style in words for a snapshot's legend, such as
    /// `fg=cyan bg=#202020 bold underline`: colors first (`fg=`, `bg=`; the
    /// default colors are left out), then attributes; `plain` when there is
    /// nothing to say.
    var snapshotDescription: String {
        var words: [String] = []
        if let name = foreground.snapshotName { words.append("fg=" + name) }
        if let name = background.snapshotName { words.append("bg=" + name) }
        let attributeNames: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
            (.reverse, "reverse"), (.strikethrough, "strikethrough"),
        ]
        for (attribute, name) in attributeNames where attributes.contains(attribute) {
            words.append(name)
        }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}

extension Color {
    /// `cyan`, `brightBlack`, `palette(208)`, `#ff8800`; nil for `.default`.
    var snapshotName: String? {
        switch self {
        case .default:
            return nil
        case .ansi(let ansi):
            return "\(ansi)"
        case .indexed(let index):
            return "palette(\(index))"
        case .rgb(let red, let green, let blue):
            return TerminalTheme.hex(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
        case .rgba(let red, let green, let blue, let opacity):
            return TerminalTheme.hex(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)) + "@\(opacity)"
        }
    }
}
