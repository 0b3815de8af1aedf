import Testing

@testable import Cassowary

/// A higher priority always beats any number of lower ones.
struct StrictnessTests {
    @Test(arguments: [
        (Strength(priority: 751), Strength(priority: 750), true),
        (Strength(priority: 751), Strength(priority: 750), false),
        (Strength.strong, Strength.medium, true),
        (Strength.strong, Strength.medium, false),
    ])
    func oneStrongerBeatsAThousandWeaker(stronger: Strength, weaker: Strength, strongerFirst: Bool) throws {
        let x = Variable("x")
        let solver = Solver()
        let winner = (x == 0).withStrength(stronger)
        if strongerFirst { try solver.addConstraint(winner) }
        for _ in 0 ..< 1000 {
            try solver.addConstraint((x == 10).withStrength(weaker))
        }
        if !strongerFirst { try solver.addConstraint(winner) }
        #expect(isClose(solver.value(of: x), 0))
        if strongerFirst {
            try solver.removeConstraint(winner)
            #expect(isClose(solver.value(of: x), 10))
        }
    }

    @Test(arguments: [
        (Strength.medium, Strength.weak),
        (Strength(priority: 2), Strength(priority: 1)),
        (Strength(priority: 999), Strength(priority: 998.5)),
    ])
    func adjacentLevelsAreStrict(stronger: Strength, weaker: Strength) throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0 ..< 100 {
            try solver.addConstraint((x >= 10).withStrength(weaker))
        }
        try solver.addConstraint((x <= 0).withStrength(stronger))
        #expect(isClose(solver.value(of: x), 0))
    }

    @Test func strongerInequalityBeatsManyWeakerOnes() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x + y <= 5).withStrength(Strength(priority: 751)))
        for index in 0 ..< 1000 {
            let target = Double(10 + index % 7)
            try solver.addConstraint((x >= target).withStrength(Strength(priority: 750)))
            try solver.addConstraint((y >= target).withStrength(Strength(priority: 750)))
        }
        #expect(solver.value(of: x) + solver.value(of: y) <= 5 + 1e-6)
    }

    @Test func editAtAHigherPriorityBeatsManyConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0 ..< 1000 {
            try solver.addConstraint((x == 1).withStrength(.medium))
        }
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(42, for: x)
        #expect(isClose(solver.value(of: x), 42))
        try solver.removeEditVariable(x)
        #expect(isClose(solver.value(of: x), 1))
    }
}
