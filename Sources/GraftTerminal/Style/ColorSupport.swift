/// How many colors a terminal can show, from none to 24-bit.
///
/// Ordered: a terminal that supports a level supports every lower one.
public enum ColorSupport: Int, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    /// No color at all (a monochrome terminal, or `NO_COLOR` is set).
    /// Attributes such as bold and reverse still show.
    case none
    /// The 8 basic colors.
    case ansi8
    /// The 16 ANSI colors.
    case ansi16
    /// The 256-color palette.
    case indexed256
    /// 24-bit RGB.
    case trueColor

    /// Orders levels from `none` to `trueColor`.
    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name.
    public var description: String {
        switch self {
        case .none: "none"
        case .ansi8: "8 colors"
        case .ansi16: "16 colors"
        case .indexed256: "256 colors"
        case .trueColor: "24-bit color"
        }
    }

    /// The level for a terminal that reports `colorCount` colors, after the
    /// `NO_COLOR` convention (https://no-color.org): when the variable is set
    /// to anything but the empty string, there is no color.
    ///
    /// - Parameters:
    ///   - colorCount: What the terminal description reports (ncurses `COLORS`).
    ///   - environment: The process environment to read `NO_COLOR` from.
    public static func detect(colorCount: Int, environment: [String: String]) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        switch colorCount {
        case 1 << 24 ... Int.max: return .trueColor
        case 256 ..< 1 << 24: return .indexed256
        case 16 ..< 256: return .ansi16
        case 8 ..< 16: return .ansi8
        default: return .none
        }
    }
}
