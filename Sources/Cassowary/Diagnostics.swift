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
        for slot in 0 ..< t.slotCount {
            if let row = t.rows[slot] { lines.append("row \(t.symbols[slot]) = \(row)") }
            if !t.columns[slot].isEmpty {
                lines.append("column \(slot) stale \(t.columnStale[slot]): \(t.columns[slot])")
            }
        }
        for level in t.levels {
            let cells = level.objective.nonzeroSlots.map { "\(level.objective[$0])*\(t.symbols[$0])" }
            lines.append("level \(level.priority) ×\(level.constraintCount): \(cells)")
        }
        lines.append("artificial \(String(describing: t.artificial)) infeasible \(t.infeasible) dirty \(t.dirty)")
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
        for slot in 0 ..< t.slotCount {
            let symbol = t.symbols[slot]
            if free.contains(slot) {
                if t.rows[slot] != nil || !t.liveEntries(slot).isEmpty {
                    problems.append("free slot \(slot) is in use")
                }
                continue
            }
            if let row = t.rows[slot] {
                if !t.liveEntries(slot).isEmpty { problems.append("basic \(symbol) has a column") }
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
            if t.liveEntries(slot).count != t.liveCount(slot) {
                problems.append("column \(symbol) counts \(t.liveCount(slot)) live entries, has \(t.liveEntries(slot).count)")
            }
            if t.columnStale[slot] > max(Tableau.minimumStaleToCompact, t.columns[slot].count / 2) {
                problems.append("column \(symbol) was not compacted: \(t.columnStale[slot]) of \(t.columns[slot].count) stale")
            }
        }
        for level in t.levels {
            for slot in level.objective.nonzeroSlots where slot >= t.slotCount || free.contains(slot) {
                problems.append("level \(level.priority) weights free slot \(slot)")
            }
            for slot in level.objective.nonzeroSlots where t.rows[slot] != nil {
                problems.append("level \(level.priority) mentions basic \(t.symbols[slot])")
            }
        }
        if let symbol = t.enteringSymbolByFullScan() { problems.append("not optimal: \(symbol) can enter") }
        if !t.dirty.isEmpty { problems.append("dirty slots left: \(t.dirty)") }
        if t.artificial != nil { problems.append("artificial row left behind") }
        if !t.infeasible.isEmpty { problems.append("infeasible rows left: \(t.infeasible)") }
        if !t.pendingCompactions.isEmpty { problems.append("compactions left pending") }
        if t.isJournaling || !t.journal.isEmpty || !t.columnJournal.isEmpty || !t.objectiveJournal.isEmpty {
            problems.append("journal left open")
        }
        return problems
    }
}
