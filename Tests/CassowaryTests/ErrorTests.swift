import Testing

@testable import Cassowary

struct ErrorTests {
    @Test func duplicateConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        try solver.addConstraint(c)
        #expect(throws: CassowaryError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        // An equal but distinct constraint object is a different constraint.
        try solver.addConstraint(x >= 1)
    }

    @Test func unknownConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        #expect(throws: CassowaryError.unknownConstraint(c)) { try solver.removeConstraint(c) }
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        #expect(throws: CassowaryError.unknownConstraint(c)) { try solver.removeConstraint(c) }
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: CassowaryError.requiredEditStrength(x)) {
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(!solver.hasEditVariable(x))
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: CassowaryError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: .weak)
        }
        try solver.suggestValue(4, for: x)
        #expect(isClose(solver.value(of: x), 4))
    }

    @Test func inconsistentEqualities() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10, five = x == 5
        try solver.addConstraint(ten)
        #expect(throws: CassowaryError.unsatisfiableConstraint(five, conflicts: [ten])) {
            try solver.addConstraint(five)
        }
        #expect(!solver.hasConstraint(five))
        #expect(solver.value(of: x) == 10)
    }

    @Test func inconsistentInequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 10, high = x <= 5
        try solver.addConstraint(low)
        #expect(throws: CassowaryError.unsatisfiableConstraint(high, conflicts: [low])) {
            try solver.addConstraint(high)
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test func inconsistentEqualityAndInequality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let order = x <= y, pinX = x == 10, pinY = y == 5
        try solver.addConstraint(order)
        try solver.addConstraint(pinX)
        #expect(throws: CassowaryError.unsatisfiableConstraint(pinY, conflicts: [order, pinX])) {
            try solver.addConstraint(pinY)
        }
    }

    @Test func conflictsNameOnlyTheInvolvedConstraints() throws {
        let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let unrelated = [w >= -100, (w == 3).withStrength(.weak), x <= 1000]
        let chain = [w >= 10, x >= w, y >= x, z >= y]
        try solver.addConstraints(unrelated)
        try solver.addConstraints(chain)
        let cap = z <= 4
        let error = #expect(throws: CassowaryError.self) { try solver.addConstraint(cap) }
        if case let .unsatisfiableConstraint(constraint, conflicts) = error {
            #expect(constraint === cap)
            #expect(conflicts.count == chain.count)
            #expect(conflicts.allSatisfy { c in chain.contains { $0 === c } })
            // The reported set really is infeasible with the rejected constraint.
            let check = Solver()
            try check.addConstraints(conflicts)
            #expect(throws: CassowaryError.self) { try check.addConstraint(cap) }
        } else {
            fail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
    }

    @Test func constantContradictionHasNoConflicts() {
        let solver = Solver()
        let impossible = Constraint(Expression(constant: 1), .equal)
        #expect(throws: CassowaryError.unsatisfiableConstraint(impossible, conflicts: [])) {
            try solver.addConstraint(impossible)
        }
    }

    @Test func errorDescriptionsNameTheConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let sum = x + 2 * y == 10
        try solver.addConstraint(sum)
        try solver.addConstraint(y == 0)
        let bad = (x == 3).withIdentifier("pin")
        do {
            try solver.addConstraint(bad)
            fail("x == 3 should have been rejected")
        } catch {
            #expect(error.description.contains("pin: x == 3 (required)"))
            #expect(error.description.contains("x + 2*y == 10 (required)"))
            #expect(error.description.contains("y == 0 (required)"))
        }
    }
}
