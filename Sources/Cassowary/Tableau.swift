/// The simplex tableau of a ``Solver``: basic rows, column index, objectives.
///
/// Symbols are slots in dense arrays. `rows[s]` is the row of basic symbol
/// `s`; `columns[s]` lists the basic symbols whose rows mention the
/// nonbasic symbol `s` (see Columns.swift), so that substituting `s`
/// touches only those rows instead of scanning the whole tableau.
///
/// Objective coefficients are only ever written through
/// ``setObjective(level:slot:_:)``, which records the slot in ``dirty``:
/// after an optimal state, only symbols whose reduced costs changed can
/// improve the objective, so optimization examines only those.
///
/// While a journal is open (see ``beginJournal()``), every write to a row,
/// column or objective coefficient records the previous value so that a
/// failed operation can be undone exactly.
struct Tableau: Sendable {
    /// The row of each basic symbol, indexed by slot; `nil` when nonbasic or free.
    var rows: [Row?] = []
    /// For each symbol's slot, basic symbols whose rows may mention it.
    var columns: [[Symbol]] = []
    /// How many entries of each column are stale.
    var columnStale: [Int] = []
    /// Columns to compact once the row being written is stored.
    var pendingCompactions: [Int] = []
    /// Per-slot marks for removing repeated column entries.
    var stamps: [UInt32] = []
    var stampEpoch: UInt32 = 0
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
    /// Slots whose objective coefficients changed since the last optimum;
    /// may repeat.
    var dirty: [Int] = []

    /// Previous values of rows written since ``beginJournal()``, by slot.
    var journal: [Int: Row?] = [:]
    /// Previous columns and stale counts changed since ``beginJournal()``, by slot.
    var columnJournal: [Int: (entries: [Symbol], stale: Int)] = [:]
    /// Previous objective coefficients written since ``beginJournal()``, in order.
    var objectiveJournal: [(level: Int, slot: Int, value: Double)] = []
    /// The lengths of ``dirty`` and ``infeasible`` when the journal began.
    var journalMarks = (dirty: 0, infeasible: 0)
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
                columnStale.append(0)
                stamps.append(0)
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
        assert(
            rows[symbol.slot] == nil && liveEntries(symbol.slot).isEmpty,
            "Tableau.release: \(symbol) is still in the tableau")
        clearColumn(symbol.slot)
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
            assert(
                rows[slot] == nil && liveEntries(slot).isEmpty,
                "Tableau.undoAllocations: \(entry.symbol) is still in the tableau")
            clearColumn(slot)
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

    /// Starts recording the previous value of every row and objective
    /// coefficient written.
    mutating func beginJournal() {
        journal.removeAll(keepingCapacity: true)
        columnJournal.removeAll(keepingCapacity: true)
        objectiveJournal.removeAll(keepingCapacity: true)
        journalMarks = (dirty.count, infeasible.count)
        isJournaling = true
    }

    /// Stops recording and forgets the recorded values.
    mutating func commitJournal() {
        isJournaling = false
        journal.removeAll(keepingCapacity: true)
        columnJournal.removeAll(keepingCapacity: true)
        objectiveJournal.removeAll(keepingCapacity: true)
    }

    /// Restores every row, column and objective coefficient written since
    /// ``beginJournal()``, and the dirty and infeasible lists; drops the
    /// artificial objective.
    ///
    /// - Precondition: No objective level was added or removed meanwhile.
    mutating func rollbackJournal() {
        isJournaling = false
        for entry in objectiveJournal.reversed() {
            levels[entry.level].objective.set(entry.value, at: entry.slot)
        }
        objectiveJournal.removeAll(keepingCapacity: true)
        dirty.removeSubrange(journalMarks.dirty...)
        infeasible.removeSubrange(journalMarks.infeasible...)
        artificial = nil
        for (slot, previous) in journal { rows[slot] = previous }
        for (slot, previous) in columnJournal {
            columns[slot] = previous.entries
            columnStale[slot] = previous.stale
        }
        journal.removeAll(keepingCapacity: true)
        columnJournal.removeAll(keepingCapacity: true)
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
        for cell in row.cells { appendColumnEntry(cell.symbol.slot, basic) }
    }

