/// A mistake in a tape, and where.
///
/// ``description`` reads like a compiler diagnostic, so editors and CI logs
/// can jump to the place; ``diagnostic`` adds the source line, a caret under
/// the mistake and a hint:
///
/// ```
/// tour.tape:12:6: expected a count from 1 to 9999 after 'Down', found 'x'
///    12 | Down x
///       |      ^
///   hint: ...
/// ```
public struct TapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name given to ``Tape/parse(_:fileName:loadingSource:)``.
    public var fileName: String
    /// The one-based line of the mistake.
    public var line: Int
    /// The one-based column (in characters) where the mistake starts.
    public var column: Int
    /// What was wrong and what would be valid there.
    public var message: String
    /// The line as written, for ``diagnostic``; empty when not known.
    public var sourceLine: String
    /// How to fix it, when there is more to say than the message.
    public var hint: String?

    /// Creates an error.
    public init(fileName: String, line: Int, column: Int, message: String, sourceLine: String = "", hint: String? = nil) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
        self.hint = hint
    }

    /// `FILE:LINE:COLUMN: MESSAGE`.
    public var description: String { "\(fileName):\(line):\(column): \(message)" }

    /// The description, then the source line with a caret under the column,
    /// then the hint, if any.
    public var diagnostic: String {
        var lines = [description]
        if !sourceLine.isEmpty {
            let number = String(line)
            let gutter = String(repeating: " ", count: max(5 - number.count, 1))
            let blank = String(repeating: " ", count: gutter.count + number.count)
            // Tabs stay tabs under the caret, so it lines up in any tab width.
            let lead = sourceLine.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
            lines.append("\(gutter)\(number) | \(sourceLine)")
            lines.append("\(blank) | \(lead)^")
        }
        if let hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}

/// Every mistake found in a tape (and in the tapes it sources), in order.
public struct TapeErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The mistakes, at least one.
    public var errors: [TapeError]

    /// Creates the list.
    public init(_ errors: [TapeError]) {
        self.errors = errors
    }

    /// Each error's ``TapeError/diagnostic``, then how many there are.
    public var description: String {
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        return (errors.map(\.diagnostic) + ["\(count) in \(Set(errors.map(\.fileName)).sorted().joined(separator: ", "))"])
            .joined(separator: "\n")
    }
}
