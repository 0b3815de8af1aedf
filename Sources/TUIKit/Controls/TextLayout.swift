/// Lays text out in lines measured in display cells, for labels and buttons.
///
/// The rules match GraftUI's `Text` (LAYOUT.md §1.9): paragraphs split at
/// "\n"; wrapping is greedy at spaces (a space at a break is consumed, a word
/// longer than the line is split); when more lines result than fit, the last
/// one holds the rest of the text re-joined with single spaces, truncated
/// according to the line break mode.
enum TextLayout {
    /// The lines of `text`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The line width in cells, or nil for one line per paragraph.
    ///   - maxLines: The most lines to return, or nil for no limit.
    ///   - mode: How to wrap and truncate.
    static func lines(of text: String, width: Int?, maxLines: Int?, mode: TUILineBreakMode) -> [String] {
        guard !text.isEmpty else { return [] }
        if let width, width <= 0 { return [] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        for paragraph in paragraphs {
            if let width, maxLines != 1 {
                lines += mode == .byCharWrapping ? charWrap(paragraph, width: width) : wordWrap(paragraph, width: width)
            } else {
                lines.append(paragraph)
            }
        }
        let limit = max(1, maxLines ?? Int.max)
        if lines.count > limit {
            switch mode {
            case .byWordWrapping, .byCharWrapping, .byClipping:
                lines = Array(lines.prefix(limit))
            case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
                let rest = lines[(limit - 1)...].joined(separator: " ")
                lines = Array(lines.prefix(limit - 1)) + [rest]
            }
        }
        guard let width else { return lines }
        return lines.map { truncate($0, width: width, mode: mode) }
    }

    /// The size of the laid-out lines: the widest line by the number of lines.
    static func size(of lines: [String]) -> Size {
        Size(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
    }

    /// Greedy word wrapping.
    static func wordWrap(_ paragraph: String, width: Int) -> [String] {
        guard paragraph.displayWidth > width else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = word.displayWidth
            if currentWidth > 0 || !current.isEmpty {
                if currentWidth + 1 + wordWidth <= width {
                    current += " " + word
                    currentWidth += 1 + wordWidth
                    continue
                }
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            if wordWidth <= width {
                current = String(word)
                currentWidth = wordWidth
            } else {
                var chunks = charWrap(String(word), width: width)
                let last = chunks.removeLast()
                lines += chunks
                current = last
                currentWidth = last.displayWidth
            }
        }
        lines.append(current)
        return lines
    }

    /// Wrapping at any character.
    static func charWrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for character in paragraph {
            let characterWidth = character.displayWidth
            if currentWidth + characterWidth > width, !current.isEmpty {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            current.append(character)
            currentWidth += characterWidth
        }
        lines.append(current)
        return lines
    }

    /// Cuts `line` to `width` cells with "…" where the mode says.
    static func truncate(_ line: String, width: Int, mode: TUILineBreakMode) -> String {
        guard line.displayWidth > width else { return line }
        guard width > 0 else { return "" }
        switch mode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return prefix(of: line, fitting: width)
        case .byTruncatingTail:
            return prefix(of: line, fitting: width - 1) + "…"
        case .byTruncatingHead:
            return "…" + suffix(of: line, fitting: width - 1)
        case .byTruncatingMiddle:
            let room = width - 1
            return prefix(of: line, fitting: (room + 1) / 2) + "…" + suffix(of: line, fitting: room / 2)
        }
    }

    /// The longest start of `text` at most `width` cells wide.
    static func prefix(of text: String, fitting width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = character.displayWidth
            guard used + characterWidth <= width else { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }

    /// The longest end of `text` at most `width` cells wide.
    static func suffix(of text: String, fitting width: Int) -> String {
        var result: [Character] = []
        var used = 0
        for character in text.reversed() {
            let characterWidth = character.displayWidth
            guard used + characterWidth <= width else { break }
            result.append(character)
            used += characterWidth
        }
        return String(result.reversed())
    }
}
