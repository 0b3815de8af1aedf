/// Randomized checks of the solver against brute force on tiny systems.
///
/// Each system has 2–4 variables, 2–6 constraints with small integer
/// coefficients (a mix of required and non-required, over 2–3 priority
/// levels), and sometimes edit variables with a few suggestions and some
/// removals. After adding, suggesting and removing, the test checks that:
///
/// 1. every accepted required constraint holds (within 1e-6, scaled), and
///    every rejected one is really infeasible together with the required
///    constraints accepted before it; the reported conflicts are accepted
///    required constraints that are infeasible with it on their own, both
///    by brute force and in a fresh solver;
/// 2. the solution is optimal level by level: its vector of total errors
///    per level, strongest first, equals the lexicographic minimum found by
///    ``BruteForce`` (vertex enumeration, exact for these LPs);
/// 3. the tableau passes ``SolverCore/invariantViolations``.
///
/// Every system comes from its own seed through ``SplitMix64``, and failures
/// print the seed and the system.
///
/// Environment variables:
/// - `GRAFT_PROPERTY_COUNT`: how many systems to check; 1,000 by default,
///   which keeps the debug test suite fast. Use e.g. 100000 for a soak run.
/// - `GRAFT_PROPERTY_SEED`: check only the system with this seed (decimal),
///   to reproduce a failure.

import Foundation
import Testing

@testable import Cassowary

struct PropertyTests {
    static let defaultCount = 1000
    static let firstSeed: UInt64 = 20_010_000

    @Test func randomSystemsMatchBruteForce() async {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64]
        if let text = environment["GRAFT_PROPERTY_SEED"], let seed = UInt64(text) {
            seeds = [seed]
        } else {
            let count = environment["GRAFT_PROPERTY_COUNT"].flatMap { Int($0) } ?? Self.defaultCount
            seeds = (0 ..< UInt64(max(0, count))).map { Self.firstSeed + $0 }
        }
        // Checked on a thread of its own: this loop runs for seconds, and on
        // the shared pool it would delay every other test's tasks.
        let problems = await onDedicatedThread { () -> [String] in
            var found: [String] = []
            for seed in seeds {
                var system = RandomSystem(seed: seed)
                let problems = system.check()
                guard !problems.isEmpty else { continue }
                found.append(problems.joined(separator: "\n"))
                if found.count == 5 { break }
            }
            return found
        }
        for problem in problems { fail(problem) }
    }
}

/// Runs `work` on a new thread and returns its result.
func onDedicatedThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// One randomly generated system and the steps applied to it.
struct RandomSystem {
    let seed: UInt64
    var rng: SplitMix64
    let variableCount: Int
    let priorities: [Float]
    let variables: [Variable]
    let constraints: [ToyConstraint]

