/// The primal and dual simplex iterations over a ``Tableau``.
///
/// Primal pivots follow Dantzig's rule, lexicographically: the entering
/// symbol improves the strongest level it can, with the steepest reduced
/// cost there; remaining ties go to the symbol that the fewest rows
/// mention, and among rows tied in the ratio test
/// the shortest leaves, since a pivot rewrites every row that mentions the
/// entering symbol with the leaving row. This takes far fewer pivots than
/// Bland's rule on layout systems, whose oldest symbols tend to appear in
/// most rows. It could cycle on degenerate pivots, so after
/// ``degeneratePivotLimit`` degenerate pivots in a row, pivots follow
/// Bland's rule (smallest eligible symbol enters, smallest tied row leaves),
/// which cannot cycle, until the objective strictly improves. The dual
/// simplex always uses Bland's rule.
///
/// Decisions depend only on the tableau's contents and symbol order, never
/// on hash-table or column-list order, so equal tableaus evolve identically.
extension Tableau {
    /// Consecutive degenerate pivots tolerated before switching to Bland's rule.
    static let degeneratePivotLimit = 50

    /// Runs the primal simplex on the lexicographic objective until no
    /// symbol can improve it.
    ///
    /// Only symbols in ``dirty`` can be eligible to enter, so each step
    /// examines those and keeps the eligible ones; the list is empty on
    /// return.
    mutating func optimize() {
        var degenerateStreak = 0
        while true {
            let bland = degenerateStreak >= Tableau.degeneratePivotLimit
            var best: Symbol? = nil
            var bestDirection = 0.0
            var bestRank = EnteringRank.worst
            var kept = 0
            for index in dirty.indices {
                let slot = dirty[index]
                guard let (direction, level, coefficient) = improvement(slot: slot) else { continue }
                dirty[kept] = slot
                kept += 1
                let symbol = symbols[slot]
                if symbol == best { continue }
                let rank =
                    bland
                    ? EnteringRank(level: 0, gain: 0, work: 0, symbol: symbol)
                    : EnteringRank(level: level, gain: abs(coefficient), work: liveCount(slot), symbol: symbol)
                if rank < bestRank {
                    best = symbol
                    bestDirection = direction
                    bestRank = rank
                }
            }
            dirty.removeSubrange(kept...)
            guard let entering = best else { return }
            guard let (leaving, ratio) = leavingSymbol(for: entering, direction: bestDirection, bland: bland)
            else {
                assertionFailure("Tableau.optimize: the objective is unbounded")
                dirty.removeAll(keepingCapacity: true)
                return
            }
            pivot(entering: entering, leaving: leaving)
            degenerateStreak = ratio > 0 ? 0 : degenerateStreak + 1
        }
    }

    /// How attractive an entering candidate is; smaller is better.
    ///
    /// Candidates improving a stronger level come first, then those whose
    /// reduced cost is steepest at that level (Dantzig's rule), then those
    /// whose columns are shortest, then the smaller symbol.
    struct EnteringRank: Comparable {
        var level: Int
        var gain: Double
        var work: Int
        var symbol: Symbol

        static let worst = EnteringRank(level: .max, gain: 0, work: .max, symbol: Symbol(slot: 0, kind: .dummy))

        static func < (lhs: EnteringRank, rhs: EnteringRank) -> Bool {
            if lhs.level != rhs.level { return lhs.level < rhs.level }
            if lhs.gain != rhs.gain { return lhs.gain > rhs.gain }
            if lhs.work != rhs.work { return lhs.work < rhs.work }
            return lhs.symbol < rhs.symbol
        }
    }

