/// One priority of non-required constraints and its part of the objective.
///
/// The objective is lexicographic: the solver first minimizes the sum of
/// errors of the strongest level, then of the next level without worsening
/// the stronger ones, and so on. Each level keeps its own objective row.
struct Level: Sendable {
    let priority: Float
    /// The sum of this level's error symbols, written in nonbasic symbols.
    var objective: Row
    /// How many constraints (including edit constraints) use this level.
    var constraintCount: Int
}

/// The simplex tableau of a ``Solver``: basic rows, column index, objectives.
///
/// Symbols are slots in dense arrays. `rows[s]` is the row of basic symbol
/// `s`; `columns[s]` is the set of basic symbols whose rows mention the
/// nonbasic symbol `s`, so that substituting `s` touches only those rows
/// instead of scanning the whole tableau.
///
/// While a journal is open (see ``beginJournal()``), every row write records
/// the row's previous value so that a failed operation can be undone exactly.
struct Tableau: Sendable {
    /// The row of each basic symbol, indexed by slot; `nil` when nonbasic or free.
    var rows: [Row?] = []
    /// For each symbol's slot, the basic symbols whose rows contain it.
    var columns: [Set<Symbol>] = []
    /// The symbol currently occupying each slot.
    var symbols: [Symbol] = []
    /// Released slots, reused last-in first-out.
    var freeSlots: [Int] = []
    /// Slots `0..<slotCount` have been handed out at least once.
    var slotCount = 0
    /// Objective levels, strongest first.
    var levels: [Level] = []
    /// The objective of the artificial-variable phase, while it runs.
    var artificial: Row? = nil
    /// Restricted basic symbols whose rows may have negative constants.
    var infeasible: [Symbol] = []

    /// Previous values of rows written since ``beginJournal()``, by slot.
    var journal: [Int: Row?] = [:]
    var isJournaling = false
    /// Symbols allocated since ``beginAllocationLog()``, and whether each
    /// came from the free list, so that allocation can be undone exactly.
    var allocationLog: [(symbol: Symbol, reused: Bool)] = []

    // MARK: Slots

    /// Hands out a symbol of `kind` in a free slot.
    mutating func allocate(_ kind: Symbol.Kind) -> Symbol {
        let slot: Int
        let reused: Bool
        if let free = freeSlots.popLast() {
            slot = free
            reused = true
        } else {
            slot = slotCount
            slotCount += 1
            reused = false
            if slot == rows.count {
                rows.append(nil)
                columns.append([])
                symbols.append(Symbol(slot: slot, kind: kind))
            }
        }
        let symbol = Symbol(slot: slot, kind: kind)
        symbols[slot] = symbol
        allocationLog.append((symbol, reused))
        return symbol
    }

    /// Returns the slot of a symbol that no row or objective mentions any more.
    mutating func release(_ symbol: Symbol) {
        assert(rows[symbol.slot] == nil && columns[symbol.slot].isEmpty,
               "Tableau.release: \(symbol) is still in the tableau")
        freeSlots.append(symbol.slot)
    }

    /// Starts recording allocations for ``undoAllocations()``.
    mutating func beginAllocationLog() {
        allocationLog.removeAll(keepingCapacity: true)
    }

    /// Returns every slot allocated since ``beginAllocationLog()``, restoring
    /// the free list and slot count exactly.
    mutating func undoAllocations() {
        for entry in allocationLog.reversed() {
            let slot = entry.symbol.slot
            assert(rows[slot] == nil && columns[slot].isEmpty,
                   "Tableau.undoAllocations: \(entry.symbol) is still in the tableau")
            if entry.reused {
                freeSlots.append(slot)
            } else {
                assert(slot == slotCount - 1, "Tableau.undoAllocations: out-of-order slot \(slot)")
                slotCount -= 1
            }
        }
        allocationLog.removeAll(keepingCapacity: true)
    }

    // MARK: Journal

    /// Starts recording the previous value of every row written.
    mutating func beginJournal() {
        journal.removeAll(keepingCapacity: true)
        isJournaling = true
    }

    /// Stops recording and forgets the recorded rows.
    mutating func commitJournal() {
        isJournaling = false
        journal.removeAll(keepingCapacity: true)
    }

    /// Restores every row written since ``beginJournal()`` and the column
    /// index entries that depend on them.
    ///
    /// Objectives, the artificial row and the infeasible list are restored
    /// by the caller, which saved them whole.
    mutating func rollbackJournal() {
        isJournaling = false
        for slot in journal.keys {
            guard let current = rows[slot] else { continue }
            let basic = symbols[slot]
            for cell in current.cells { columns[cell.symbol.slot].remove(basic) }
        }
        for (slot, previous) in journal {
            rows[slot] = previous
            guard let previous else { continue }
            let basic = symbols[slot]
            for cell in previous.cells { columns[cell.symbol.slot].insert(basic) }
        }
        journal.removeAll(keepingCapacity: true)
    }

    // MARK: Rows

    /// Writes the row stored at `slot`, journaling the old value if needed.
    /// Does not touch the column index.
    @inline(__always)
    mutating func setRow(_ row: Row?, at slot: Int) {
        if isJournaling, journal[slot] == nil {
            journal.updateValue(rows[slot], forKey: slot)
        }
        rows[slot] = row
    }

