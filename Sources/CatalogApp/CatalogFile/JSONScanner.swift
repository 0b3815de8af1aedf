import Foundation

/// Something wrong at a byte offset of a JSON file: its syntax, or a value
/// its schema does not allow.
struct JSONProblem: Error, Equatable {
    /// Where the problem is.
    var offset: Int
    /// What was wrong and what would be valid.
    var message: String
    /// An earlier place the message refers to, such as the first use of a duplicated id.
    var relatedOffset: Int?
}

/// Reads RFC 8259 JSON from UTF-8 bytes one token at a time, for a reader
/// that knows from its schema what comes next.
///
/// Nothing is built that the reader does not ask for: no tree of values,
/// no `String` for a key (keys are compared as bytes), and no line or
/// column (a ``JSONProblem`` has only the byte offset; whoever reports it
/// counts lines then). Every string is checked as it is scanned (escapes,
/// control characters, UTF-8), so problems surface in document order.
/// Nesting deeper than ``maximumDepth`` is refused rather than allowed to
/// exhaust the stack.
///
/// ```
/// {"products": [{"id": "pen", "price": "4.50"}]}
/// ^beginObject  ^beginArray    ^scanString ^scanString...
/// ```
struct JSONScanner {
    /// How deeply arrays and objects may nest.
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var index = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A byte order mark is not JSON, but editors write one; skip it.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// The byte at the read position, or nil at the end.
    var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    // MARK: - Structure

    /// Reads `{` and the whitespace after it; false, with the `}` read too,
    /// when the object is empty.
    mutating func beginObject() throws(JSONProblem) -> Bool {
        try enterContainer()
        index += 1
        skipWhitespace()
        guard current == UInt8(ascii: "}") else { return true }
        index += 1
        depth -= 1
        return false
    }

