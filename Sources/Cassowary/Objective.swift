/// One level's part of the objective: the sum of the level's error symbols,
/// written in terms of nonbasic symbols.
///
/// Coefficients are stored densely by symbol slot, so a lookup is one array
/// access and substituting a row costs time proportional to that row, not
/// to the objective. Coefficients near zero are stored as exactly zero.
struct Objective: Sendable {
    private(set) var coefficients: [Double] = []

    /// The coefficient of the symbol in `slot`, or 0.
    @inline(__always)
    subscript(slot: Int) -> Double {
        slot < coefficients.count ? coefficients[slot] : 0
    }

    /// Stores `value` as the coefficient of the symbol in `slot`.
    @inline(__always)
    mutating func set(_ value: Double, at slot: Int) {
        if slot >= coefficients.count {
            if value == 0 { return }
            coefficients.append(contentsOf: repeatElement(0, count: slot + 1 - coefficients.count))
        }
        coefficients[slot] = value
    }

    /// The slots with nonzero coefficients, in increasing order.
    var nonzeroSlots: [Int] {
        coefficients.indices.filter { coefficients[$0] != 0 }
    }
}

/// One priority of non-required constraints and its part of the objective.
///
/// The objective is lexicographic: the solver first minimizes the sum of
/// errors of the strongest level, then of the next level without worsening
/// the stronger ones, and so on.
struct Level: Sendable {
    let priority: Float
    /// The sum of this level's error symbols, written in nonbasic symbols.
    var objective = Objective()
    /// How many constraints (including edit constraints) use this level.
    var constraintCount = 0
}
