import Foundation

/// Where a scanned JSON string is, so that a reader can compare it with a
/// name or keep it as text only when it needs to.
struct JSONStringToken {
    /// The offset of the opening quote.
    var start: Int
    /// The bytes between the quotes, as written.
    var content: Range<Int>
    /// Whether the content has escapes, which make its text differ from its bytes.
    var hasEscapes: Bool
}

extension JSONScanner {
    // MARK: - Scanning

    /// Reads a string (the read position must be at its opening quote) and
    /// checks it: escapes, no raw control characters, valid UTF-8.
    ///
    /// Eight bytes are looked at a time: a string's only interesting bytes
    /// are its closing quote, a backslash, control characters and bytes
    /// beyond ASCII, and most words of text have none. Plain ASCII text,
    /// nearly every string of a catalog, is done here; anything else is
    /// read again from the start by ``scanAnyString()``.
    @inline(__always)
    mutating func scanString() throws(JSONProblem) -> JSONStringToken {
        let start = index
        var position = start + 1
        while position + 8 <= bytes.count {
            let word = Self.word(at: position, in: bytes)
            let stops = Self.stopBits(in: word) | (word & Self.highBits)
            guard stops != 0 else {
                position += 8
                continue
            }
            let end = position + stops.trailingZeroBitCount / 8
            guard bytes[end] == UInt8(ascii: "\"") else { break }
            index = end + 1
            return JSONStringToken(start: start, content: start + 1 ..< end, hasEscapes: false)
        }
        return try scanAnyString()
    }

    /// Reads a string of any content: escapes, text beyond ASCII, the end of the file.
    private mutating func scanAnyString() throws(JSONProblem) -> JSONStringToken {
        let start = index
        index += 1
        let contentStart = index
        var hasEscapes = false
        var highBits: UInt64 = 0
        while true {
            while index + 8 <= bytes.count {
                let word = Self.word(at: index, in: bytes)
                let stops = Self.stopBits(in: word)
                guard stops != 0 else {
                    highBits |= word
                    index += 8
                    continue
                }
                let skipped = stops.trailingZeroBitCount / 8
                // Only the bytes before the stop belong to this stretch of text.
                highBits |= word & ((1 << (8 * UInt64(skipped))) &- 1)
                index += skipped
                break
            }
            guard index < bytes.count else {
                index = start
                throw error("this string is not closed; expected a '\"' before the end of the file")
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let content = contentStart ..< index
                index += 1
                if highBits & Self.highBits != 0 { try checkUTF8(content) }
                return JSONStringToken(start: start, content: content, hasEscapes: hasEscapes)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                _ = try scanEscape()
            case ..<0x20:
                throw controlCharacterError(byte)
            default:
                highBits |= UInt64(byte)
                index += 1
            }
        }
    }

    /// Bit 7 of every byte.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset`, the first in the lowest bits.
    @inline(__always)
    static func word(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }

    /// Bit 7 of each byte of `word` that is a quote, a backslash or a
    /// control character; the lowest set bit is exact (higher ones may be
    /// false alarms from a borrow, and are never looked at).
    @inline(__always)
    private static func stopBits(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl) & highBits
    }

    private func checkUTF8(_ range: Range<Int>) throws(JSONProblem) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
        var position = range.lowerBound
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): position += scalar.count
            case .emptyInput: return
            case .error: throw JSONProblem(offset: position, message: "this text is not valid UTF-8; catalog files must be UTF-8")
            }
        }
    }

    private func controlCharacterError(_ byte: UInt8) -> JSONProblem {
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character \(byte)"
        return error("\(name) inside a string; write it as an escape such as \\n or \\t, or close the string with '\"'")
    }

    // MARK: - Escapes

    /// Reads the escape at the read position (its backslash) and returns the character it stands for.
    private mutating func scanEscape() throws(JSONProblem) -> Unicode.Scalar {
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
            let unit = try scanHexQuad(escapeStart: escapeStart)
            if (0xD800 ... 0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONProblem(
                        offset: escapeStart, message: "\\u\(hex(unit)) starts a surrogate pair but no \\uDC00-\\uDFFF follows")
                }
                let lowStart = index
                index += 2
                let low = try scanHexQuad(escapeStart: lowStart)
                guard (0xDC00 ... 0xDFFF).contains(low) else {
                    throw JSONProblem(
                        offset: lowStart, message: "\\u\(hex(low)) is not the second half of a surrogate pair; expected \\uDC00-\\uDFFF")
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

    private mutating func scanHexQuad(escapeStart: Int) throws(JSONProblem) -> UInt16 {
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

    // MARK: - Text

    /// The text of a scanned string, escapes decoded.
    func string(_ token: JSONStringToken) -> String {
        guard token.hasEscapes else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.content]), as: UTF8.self) }
        var text = ""
        var reader = self
        reader.index = token.content.lowerBound
        var runStart = reader.index
        while reader.index < token.content.upperBound {
            guard bytes[reader.index] == UInt8(ascii: "\\") else {
                reader.index += 1
                continue
            }
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart ..< reader.index]), as: UTF8.self)
            // The escape was checked when the string was scanned.
            text.unicodeScalars.append((try? reader.scanEscape()) ?? "\u{FFFD}")
            runStart = reader.index
        }
        return text + String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart ..< token.content.upperBound]), as: UTF8.self)
    }

    /// Whether a scanned string's text is `name`, compared byte for byte.
    func string(_ token: JSONStringToken, is name: StaticString) -> Bool {
        guard !token.hasEscapes else { return string(token) == name.description }
        let count = name.utf8CodeUnitCount
        guard token.content.count == count else { return false }
        return memcmp(bytes.baseAddress.unsafelyUnwrapped + token.content.lowerBound, name.utf8Start, count) == 0
    }

    /// Whether a scanned string's text is blank: ASCII spaces, tabs and line breaks only.
    func isBlank(_ token: JSONStringToken) -> Bool {
        guard !token.hasEscapes else { return string(token).utf8.allSatisfy(Self.isBlank) }
        return bytes[token.content].allSatisfy(Self.isBlank)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether two scanned strings without escapes have the same bytes.
    func bytes(of token: JSONStringToken, equal other: Range<Int>) -> Bool {
        token.content.count == other.count
            && memcmp(
                bytes.baseAddress.unsafelyUnwrapped + token.content.lowerBound, bytes.baseAddress.unsafelyUnwrapped + other.lowerBound,
                other.count) == 0
    }
}