    /// Reads a member's key and the `:` after it, leaving the scanner at the value.
    mutating func scanKey() throws(JSONProblem) -> JSONStringToken {
        guard current == UInt8(ascii: "\"") else {
            throw error("unexpected \(describeCurrent()); expected a member name in double quotes")
        }
        let key = try scanString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
            throw error("unexpected \(describeCurrent()); expected ':' after the member name \"\(string(key))\"")
        }
        index += 1
        skipWhitespace()
        return key
    }

    /// Reads what follows a member's value: true after a `,` (another member
    /// follows, whitespace skipped), false after the object's `}`.
    mutating func endMember() throws(JSONProblem) -> Bool {
        try endItem(closedBy: UInt8(ascii: "}"), expected: "',' or '}' after an object member")
    }

    /// Reads `[` and the whitespace after it; false, with the `]` read too,
    /// when the array is empty.
    mutating func beginArray() throws(JSONProblem) -> Bool {
        try enterContainer()
        index += 1
        skipWhitespace()
        guard current == UInt8(ascii: "]") else { return true }
        index += 1
        depth -= 1
        return false
    }

    /// Reads what follows an array element: true after a `,` (whitespace
    /// skipped), false after the array's `]`.
    mutating func endElement() throws(JSONProblem) -> Bool {
        try endItem(closedBy: UInt8(ascii: "]"), expected: "',' or ']' after an array element")
    }

    /// Reads a `,` (true, whitespace after it skipped) or the container's
    /// closing byte (false), or names what was expected.
    private mutating func endItem(closedBy closing: UInt8, expected: String) throws(JSONProblem) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            return true
        case closing:
            index += 1
            depth -= 1
            return false
        default:
            throw error("unexpected \(describeCurrent()); expected \(expected)")
        }
    }

    /// Checks that only whitespace follows the document's value.
    mutating func finish() throws(JSONProblem) {
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the document; expected nothing more")
        }
    }

    private mutating func enterContainer() throws(JSONProblem) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("arrays and objects nest more than \(Self.maximumDepth) deep")
        }
    }

    // MARK: - Any value

    /// What kind of value starts at the read position, judged by its first byte.
    func kindOfCurrentValue() throws(JSONProblem) -> JSONValueKind {
        guard let byte = current else {
            throw error("unexpected end of file; expected a value (an object, array, string, number, true, false or null)")
        }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"): return .true
        case UInt8(ascii: "f"): return .false
        case UInt8(ascii: "n"): return .null
        default: throw error("unexpected \(describeCurrent()); expected a value (an object, array, string, number, true, false or null)")
        }
    }

    /// Reads and checks a whole value of any kind, for a reader that has no
    /// use for it but must not let a syntax error behind it pass.
    ///
    /// - Returns: The value's kind, for a message saying what was found.
    @discardableResult
    mutating func skipValue() throws(JSONProblem) -> JSONValueKind {
        let kind = try kindOfCurrentValue()
        switch kind {
        case .object:
            guard try beginObject() else { break }
            repeat {
                _ = try scanKey()
                try skipValue()
            } while try endMember()
        case .array:
            guard try beginArray() else { break }
            repeat {
                try skipValue()
            } while try endElement()
        case .string: _ = try scanString()
        case .number: _ = try scanNumber()
        case .true: try expectLiteral(Self.trueLiteral)
        case .false: try expectLiteral(Self.falseLiteral)
        case .null: try expectLiteral(Self.nullLiteral)
        }
        return kind
    }

    // MARK: - Scalars

    private static let trueLiteral = ShortName("true")
    private static let falseLiteral = ShortName("false")
    private static let nullLiteral = ShortName("null")

    /// Reads the literal `true` or `false`.
    mutating func scanBool() throws(JSONProblem) -> Bool {
        if current == UInt8(ascii: "t") {
            try expectLiteral(Self.trueLiteral)
            return true
        }
        try expectLiteral(Self.falseLiteral)
        return false
    }

    /// Reads `null`.
    mutating func scanNull() throws(JSONProblem) {
        try expectLiteral(Self.nullLiteral)
    }

    private mutating func expectLiteral(_ literal: ShortName) throws(JSONProblem) {
        guard bytes(at: index, are: literal) else {
            throw error("unexpected \(describeCurrent()); expected a value (an object, array, string, number, true, false or null)")
        }
        index += literal.count
    }

    /// Reads a number and returns the range of its literal text, so that
    /// whoever needs its value can convert it without losing a digit.
    mutating func scanNumber() throws(JSONProblem) -> Range<Int> {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first.isDigit else {
            throw error("'-' must be followed by a digit")
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, next.isDigit {
            let literal = String(decoding: bytes[start ... index], as: UTF8.self)
            throw JSONProblem(
                offset: start, message: "numbers cannot have leading zeros; write \(Int(literal) ?? 0) or put the number in quotes")
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, digit.isDigit else { throw error("a decimal point must be followed by a digit") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, digit.isDigit else { throw error("an exponent must be followed by a digit") }
            skipDigits()
        }
        return start ..< index
    }

    private mutating func skipDigits() {
        while let byte = current, byte.isDigit { index += 1 }
    }

    // MARK: - Reading

    /// Skips spaces, tabs and line breaks.
    @inline(__always)
    mutating func skipWhitespace() {
        // Most tokens are followed by one space or none.
        if index < bytes.count, bytes[index] > UInt8(ascii: " ") { return }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    /// A problem at the read position.
    func error(_ message: String) -> JSONProblem {
        JSONProblem(offset: index, message: message)
    }

    /// The character at the read position, quoted, for an error message.
    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte < 0x20 { return byte == 0x0A ? "line break" : "control character \(byte)" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        var end = index + 1
        while end < bytes.count, end < index + 4, bytes[end] & 0b1100_0000 == 0b1000_0000 { end += 1 }
        return String(validating: bytes[index ..< end], as: UTF8.self).map { "'\($0)'" } ?? "byte 0x\(String(byte, radix: 16))"
    }
}

/// The kinds of JSON value, named as error messages name what they found.
enum JSONValueKind {
    case object, array, string, number, `true`, `false`, null

    /// The kind in words: "an object", "a number", "true".
    var description: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true: "true"
        case .false: "false"
        case .null: "null"
        }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII digit.
    var isDigit: Bool {
        self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
    }
}

extension JSONScanner {
    /// How many `{` are left in the file: at least as many as the objects
    /// still to come, so a reader can reserve room for them in one go
    /// rather than grow (and copy, and rehash) as it reads.
    ///
    /// - Complexity: O(n) in the bytes left, at `memchr` speed.
    func countOfObjectsAhead() -> Int {
        guard let base = bytes.baseAddress, index < bytes.count else { return 0 }
        var count = 0
        var position = base + index
        let end = base + bytes.count
        while position < end, let hit = memchr(position, Int32(UInt8(ascii: "{")), end - position) {
            count += 1
            position = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return count
    }
}
