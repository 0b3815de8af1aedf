import Testing

@testable import Cassowary

/// Random sequences of adds, removes and edits, compared after every step
/// with a fresh solver given the same surviving constraints and edits.
///
/// Both solutions must satisfy every required constraint and have the same
/// total error at every priority level (the optimum may not be unique, but
/// its level-wise objective value is).
struct AddRemoveSequenceTests {
    static let priorities: [Float] = [750, 500, 250]

    @Test(arguments: 0 ..< 30)
    func incrementalMatchesFresh(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0xADD_5EED &+ seed)
        let n = Int.random(in: 3 ... 5, using: &rng)
        let variables = (0 ..< n).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [(toy: ToyConstraint, constraint: Constraint)] = []
        var edits: [(index: Int, level: Int, target: Double)] = []

        for step in 0 ..< 40 {
            let roll = Int.random(in: 0 ..< 10, using: &rng)
            var action: String
            if roll < 6 || live.isEmpty {
                let toy = RandomSystem.randomConstraint(n, levelCount: Self.priorities.count, &rng)
                let constraint = toy.constraint(variables, priorities: Self.priorities)
                action = "add \(toy)"
                do {
                    try solver.addConstraint(constraint)
                    live.append((toy, constraint))
                } catch {
                    action += " (rejected)"
                    guard case .unsatisfiableConstraint = error, toy.level == nil else {
                        fail("seed \(seed) step \(step): \(action) threw \(error)")
                        return
                    }
                }
            } else if roll < 9 {
                let removed = live.remove(at: Int.random(in: 0 ..< live.count, using: &rng))
                action = "remove \(removed.toy)"
                try solver.removeConstraint(removed.constraint)
            } else {
                let index = Int.random(in: 0 ..< n, using: &rng)
                if let position = edits.firstIndex(where: { $0.index == index }) {
                    if Bool.random(using: &rng) {
                        action = "stop editing x\(index)"
                        edits.remove(at: position)
                        try solver.removeEditVariable(variables[index])
                    } else {
                        let target = Double(Int.random(in: -20 ... 20, using: &rng))
                        action = "suggest \(target) for x\(index)"
                        edits[position].target = target
                        try solver.suggestValue(target, for: variables[index])
                    }
                } else {
                    let level = Int.random(in: 0 ..< Self.priorities.count, using: &rng)
                    let target = Double(Int.random(in: -20 ... 20, using: &rng))
                    action = "edit x\(index) at level \(level), suggest \(target)"
                    edits.append((index, level, target))
                    try solver.addEditVariable(variables[index], strength: Strength(priority: Self.priorities[level]))
                    try solver.suggestValue(target, for: variables[index])
                }
            }

            let fresh = Solver()
            for entry in live {
                do {
                    try fresh.addConstraint(entry.constraint)
                } catch {
                    fail("seed \(seed) step \(step) (\(action)): a fresh solver rejected \(entry.toy)")
                    return
                }
            }
            for edit in edits {
                try fresh.addEditVariable(variables[edit.index], strength: Strength(priority: Self.priorities[edit.level]))
                try fresh.suggestValue(edit.target, for: variables[edit.index])
            }

            var toys = live.map(\.toy)
            for edit in edits {
                var coefficients = [Double](repeating: 0, count: n)
                coefficients[edit.index] = 1
                toys.append(ToyConstraint(coefficients: coefficients, constant: -edit.target, relation: .equal, level: edit.level))
            }
            let incrementalPoint = variables.map { solver.value(of: $0) }
            let freshPoint = variables.map { fresh.value(of: $0) }
            for toy in toys where toy.level == nil {
                #expect(toy.violation(at: incrementalPoint) <= 1e-6, "seed \(seed) step \(step) (\(action)): \(toy)")
                #expect(toy.violation(at: freshPoint) <= 1e-6, "seed \(seed) step \(step) (\(action)): fresh, \(toy)")
            }
            let incremental = BruteForce.levelErrors(toys, at: incrementalPoint, levelCount: Self.priorities.count)
            let reference = BruteForce.levelErrors(toys, at: freshPoint, levelCount: Self.priorities.count)
            #expect(
                zip(incremental, reference).allSatisfy { BruteForce.agree($0, $1) },
                "seed \(seed) step \(step) (\(action)): incremental \(incremental), fresh \(reference)")
            #expect(solver.core.invariantViolations == [], "seed \(seed) step \(step) (\(action))")
        }
    }
}
