/// Graft's parser for CommonMark's inline constructs, the Markdown a `Text`
/// shows: emphasis and strong emphasis (`*`, `_`), code spans, GitHub's
/// strikethrough (`~~`, `~`), inline links `[text](destination "title")`,
/// autolinks `<scheme:…>` and backslash escapes.
///
/// It follows the CommonMark 0.31 specification's algorithm: code spans and
/// escapes are resolved while scanning, `*`, `_` and `~` runs go on a
/// delimiter stack with the flanking rules deciding whether they may open or
/// close, `]` looks back for its `[`, and emphasis is matched from the stack
/// at the end (and within a link's text when the link closes). Blocks
/// (headings, lists, paragraphs) are not parsed: line breaks and spaces stay
/// as written, as Foundation's `.inlineOnlyPreservingWhitespace` keeps them.
/// Reference links, entities and raw HTML stay literal text.
///
/// Parsing is total: any string gives runs whose characters are the source's
/// minus the markup that matched.
@usableFromInline
struct MarkdownInlineParser {
    /// A piece of the output: text with the traits and link it ends up with.
    /// Nodes are never removed, only emptied, so indices stay valid.
    private struct Node {
        var text: String
        var traits: MarkdownTraits = []
        var link: String?
    }

    /// A run of `*`, `_` or `~` that may open or close emphasis.
    private struct Delimiter {
        /// The node holding the run's characters not yet matched.
        var node: Int
        var character: Character
        /// How many of the run's characters are left to match.
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
    }

    /// A `[` that may start a link.
    private struct Bracket {
        var node: Int
        /// The delimiters before the bracket, which a link's text leaves alone.
        var delimiterBottom: Int
        /// False once a link closed after it: links do not nest.
        var isActive: Bool
    }

    private let characters: [Character]
    private var position = 0
    private var nodes: [Node] = []
    private var pending = ""
    private var delimiters: [Delimiter] = []
    private var brackets: [Bracket] = []

    private init(_ source: String) {
        characters = Array(source)
    }

    /// The runs of `source`, adjacent runs of the same traits and link merged,
    /// empty ones left out.
    static func parse(_ source: String) -> [MarkdownRun] {
        var parser = MarkdownInlineParser(source)
        return parser.run()
    }

