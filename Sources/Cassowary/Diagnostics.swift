extension Row: CustomStringConvertible {
    /// `constant + coefficient*symbol …`, for diagnostics.
    var description: String {
        var text = String(constant)
        for cell in cells { text += " + \(cell.coefficient)*\(cell.symbol)" }
        return text
    }
}

extension SolverCore {
    /// A complete, deterministic listing of the solver's state: every row,
    /// column index entry, objective level, slot, variable, constraint and
    /// edit. Two solvers with equal dumps behave identically from then on.
    var stateDump: String {
        var lines: [String] = []
        let t = tableau
        lines.append("slots \(t.slotCount) free \(t.freeSlots)")
        for slot in 0..<t.slotCount {
            if let row = t.rows[slot] { lines.append("row \(t.symbols[slot]) = \(row)") }
            let column = t.columns[slot].sorted()
            if !column.isEmpty { lines.append("column \(slot): \(column)") }
        }
        for level in t.levels {
            lines.append("level \(level.priority) ×\(level.constraintCount): \(level.objective)")
        }
        lines.append("artificial \(String(describing: t.artificial)) infeasible \(t.infeasible)")
        lines.append("journal \(t.journal.count) journaling \(t.isJournaling)")
        for record in variables.values.sorted(by: { $0.symbol < $1.symbol }) {
            lines.append("variable \(record.variable) \(record.symbol) ×\(record.constraintCount)")
        }
        for record in constraints.values.sorted(by: { $0.sequence < $1.sequence }) {
            lines.append(
                "constraint #\(record.sequence) \(record.constraint) marker \(record.marker) other \(String(describing: record.other))"
            )
        }
        for (marker, constraint) in markers.sorted(by: { $0.key < $1.key }) {
            lines.append("marker \(marker) -> \(constraint)")
        }
        for edit in edits.values.sorted(by: { $0.constraint.description < $1.constraint.description }) {
            lines.append("edit \(edit.constraint) target \(edit.target)")
        }
        lines.append("next sequence \(nextSequence)")
        return lines.joined(separator: "\n")
    }
}

extension SolverCore {
    /// Descriptions of every broken tableau invariant; empty when the
    /// solver's state is consistent and optimal. Used by tests.
    var invariantViolations: [String] {
        var problems: [String] = []
        let t = tableau
        let free = Set(t.freeSlots)
        for slot in 0..<t.slotCount {
            let symbol = t.symbols[slot]
            if free.contains(slot) {
                if t.rows[slot] != nil || !t.columns[slot].isEmpty {
                    problems.append("free slot \(slot) is in use")
                }
                continue
            }
            if let row = t.rows[slot] {
                if !t.columns[slot].isEmpty { problems.append("basic \(symbol) has a column") }
                if symbol.isRestricted, row.constant < -epsilon {
                    problems.append("restricted \(symbol) is negative: \(row)")
                }
                if symbol.isDummy, !nearZero(row.constant) || !row.allDummies {
                    problems.append("basic dummy \(symbol) = \(row)")
                }
                for cell in row.cells {
                    if t.rows[cell.symbol.slot] != nil { problems.append("row \(symbol) mentions basic \(cell.symbol)") }
                    if !t.columns[cell.symbol.slot].contains(symbol) {
                        problems.append("column \(cell.symbol) lacks \(symbol)")
                    }
                    if nearZero(cell.coefficient) { problems.append("row \(symbol) keeps a zero cell") }
                }
            }
            for basic in t.columns[slot] where t.rows[basic.slot]?.coefficient(for: symbol) ?? 0 == 0 {
                problems.append("column \(symbol) names \(basic), whose row lacks it")
            }
        }
        for level in t.levels {
            for cell in level.objective.cells where t.rows[cell.symbol.slot] != nil {
                problems.append("level \(level.priority) mentions basic \(cell.symbol)")
            }
        }
        if let (symbol, _) = t.enteringSymbol() { problems.append("not optimal: \(symbol) can enter") }
        if t.artificial != nil { problems.append("artificial row left behind") }
        if !t.infeasible.isEmpty { problems.append("infeasible rows left: \(t.infeasible)") }
        if t.isJournaling || !t.journal.isEmpty { problems.append("journal left open") }
        return problems
    }
}
