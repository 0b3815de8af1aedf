import GraftTerminal

/// Turns the text of a tape into steps, collecting every mistake.
///
/// The grammar is VHS's (its README's command reference and its parser):
/// tokens separated by spaces or line breaks, so several commands may share a
/// line, plus Graft's own commands (`Key`, `Click`, `Scroll`, `Resize`,
/// `Expect`, `Home`, `Set Size`, named screenshots). After a mistake the
/// parser goes on at the next line, so one run reports every broken line.
struct TapeParser {
    let fileName: String
    let lexer: TapeLexer
    let tokens: [TapeToken]
    /// Reads a tape named by `Source`; nil when it cannot be read.
    let loadSource: (String) -> String?
    /// Whether this tape is being sourced by another (which may not source again).
    let isSourced: Bool
    var position = 0
    var errors: [TapeError] = []
    /// The line of `Set Size`, once seen.
    var sizeLine: Int?
    /// The line of the first command that is not `Set`, once seen.
    var firstCommandLine: Int?
    /// The line each screenshot name was first used on.
    var screenshotLines: [String: Int] = [:]

    init(source: String, fileName: String, isSourced: Bool = false, loadSource: @escaping (String) -> String?) {
        self.fileName = fileName
        self.lexer = TapeLexer(source)
        self.tokens = lexer.tokens()
        self.isSourced = isSourced
        self.loadSource = loadSource
    }

    /// Every command name, for the message about an unknown one.
    static let commandNames: [String] =
        (["Output", "Require", "Set", "Env", "Source", "Type", "Key"] + TapeKeys.commandKeys.map(\.name)
            + [
                "ScrollUp", "ScrollDown", "Ctrl+<key>", "Alt+<key>", "Shift+<key>", "Click", "Drag", "Scroll", "Resize", "Sleep",
                "Wait", "Expect", "Screenshot", "Copy", "Paste", "Hide", "Show",
            ])

    /// The words that are commands or settings, which are not read as bare strings.
    static let keywords: Set<String> = Set(commandNames + ["Ctrl", "Alt", "Shift"])

    /// The steps, and every mistake found.
    mutating func parse() -> (steps: [TapeStep], errors: [TapeError]) {
        var steps: [TapeStep] = []
        while position < tokens.count {
            let first = tokens[position]
            do throws(TapeError) {
                let commands = try parseCommand()
                let last = tokens[max(position - 1, 0)]
                let line = lexer.text(ofLine: first.line)
                let end = last.line == first.line ? last.endColumn : line.count + 1
                let source = String(Array(line)[(first.column - 1) ..< min(end - 1, line.count)])
                steps += commands.map { $0.line == 0 ? TapeStep(command: $0.command, line: first.line, source: source) : $0 }
            } catch {
                errors.append(error)
                let line = max(error.line, first.line)
                while position < tokens.count, tokens[position].line <= line { position += 1 }
            }
        }
        return (steps, errors)
    }

    // MARK: - Commands

