import Foundation

/// Exact decimal amounts from text such as `49`, `49.00` or `4.9e1`.
///
/// `Decimal(string:)` stops at the first character it does not understand
/// (`"12abc"` becomes 12) and depends on a locale; a price must be refused
/// instead, so the grammar is checked here, straight from the file's bytes,
/// and the `Decimal` made from the integer significand and exponent.
enum DecimalText {
    /// Why a text is not an amount, phrased to follow `"price"`.
    enum Problem: String, Error {
        case notANumber = "must be a decimal number such as 49 or \"49.00\""
        case negative = "cannot be negative"
        case tooManyDigits = "has more than 18 significant digits"
        case outOfRange = "is too large or too small"
    }

    private static let maximumDigits = 18

    /// Parses a non-negative amount: digits, an optional fraction, an optional exponent.
    static func parse(_ text: String) -> Result<Decimal, Problem> {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// Parses a non-negative amount from UTF-8 `text`.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<Decimal, Problem> {
        var index = 0
        func next() -> UInt8? { index < text.count ? text[index] : nil }
        if next() == UInt8(ascii: "-") { return text.count > 1 ? .failure(.negative) : .failure(.notANumber) }
        var significand: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        var sawDigit = false
        // Reads a run of digits into the significand; false when there are too many.
        func takeDigits(fraction: Bool) -> Bool {
            while let byte = next(), byte.isDigit {
                index += 1
                sawDigit = true
                if fraction { exponent -= 1 }
                // Leading zeros are not significant.
                if significand == 0, byte == UInt8(ascii: "0") { continue }
                digitCount += 1
                guard digitCount <= maximumDigits else { return false }
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            }
            return true
        }
        guard takeDigits(fraction: false) else { return .failure(.tooManyDigits) }
        if next() == UInt8(ascii: ".") {
            index += 1
            guard let first = next(), first.isDigit, sawDigit else { return .failure(.notANumber) }
            guard takeDigits(fraction: true) else { return .failure(.tooManyDigits) }
        }
        guard sawDigit else { return .failure(.notANumber) }
        if next() == UInt8(ascii: "e") || next() == UInt8(ascii: "E") {
            index += 1
            var sign = 1
            if next() == UInt8(ascii: "+") || next() == UInt8(ascii: "-") {
                if next() == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            guard let first = next(), first.isDigit else { return .failure(.notANumber) }
            var power = 0
            while let byte = next(), byte.isDigit {
                power = min(power * 10 + Int(byte - UInt8(ascii: "0")), 1_000)
                index += 1
            }
            exponent += sign * power
        }
        guard index == text.count else { return .failure(.notANumber) }
        if significand == 0 { return .success(0) }
        guard (-100 ... 100).contains(exponent) else { return .failure(.outOfRange) }
        return .success(Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand)))
    }
}
