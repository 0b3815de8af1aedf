/// A JSON value that remembers where in its file it began, so that whoever
/// checks it can point at the exact place a value is wrong.
struct JSONValue {
    /// A member of an object, with the position of its key.
    struct Member {
        var key: String
        var keyOffset: Int
        var value: JSONValue
    }

    /// The value's content.
    enum Kind {
        case object([Member])
        case array([JSONValue])
        case string(String)
        /// A number, kept as its literal text so that no precision is lost.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// The byte offset of the value's first character in the file.
    var offset: Int

    /// What kind of value this is, in words for an error message.
    var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }
}

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
