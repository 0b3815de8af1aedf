/// One token of a tape, with where it was written.
struct TapeToken: Hashable {
    /// What sort of token it is.
    enum Kind: Hashable {
        /// A bare word: a command, setting, key or unquoted argument such as `demo.gif`.
        case word
        /// A number, with any letters written right after it: `3`, `0.5`, `.5`, `500ms`, `80x24`.
        case number
        /// A quoted string; ``TapeToken/text`` is what is between the quotes, as written.
        case string
        /// `/…/`; ``TapeToken/text`` is the pattern between the slashes.
        case regex
        /// `{…}`; ``TapeToken/text`` is the whole object, braces included.
        case json
        /// One of `@ + = % [ ] ^ \ -`.
        case symbol
        /// A string, pattern or object that is not closed; ``TapeToken/text`` says what is missing.
        case unterminated
    }

    var kind: Kind
    var text: String
    /// The one-based line the token starts on.
    var line: Int
    /// The one-based column (in characters) of its first character.
    var column: Int
    /// The column just after its last character on its line.
    var endColumn: Int

    /// Whether `next` starts right where this token ends, with no space between.
    func touches(_ next: TapeToken) -> Bool {
        next.line == line && next.column == endColumn
    }
}

/// Splits a tape into tokens the way VHS's lexer does: spaces, tabs and line
/// breaks separate tokens but mean nothing else, so several commands may
/// share a line; `#` starts a comment that runs to the end of the line;
/// strings are quoted with `"`, `'` or `` ` `` and end at the same quote or
/// the end of the line, with no backslash escapes.
struct TapeLexer {
    /// The tape's lines, for tokens and for showing a line in an error.
    let lines: [[Character]]

    init(_ source: String) {
        lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
    }

    /// Every token, in order; comments are left out.
    func tokens() -> [TapeToken] {
        var tokens: [TapeToken] = []
        var lineIndex = 0
        var index = 0
        while lineIndex < lines.count {
            let characters = lines[lineIndex]
            while index < characters.count, Self.isSpace(characters[index]) { index += 1 }
            guard index < characters.count else {
                lineIndex += 1
                index = 0
                continue
            }
            let line = lineIndex + 1
            let start = index
            let character = characters[index]
            func token(_ kind: TapeToken.Kind, _ text: String, end: Int) -> TapeToken {
                TapeToken(kind: kind, text: text, line: line, column: start + 1, endColumn: end + 1)
            }
            switch character {
            case "#":
                index = characters.count
            case "\"", "'", "`":
                if let close = characters[(start + 1)...].firstIndex(of: character) {
                    tokens.append(token(.string, String(characters[(start + 1) ..< close]), end: close + 1))
                    index = close + 1
                } else {
                    tokens.append(token(.unterminated, "no closing \(character) on this line", end: characters.count))
                    index = characters.count
                }
            case "/":
                if let close = Self.regexEnd(characters, from: start + 1) {
                    tokens.append(token(.regex, String(characters[(start + 1) ..< close]), end: close + 1))
                    index = close + 1
                } else {
                    tokens.append(token(.unterminated, "no closing / on this line", end: characters.count))
                    index = characters.count
                }
            case "{":
                if let (object, endLine, endIndex) = json(fromLine: lineIndex, index: start) {
                    tokens.append(
                        TapeToken(
                            kind: .json, text: object, line: line, column: start + 1,
                            endColumn: endLine == lineIndex ? endIndex + 1 : start + 2))
                    lineIndex = endLine
                    index = endIndex
                } else {
                    tokens.append(token(.unterminated, "no closing } for this theme", end: characters.count))
                    index = characters.count
                }
            case "@", "+", "=", "%", "[", "]", "^", "\\", "-":
                tokens.append(token(.symbol, String(character), end: start + 1))
                index = start + 1
            default:
                let isNumber =
                    character.isASCIIDigitCharacter
                    || (character == "." && start + 1 < characters.count && characters[start + 1].isASCIIDigitCharacter)
                if isNumber {
                    while index < characters.count, characters[index].isASCIIDigitCharacter || characters[index] == "." { index += 1 }
                    while index < characters.count, characters[index].isASCIILetterOrDigit { index += 1 }
                    tokens.append(token(.number, String(characters[start ..< index]), end: index))
                } else {
                    index += 1
                    while index < characters.count, !Self.endsWord(characters[index]) { index += 1 }
                    tokens.append(token(.word, String(characters[start ..< index]), end: index))
                }
            }
        }
        return tokens
    }

    /// The text of a one-based line, for an error message.
    func text(ofLine line: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        return String(lines[line - 1])
    }

    // MARK: - Characters

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{FEFF}"
    }

    /// What ends a bare word: a space, a quote, `@`, `+`, `#` or `{`.
    private static func endsWord(_ character: Character) -> Bool {
        isSpace(character) || "\"'`@+#{".contains(character)
    }

    /// The index of the `/` closing a pattern that starts at `from`; a slash
    /// after an odd number of backslashes is part of the pattern.
    private static func regexEnd(_ characters: [Character], from: Int) -> Int? {
        var index = from
        var backslashes = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", backslashes % 2 == 0 { return index }
            backslashes = character == "\\" ? backslashes + 1 : 0
            index += 1
        }
        return nil
    }

    /// A `{…}` object from `index` on a line to the first `}`, which may be on a later line.
    private func json(fromLine start: Int, index: Int) -> (String, Int, Int)? {
        var text = ""
        var lineIndex = start
        var position = index
        while lineIndex < lines.count {
            let characters = lines[lineIndex]
            if let close = characters[position...].firstIndex(of: "}") {
                text += String(characters[position ... close])
                return (text, lineIndex, close + 1)
            }
            text += String(characters[position...]) + "\n"
            lineIndex += 1
            position = 0
        }
        return nil
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigitCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
    }

    /// Whether this is an ASCII letter or digit.
    var isASCIILetterOrDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return isASCIIDigitCharacter || (ascii | 0x20 >= UInt8(ascii: "a") && ascii | 0x20 <= UInt8(ascii: "z"))
    }
}
