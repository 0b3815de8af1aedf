/// Text for the SVG exporter.
enum XMLText {
    /// `text` safe inside an XML element or a double- or single-quoted
    /// attribute: `& < > " '` as entities, and characters XML 1.0 does not
    /// allow (control characters other than tab, line feed and carriage
    /// return, and U+FFFE, U+FFFF) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case "\u{00}" ... "\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
