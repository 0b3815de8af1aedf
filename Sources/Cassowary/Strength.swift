/// How strongly the solver tries to satisfy a constraint.
///
/// A strength is a priority in `0 < priority ≤ 1000`, on the same scale as
/// UIKit's layout priorities. Priority 1000 is ``required``: the solver either
/// satisfies such a constraint exactly or rejects it. Every other priority is
/// its own level, and levels are strict: satisfying one constraint of a
/// higher priority outweighs any number of constraints of lower priorities,
/// so a single priority-751 constraint beats a thousand priority-750 ones.
/// Within one level the solver minimizes the sum of the constraints' errors.
///
/// This is the lexicographic ("symbolic weight") ordering of the Cassowary
/// paper, with one level per distinct priority rather than a fixed set of
/// levels folded into one number.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority, in `0 < priority ≤ 1000`; 1000 means required.
    public let priority: Float

    /// Creates the strength of a UIKit-style layout priority.
    ///
    /// - Parameter priority: A value in `0 < priority ≤ 1000`; 1000 is
    ///   ``required``. Passing a value outside that range, or NaN, is a
    ///   programmer error and traps.
    public init(priority: Float) {
        precondition(
            priority > 0 && priority <= 1000,
            "Strength(priority:): the priority must be in 0 < priority ≤ 1000, got \(priority)")
        self.priority = priority
    }

    /// Must be satisfied exactly; priority 1000.
    public static let required = Strength(priority: 1000)
    /// Priority 750, like UIKit's `defaultHigh`.
    public static let strong = Strength(priority: 750)
    /// Priority 500.
    public static let medium = Strength(priority: 500)
    /// Priority 250, like UIKit's `defaultLow`.
    public static let weak = Strength(priority: 250)

    /// Whether this is the ``required`` strength.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders strengths by priority; a stronger strength is greater.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    /// `required`, `strong`, `medium`, `weak`, or `priority N`.
    public var description: String {
        switch priority {
        case 1000: return "required"
        case 750: return "strong"
        case 500: return "medium"
        case 250: return "weak"
        default: return "priority \(formatNumber(Double(priority)))"
        }
    }
}
