@testable import Cassowary

/// A linear constraint over variables numbered 0..<n, in plain numbers, for
/// checking the solver against an independent computation:
/// `Σ coefficients[i]·x[i] + constant  relation  0`.
struct ToyConstraint: CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    /// `nil` for required; otherwise the index of the priority level,
    /// 0 being the strongest.
    var level: Int?

    func value(at point: [Double]) -> Double {
        var sum = constant
        for index in coefficients.indices { sum += coefficients[index] * point[index] }
        return sum
    }

    /// How far `point` is from satisfying the constraint; 0 if it does.
    func violation(at point: [Double]) -> Double {
        let v = value(at: point)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// A tolerance for `violation(at:)` that scales with the magnitudes involved.
    func tolerance(at point: [Double]) -> Double {
        var scale = abs(constant)
        for index in coefficients.indices { scale += abs(coefficients[index] * point[index]) }
        return 1e-7 * (1 + scale)
    }

    var description: String {
        let terms = coefficients.enumerated().filter { $0.element != 0 }
            .map { "\(formatNumber($0.element))*x\($0.offset)" }.joined(separator: " + ")
        let strength = level.map { "level \($0)" } ?? "required"
        return "\(terms.isEmpty ? "0" : terms) + \(formatNumber(constant)) \(relation) 0 (\(strength))"
    }

    /// The same constraint for the solver, over `variables`.
    func constraint(_ variables: [Variable], priorities: [Float]) -> Constraint {
        var terms: [Term] = []
        for index in coefficients.indices where coefficients[index] != 0 {
            terms.append(Term(variables[index], coefficient: coefficients[index]))
        }
        let strength = level.map { Strength(priority: priorities[$0]) } ?? .required
        return Constraint(Expression(terms: terms, constant: constant), relation, strength: strength)
    }
}

/// Exact answers for tiny systems by enumerating candidate points.
///
/// Within each cell of the arrangement formed by the constraints' boundary
/// hyperplanes, every level's total error is linear, so the lexicographic
/// optimum (and any point of a nonempty feasible region) is attained at a
/// vertex of that arrangement. A bounding box adds vertices for regions that
/// have none; with small integer data every relevant vertex lies well
/// inside it.
enum BruteForce {
    static let box = 1e5

    /// Every point where `n` linearly independent hyperplanes, chosen from
    /// the boundaries of `constraints` and the box, meet.
    static func candidatePoints(_ constraints: [ToyConstraint], variableCount n: Int) -> [[Double]] {
        var planes: [([Double], Double)] = []  // a·x = b
        for constraint in constraints where constraint.coefficients.contains(where: { $0 != 0 }) {
            planes.append((constraint.coefficients, -constraint.constant))
        }
        for index in 0 ..< n {
            var unit = [Double](repeating: 0, count: n)
            unit[index] = 1
            planes.append((unit, box))
            planes.append((unit, -box))
        }
        var points: [[Double]] = []
        var chosen = Array(0 ..< n)
        let count = planes.count
        guard count >= n else { return [] }
        while true {
            if let point = solve(chosen.map { planes[$0] }, n) { points.append(point) }
            // Next combination of n indices out of count.
            var position = n - 1
            while position >= 0, chosen[position] == count - n + position { position -= 1 }
            if position < 0 { break }
            chosen[position] += 1
            for later in (position + 1) ..< n { chosen[later] = chosen[later - 1] + 1 }
        }
        return points
    }

    /// Solves the square system by Gaussian elimination with partial
    /// pivoting, or returns `nil` if it is singular.
    static func solve(_ equations: [([Double], Double)], _ n: Int) -> [Double]? {
        var matrix = equations.map { $0.0 + [$0.1] }
        for column in 0 ..< n {
            var pivot = column
            for row in column ..< n where abs(matrix[row][column]) > abs(matrix[pivot][column]) { pivot = row }
            if abs(matrix[pivot][column]) < 1e-9 { return nil }
            matrix.swapAt(column, pivot)
            for row in 0 ..< n where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                if factor == 0 { continue }
                for k in column ... n { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        return (0 ..< n).map { matrix[$0][n] / matrix[$0][$0] }
    }

    /// Whether `point` satisfies every required constraint, within tolerance.
    static func satisfiesRequired(_ constraints: [ToyConstraint], at point: [Double]) -> Bool {
        constraints.allSatisfy { $0.level != nil || $0.violation(at: point) <= $0.tolerance(at: point) }
    }

    /// Whether the required constraints among `constraints` can all hold.
    static func isFeasible(_ constraints: [ToyConstraint], variableCount n: Int) -> Bool {
        let required = constraints.filter { $0.level == nil }
        return candidatePoints(required, variableCount: n).contains { satisfiesRequired(required, at: $0) }
    }

    /// The total error of each level at `point`.
    static func levelErrors(_ constraints: [ToyConstraint], at point: [Double], levelCount: Int) -> [Double] {
        var errors = [Double](repeating: 0, count: levelCount)
        for constraint in constraints {
            if let level = constraint.level { errors[level] += constraint.violation(at: point) }
        }
        return errors
    }

    /// The lexicographically smallest vector of level errors over all points
    /// satisfying the required constraints, or `nil` if there are none.
    static func lexicographicMinimum(
        _ constraints: [ToyConstraint], variableCount n: Int, levelCount: Int
    ) -> [Double]? {
        var best: [Double]? = nil
        for point in candidatePoints(constraints, variableCount: n)
        where satisfiesRequired(constraints, at: point) {
            let errors = levelErrors(constraints, at: point, levelCount: levelCount)
            if let current = best, !lexicographicallyLess(errors, current) { continue }
            best = errors
        }
        return best
    }

    /// Whether `lhs` is smaller than `rhs` at the first level where they
    /// differ by more than the tolerance.
    static func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for index in lhs.indices where !agree(lhs[index], rhs[index]) {
            return lhs[index] < rhs[index]
        }
        return false
    }

    /// Whether two level errors are equal within a relative tolerance.
    static func agree(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-6 * (1 + max(abs(a), abs(b)))
    }
}
