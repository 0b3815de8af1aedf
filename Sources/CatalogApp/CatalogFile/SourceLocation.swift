/// A place in a text file, counted from 1 as editors count.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters (Unicode scalars) from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Finds the line and column of the byte at `offset` in UTF-8 `bytes`.
    ///
    /// Positions are computed only when something is reported, so parsing
    /// never pays for counting lines.
    ///
    /// - Complexity: O(`offset`).
    init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
