import GraftTerminal

/// Turns the text of a tape into steps, one line at a time, refusing the
/// whole tape at its first mistake.
struct TapeParser {
    let fileName: String
    /// The line of `Set Size`, once seen.
    private var sizeLine: Int?
    /// The line of the first command that is not `Set`, once seen.
    private var firstCommandLine: Int?
    /// The line each screenshot name was first used on.
    private var screenshotLines: [String: Int] = [:]

    init(fileName: String) {
        self.fileName = fileName
    }

    /// Every command name, for the message about an unknown one.
    static let commandNames: [String] = (
        ["Set", "Type", "Key"] + TapeKeys.commandKeys.map(\.name)
            + ["Ctrl+<key>", "Alt+<key>", "Shift+<key>", "Click", "Scroll", "Resize", "Sleep",
               "Wait", "Expect", "Screenshot", "Hide", "Show"]
    )

    mutating func parse(_ source: String) throws(TapeError) -> [TapeStep] {
        var steps: [TapeStep] = []
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, text) in lines.enumerated() {
            let lineNumber = offset + 1
            var scanner = TapeLineScanner(text, fileName: fileName, line: lineNumber)
            guard let first = scanner.peekWord(), !first.text.hasPrefix("#") else { continue }
            let command = try parseCommand(&scanner)
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            let source = String(trimmed.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            steps.append(TapeStep(command: command, line: lineNumber, source: source))
        }
        return steps
    }

    // MARK: - Commands

    private mutating func parseCommand(_ scanner: inout TapeLineScanner) throws(TapeError) -> TapeCommand {
        guard let word = scanner.nextWord() else { throw scanner.expected("a command") }
        if TapeKeys.isChord(word.text) {
            let event = try TapeKeys.keyEvent(word, in: scanner)
            try scanner.expectEnd(after: "'\(word.text)'")
            noteCommand(line: scanner.line)
            return .key(event, count: 1, speed: nil)
        }
        let (name, at) = Self.splitSpeed(word)
        if name == "Set" {
            try refuseSpeed(at, of: name, in: scanner)
            return try parseSetting(&scanner)
        }
        noteCommand(line: scanner.line)
        switch name {
        case "Type":
            let speed = try duration(at, of: name, in: scanner)
            let text = try scanner.quotedString(after: "'\(word.text)'")
            try scanner.expectEnd(after: "the text")
            return .type(text.text, speed: speed)
        case "Key":
            let speed = try duration(at, of: name, in: scanner)
            guard let keyWord = scanner.nextWord() else {
                throw scanner.expected("a key after 'Key', such as x, Enter, F5 or Ctrl+C")
            }
            let event = try TapeKeys.keyEvent(keyWord, in: scanner)
            return .key(event, count: try optionalCount(after: "'\(keyWord.text)'", in: &scanner), speed: speed)
        case "Click":
            try refuseSpeed(at, of: name, in: scanner)
            let point = try parsePoint(after: "'Click'", in: &scanner)
            try scanner.expectEnd(after: "the row")
            return .click(point)
        case "Scroll":
            try refuseSpeed(at, of: name, in: scanner)
            return try parseScroll(&scanner)
        case "Resize":
            try refuseSpeed(at, of: name, in: scanner)
            let size = try parseSize(after: "'Resize'", in: &scanner)
            try scanner.expectEnd(after: "the size")
            return .resize(size)
        case "Sleep":
            try refuseSpeed(at, of: name, in: scanner)
            guard let token = scanner.peekWord(), let duration = TapeValues.duration(token.text) else {
                throw scanner.expected("a duration such as 500ms or 2s after 'Sleep'")
            }
            _ = scanner.nextWord()
            try scanner.expectEnd(after: "the duration")
            return .sleep(duration)
        case "Wait":
            let timeout = try duration(at, of: name, in: scanner)
            let text = try scanner.quotedString(after: "'\(word.text)'")
            try scanner.expectEnd(after: "the text")
            return .wait(text.text, timeout: timeout)
        case "Expect":
            try refuseSpeed(at, of: name, in: scanner)
            var negated = false
            if !scanner.isAtQuote, scanner.peekWord()?.text == "not" {
                _ = scanner.nextWord()
                negated = true
            }
            let text = try scanner.quotedString(after: negated ? "'Expect not'" : "'Expect'")
            try scanner.expectEnd(after: "the text")
            return negated ? .expectAbsent(text.text) : .expect(text.text)
        case "Screenshot":
            try refuseSpeed(at, of: name, in: scanner)
            return try parseScreenshot(&scanner)
        case "Hide", "Show":
            try refuseSpeed(at, of: name, in: scanner)
            try scanner.expectEnd(after: "'\(name)'")
            return name == "Hide" ? .hide : .show
        default:
            guard let key = TapeKeys.commandKey(named: name) else {
                throw unknownCommand(word, in: scanner)
            }
            let speed = try duration(at, of: name, in: scanner)
            return .key(KeyEvent(key), count: try optionalCount(after: "'\(word.text)'", in: &scanner), speed: speed)
        }
    }