    /// One command, or the steps of a sourced tape. Steps with line 0 take the command's line and text.
    private mutating func parseCommand() throws(TapeError) -> [TapeStep] {
        let word = tokens[position]
        position += 1
        func step(_ command: TapeCommand) -> [TapeStep] { [TapeStep(command: command, line: 0, source: "")] }
        guard word.kind == .word else { throw unknownCommand(word) }
        // `Ctrl+C`; any other word joined to a `+` (but `Wait+Screen`) reads as a chord too, for its error.
        if word.text != "Wait", let plus = peek(after: word), plus.text == "+", word.touches(plus) {
            noteCommand(word)
            return step(try parseChord(startingWith: word, count: false, speed: nil))
        }
        if word.text == "Set" { return step(.set(try parseSetting(after: word))) }
        // Declarations may come before or among the settings.
        if !["Output", "Require", "Env"].contains(word.text) { noteCommand(word) }
        switch word.text {
        case "Output":
            return step(.output(try parseOutputPath(after: word)))
        case "Require":
            let program = try stringArgument(after: word, what: "a program name after 'Require', such as git")
            return step(.require(program.text))
        case "Env":
            guard let name = argument(after: word), name.kind == .word || name.kind == .string else {
                throw expected("a variable name after 'Env', such as HELLO", after: word)
            }
            position += 1
            let value = try stringArgument(after: name, what: "a value after 'Env \(name.text)', such as \"world\"")
            return step(.env(name: name.text, value: value.text))
        case "Source":
            return try parseSource(after: word)
        case "Type":
            let speed = try optionalSpeed(after: word)
            return step(.type(try joinedStrings(after: word, command: "Type"), speed: speed))
        case "Copy":
            return step(.copy(try joinedStrings(after: word, command: "Copy")))
        case "Paste":
            return step(.paste)
        case "Key":
            let speed = try optionalSpeed(after: word)
            guard let key = argument(after: lastToken), key.kind != .string else {
                throw expected("a key after 'Key', such as x, Enter, F5 or Ctrl+C", after: lastToken)
            }
            return step(try parseChord(startingWith: key, count: true, speed: speed, consumeFirst: true))
        case "ScrollUp", "ScrollDown":
            let speed = try optionalSpeed(after: word)
            let count = try optionalCount(after: lastToken)
            return step(.scrollViewport(word.text == "ScrollUp" ? .up : .down, count: count, speed: speed))
        case "Click":
            try refuseSpeed(after: word)
            return step(.click(try parsePoint(after: word)))
        case "Drag":
            try refuseSpeed(after: word)
            let start = try parsePoint(after: word)
            return step(.drag(from: start, to: try parsePoint(after: lastToken)))
        case "Scroll":
            try refuseSpeed(after: word)
            return step(try parseScroll(after: word))
        case "Resize":
            try refuseSpeed(after: word)
            return step(.resize(try parseSize(after: word)))
        case "Sleep":
            try refuseSpeed(after: word)
            return step(.sleep(try duration(after: word, what: "a duration after 'Sleep', such as 0.5, 500ms or 2s")))
        case "Wait":
            return step(try parseWait(after: word))
        case "Expect":
            try refuseSpeed(after: word)
            var negated = false
            if let next = argument(after: word), next.kind == .word, next.text == "not" {
                position += 1
                negated = true
            }
            guard let text = argument(after: lastToken), text.kind == .string else {
                throw expected("a quoted string after \(negated ? "'Expect not'" : "'Expect'")", after: lastToken)
            }
            position += 1
            return step(negated ? .expectAbsent(text.text) : .expect(text.text))
        case "Screenshot":
            try refuseSpeed(after: word)
            return step(try parseScreenshot(after: word))
        case "Hide", "Show":
            try refuseSpeed(after: word)
            return step(word.text == "Hide" ? .hide : .show)
        default:
            guard let key = TapeKeys.commandKey(named: word.text) else { throw unknownCommand(word) }
            let speed = try optionalSpeed(after: word)
            return step(.key(KeyEvent(key), count: try optionalCount(after: lastToken), speed: speed))
        }
    }

    /// A chord such as `Ctrl+Alt+Left` (its `+`-joined tokens), or with
    /// `count`, a `Key` argument with an optional count after it.
    private mutating func parseChord(
        startingWith first: TapeToken, count: Bool, speed: Duration?,
        consumeFirst: Bool = false
    ) throws(TapeError) -> TapeCommand {
        if consumeFirst { position += 1 }
        var text = first.text
        var last = first
        // `Ctrl+C`, `Ctrl++`, `Alt+.`: a `+` and the token after it, all touching.
        while let plus = peek(after: last), plus.kind == .symbol, plus.text == "+", last.touches(plus) {
            position += 1
            text += "+"
            last = plus
            guard let key = peek(after: plus), plus.touches(key), [.word, .number, .symbol].contains(key.kind) else { break }
            position += 1
            text += key.text
            last = key
        }
        let event: KeyEvent
        do throws(TapeKeyError) {
            event = try TapeKeys.keyEvent(text, column: first.column)
        } catch {
            throw self.error(line: first.line, column: error.column, error.message)
        }
        return .key(event, count: count ? try optionalCount(after: last) : 1, speed: speed)
    }

    private mutating func parseOutputPath(after word: TapeToken) throws(TapeError) -> String {
        try refuseSpeed(after: word)
        let path = try pathArgument(after: word, what: "a file to write after 'Output', such as demo.svg")
        let name = path.text.split(separator: "/").last.map(String.init) ?? ""
        let hasExtension = name.dropFirst().contains(".")
        guard hasExtension || path.text.hasSuffix("/") else {
            let formats = RecordingFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            throw error(
                at: path, "expected a file name with an extension after 'Output', found '\(path.text)'",
                hint: "Output writes a recording, in the format its extension names: \(formats) (or a folder ending in /)")
        }
        return path.text
    }

    private mutating func parseSource(after word: TapeToken) throws(TapeError) -> [TapeStep] {
        let path = try pathArgument(after: word, what: "a tape to play after 'Source', such as setup.tape")
        guard path.text.hasSuffix(".tape") else {
            throw error(at: path, "expected a file ending in .tape after 'Source', found '\(path.text)'")
        }
        guard !isSourced else {
            throw error(at: word, "a sourced tape cannot source another ('Source \(path.text)')")
        }
        guard let text = loadSource(path.text) else {
            throw error(
                at: path, "cannot read the tape '\(path.text)'", hint: "Source reads a path relative to the current directory, as VHS does")
        }
        var parser = TapeParser(source: text, fileName: path.text, isSourced: true, loadSource: loadSource)
        let (steps, errors) = parser.parse()
        self.errors += errors
        // As in VHS, a sourced tape's Output lines do not replace this tape's.
        // Its steps are on this tape's Source line, and say where they came from.
        return steps.compactMap { step in
            if case .output = step.command { return nil }
            return TapeStep(command: step.command, line: word.line, source: "\(path.text):\(step.line): \(step.source)")
        }
    }

