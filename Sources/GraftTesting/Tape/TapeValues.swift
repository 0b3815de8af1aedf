import GraftTerminal

/// The values tape commands take: durations, counts, sizes and coordinates.
enum TapeValues {
    /// The largest count a repeated key or scroll accepts.
    static let maximumCount = 9_999
    /// The largest screen side `Set Size` and `Resize` accept.
    static let maximumSide = 1_000
    /// The largest column or row `Click` and `Scroll` accept.
    static let maximumCoordinate = 9_999

    /// A duration such as `500ms`, `1s`, `0.5s` or `1.25ms`: a decimal number
    /// with at most nine digits on each side of the point, then `ms` or `s`.
    static func duration(_ text: String) -> Duration? {
        let unitLength: Int
        let nanosecondsPerUnit: Int64
        if text.hasSuffix("ms") {
            unitLength = 2
            nanosecondsPerUnit = 1_000_000
        } else if text.hasSuffix("s") {
            unitLength = 1
            nanosecondsPerUnit = 1_000_000_000
        } else {
            return nil
        }
        let number = text.dropLast(unitLength)
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 9, whole.allSatisfy(\.isASCIIDigit),
              let wholeValue = Int64(whole) else { return nil }
        var nanoseconds = wholeValue * nanosecondsPerUnit
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
            var scale = nanosecondsPerUnit
            for digit in fraction {
                scale /= 10
                nanoseconds += Int64(digit.wholeNumberValue ?? 0) * scale
            }
        }
        return .nanoseconds(nanoseconds)
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
              (1 ... maximumSide).contains(width), (1 ... maximumSide).contains(height) else { return nil }
        return Size(width: width, height: height)
    }

    /// Up to nine ASCII digits, and nothing else.
    private static func decimal(_ text: String) -> Int? {
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