    /// Makes `basic` basic with `row`, indexing the row's symbols.
    mutating func installRow(_ row: Row, for basic: Symbol) {
        setRow(row, at: basic.slot)
        for cell in row.cells { columns[cell.symbol.slot].insert(basic) }
    }

    /// Removes and returns the row of `basic`, unindexing its symbols.
    @discardableResult
    mutating func uninstallRow(of basic: Symbol) -> Row? {
        guard let row = rows[basic.slot] else { return nil }
        setRow(nil, at: basic.slot)
        for cell in row.cells { columns[cell.symbol.slot].remove(basic) }
        return row
    }

    /// Returns `target` without `removed`, plus `factor` times `source`.
    ///
    /// When `basic` is given, `target` is that symbol's row and the column
    /// index is updated for symbols that enter or cancel out of it.
    ///
    /// - Complexity: O(*t* + *s*), the sizes of the two rows.
    mutating func combine(
        _ target: Row, removing removed: Symbol?, adding source: Row, times factor: Double,
        basic: Symbol?
    ) -> Row {
        let t = target.cells
        let s = source.cells
        var out: [Cell] = []
        out.reserveCapacity(t.count + s.count)
        let removedRaw = removed?.raw ?? UInt32.max
        var i = 0
        var j = 0
        while i < t.count, j < s.count {
            let a = t[i].symbol.raw
            let b = s[j].symbol.raw
            if a < b {
                if a != removedRaw { out.append(t[i]) }
                i += 1
            } else if b < a {
                let coefficient = s[j].coefficient * factor
                if !nearZero(coefficient) {
                    out.append(Cell(symbol: s[j].symbol, coefficient: coefficient))
                    if let basic { columns[s[j].symbol.slot].insert(basic) }
                }
                j += 1
            } else {
                let coefficient = t[i].coefficient + s[j].coefficient * factor
                if !nearZero(coefficient) {
                    out.append(Cell(symbol: t[i].symbol, coefficient: coefficient))
                } else if let basic {
                    columns[t[i].symbol.slot].remove(basic)
                }
                i += 1
                j += 1
            }
        }
        while i < t.count {
            if t[i].symbol.raw != removedRaw { out.append(t[i]) }
            i += 1
        }
        while j < s.count {
            let coefficient = s[j].coefficient * factor
            if !nearZero(coefficient) {
                out.append(Cell(symbol: s[j].symbol, coefficient: coefficient))
                if let basic { columns[s[j].symbol.slot].insert(basic) }
            }
            j += 1
        }
        return Row(constant: target.constant + source.constant * factor, cells: out)
    }

    /// Replaces `symbol` by `row` everywhere it occurs: in basic rows, the
    /// objectives and the artificial objective.
    ///
    /// Restricted rows whose constants become negative are queued in
    /// ``infeasible``.
    ///
    /// - Complexity: proportional to the rows that mention `symbol`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let dependents = columns[symbol.slot]
        columns[symbol.slot] = []
        for basic in dependents {
            guard let target = rows[basic.slot] else { continue }
            let coefficient = target.coefficient(for: symbol)
            let updated = combine(target, removing: symbol, adding: row, times: coefficient, basic: basic)
            setRow(updated, at: basic.slot)
            if basic.isRestricted, updated.constant < -epsilon {
                infeasible.append(basic)
            }
        }
        for index in levels.indices {
            let objective = levels[index].objective
            let coefficient = objective.coefficient(for: symbol)
            if coefficient != 0 {
                levels[index].objective = combine(
                    objective, removing: symbol, adding: row, times: coefficient, basic: nil)
            }
        }
        if let objective = artificial {
            let coefficient = objective.coefficient(for: symbol)
            if coefficient != 0 {
                artificial = combine(objective, removing: symbol, adding: row, times: coefficient, basic: nil)
            }
        }
    }

    /// Makes `entering` basic in place of `leaving`.
    ///
    /// - Precondition: `leaving` is basic and its row mentions `entering`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = uninstallRow(of: leaving) else {
            preconditionFailure("Tableau.pivot: \(leaving) is not basic")
        }
        row.solve(for: leaving, andThen: entering)
        substitute(entering, with: row)
        installRow(row, for: entering)
    }

    /// Deletes every mention of `symbol`: its row if basic, its cells in
    /// other rows, the objectives and the artificial objective.
    mutating func purge(_ symbol: Symbol) {
        uninstallRow(of: symbol)
        let dependents = columns[symbol.slot]
        columns[symbol.slot] = []
        for basic in dependents {
            guard var row = rows[basic.slot] else { continue }
            row.remove(symbol)
            setRow(row, at: basic.slot)
        }
        for index in levels.indices { levels[index].objective.remove(symbol) }
        artificial?.remove(symbol)
    }

    // MARK: Levels

    /// The index of the level with `priority`, if it exists.
    func levelIndex(of priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// The index of the level with `priority`, creating it in order if needed.
    mutating func levelIndex(creating priority: Float) -> Int {
        if let index = levelIndex(of: priority) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority, objective: Row(), constraintCount: 0), at: index)
        return index
    }

    /// Subtracts `symbol`'s unit weight from the objective of level `index`,
    /// substituting its row if it is basic.
    mutating func removeObjectiveWeight(of symbol: Symbol, level index: Int) {
        if let row = rows[symbol.slot] {
            levels[index].objective = combine(
                levels[index].objective, removing: nil, adding: row, times: -1, basic: nil)
        } else {
            levels[index].objective.insert(symbol, -1)
        }
    }
}
