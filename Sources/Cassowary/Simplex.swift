/// The primal and dual simplex iterations over a ``Tableau``.
///
/// Both use Bland's rule to avoid cycling on degenerate pivots: among the
/// eligible symbols the smallest enters, and ratio ties are broken by the
/// smallest basic symbol. Decisions depend only on row contents and symbol
/// order, never on hash-table iteration order, so equal tableaus always
/// evolve identically.
extension Tableau {
    /// Runs the primal simplex on the lexicographic objective until no
    /// symbol can improve it.
    mutating func optimize() {
        while let (entering, direction) = enteringSymbol() {
            guard let leaving = leavingSymbol(for: entering, direction: direction) else {
                assertionFailure("Tableau.optimize: the objective is unbounded")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Runs the primal simplex on ``artificial`` until no symbol can lower it.
    mutating func optimizeArtificial() {
        while let objective = artificial, let (entering, direction) = enteringSymbol(in: objective) {
            guard let leaving = leavingSymbol(for: entering, direction: direction) else {
                assertionFailure("Tableau.optimizeArtificial: the objective is unbounded")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The smallest symbol whose change would lower the objective, and the
    /// direction to change it in (+1 or -1).
    ///
    /// A symbol's reduced cost is the vector of its objective coefficients,
    /// strongest level first; it is eligible when the first nonzero entry is
    /// negative, or nonzero at all for an unrestricted external symbol,
    /// which may also decrease.
    func enteringSymbol() -> (Symbol, Double)? {
        var best: (Symbol, Double)? = nil
        for level in levels.indices {
            for cell in levels[level].objective.cells {
                let symbol = cell.symbol
                if let best, symbol.raw >= best.0.raw { break }
                guard let direction = improvingDirection(symbol, cell.coefficient) else { continue }
                var decidedByStrongerLevel = false
                for stronger in 0..<level
                where !nearZero(levels[stronger].objective.coefficient(for: symbol)) {
                    decidedByStrongerLevel = true
                    break
                }
                if decidedByStrongerLevel { continue }
                best = (symbol, direction)
                break
            }
        }
        return best
    }

    /// The smallest symbol whose change would lower the single-row `objective`.
    func enteringSymbol(in objective: Row) -> (Symbol, Double)? {
        for cell in objective.cells {
            if let direction = improvingDirection(cell.symbol, cell.coefficient) {
                return (cell.symbol, direction)
            }
        }
        return nil
    }

    /// The direction in which `symbol`, with objective coefficient
    /// `coefficient`, lowers the objective, if it can.
    @inline(__always)
    func improvingDirection(_ symbol: Symbol, _ coefficient: Double) -> Double? {
        if symbol.isDummy { return nil }
        if coefficient < -epsilon { return 1 }
        if symbol.isExternal, coefficient > epsilon { return -1 }
        return nil
    }

    /// The restricted basic symbol that first reaches zero as `entering`
    /// moves in `direction`, by the minimum-ratio test.
    func leavingSymbol(for entering: Symbol, direction: Double) -> Symbol? {
        var best: Symbol? = nil
        var bestRatio = Double.infinity
        for basic in columns[entering.slot] where basic.isRestricted {
            guard let row = rows[basic.slot] else { continue }
            let rate = row.coefficient(for: entering) * direction
            guard rate < 0 else { continue }
            let ratio = max(row.constant, 0) / -rate
            if ratio < bestRatio || (ratio == bestRatio && basic.raw < (best?.raw ?? .max)) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    /// Runs the dual simplex until no restricted basic symbol is negative,
    /// keeping the objective optimal throughout.
    ///
    /// Used after ``Solver/suggestValue(_:for:)`` changes row constants.
    mutating func dualOptimize() {
        while !infeasible.isEmpty {
            var smallest = 0
            for index in infeasible.indices.dropFirst() where infeasible[index] < infeasible[smallest] {
                smallest = index
            }
            let leaving = infeasible[smallest]
            infeasible.swapAt(smallest, infeasible.count - 1)
            infeasible.removeLast()
            guard let row = rows[leaving.slot], row.constant < -epsilon else { continue }
            guard let entering = dualEnteringSymbol(for: row) else {
                assertionFailure("Tableau.dualOptimize: no entering symbol for \(leaving)")
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol that can raise the infeasible `row` while worsening the
    /// objective least, by the lexicographic dual ratio test.
    func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: Symbol? = nil
        var bestCoefficient = 0.0
        for cell in row.cells {
            let symbol = cell.symbol
            let coefficient = cell.coefficient
            if symbol.isDummy { continue }
            if symbol.isExternal ? nearZero(coefficient) : coefficient <= epsilon { continue }
            if let current = best,
               !dualRatio(symbol, coefficient, isLessThan: current, bestCoefficient) {
                continue
            }
            best = symbol
            bestCoefficient = coefficient
        }
        return best
    }

    /// Whether the reduced-cost ratio of `lhs` is lexicographically smaller
    /// than that of `rhs`. External symbols have a zero ratio: at an optimum
    /// their reduced costs are zero.
    func dualRatio(_ lhs: Symbol, _ lhsCoefficient: Double, isLessThan rhs: Symbol,
                   _ rhsCoefficient: Double) -> Bool {
        for level in levels {
            let left = lhs.isExternal ? 0 : level.objective.coefficient(for: lhs) / lhsCoefficient
            let right = rhs.isExternal ? 0 : level.objective.coefficient(for: rhs) / rhsCoefficient
            if left < right - epsilon { return true }
            if left > right + epsilon { return false }
        }
        return false
    }

    /// The row to pivot on when removing a constraint whose nonbasic marker
    /// is `marker`: the restricted row that keeps the tableau feasible, or an
    /// external row when no restricted row mentions the marker.
    ///
    /// A basic dummy marks a required equality implied by others; its row
    /// holds only dummies. When such a row mentions `marker` (a dummy), it is
    /// chosen: the pivot then moves only dummies, so no value changes and
    /// the implied equality becomes an ordinary nonbasic one, enforced
    /// exactly once the removed constraint no longer implies it. Any other
    /// choice would put non-dummy symbols into that row, where the ratio
    /// tests would treat the equality as a mere `>= 0`.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        if marker.isDummy {
            var dummy: Symbol? = nil
            for basic in columns[marker.slot] where basic.isDummy && basic.raw < (dummy?.raw ?? .max) {
                dummy = basic
            }
            if let dummy { return dummy }
        }
        var first: Symbol? = nil
        var firstRatio = Double.infinity
        var second: Symbol? = nil
        var secondRatio = Double.infinity
        var third: Symbol? = nil
        for basic in columns[marker.slot] {
            guard let row = rows[basic.slot] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if basic.isExternal {
                if basic.raw < (third?.raw ?? .max) { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic.raw < (first?.raw ?? .max)) {
                    first = basic
                    firstRatio = ratio
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic.raw < (second?.raw ?? .max)) {
                    second = basic
                    secondRatio = ratio
                }
            }
        }
        return first ?? second ?? third
    }
}
