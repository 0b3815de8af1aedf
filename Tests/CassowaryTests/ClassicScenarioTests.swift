import Testing

@testable import Cassowary

/// Small scenarios from the Cassowary paper and in the spirit of the test
/// suites of other Cassowary implementations, restated here.
struct ClassicScenarioTests {
    @Test func simpleEquality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 20)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func equalityBetweenVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == y)
        try solver.addConstraint(y == 42)
        solver.updateVariables()
        #expect(x.value == 42)
        #expect(y.value == 42)
    }

    @Test func linearCombination() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + 2 * y == 10)
        try solver.addConstraint(x - y == 1)
        #expect(isClose(solver.value(of: x), 4))
        #expect(isClose(solver.value(of: y), 3))
    }

    @Test func weakStaysYieldToInequality() throws {
        // x <= y, y = x + 3, with weak wishes x = 10 and y = 10: one wish
        // must give way; either answer is optimal.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x <= y)
        try solver.addConstraint(y == x + 3)
        try solver.addConstraint((x == 10).withStrength(.weak))
        try solver.addConstraint((y == 10).withStrength(.weak))
        let xv = solver.value(of: x), yv = solver.value(of: y)
        let first = isClose(xv, 10) && isClose(yv, 13)
        let second = isClose(xv, 7) && isClose(yv, 10)
        #expect(first || second, "x = \(xv), y = \(yv)")
    }

    @Test func lineSegmentMidpoint() throws {
        // The paper's running example: a midpoint between two ends, with the
        // ends kept in [0, 100] and at least 10 apart.
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        let solver = Solver()
        try solver.addConstraint(middle == (left + right) / 2)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 10).withStrength(.weak))
        try solver.addConstraint((right == 50).withStrength(.weak))
        #expect(isClose(solver.value(of: middle), 30))

        try solver.addEditVariable(middle, strength: .strong)
        try solver.suggestValue(60, for: middle)
        #expect(isClose(solver.value(of: middle), 60))
        #expect(isClose(solver.value(of: left) + solver.value(of: right), 120))

        try solver.suggestValue(95, for: middle)
        #expect(isClose(solver.value(of: left), 90))
        #expect(isClose(solver.value(of: right), 100))

        try solver.suggestValue(5, for: middle)
        #expect(isClose(solver.value(of: left), 0))
        #expect(isClose(solver.value(of: right), 10))

        // Out of reach: the middle can go no further than 95.
        try solver.suggestValue(200, for: middle)
        #expect(isClose(solver.value(of: middle), 95))

        try solver.removeEditVariable(middle)
        #expect(isClose(solver.value(of: middle), 30))
    }

    @Test func addThenRemoveRestoresValues() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 100).withStrength(.weak))
        #expect(isClose(solver.value(of: x), 100))
        let pin = x == 10
        try solver.addConstraint(pin)
        #expect(isClose(solver.value(of: x), 10))
        try solver.removeConstraint(pin)
        #expect(isClose(solver.value(of: x), 100))
    }

    @Test func removingBoundsInEitherOrder() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == 100).withStrength(.weak))
        try solver.addConstraint((y == 120).withStrength(.strong))
        let below10 = x <= 10, below20 = x <= 20
        try solver.addConstraint(below10)
        try solver.addConstraint(below20)
        #expect(isClose(solver.value(of: x), 10))
        try solver.removeConstraint(below10)
        #expect(isClose(solver.value(of: x), 20))
        try solver.removeConstraint(below20)
        #expect(isClose(solver.value(of: x), 100))

        try solver.addConstraint(below10)
        try solver.addConstraint(below20)
        try solver.removeConstraint(below20)
        #expect(isClose(solver.value(of: x), 10))
        try solver.removeConstraint(below10)
        #expect(isClose(solver.value(of: x), 100))
        #expect(isClose(solver.value(of: y), 120))
    }

    @Test func removingEqualityChain() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let xy = x == y, yz = y == z + 5
        try solver.addConstraint((x == 0).withStrength(.weak))
        try solver.addConstraint((z == 7).withStrength(.medium))
        try solver.addConstraint(xy)
        try solver.addConstraint(yz)
        #expect(isClose(solver.value(of: x), 12))
        try solver.removeConstraint(xy)
        #expect(isClose(solver.value(of: x), 0))
        #expect(isClose(solver.value(of: y), 12))
        try solver.removeConstraint(yz)
        #expect(isClose(solver.value(of: z), 7))
    }

    @Test func strengthOrdering() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 10).withStrength(.weak)
        let medium = (x == 20).withStrength(.medium)
        let strong = (x == 30).withStrength(.strong)
        try solver.addConstraint(weak)
        try solver.addConstraint(strong)
        try solver.addConstraint(medium)
        #expect(isClose(solver.value(of: x), 30))
        try solver.removeConstraint(strong)
        #expect(isClose(solver.value(of: x), 20))
        try solver.removeConstraint(medium)
        #expect(isClose(solver.value(of: x), 10))
    }

    @Test func sumOfErrorsWithinALevel() throws {
        // Three medium wishes: the median minimizes the sum of distances.
        let x = Variable("x")
        let solver = Solver()
        for target in [0.0, 4, 10] {
            try solver.addConstraint((x == target).withStrength(.medium))
        }
        #expect(isClose(solver.value(of: x), 4))
    }

    @Test func inequalitiesPickTheBoundary() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        try solver.addConstraint((x == 0).withStrength(.weak))
        #expect(isClose(solver.value(of: x), 10))
        try solver.addConstraint((x == 100).withStrength(.medium))
        #expect(isClose(solver.value(of: x), 20))
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(y == z)
        try solver.addConstraint(x + z == 10)  // implied by the first two
        try solver.addConstraint(x == 3)
        #expect(isClose(solver.value(of: y), 7))
        #expect(isClose(solver.value(of: z), 7))
    }

    @Test func constantOnlyConstraints() throws {
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression(constant: 0), .equal))
        try solver.addConstraint(Constraint(Expression(constant: 5), .greaterThanOrEqual))
        #expect(throws: CassowaryError.self) {
            try solver.addConstraint(Constraint(Expression(constant: 1), .equal))
        }
        #expect(throws: CassowaryError.self) {
            try solver.addConstraint(Constraint(Expression(constant: -1), .greaterThanOrEqual))
        }
    }

    @Test func updateVariablesWritesEveryKnownVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 3)
        try solver.addConstraint(y == x * 2)
        #expect(x.value == 0)
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(isClose(y.value, 6))
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 3
        try solver.addConstraint(pin)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(pin))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(x == 4)
        #expect(solver.value(of: x) == 4)
    }

    @Test(arguments: [false, true], [0.0, 20.0])
    func impliedEqualityHoldsAfterItsTwinIsRemoved(flipped: Bool, pull: Double) throws {
        // The second x == 10 is implied by the first, so the solver keeps it
        // only as a redundant row; once the first goes, it must bind exactly.
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10
        let twin = flipped ? (10 == x) : (2 * x == 20)
        try solver.addConstraint(first)
        try solver.addConstraint(x <= 20)
        try solver.addConstraint(x >= 5)
        try solver.addConstraint(twin)
        try solver.addConstraint((x == pull).withStrength(.weak))
        try solver.removeConstraint(first)
        #expect(isClose(solver.value(of: x), 10))
        #expect(solver.core.invariantViolations == [])
        try solver.removeConstraint(twin)
        #expect(isClose(solver.value(of: x), pull == 0 ? 5 : 20))
    }
}