    private mutating func parseSetting(_ scanner: inout TapeLineScanner) throws(TapeError) -> TapeCommand {
        let settings = "Size, TypingSpeed or WaitTimeout"
        guard let setting = scanner.nextWord() else { throw scanner.expected("a setting after 'Set': \(settings)") }
        switch setting.text {
        case "Size":
            if let sizeLine {
                throw scanner.error(at: setting.column, "the size is already set on line \(sizeLine)")
            }
            if let firstCommandLine {
                throw scanner.error(
                    at: setting.column,
                    "'Set Size' must come before the first command (line \(firstCommandLine)); use 'Resize' to change the size later"
                )
            }
            sizeLine = scanner.line
            let size = try parseSize(after: "'Set Size'", in: &scanner)
            try scanner.expectEnd(after: "the size")
            return .set(.size(size))
        case "TypingSpeed", "WaitTimeout":
            guard let token = scanner.peekWord(), let duration = TapeValues.duration(token.text) else {
                throw scanner.expected("a duration such as 50ms or 1s after 'Set \(setting.text)'")
            }
            _ = scanner.nextWord()
            try scanner.expectEnd(after: "the duration")
            return .set(setting.text == "TypingSpeed" ? .typingSpeed(duration) : .waitTimeout(duration))
        default:
            throw scanner.error(at: setting.column, "unknown setting '\(setting.text)'; valid settings are \(settings)")
        }
    }

    private func parseScroll(_ scanner: inout TapeLineScanner) throws(TapeError) -> TapeCommand {
        let direction: ScrollDirection
        switch scanner.peekWord()?.text {
        case "Up": direction = .up
        case "Down": direction = .down
        default: throw scanner.expected("Up or Down after 'Scroll'")
        }
        _ = scanner.nextWord()
        let point = try parsePoint(after: "'Scroll \(direction == .up ? "Up" : "Down")'", in: &scanner)
        let count = try optionalCount(after: "the row", in: &scanner)
        return .scroll(direction, at: point, count: count)
    }

    private mutating func parseScreenshot(_ scanner: inout TapeLineScanner) throws(TapeError) -> TapeCommand {
        guard let name = scanner.nextWord() else {
            throw scanner.expected("a name after 'Screenshot' (letters, digits, '-', '_', '.')")
        }
        let allowed = name.text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
        guard allowed else {
            throw scanner.error(at: name.column, "invalid screenshot name '\(name.text)'; use ASCII letters, digits, '-', '_' and '.'")
        }
        guard name.text != "final" else {
            throw scanner.error(at: name.column, "the screenshot name 'final' is reserved for the last frame")
        }
        if let earlier = screenshotLines[name.text] {
            throw scanner.error(at: name.column, "the screenshot name '\(name.text)' is already used on line \(earlier)")
        }
        screenshotLines[name.text] = scanner.line
        try scanner.expectEnd(after: "the name")
        return .screenshot(name.text)
    }

    // MARK: - Values

    private func parsePoint(after context: String, in scanner: inout TapeLineScanner) throws(TapeError) -> Point {
        guard let column = scanner.peekWord().flatMap({ TapeValues.coordinate($0.text) }) else {
            throw scanner.expected("a zero-based column after \(context)")
        }
        _ = scanner.nextWord()
        guard let row = scanner.peekWord().flatMap({ TapeValues.coordinate($0.text) }) else {
            throw scanner.expected("a zero-based row after the column")
        }
        _ = scanner.nextWord()
        return Point(x: column, y: row)
    }

    private func parseSize(after context: String, in scanner: inout TapeLineScanner) throws(TapeError) -> Size {
        guard let size = scanner.peekWord().flatMap({ TapeValues.size($0.text) }) else {
            throw scanner.expected("a size such as 80x24 (1 to \(TapeValues.maximumSide) on each side) after \(context)")
        }
        _ = scanner.nextWord()
        return size
    }

    /// A count, or 1 when the line ends here.
    private func optionalCount(after context: String, in scanner: inout TapeLineScanner) throws(TapeError) -> Int {
        guard let token = scanner.peekWord() else { return 1 }
        guard let count = TapeValues.count(token.text) else {
            let isNumber = !token.text.isEmpty && token.text.allSatisfy { $0.isASCII && $0.isNumber }
            let what = isNumber ? "a count from 1 to \(TapeValues.maximumCount)" : "a count"
            throw scanner.expected("\(what) or end of line after \(context)")
        }
        _ = scanner.nextWord()
        try scanner.expectEnd(after: "the count")
        return count
    }

    /// The `@D` written after a command name, or nil without one.
    private func duration(_ at: TapeToken?, of name: String, in scanner: TapeLineScanner) throws(TapeError) -> Duration? {
        guard let at else { return nil }
        guard let duration = TapeValues.duration(at.text) else {
            let found = at.text.isEmpty ? "nothing" : "'\(at.text)'"
            throw scanner.error(at: at.column, "expected a duration such as 100ms or 1s after '\(name)@', found \(found)")
        }
        return duration
    }

    private func refuseSpeed(_ at: TapeToken?, of name: String, in scanner: TapeLineScanner) throws(TapeError) {
        guard let at else { return }
        throw scanner.error(at: at.column - 1, "'\(name)' takes no '@' duration")
    }

    /// Splits `Down@100ms` into `Down` and the token `100ms` (at its column).
    private static func splitSpeed(_ word: TapeToken) -> (name: String, at: TapeToken?) {
        guard let at = word.text.firstIndex(of: "@") else { return (word.text, nil) }
        let name = String(word.text[..<at])
        let value = String(word.text[word.text.index(after: at)...])
        return (name, TapeToken(text: value, column: word.column + name.count + 1))
    }

    private mutating func noteCommand(line: Int) {
        if firstCommandLine == nil { firstCommandLine = line }
    }

    private func unknownCommand(_ word: TapeToken, in scanner: TapeLineScanner) -> TapeError {
        let name = Self.splitSpeed(word).name
        var message = "unknown command '\(name)'"
        if let match = Self.commandNames.first(where: { $0.lowercased() == name.lowercased() }) {
            message += " (did you mean '\(match)'?)"
        }
        message += "; valid commands are " + Self.commandNames.joined(separator: ", ")
        return scanner.error(at: word.column, message)
    }
}
