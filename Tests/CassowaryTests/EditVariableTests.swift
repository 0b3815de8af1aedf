import Testing

@testable import Cassowary

struct EditVariableTests {
    @Test func suggestionsAreFollowed() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == x + 5)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        for value in [1.0, -40, 1e4, 0.5, 3] {
            try solver.suggestValue(value, for: x)
            #expect(isClose(solver.value(of: x), value))
            #expect(isClose(solver.value(of: y), value + 5))
        }
    }

    @Test func twoEditVariablesTogether() throws {
        let x = Variable("x"), y = Variable("y"), sum = Variable("sum")
        let solver = Solver()
        try solver.addConstraint(sum == x + y)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(10, for: x)
        try solver.suggestValue(20, for: y)
        #expect(isClose(solver.value(of: sum), 30))
        try solver.suggestValue(-5, for: x)
        #expect(isClose(solver.value(of: sum), 15))

        // A required cap makes the edits compete; the strong one wins.
        try solver.addConstraint(sum <= 10)
        try solver.suggestValue(8, for: x)
        try solver.suggestValue(7, for: y)
        #expect(isClose(solver.value(of: x), 8))
        #expect(isClose(solver.value(of: y), 2))
    }

    @Test func editsRespectRequiredBounds() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(width >= 10)
        try solver.addConstraint(width <= 100)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(50, for: width)
        #expect(isClose(solver.value(of: width), 50))
        try solver.suggestValue(500, for: width)
        #expect(isClose(solver.value(of: width), 100))
        try solver.suggestValue(-3, for: width)
        #expect(isClose(solver.value(of: width), 10))
        try solver.suggestValue(64, for: width)
        #expect(isClose(solver.value(of: width), 64))
    }

    @Test func addingAnEditVariableDoesNotMoveIt() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 12).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        #expect(isClose(solver.value(of: x), 12))
        try solver.suggestValue(30, for: x)
        #expect(isClose(solver.value(of: x), 30))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(isClose(solver.value(of: x), 12))
    }

    @Test func editOfAnOtherwiseUnknownVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(7, for: x)
        #expect(isClose(solver.value(of: x), 7))
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 0)
    }

    @Test func weakerEditLosesToStrongerConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 3).withStrength(.strong))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(9, for: x)
        #expect(isClose(solver.value(of: x), 3))
    }
}
