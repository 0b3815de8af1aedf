import Cassowary

/// How strongly Auto Layout tries to satisfy a constraint, from just above 0
/// to 1000 (``required``).
///
/// A required constraint is satisfied exactly or, when it contradicts other
/// required constraints, broken and reported (see ``TUILayoutDiagnostics``).
/// Lower priorities are optional. Priorities are strict levels: satisfying
/// one constraint of a higher priority always beats any number of
/// constraints of a lower one. Within one priority, Auto Layout minimizes the
/// total error.
///
/// ```swift
/// let preferred = label.widthAnchor.constraint(equalToConstant: 20)
/// preferred.priority = .defaultHigh - 1
/// ```
public struct TUILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority's value.
    public var rawValue: Float

    /// Creates a priority.
    ///
    /// - Parameter rawValue: A value in `0 < rawValue ≤ 1000`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a literal such as `750` or `999.5`.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal such as `750`.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must be satisfied.
    public static let required = TUILayoutPriority(1000)
    /// 750: the priority of a button's compression resistance.
    public static let defaultHigh = TUILayoutPriority(750)
    /// 510: a window drag that can resize the scene.
    public static let dragThatCanResizeScene = TUILayoutPriority(510)
    /// 500: the scene keeps its size.
    public static let sceneSizeStayPut = TUILayoutPriority(500)
    /// 490: a window drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = TUILayoutPriority(490)
    /// 250: the priority of a button's content hugging.
    public static let defaultLow = TUILayoutPriority(250)
    /// 50: the priority at which ``TUIView/systemLayoutSizeFitting(_:)`` asks
    /// for the target size.
    public static let fittingSizeLevel = TUILayoutPriority(50)

    /// Whether the priority is ``required``.
    var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength of this priority. A value outside
    /// `0 < priority ≤ 1000` is a programmer error and traps.
    var strength: Strength {
        precondition(
            rawValue > 0 && rawValue <= 1000,
            "TUILayoutPriority: a priority must be in 0 < priority ≤ 1000, got \(rawValue)")
        return Strength(priority: rawValue)
    }

    /// Orders priorities by value.
    public static func < (lhs: TUILayoutPriority, rhs: TUILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by `rhs`.
    public static func + (lhs: TUILayoutPriority, rhs: Float) -> TUILayoutPriority {
        TUILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    public static func - (lhs: TUILayoutPriority, rhs: Float) -> TUILayoutPriority {
        TUILayoutPriority(lhs.rawValue - rhs)
    }

    /// The value, such as `750`.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
