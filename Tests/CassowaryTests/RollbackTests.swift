import Testing

@testable import Cassowary

/// A failed operation must leave the solver exactly as it was.
struct RollbackTests {
    @Test func rejectedBoundLeavesNoTrace() throws {
        // A popular solver kept part of the rejected row in its tableau, so
        // v read 0 afterwards and a later weak wish was ignored.
        let v = Variable("v")
        let solver = Solver()
        try solver.addConstraint(v >= 1)
        #expect(throws: CassowaryError.self) { try solver.addConstraint(v <= 0) }
        solver.updateVariables()
        #expect(v.value == 1)
        try solver.addConstraint((v == 5).withStrength(.weak))
        solver.updateVariables()
        #expect(v.value == 5)
    }

    @Test func rejectedEqualityThroughOtherVariables() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver(), reference = Solver()
        for s in [solver, reference] {
            try s.addConstraint(a + b == 10)
            try s.addConstraint(b - c == 2)
            try s.addConstraint(c >= 3)
            try s.addConstraint((a == 8).withStrength(.weak))
        }
        // Rejected in the artificial-variable phase, after pivots.
        #expect(throws: CassowaryError.self) { try solver.addConstraint(a >= 6) }
        // Rejected before any pivot (a redundant-looking equality).
        #expect(throws: CassowaryError.self) { try solver.addConstraint(a + c == 20) }
        #expect(solver.core.stateDump == reference.core.stateDump)
        let fresh = Variable("fresh")
        #expect(throws: CassowaryError.self) { try solver.addConstraint(fresh + a + b == fresh + 11) }
        #expect(solver.core.stateDump == reference.core.stateDump)
    }

    /// Applies the same random operations to two solvers, except that the
    /// second never sees an add that the first rejected; after every step
    /// their complete states and all variable values must be identical.
    @Test(arguments: 0 ..< 40)
    func failedAddsAreInvisible(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0xC0FFEE &+ seed)
        let variables = (0 ..< 4).map { Variable("x\($0)") }
        let withFailures = Solver(), reference = Solver()
        var added: [Constraint] = []
        var edits: [Variable] = []
        var rejections = 0
        for step in 0 ..< 60 {
            let roll = Int.random(in: 0 ..< 10, using: &rng)
            if roll < 6 || added.isEmpty {
                let constraint = randomConstraint(variables, &rng)
                do {
                    try withFailures.addConstraint(constraint)
                    try reference.addConstraint(constraint)
                    added.append(constraint)
                } catch {
                    rejections += 1
                    guard case .unsatisfiableConstraint = error else {
                        fail("seed \(seed) step \(step): unexpected \(error)")
                        return
                    }
                }
            } else if roll < 8 {
                let constraint = added.remove(at: Int.random(in: 0 ..< added.count, using: &rng))
                try withFailures.removeConstraint(constraint)
                try reference.removeConstraint(constraint)
            } else if roll < 9 {
                let variable = variables[Int.random(in: 0 ..< variables.count, using: &rng)]
                if let index = edits.firstIndex(where: { $0 === variable }) {
                    edits.remove(at: index)
                    try withFailures.removeEditVariable(variable)
                    try reference.removeEditVariable(variable)
                } else {
                    edits.append(variable)
                    try withFailures.addEditVariable(variable, strength: .strong)
                    try reference.addEditVariable(variable, strength: .strong)
                }
            } else if let variable = edits.randomElement(using: &rng) {
                let value = Double(Int.random(in: -20 ... 20, using: &rng))
                try withFailures.suggestValue(value, for: variable)
                try reference.suggestValue(value, for: variable)
            }
            #expect(withFailures.core.invariantViolations == [], "seed \(seed) step \(step)")
            #expect(withFailures.core.stateDump == reference.core.stateDump, "seed \(seed) step \(step)")
            for variable in variables {
                #expect(
                    withFailures.value(of: variable).bitPattern == reference.value(of: variable).bitPattern,
                    "seed \(seed) step \(step) \(variable)")
            }
        }
        _ = rejections
    }
}

/// A random constraint over `variables` with small integer coefficients,
/// mostly required so that rejections are common.
func randomConstraint(_ variables: [Variable], _ rng: inout SplitMix64) -> Constraint {
    var expression = Expression(constant: Double(Int.random(in: -10 ... 10, using: &rng)))
    let count = Int.random(in: 1 ... min(3, variables.count), using: &rng)
    for variable in variables.shuffled(using: &rng).prefix(count) {
        var coefficient = 0
        while coefficient == 0 { coefficient = Int.random(in: -3 ... 3, using: &rng) }
        expression.terms.append(Term(variable, coefficient: Double(coefficient)))
    }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let relation = relations[Int.random(in: 0 ..< 3, using: &rng)]
    let strengths: [Strength] = [.required, .required, .required, .strong, .medium, .weak]
    return Constraint(expression, relation, strength: strengths[Int.random(in: 0 ..< strengths.count, using: &rng)])
}
