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
        let count = text.count
        var index = 0
        if count > 0, text[0] == UInt8(ascii: "-") { return count > 1 ? .failure(.negative) : .failure(.notANumber) }
        var significand: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        // Integer digits, then fraction digits; leading zeros are not significant.
        let integerStart = index
        while index < count, text[index].isDigit {
            let digit = UInt64(text[index] &- UInt8(ascii: "0"))
            index += 1
            if significand == 0, digit == 0 { continue }
            digitCount += 1
            guard digitCount <= maximumDigits else { return .failure(.tooManyDigits) }
            significand = significand &* 10 &+ digit
        }
        let sawIntegerDigit = index > integerStart
        if index < count, text[index] == UInt8(ascii: ".") {
            index += 1
            guard sawIntegerDigit, index < count, text[index].isDigit else { return .failure(.notANumber) }
            while index < count, text[index].isDigit {
                let digit = UInt64(text[index] &- UInt8(ascii: "0"))
                index += 1
                exponent -= 1
                if significand == 0, digit == 0 { continue }
                digitCount += 1
                guard digitCount <= maximumDigits else { return .failure(.tooManyDigits) }
                significand = significand &* 10 &+ digit
            }
        }
        guard sawIntegerDigit else { return .failure(.notANumber) }
        if index < count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            var sign = 1
            if index < count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                if text[index] == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            guard index < count, text[index].isDigit else { return .failure(.notANumber) }
            var power = 0
            while index < count, text[index].isDigit {
                power = min(power * 10 + Int(text[index] &- UInt8(ascii: "0")), 1_000)
                index += 1
            }
            exponent += sign * power
        }
        guard index == count else { return .failure(.notANumber) }
        if significand == 0 { return .success(0) }
        guard (-100 ... 100).contains(exponent) else { return .failure(.outOfRange) }
        return .success(Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand)))
    }
}
