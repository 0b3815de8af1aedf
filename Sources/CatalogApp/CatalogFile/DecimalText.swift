import Foundation

/// Exact decimal amounts from text such as `49`, `49.00` or `4.9e1`.
///
/// `Decimal(string:)` stops at the first character it does not understand
/// (`"12abc"` becomes 12) and depends on a locale; a price must be refused
/// instead, so the grammar is checked here first.
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
        var utf8 = text.utf8[...]
        if utf8.first == UInt8(ascii: "-") { return utf8.count > 1 ? .failure(.negative) : .failure(.notANumber) }
        var significand: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        var sawDigit = false
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func take(_ byte: UInt8, fraction: Bool) -> Bool {
            sawDigit = true
            // Leading zeros are not significant.
            if significand == 0, byte == UInt8(ascii: "0") {
                if fraction { exponent -= 1 }
                return true
            }
            digitCount += 1
            guard digitCount <= maximumDigits else { return false }
            significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            if fraction { exponent -= 1 }
            return true
        }
        while let byte = utf8.first, isDigit(byte) {
            guard take(byte, fraction: false) else { return .failure(.tooManyDigits) }
            utf8.removeFirst()
        }
        if utf8.first == UInt8(ascii: ".") {
            utf8.removeFirst()
            guard let first = utf8.first, isDigit(first), sawDigit else { return .failure(.notANumber) }
            while let byte = utf8.first, isDigit(byte) {
                guard take(byte, fraction: true) else { return .failure(.tooManyDigits) }
                utf8.removeFirst()
            }
        }
        guard sawDigit else { return .failure(.notANumber) }
        if utf8.first == UInt8(ascii: "e") || utf8.first == UInt8(ascii: "E") {
            utf8.removeFirst()
            var sign = 1
            if utf8.first == UInt8(ascii: "+") || utf8.first == UInt8(ascii: "-") {
                if utf8.first == UInt8(ascii: "-") { sign = -1 }
                utf8.removeFirst()
            }
            guard let first = utf8.first, isDigit(first) else { return .failure(.notANumber) }
            var power = 0
            while let byte = utf8.first, isDigit(byte) {
                power = min(power * 10 + Int(byte - UInt8(ascii: "0")), 1_000)
                utf8.removeFirst()
            }
            exponent += sign * power
        }
        guard utf8.isEmpty else { return .failure(.notANumber) }
        if significand == 0 { return .success(0) }
        guard (-100 ... 100).contains(exponent) else { return .failure(.outOfRange) }
        return .success(Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand)))
    }
}