    private mutating func parseScroll(after word: TapeToken) throws(TapeError) -> TapeCommand {
        guard let token = argument(after: word), token.text == "Up" || token.text == "Down" else {
            throw expected("Up or Down after 'Scroll'", after: word)
        }
        position += 1
        let point = try parsePoint(after: token)
        let count = try optionalCount(after: lastToken)
        return .scroll(token.text == "Up" ? .up : .down, at: point, count: count)
    }

    private mutating func parseWait(after word: TapeToken) throws(TapeError) -> TapeCommand {
        var scope: WaitScope?
        if let plus = peek(after: word), plus.text == "+", word.touches(plus) {
            position += 1
            guard let name = peek(after: plus), plus.touches(name), let value = WaitScope(rawValue: name.text) else {
                throw expected("Screen or Line after 'Wait+'", after: plus)
            }
            position += 1
            scope = value
        }
        let timeout = try optionalSpeed(after: lastToken)
        if let timeout, timeout <= .zero {
            throw error(at: lastToken, "'Wait@' needs a duration above zero")
        }
        guard let argument = argument(after: lastToken), argument.kind == .regex || argument.kind == .string else {
            return .waitMatch(pattern: nil, scope: scope ?? .line, timeout: timeout)
        }
        position += 1
        if argument.kind == .string {
            guard scope != .line else {
                throw error(
                    at: argument, "'Wait+Line' takes a /regex/, found a string",
                    hint: "write Wait+Line /\(argument.text)/, or Wait \"\(argument.text)\" to look at the whole screen")
            }
            return .wait(argument.text, timeout: timeout)
        }
        try checkRegex(argument)
        return .waitMatch(pattern: argument.text, scope: scope ?? .line, timeout: timeout)
    }

    private mutating func parseScreenshot(after word: TapeToken) throws(TapeError) -> TapeCommand {
        guard let next = argument(after: word), [.word, .string, .number, .regex].contains(next.kind) else {
            throw expected("a name or a file after 'Screenshot', such as cart or cart.png", after: word)
        }
        let name = next.kind == .number ? next : try pathArgument(after: word, what: "a name or a file after 'Screenshot'")
        if next.kind == .number { position += 1 }
        let fileExtension = name.text.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if name.text.contains("/") || Self.screenshotExtensions.contains(fileExtension), name.text.contains(".") {
            guard Self.screenshotExtensions.contains(fileExtension) else {
                throw error(at: name, "expected a file ending in .png, .svg, .txt or .ansi after 'Screenshot', found '\(name.text)'")
            }
            return .screenshotFile(name.text)
        }
        let allowed = name.text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
        guard allowed else {
            throw error(
                at: name, "invalid screenshot name '\(name.text)'; use ASCII letters, digits, '-', '_' and '.'",
                hint: "a name keeps the frame in the recording; a file such as shot.svg is written")
        }
        guard name.text != "final" else {
            throw error(at: name, "the screenshot name 'final' is reserved for the last frame")
        }
        if let earlier = screenshotLines[name.text] {
            throw error(at: name, "the screenshot name '\(name.text)' is already used on line \(earlier)")
        }
        screenshotLines[name.text] = name.line
        return .screenshot(name.text)
    }

    /// The file types `Screenshot` writes (`png` is accepted and skipped with a warning).
    static let screenshotExtensions: Set<String> = ["png", "svg", "txt", "ansi"]

    private mutating func noteCommand(_ word: TapeToken) {
        if firstCommandLine == nil { firstCommandLine = word.line }
    }

    private func unknownCommand(_ word: TapeToken) -> TapeError {
        let name = word.text
        var hint = "valid commands are " + Self.commandNames.joined(separator: ", ")
        if let match = Self.commandNames.first(where: { $0.lowercased() == name.lowercased() }) {
            hint = "did you mean '\(match)'?"
        } else if word.kind == .string {
            hint = "to type text, write Type \(word.text.contains("\"") ? "'\(word.text)'" : "\"\(word.text)\"")"
        }
        let found = word.kind == .string ? "a string" : word.kind == .unterminated ? "an unterminated string" : "'\(name)'"
        return error(at: word, "unknown command \(found)", hint: hint)
    }
}
