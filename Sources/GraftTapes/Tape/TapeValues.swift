import GraftTerminal

/// The values tape commands take: durations, counts, sizes and coordinates.
enum TapeValues {
    /// The largest count a repeated key or scroll accepts.
    static let maximumCount = 9_999
    /// The largest screen side `Set Size` and `Resize` accept.
    static let maximumSide = 1_000
    /// The largest column or row `Click` and `Scroll` accept.
    static let maximumCoordinate = 9_999

    /// A duration as VHS writes one: a decimal number, then `ms`, `s`, `m`
    /// or nothing (seconds): `500ms`, `1s`, `0.5`, `.5`, `2m`. At most nine
    /// digits on each side of the point.
    static func duration(_ text: String) -> Duration? {
        let number = text.prefix { $0.isASCIIDigit || $0 == "." }
        let nanosecondsPerUnit: Int64
        switch text.dropFirst(number.count) {
        case "ms": nanosecondsPerUnit = 1_000_000
        case "s", "": nanosecondsPerUnit = 1_000_000_000
        case "m": nanosecondsPerUnit = 60_000_000_000
        default: return nil
        }
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, whole.count <= 9, whole.count + (parts.count == 2 ? parts[1].count : 0) > 0,
            whole.allSatisfy(\.isASCIIDigit)
        else { return nil }
        var nanoseconds = (Int64(whole) ?? 0) * nanosecondsPerUnit
        if parts.count == 2 {
            let fraction = parts[1]
            guard fraction.count <= 9, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
            var scale = nanosecondsPerUnit
            for digit in fraction {
                scale /= 10
                nanoseconds += Int64(digit.wholeNumberValue ?? 0) * scale
            }
        }
        return .nanoseconds(nanoseconds)
    }

    /// A decimal number such as `22`, `1.2` or `.5`, not negative.
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.count <= 12, text.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
            text.filter({ $0 == "." }).count <= 1, text != "."
        else { return nil }
        return Double(text.hasPrefix(".") ? "0" + text : text)
    }

    /// A count from 1 to ``maximumCount``, in decimal digits.
    static func count(_ text: String) -> Int? {
        guard let value = decimal(text), (1 ... maximumCount).contains(value) else { return nil }
        return value
    }

    /// A zero-based column or row, from 0 to ``maximumCoordinate``.
    static func coordinate(_ text: String) -> Int? {
        guard let value = decimal(text), value <= maximumCoordinate else { return nil }
        return value
    }

    /// A size `WxH`, each side from 1 to ``maximumSide``.
    static func size(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let width = decimal(String(parts[0])), let height = decimal(String(parts[1])),
            (1 ... maximumSide).contains(width), (1 ... maximumSide).contains(height)
        else { return nil }
        return Size(width: width, height: height)
    }

    /// Up to nine ASCII digits, and nothing else.
    static func decimal(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    fileprivate var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(ascii)
    }
}

extension Duration {
    /// The duration as a tape writes it: `500ms`, `2s`, `1.5s`, `0.25ms`.
    var tapeDescription: String {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds >= 1_000_000_000 { return Self.decimal(nanoseconds, scale: 1_000_000_000) + "s" }
        return Self.decimal(nanoseconds, scale: 1_000_000) + "ms"
    }

    /// `value / scale` in decimal, without trailing zeros.
    private static func decimal(_ value: Int64, scale: Int64) -> String {
        let whole = value / scale
        var fraction = String(value % scale)
        let digits = String(scale).count - 1
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
    }
}
