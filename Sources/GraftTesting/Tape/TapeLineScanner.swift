/// A word or quoted string of a tape line, with the column it starts at.
struct TapeToken: Hashable {
    /// The word as written, or a string's content with escapes resolved.
    var text: String
    /// The one-based column of the token's first character.
    var column: Int
}

/// Reads one line of a tape as words separated by spaces or tabs, and
/// quoted strings, keeping the column of each for error messages.
struct TapeLineScanner {
    private let characters: [Character]
    private var index = 0
    let fileName: String
    let line: Int

    init(_ text: Substring, fileName: String, line: Int) {
        self.characters = Array(text)
        self.fileName = fileName
        self.line = line
    }

    /// The one-based column of the next character, after any spaces.
    var column: Int {
        mutating get {
            skipSpaces()
            return index + 1
        }
    }

    /// Whether only spaces remain.
    var isAtEnd: Bool {
        mutating get {
            skipSpaces()
            return index == characters.count
        }
    }

    /// Whether the next token starts with a quote.
    var isAtQuote: Bool {
        mutating get {
            skipSpaces()
            return index < characters.count && Self.quotes.contains(characters[index])
        }
    }

    /// The next word without consuming it, or nil at the end of the line.
    mutating func peekWord() -> TapeToken? {
        let saved = index
        defer { index = saved }
        return nextWord()
    }

    /// The next run of characters up to a space, or nil at the end of the line.
    mutating func nextWord() -> TapeToken? {
        skipSpaces()
        guard index < characters.count else { return nil }
        let start = index
        while index < characters.count, !Self.isSpace(characters[index]) { index += 1 }
        return TapeToken(text: String(characters[start ..< index]), column: start + 1)
    }

    /// The next quoted string.
    ///
    /// In `"…"`, a backslash escapes `"`, `\`, `n` (line feed) and `t` (tab);
    /// `'…'` and `` `…` `` end at the next matching quote and take everything
    /// between as written, so each can hold the other quotes.
    ///
    /// - Parameter context: What the string is for, as in `after 'Type'`.
    /// - Throws: ``TapeError`` when there is no string, or it is not closed,
    ///   or it uses an unknown escape.
    mutating func quotedString(after context: String) throws(TapeError) -> TapeToken {
        skipSpaces()
        guard index < characters.count, Self.quotes.contains(characters[index]) else {
            throw expected("a quoted string after \(context)")
        }
        let quote = characters[index]
        let start = index
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            if character == quote {
                index += 1
                return TapeToken(text: text, column: start + 1)
            }
            if quote == "\"", character == "\\" {
                guard index + 1 < characters.count else { break }
                switch characters[index + 1] {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                case let other:
                    throw error(atIndex: index, "unknown escape '\\\(other)'; valid escapes are \\\" \\\\ \\n \\t")
                }
                index += 2
                continue
            }
            text.append(character)
            index += 1
        }
        throw error(atIndex: start, "unterminated string: no closing \(quote) on this line")
    }

    /// Checks that only spaces remain.
    ///
    /// - Parameter context: What came last, as in `after 'Down'`.
    mutating func expectEnd(after context: String) throws(TapeError) {
        guard isAtEnd else { throw expected("end of line after \(context)") }
    }

    /// An error at the next token: `expected WHAT, found 'TOKEN'` (or `found end of line`).
    mutating func expected(_ what: String) -> TapeError {
        let found = peekWord().map { "'\($0.text)'" } ?? "end of line"
        return error(at: column, "expected \(what), found \(found)")
    }

    /// An error at a one-based column of this line.
    func error(at column: Int, _ message: String) -> TapeError {
        TapeError(fileName: fileName, line: line, column: column, message: message)
    }

    // MARK: - Characters

    private static let quotes: Set<Character> = ["\"", "'", "`"]

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    private mutating func skipSpaces() {
        while index < characters.count, Self.isSpace(characters[index]) { index += 1 }
    }

    /// An error at a zero-based index into the line.
    private func error(atIndex position: Int, _ message: String) -> TapeError {
        error(at: position + 1, message)
    }
}