    /// Removes and returns the row of `basic`; its column entries go stale.
    @discardableResult
    mutating func uninstallRow(of basic: Symbol) -> Row? {
        guard let row = rows[basic.slot] else { return nil }
        setRow(nil, at: basic.slot)
        for cell in row.cells { noteStaleEntry(cell.symbol.slot) }
        compactPendingColumns()
        return row
    }

    /// Returns `target` without `removed`, plus `factor` times `source`.
    ///
    /// When `basic` is given, `target` is that symbol's row and the column
    /// index is updated for symbols that enter or cancel out of it; the
    /// caller must store the result as `basic`'s row and then call
    /// ``compactPendingColumns()``.
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
                    if let basic { appendColumnEntry(s[j].symbol.slot, basic) }
                }
                j += 1
            } else {
                let coefficient = t[i].coefficient + s[j].coefficient * factor
                if !nearZero(coefficient) {
                    out.append(Cell(symbol: t[i].symbol, coefficient: coefficient))
                } else if basic != nil {
                    noteStaleEntry(t[i].symbol.slot)
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
                if let basic { appendColumnEntry(s[j].symbol.slot, basic) }
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
        clearColumn(symbol.slot)
        for basic in dependents {
            guard symbols[basic.slot] == basic, let target = rows[basic.slot] else { continue }
            let coefficient = target.coefficient(for: symbol)
            if coefficient == 0 { continue }
            let updated = combine(target, removing: symbol, adding: row, times: coefficient, basic: basic)
            setRow(updated, at: basic.slot)
            if basic.isRestricted, updated.constant < -epsilon {
                infeasible.append(basic)
            }
        }
        compactPendingColumns()
        for level in levels.indices {
            let coefficient = levels[level].objective[symbol.slot]
            if coefficient != 0 {
                setObjective(level: level, slot: symbol.slot, 0)
                addToObjective(level: level, row, times: coefficient)
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
        clearColumn(symbol.slot)
        for basic in dependents {
            guard symbols[basic.slot] == basic, var row = rows[basic.slot],
                row.searchIndex(of: symbol).found
            else { continue }
            row.remove(symbol)
            setRow(row, at: basic.slot)
        }
        for level in levels.indices { setObjective(level: level, slot: symbol.slot, 0) }
        artificial?.remove(symbol)
    }

    // MARK: Levels and objectives

    /// The index of the level with `priority`, if it exists.
    func levelIndex(of priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// The index of the level with `priority`, creating it in order if needed.
    mutating func levelIndex(creating priority: Float) -> Int {
        if let index = levelIndex(of: priority) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority), at: index)
        return index
    }

    /// Deletes level `index`; the symbols it weighted may now be decided by
    /// weaker levels, so they are marked dirty.
    mutating func removeLevel(at index: Int) {
        dirty.append(contentsOf: levels[index].objective.nonzeroSlots)
        levels.remove(at: index)
    }

    /// Writes one objective coefficient, journaling the old value and
    /// marking the slot dirty.
    @inline(__always)
    mutating func setObjective(level: Int, slot: Int, _ value: Double) {
        let old = levels[level].objective[slot]
        if old == value { return }
        if isJournaling { objectiveJournal.append((level, slot, old)) }
        levels[level].objective.set(value, at: slot)
        dirty.append(slot)
    }

    /// Adds `delta` to one objective coefficient.
    @inline(__always)
    mutating func addToObjective(level: Int, slot: Int, _ delta: Double) {
        let sum = levels[level].objective[slot] + delta
        setObjective(level: level, slot: slot, nearZero(sum) ? 0 : sum)
    }

    /// Adds `factor` times `row`'s symbols to the objective of `level`.
    mutating func addToObjective(level: Int, _ row: Row, times factor: Double) {
        for cell in row.cells {
            addToObjective(level: level, slot: cell.symbol.slot, cell.coefficient * factor)
        }
    }

    /// Subtracts `symbol`'s unit weight from the objective of `level`,
    /// substituting its row if it is basic.
    mutating func removeObjectiveWeight(of symbol: Symbol, level: Int) {
        if let row = rows[symbol.slot] {
            addToObjective(level: level, row, times: -1)
        } else {
            addToObjective(level: level, slot: symbol.slot, -1)
        }
    }
}