    /// Whether `string` has a character that can start markup; a string
    /// without one parses to itself.
    @usableFromInline
    static func mayContainMarkup(_ string: String) -> Bool {
        if let found = string.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isMarkupByte) }) {
            return found
        }
        return string.utf8.contains(where: isMarkupByte)
    }

    /// `*`, `_`, `` ` ``, `~`, `[`, `\` and `<`.
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2A, 0x5F, 0x60, 0x7E, 0x5B, 0x5C, 0x3C: true
        default: false
        }
    }

    private mutating func run() -> [MarkdownRun] {
        while position < characters.count {
            let character = characters[position]
            switch character {
            case "\\": scanBackslash()
            case "`": scanCodeSpan()
            case "*", "_", "~": scanDelimiterRun(character)
            case "[":
                appendNode(Node(text: "["))
                brackets.append(Bracket(node: nodes.count - 1, delimiterBottom: delimiters.count, isActive: true))
                position += 1
            case "]": scanCloseBracket()
            case "<": scanAutolink()
            default:
                pending.append(character)
                position += 1
            }
        }
        flushPending()
        processEmphasis(above: 0)
        return mergedRuns()
    }

    // MARK: Scanning

    private func character(at index: Int) -> Character? {
        index >= 0 && index < characters.count ? characters[index] : nil
    }

    private mutating func flushPending() {
        guard !pending.isEmpty else { return }
        nodes.append(Node(text: pending))
        pending = ""
    }

    private mutating func appendNode(_ node: Node) {
        flushPending()
        nodes.append(node)
    }

    /// `\*` is a literal `*`; a backslash before a line break is a hard
    /// break (the break stays); any other backslash is itself.
    private mutating func scanBackslash() {
        if let next = character(at: position + 1), next.isMarkdownASCIIPunctuation || next == "\n" {
            pending.append(next)
            position += 2
        } else {
            pending.append("\\")
            position += 1
        }
    }

    /// A run of n backticks opens a code span that the next run of exactly n
    /// closes; without one, the backticks are literal.
    private mutating func scanCodeSpan() {
        let start = position
        let length = runLength(of: "`", from: start)
        let contentStart = start + length
        var index = contentStart
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let closing = runLength(of: "`", from: index)
            if closing == length {
                appendNode(Node(text: Self.codeSpanContent(characters[contentStart ..< index]), traits: .code))
                position = index + closing
                return
            }
            index += closing
        }
        pending.append(String(repeating: "`", count: length))
        position = contentStart
    }

    /// A code span's characters: line breaks become spaces, and one space is
    /// stripped from each end when both ends have one and it is not all spaces.
    private static func codeSpanContent(_ content: ArraySlice<Character>) -> String {
        var text = String(content.map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
        if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
            text.removeFirst()
            text.removeLast()
        }
        return text
    }

    private func runLength(of character: Character, from start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end] == character { end += 1 }
        return end - start
    }

    /// A run of `*`, `_` or `~`: onto the delimiter stack if the flanking
    /// rules let it open or close, literal text otherwise.
    private mutating func scanDelimiterRun(_ delimiter: Character) {
        let start = position
        let length = runLength(of: delimiter, from: start)
        position = start + length
        let run = String(repeating: delimiter, count: length)
        // GitHub's strikethrough takes one or two tildes.
        if delimiter == "~", length > 2 {
            pending.append(contentsOf: run)
            return
        }
        let flanking = Flanking(before: character(at: start - 1), after: character(at: position))
        let canOpen: Bool
        let canClose: Bool
        if delimiter == "_" {
            canOpen = flanking.isLeft && (!flanking.isRight || flanking.isPunctuationBefore)
            canClose = flanking.isRight && (!flanking.isLeft || flanking.isPunctuationAfter)
        } else {
            canOpen = flanking.isLeft
            canClose = flanking.isRight
        }
        guard canOpen || canClose else {
            pending.append(contentsOf: run)
            return
        }
        appendNode(Node(text: run))
        delimiters.append(
            Delimiter(
                node: nodes.count - 1, character: delimiter, count: length, originalCount: length,
                canOpen: canOpen, canClose: canClose))
    }

    /// `]` closes the latest `[` as a link when an inline destination
    /// follows; otherwise it is literal, and so is that `[`.
    private mutating func scanCloseBracket() {
        position += 1
        guard let opener = brackets.last else {
            pending.append("]")
            return
        }
        brackets.removeLast()
        guard opener.isActive, let (destination, end) = linkTail(from: position) else {
            pending.append("]")
            return
        }
        flushPending()
        processEmphasis(above: opener.delimiterBottom)
        nodes[opener.node].text = ""
        for index in nodes.indices where index > opener.node && nodes[index].link == nil {
            nodes[index].link = destination
        }
        for index in brackets.indices { brackets[index].isActive = false }
        position = end
    }

    /// `<scheme:…>` is a link to itself; any other `<` is literal.
    private mutating func scanAutolink() {
        if let (uri, end) = autolink(from: position) {
            appendNode(Node(text: uri, link: uri))
            position = end
        } else {
            pending.append("<")
            position += 1
        }
    }

    // MARK: Links

    /// The destination of `(destination "title")` starting at `start`, and
    /// the index after its `)`.
    private func linkTail(from start: Int) -> (String, Int)? {
        guard character(at: start) == "(" else { return nil }
        var index = skippingWhitespace(from: start + 1)
        if character(at: index) == ")" { return ("", index + 1) }
        guard let (destination, afterDestination) = linkDestination(from: index) else { return nil }
        index = skippingWhitespace(from: afterDestination)
        if index > afterDestination, let opening = character(at: index), opening == "\"" || opening == "'" || opening == "(" {
            guard let afterTitle = linkTitleEnd(from: index, opening: opening) else { return nil }
            index = skippingWhitespace(from: afterTitle)
        }
        guard character(at: index) == ")" else { return nil }
        return (destination, index + 1)
    }

    private func skippingWhitespace(from start: Int) -> Int {
        var index = start
        while let character = character(at: index), character.isWhitespace { index += 1 }
        return index
    }

    /// `<any characters but line breaks and <>>` or a non-empty stretch
    /// without spaces or controls whose parentheses balance.
    private func linkDestination(from start: Int) -> (String, Int)? {
        var destination = ""
        var index = start
        if character(at: start) == "<" {
            index += 1
            while let character = character(at: index) {
                switch character {
                case ">": return (destination, index + 1)
                case "<", "\n", "\r\n", "\r": return nil
                case "\\":
                    if let next = self.character(at: index + 1), next.isMarkdownASCIIPunctuation {
                        destination.append(next)
                        index += 2
                        continue
                    }
                    destination.append(character)
                default: destination.append(character)
                }
                index += 1
            }
            return nil
        }
        var depth = 0
        while let character = character(at: index), !character.isWhitespace, !character.isMarkdownASCIIControl {
            if character == "\\", let next = self.character(at: index + 1), next.isMarkdownASCIIPunctuation {
                destination.append(next)
                index += 2
                continue
            }
            if character == "(" {
                depth += 1
            } else if character == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            destination.append(character)
            index += 1
        }
        guard depth == 0, index > start else { return nil }
        return (destination, index)
    }

    /// The index after a title opened by `opening` at `start`.
    private func linkTitleEnd(from start: Int, opening: Character) -> Int? {
        let closing: Character = opening == "(" ? ")" : opening
        var index = start + 1
        while let character = character(at: index) {
            if character == "\\", self.character(at: index + 1) != nil {
                index += 2
                continue
            }
            if character == closing { return index + 1 }
            if opening == "(", character == "(" { return nil }
            index += 1
        }
        return nil
    }

    /// `<scheme:rest>`: a scheme of 2 to 32 letters, digits, `+`, `.` or `-`
    /// starting with a letter, and no spaces, controls or `<>` after it.
    private func autolink(from start: Int) -> (String, Int)? {
        var index = start + 1
        var uri = ""
        while let character = character(at: index), character.isASCII,
            character.isLetter || (!uri.isEmpty && (character.isNumber || "+.-".contains(character)))
        {
            uri.append(character)
            index += 1
        }
        guard (2 ... 32).contains(uri.count), character(at: index) == ":" else { return nil }
        while let character = character(at: index), character != ">" {
            guard !character.isWhitespace, !character.isMarkdownASCIIControl, character != "<" else { return nil }
            uri.append(character)
            index += 1
        }
        guard character(at: index) == ">" else { return nil }
        return (uri, index + 1)
    }

    // MARK: Emphasis

    /// Matches closers with openers among the delimiters from `bottom` on,
    /// innermost first, then drops those delimiters: what is left of them is
    /// literal text.
    private mutating func processEmphasis(above bottom: Int) {
        var closerIndex = bottom
        while closerIndex < delimiters.count {
            let closer = delimiters[closerIndex]
            guard closer.canClose else {
                closerIndex += 1
                continue
            }
            guard let openerIndex = opener(for: closer, before: closerIndex, above: bottom) else {
                if closer.canOpen {
                    closerIndex += 1
                } else {
                    delimiters.remove(at: closerIndex)
                }
                continue
            }
            closerIndex = match(opener: openerIndex, closer: closerIndex)
        }
        if bottom < delimiters.count { delimiters.removeSubrange(bottom...) }
    }

    private func opener(for closer: Delimiter, before closerIndex: Int, above bottom: Int) -> Int? {
        var index = closerIndex - 1
        while index >= bottom {
            let candidate = delimiters[index]
            if candidate.canOpen, candidate.character == closer.character, Self.canMatch(candidate, closer) {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// Tildes match runs of their own length; `*` and `_` follow the rule of
    /// 3 when either run could both open and close.
    private static func canMatch(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        if closer.character == "~" { return opener.count == closer.count }
        guard opener.canClose || closer.canOpen else { return true }
        let sum = opener.originalCount + closer.originalCount
        return sum % 3 != 0 || (opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
    }

    /// Marks the nodes between the two runs, takes the characters used from
    /// each run's inner side, and returns the index of the next closer to try.
    private mutating func match(opener openerIndex: Int, closer closerIndex: Int) -> Int {
        var opener = delimiters[openerIndex]
        var closer = delimiters[closerIndex]
        let used: Int
        let trait: MarkdownTraits
        if closer.character == "~" {
            used = closer.count
            trait = .strikethrough
        } else if opener.count >= 2, closer.count >= 2 {
            used = 2
            trait = .strong
        } else {
            used = 1
            trait = .emphasis
        }
        if opener.node + 1 < closer.node {
            for index in (opener.node + 1) ..< closer.node { nodes[index].traits.insert(trait) }
        }
        opener.count -= used
        closer.count -= used
        nodes[opener.node].text = String(repeating: opener.character, count: opener.count)
        nodes[closer.node].text = String(repeating: closer.character, count: closer.count)
        delimiters[openerIndex] = opener
        delimiters[closerIndex] = closer
        // Delimiters between the two can no longer match: they are text.
        delimiters.removeSubrange((openerIndex + 1) ..< closerIndex)
        var next = openerIndex + 1
        if closer.count == 0 { delimiters.remove(at: next) }
        if opener.count == 0 {
            delimiters.remove(at: openerIndex)
            next -= 1
        }
        return next
    }

    // MARK: Output

    private func mergedRuns() -> [MarkdownRun] {
        var runs: [MarkdownRun] = []
        for node in nodes where !node.text.isEmpty {
            if let last = runs.last, last.traits == node.traits, last.link == node.link {
                runs[runs.count - 1].text += node.text
            } else {
                runs.append(MarkdownRun(node.text, traits: node.traits, link: node.link))
            }
        }
        return runs
    }
}

/// Whether a delimiter run is left- or right-flanking, from the characters
/// around it (CommonMark 0.31, section 6.2). The start and end of the text
/// count as whitespace.
private struct Flanking {
    let isLeft: Bool
    let isRight: Bool
    let isPunctuationBefore: Bool
    let isPunctuationAfter: Bool

    init(before: Character?, after: Character?) {
        let whitespaceBefore = before?.isWhitespace ?? true
        let whitespaceAfter = after?.isWhitespace ?? true
        isPunctuationBefore = before?.isMarkdownPunctuation ?? false
        isPunctuationAfter = after?.isMarkdownPunctuation ?? false
        isLeft = !whitespaceAfter && (!isPunctuationAfter || whitespaceBefore || isPunctuationBefore)
        isRight = !whitespaceBefore && (!isPunctuationBefore || whitespaceAfter || isPunctuationAfter)
    }
}

extension Character {
    /// CommonMark's Unicode punctuation: general categories P and S.
    fileprivate var isMarkdownPunctuation: Bool { isPunctuation || isSymbol }

    /// The ASCII punctuation a backslash escapes.
    fileprivate var isMarkdownASCIIPunctuation: Bool {
        guard let value = asciiValue else { return false }
        return (33 ... 47).contains(value) || (58 ... 64).contains(value) || (91 ... 96).contains(value)
            || (123 ... 126).contains(value)
    }

    fileprivate var isMarkdownASCIIControl: Bool {
        guard let value = asciiValue else { return false }
        return value < 32 || value == 127
    }
}