    /// Runs the primal simplex on ``artificial`` until no symbol can lower it,
    /// choosing pivots as ``optimize()`` does.
    mutating func optimizeArtificial() {
        var degenerateStreak = 0
        while let objective = artificial {
            let bland = degenerateStreak >= Tableau.degeneratePivotLimit
            var best: Symbol? = nil
            var bestDirection = 0.0
            var bestRank = EnteringRank.worst
            for cell in objective.cells {
                guard let direction = improvingDirection(cell.symbol, cell.coefficient) else { continue }
                let rank =
                    bland
                    ? EnteringRank(level: 0, gain: 0, work: 0, symbol: cell.symbol)
                    : EnteringRank(
                        level: 0, gain: abs(cell.coefficient), work: liveCount(cell.symbol.slot),
                        symbol: cell.symbol)
                if rank < bestRank {
                    best = cell.symbol
                    bestDirection = direction
                    bestRank = rank
                }
            }
            guard let entering = best else { return }
            guard let (leaving, ratio) = leavingSymbol(for: entering, direction: bestDirection, bland: bland)
            else {
                assertionFailure("Tableau.optimizeArtificial: the objective is unbounded")
                return
            }
            pivot(entering: entering, leaving: leaving)
            degenerateStreak = ratio > 0 ? 0 : degenerateStreak + 1
        }
    }

    /// How the nonbasic symbol in `slot` can lower the lexicographic
    /// objective, if it can: the direction to move it (+1 or -1), the index
    /// of the level that decides, and its coefficient there.
    ///
    /// A symbol's reduced cost is the vector of its objective coefficients,
    /// strongest level first; the first nonzero entry decides. A restricted
    /// symbol may only increase; an external one may move either way.
    @inline(__always)
    func improvement(slot: Int) -> (direction: Double, level: Int, coefficient: Double)? {
        guard slot < slotCount, rows[slot] == nil else { return nil }
        for index in levels.indices {
            let coefficient = levels[index].objective[slot]
            if coefficient != 0 {
                guard let direction = improvingDirection(symbols[slot], coefficient) else { return nil }
                return (direction, index, coefficient)
            }
        }
        return nil
    }

    /// The smallest symbol that could lower the objective, found by scanning
    /// every slot; for consistency checks, not for optimizing.
    func enteringSymbolByFullScan() -> Symbol? {
        for slot in 0 ..< slotCount where improvement(slot: slot) != nil {
            return symbols[slot]
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
    /// moves in `direction`, by the minimum-ratio test, and the ratio: how
    /// far `entering` moves (0 for a degenerate pivot).
    ///
    /// Ties go to the shortest row, or with `bland` to the smallest symbol.
    func leavingSymbol(for entering: Symbol, direction: Double, bland: Bool) -> (Symbol, Double)? {
        var best: Symbol? = nil
        var bestRatio = Double.infinity
        var bestLength = Int.max
        for basic in columns[entering.slot] where basic.isRestricted {
            guard symbols[basic.slot] == basic, let row = rows[basic.slot] else { continue }
            let rate = row.coefficient(for: entering) * direction
            guard rate < 0 else { continue }
            let ratio = max(row.constant, 0) / -rate
            let length = bland ? 0 : row.cells.count
            if ratio < bestRatio
                || (ratio == bestRatio
                    && (length < bestLength || (length == bestLength && basic.raw < (best?.raw ?? .max))))
            {
                best = basic
                bestRatio = ratio
                bestLength = length
            }
        }
        guard let best else { return nil }
        return (best, bestRatio)
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
                !dualRatio(symbol, coefficient, isLessThan: current, bestCoefficient)
            {
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
    func dualRatio(
        _ lhs: Symbol, _ lhsCoefficient: Double, isLessThan rhs: Symbol,
        _ rhsCoefficient: Double
    ) -> Bool {
        for level in levels {
            let left = lhs.isExternal ? 0 : level.objective[lhs.slot] / lhsCoefficient
            let right = rhs.isExternal ? 0 : level.objective[rhs.slot] / rhsCoefficient
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
            for basic in columns[marker.slot]
            where basic.isDummy && basic.raw < (dummy?.raw ?? .max) && isLive(basic, mentioning: marker) {
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
            guard symbols[basic.slot] == basic, let row = rows[basic.slot] else { continue }
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
