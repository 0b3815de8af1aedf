import Testing

@testable import Cassowary

/// Whether two numbers agree to within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// How far `constraint` is from being satisfied by the solver's current
/// values: 0 when satisfied, otherwise the amount of violation.
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    var value = constraint.expression.constant
    for term in constraint.expression.terms {
        value += term.coefficient * solver.value(of: term.variable)
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// A small, fast, seedable random number generator (SplitMix64), so that
/// randomized tests are reproducible from a printed seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Records a test failure with `message` at the caller's location.
func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(Bool(false), "\(message)", sourceLocation: sourceLocation)
}