    init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        variableCount = Int.random(in: 2 ... 4, using: &rng)
        let levelCount = Int.random(in: 2 ... 3, using: &rng)
        if Bool.random(using: &rng) {
            priorities = Array([Float(750), 500, 250].prefix(levelCount))
        } else {
            var chosen = Set<Int>()
            while chosen.count < levelCount { chosen.insert(Int.random(in: 1 ... 999, using: &rng)) }
            priorities = chosen.sorted(by: >).map { Float($0) }
        }
        variables = (0 ..< variableCount).map { Variable("x\($0)") }
        var constraints: [ToyConstraint] = []
        for _ in 0 ..< Int.random(in: 2 ... 6, using: &rng) {
            constraints.append(
                RandomSystem.randomConstraint(variableCount, levelCount: levelCount, &rng))
        }
        self.constraints = constraints
        self.rng = rng
    }

    static func randomConstraint(_ n: Int, levelCount: Int, _ rng: inout SplitMix64) -> ToyConstraint {
        var coefficients = [Double](repeating: 0, count: n)
        for index in Array(0 ..< n).shuffled(using: &rng).prefix(Int.random(in: 1 ... min(3, n), using: &rng)) {
            var coefficient = 0
            while coefficient == 0 { coefficient = Int.random(in: -3 ... 3, using: &rng) }
            coefficients[index] = Double(coefficient)
        }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let level: Int? = Int.random(in: 0 ..< 5, using: &rng) < 2 ? nil : Int.random(in: 0 ..< levelCount, using: &rng)
        return ToyConstraint(
            coefficients: coefficients, constant: Double(Int.random(in: -10 ... 10, using: &rng)),
            relation: relations[Int.random(in: 0 ..< 3, using: &rng)], level: level)
    }

    /// Runs the steps and returns a description of every problem found.
    mutating func check() -> [String] {
        var problems: [String] = []
        func report(_ text: String) {
            if problems.isEmpty {
                problems.append("seed \(seed): \(variableCount) variables, priorities \(priorities)")
                for constraint in constraints { problems.append("  \(constraint)") }
            }
            problems.append("  - \(text)")
        }

        let solver = Solver()
        var accepted: [(toy: ToyConstraint, constraint: Constraint)] = []
        for toy in constraints {
            let constraint = toy.constraint(variables, priorities: priorities)
            do {
                try solver.addConstraint(constraint)
                accepted.append((toy, constraint))
            } catch {
                checkRejection(error, of: toy, constraint, accepted: accepted, report: report)
            }
        }
        verify(solver, accepted.map(\.toy), step: "after adding", report: report)

        // Edit variables with a few suggestions each.
        var edits: [(variable: Variable, index: Int, level: Int, target: Double)] = []
        if Bool.random(using: &rng) {
            for index in Array(0 ..< variableCount).shuffled(using: &rng).prefix(Int.random(in: 1 ... 2, using: &rng)) {
                let level = Int.random(in: 0 ..< priorities.count, using: &rng)
                do {
                    try solver.addEditVariable(variables[index], strength: Strength(priority: priorities[level]))
                } catch {
                    report("addEditVariable failed: \(error)")
                    return problems
                }
                edits.append((variables[index], index, level, 0))
            }
            for _ in 0 ..< Int.random(in: 2 ... 3, using: &rng) {
                for position in edits.indices {
                    let target = Double(Int.random(in: -40 ... 40, using: &rng)) / 2
                    edits[position].target = target
                    do {
                        try solver.suggestValue(target, for: edits[position].variable)
                    } catch {
                        report("suggestValue failed: \(error)")
                        return problems
                    }
                }
                verify(solver, accepted.map(\.toy) + editToys(edits), step: "after suggesting", report: report)
            }
        }

        // Remove some constraints.
        for _ in 0 ..< min(accepted.count, Int.random(in: 0 ... 2, using: &rng)) {
            let removed = accepted.remove(at: Int.random(in: 0 ..< accepted.count, using: &rng))
            do {
                try solver.removeConstraint(removed.constraint)
            } catch {
                report("removing \(removed.toy) failed: \(error)")
                return problems
            }
            verify(solver, accepted.map(\.toy) + editToys(edits), step: "after removing \(removed.toy)", report: report)
        }

        // And the edit variables.
        while let edit = edits.popLast() {
            do {
                try solver.removeEditVariable(edit.variable)
            } catch {
                report("removeEditVariable failed: \(error)")
                return problems
            }
            verify(solver, accepted.map(\.toy) + editToys(edits), step: "after removing an edit", report: report)
        }
        return problems
    }

    func editToys(_ edits: [(variable: Variable, index: Int, level: Int, target: Double)]) -> [ToyConstraint] {
        edits.map { edit in
            var coefficients = [Double](repeating: 0, count: variableCount)
            coefficients[edit.index] = 1
            return ToyConstraint(coefficients: coefficients, constant: -edit.target, relation: .equal, level: edit.level)
        }
    }

    func checkRejection(
        _ error: CassowaryError, of toy: ToyConstraint, _ constraint: Constraint,
        accepted: [(toy: ToyConstraint, constraint: Constraint)], report: (String) -> Void
    ) {
        guard case let .unsatisfiableConstraint(rejected, conflicts) = error, rejected === constraint else {
            report("adding \(toy) threw \(error)")
            return
        }
        if toy.level != nil { report("non-required \(toy) was rejected") }
        if BruteForce.isFeasible(accepted.map(\.toy) + [toy], variableCount: variableCount) {
            report("rejected \(toy), but it is feasible with the accepted constraints")
        }
        var conflictToys: [ToyConstraint] = []
        for conflict in conflicts {
            guard let match = accepted.first(where: { $0.constraint === conflict }), match.toy.level == nil else {
                report("conflict \(conflict) is not an accepted required constraint")
                return
            }
            conflictToys.append(match.toy)
        }
        if BruteForce.isFeasible(conflictToys + [toy], variableCount: variableCount) {
            report("conflicts \(conflictToys) do not contradict \(toy)")
        }
        let fresh = Solver()
        do {
            try fresh.addConstraints(conflicts)
        } catch {
            report("a fresh solver rejected the conflicts: \(error)")
        }
        if (try? fresh.addConstraint(constraint)) != nil {
            report("a fresh solver accepted \(toy) after the conflicts")
        }
    }

    func verify(_ solver: Solver, _ toys: [ToyConstraint], step: String, report: (String) -> Void) {
        let point = variables.map { solver.value(of: $0) }
        for toy in toys where toy.level == nil {
            let violation = toy.violation(at: point)
            if violation > 1e-6 * (1 + 1e-3 * toy.tolerance(at: point) / 1e-7) {
                report("\(step): required \(toy) is violated by \(violation) at \(point)")
            }
        }
        let errors = BruteForce.levelErrors(toys, at: point, levelCount: priorities.count)
        guard let best = BruteForce.lexicographicMinimum(toys, variableCount: variableCount, levelCount: priorities.count)
        else {
            report("\(step): brute force finds the accepted required constraints infeasible")
            return
        }
        if !zip(errors, best).allSatisfy({ BruteForce.agree($0, $1) }) {
            report("\(step): level errors \(errors) at \(point), but the optimum is \(best)")
        }
        let violations = solver.core.invariantViolations
        if !violations.isEmpty { report("\(step): tableau invariants broken: \(violations)") }
    }
}
