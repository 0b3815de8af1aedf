/// Why a tape could not be parsed, and where.
///
/// The description reads like a compiler diagnostic, so editors and CI logs
/// can jump to the place:
///
/// ```
/// tour.tape:12:6: expected a count or end of line after 'Down', found 'x'
/// ```
public struct TapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name given to ``Tape/parse(_:fileName:)``.
    public var fileName: String
    /// The one-based line of the mistake.
    public var line: Int
    /// The one-based column (in characters) where the mistake starts.
    public var column: Int
    /// What was wrong and what would be valid there.
    public var message: String

    /// Creates an error.
    public init(fileName: String, line: Int, column: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: MESSAGE`.
    public var description: String { "\(fileName):\(line):\(column): \(message)" }
}
