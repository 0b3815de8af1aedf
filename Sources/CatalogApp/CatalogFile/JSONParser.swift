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

/// A small RFC 8259 JSON parser over UTF-8 bytes that records where every
/// value and key begins.
///
/// Foundation's `JSONDecoder` reports neither line nor column, and a catalog
/// author needs both. Strings must be valid UTF-8; numbers keep their literal
/// text; nesting deeper than ``maximumDepth`` is refused rather than allowed
/// to exhaust the stack.
struct JSONParser {
    /// How deeply arrays and objects may nest.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one JSON document, which must hold exactly one value.
    ///
    /// - Throws: ``JSONProblem`` at the first place the text is not JSON.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONProblem) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A byte order mark is not JSON, but editors write one; skip it.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document; expected nothing more")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONProblem) -> JSONValue {
        guard index < bytes.count else {
            throw error("unexpected end of file; expected a value (an object, array, string, number, true, false or null)")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(kind: try parseObject(), offset: start)
        case UInt8(ascii: "["): return JSONValue(kind: try parseArray(), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), offset: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONValue(kind: .null, offset: start)
        default:
            throw error("unexpected \(describeCurrent()); expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func parseObject() throws(JSONProblem) -> JSONValue.Kind {
        try enterContainer()
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a member name in double quotes")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after the member name \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default:
                throw error("unexpected \(describeCurrent()); expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func parseArray() throws(JSONProblem) -> JSONValue.Kind {
        try enterContainer()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw error("unexpected \(describeCurrent()); expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func enterContainer() throws(JSONProblem) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("arrays and objects nest more than \(Self.maximumDepth) deep")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONProblem) {
        let start = index
        for expected in literal.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                index = start
                throw error("unexpected \(describeCurrent()); expected a value (an object, array, string, number, true, false or null)")
            }
            index += 1
        }
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONProblem) -> String {
        let start = index
        index += 1
        let contentStart = index
        var isASCII = true
        // The common case, a string without escapes, becomes one String.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try makeString(contentStart ..< index, isASCII: isASCII)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterError(byte) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        guard index < bytes.count else {
            index = start
            throw error("this string is not closed; expected a '\"' before the end of the file")
        }
        var text = try makeString(contentStart ..< index, isASCII: isASCII)
        var runStart = index
        isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                text += try makeString(runStart ..< index, isASCII: isASCII)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                text += try makeString(runStart ..< index, isASCII: isASCII)
                text.unicodeScalars.append(try parseEscape())
                runStart = index
                isASCII = true
            case ..<0x20:
                throw controlCharacterError(byte)
            default:
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
        }
        index = start
        throw error("this string is not closed; expected a '\"' before the end of the file")
    }

    /// The text of `range`, which must be valid UTF-8.
    private func makeString(_ range: Range<Int>, isASCII: Bool) throws(JSONProblem) -> String {
        let run = UnsafeBufferPointer(rebasing: bytes[range])
        // ASCII is valid UTF-8 as it is; only other text needs checking.
        if isASCII { return String(decoding: run, as: UTF8.self) }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = run.makeIterator()
        var position = range.lowerBound
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): position += scalar.count
            case .emptyInput: return String(decoding: run, as: UTF8.self)
            case .error: throw JSONProblem(offset: position, message: "this text is not valid UTF-8; catalog files must be UTF-8")
            }
        }
    }

    private func controlCharacterError(_ byte: UInt8) -> JSONProblem {
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character \(byte)"
        return error("\(name) inside a string; write it as an escape such as \\n or \\t, or close the string with '\"'")
    }

    private mutating func parseEscape() throws(JSONProblem) -> Unicode.Scalar {
        let escapeStart = index
        index += 1
        guard index < bytes.count else {
            index = escapeStart
            throw error("this string is not closed; expected a '\"' before the end of the file")
        }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHexQuad(escapeStart: escapeStart)
            if (0xD800 ... 0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONProblem(offset: escapeStart, message: "\\u\(hex(unit)) starts a surrogate pair but no \\uDC00-\\uDFFF follows")
                }
                let lowStart = index
                index += 2
                let low = try parseHexQuad(escapeStart: lowStart)
                guard (0xDC00 ... 0xDFFF).contains(low) else {
                    throw JSONProblem(offset: lowStart, message: "\\u\(hex(low)) is not the second half of a surrogate pair; expected \\uDC00-\\uDFFF")
                }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                if let scalar = Unicode.Scalar(value) { return scalar }
            } else if let scalar = Unicode.Scalar(UInt32(unit)) {
                return scalar
            }
            throw JSONProblem(offset: escapeStart, message: "\\u\(hex(unit)) is half of a surrogate pair; expected a whole character")
        default:
            index = escapeStart
            throw error("invalid escape; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
    }

    private mutating func parseHexQuad(escapeStart: Int) throws(JSONProblem) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0 ..< 4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw JSONProblem(offset: escapeStart, message: "\\u must be followed by four hexadecimal digits, such as \\u00E9")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONProblem) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            throw error("'-' must be followed by a digit")
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw JSONProblem(offset: start, message: "numbers cannot have leading zeros; write \(Int(String(decoding: bytes[start ..< index + 1], as: UTF8.self)) ?? 0) or put the number in quotes")
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw error("a decimal point must be followed by a digit") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error("an exponent must be followed by a digit") }
            skipDigits()
        }
        return String(decoding: bytes[start ..< index], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Reading

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private func error(_ message: String) -> JSONProblem {
        JSONProblem(offset: index, message: message)
    }

    /// The character at the current position, quoted, for an error message.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte < 0x20 { return byte == 0x0A ? "line break" : "control character \(byte)" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        var end = index + 1
        while end < bytes.count, end < index + 4, bytes[end] & 0b1100_0000 == 0b1000_0000 { end += 1 }
        return String(validating: bytes[index ..< end], as: UTF8.self).map { "'\($0)'" } ?? "byte 0x\(String(byte, radix: 16))"
    }
}
