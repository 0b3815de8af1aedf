import GraftTerminal

/// Reading a command's arguments: the tokens after it on the same line.
extension TapeParser {
    /// The token read last.
    var lastToken: TapeToken { tokens[max(position - 1, 0)] }

    /// The next token, wherever it is; callers check ``TapeToken/touches(_:)``.
    func peek(after token: TapeToken) -> TapeToken? {
        position < tokens.count ? tokens[position] : nil
    }

    /// The next token if it is on the same line as `token`: an argument.
    func argument(after token: TapeToken) -> TapeToken? {
        guard position < tokens.count, tokens[position].line == token.line else { return nil }
        return tokens[position]
    }

    /// Whether a token reads as a string argument, as VHS reads them: a quoted
    /// string, or a bare word that is not a command.
    static func isString(_ token: TapeToken) -> Bool {
        token.kind == .string || (token.kind == .word && !keywords.contains(token.text))
    }

    /// One string argument (quoted, or a bare word such as `demo.gif`).
    mutating func stringArgument(after token: TapeToken, what: String) throws(TapeError) -> TapeToken {
        guard let next = argument(after: token), Self.isString(next) else {
            var error = expected(what, after: token)
            if let next = argument(after: token), next.kind == .number || next.kind == .word {
                error.hint =
                    "quote it, as in \"\(next.text)\"; an unquoted \(next.kind == .number ? "number" : "command name") is not a string"
            }
            throw error
        }
        position += 1
        return next
    }

    /// A file path: a string argument, or an absolute path written bare
    /// (`/tmp/demo.svg`), which the lexer reads as a `/tmp/` pattern and the
    /// word that touches it.
    mutating func pathArgument(after token: TapeToken, what: String) throws(TapeError) -> TapeToken {
        guard let next = argument(after: token), next.kind == .regex else { return try stringArgument(after: token, what: what) }
        position += 1
        var path = next
        path.kind = .string
        path.text = "/\(next.text)/"
        if let rest = peek(after: next), next.touches(rest), rest.kind == .word || rest.kind == .number {
            position += 1
            path.text += rest.text
            path.endColumn = rest.endColumn
        }
        return path
    }

    /// One or more strings, joined by a space as VHS joins them: `Type "a" "b"` types `a b`.
    mutating func joinedStrings(after token: TapeToken, command: String) throws(TapeError) -> String {
        let first = try stringArgument(after: lastToken, what: "a quoted string after '\(command)'")
        var text = first.text
        while let next = argument(after: token), Self.isString(next) {
            position += 1
            text += " " + next.text
        }
        return text
    }

    /// The `@D` written right after a command (`Down@100ms`, `Type@.5`), or nil without one.
    mutating func optionalSpeed(after token: TapeToken) throws(TapeError) -> Duration? {
        guard let at = peek(after: token), at.kind == .symbol, at.text == "@", token.touches(at) else { return nil }
        position += 1
        return try duration(after: at, what: "a duration after '\(token.text)@', such as 100ms or 0.5")
    }

    /// Refuses an `@D` after a command that takes none.
    mutating func refuseSpeed(after token: TapeToken) throws(TapeError) {
        guard let at = peek(after: token), at.kind == .symbol, at.text == "@", token.touches(at) else { return }
        throw error(at: at, "'\(token.text)' takes no '@' duration")
    }

    /// A duration: a number of seconds, or a number with `ms`, `s` or `m`,
    /// written together (`500ms`) or apart (`500 ms`).
    mutating func duration(after token: TapeToken, what: String) throws(TapeError) -> Duration {
        guard let number = argument(after: token), number.kind == .number else { throw expected(what, after: token) }
        var text = number.text
        position += 1
        if let unit = argument(after: number), unit.kind == .word, ["ms", "s", "m"].contains(unit.text),
            number.text.allSatisfy({ $0.isASCIIDigitCharacter || $0 == "." })
        {
            position += 1
            text += unit.text
        }
        guard let duration = TapeValues.duration(text) else {
            throw error(
                at: number, "expected \(what.hasPrefix("a ") ? String(what.dropFirst(2)) : what), found '\(text)'",
                hint: "a bare number is seconds (0.5 is half a second); the units are ms, s and m")
        }
        return duration
    }

    /// A count, or 1 when no number follows on the line.
    mutating func optionalCount(after token: TapeToken) throws(TapeError) -> Int {
        guard let next = argument(after: token), next.kind == .number else { return 1 }
        guard let count = TapeValues.count(next.text) else {
            throw error(at: next, "expected a count from 1 to \(TapeValues.maximumCount) after '\(token.text)', found '\(next.text)'")
        }
        position += 1
        return count
    }

    /// `COL ROW`, zero-based.
    mutating func parsePoint(after token: TapeToken) throws(TapeError) -> Point {
        guard let column = argument(after: token), let x = TapeValues.coordinate(column.text) else {
            throw expected("a zero-based column after '\(token.text)'", after: token)
        }
        position += 1
        guard let row = argument(after: column), let y = TapeValues.coordinate(row.text) else {
            throw expected("a zero-based row after the column", after: column)
        }
        position += 1
        return Point(x: x, y: y)
    }

    /// `WxH` in cells.
    mutating func parseSize(after token: TapeToken) throws(TapeError) -> Size {
        guard let next = argument(after: token), let size = TapeValues.size(next.text) else {
            throw expected("a size such as 80x24 (1 to \(TapeValues.maximumSide) on each side) after '\(token.text)'", after: token)
        }
        position += 1
        return size
    }

    /// Checks that a pattern compiles.
    func checkRegex(_ token: TapeToken) throws(TapeError) {
        do {
            _ = try Regex(token.text)
        } catch {
            throw self.error(at: token, "invalid regular expression /\(token.text)/: \(error)")
        }
    }

    // MARK: - Errors

    /// `expected WHAT, found …` at the next token on `token`'s line, or just after `token`.
    func expected(_ what: String, after token: TapeToken) -> TapeError {
        guard let next = argument(after: token) else {
            return error(line: token.line, column: token.endColumn, "expected \(what), found end of line")
        }
        let found =
            switch next.kind {
            case .string: "the string \"\(next.text)\""
            case .regex: "/\(next.text)/"
            case .json: "a { … } object"
            case .unterminated: "a string with \(next.text)"
            default: "'\(next.text)'"
            }
        return error(at: next, "expected \(what), found \(found)")
    }

    func error(at token: TapeToken, _ message: String, hint: String? = nil) -> TapeError {
        error(line: token.line, column: token.column, message, hint: hint)
    }

    func error(line: Int, column: Int, _ message: String, hint: String? = nil) -> TapeError {
        TapeError(fileName: fileName, line: line, column: column, message: message, sourceLine: lexer.text(ofLine: line), hint: hint)
    }
}
