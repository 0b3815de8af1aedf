/// The column index: for each symbol, the basic symbols whose rows mention it.
///
/// Entries are only ever appended. When a row is uninstalled, or a symbol
/// cancels out of a row, the affected entries go stale and the column's
/// stale count is incremented; readers skip stale entries by checking that
/// the named row is still basic and still mentions the symbol. This keeps
/// the frequent operations (installing a row, merging rows) free of hashing
/// and searching. A column is compacted once more than half of it is stale,
/// so its length stays within about twice its live entries, and its length
/// minus its stale count is exactly the number of rows that mention the
/// symbol: the cost estimate used to choose subjects and pivots.
///
/// So that choices based on these counts are the same in a solver that
/// rolled back a failed operation and in one that never tried it, columns
/// are journaled and restored exactly.
extension Tableau {
    /// Whether `basic` is basic and its row mentions `symbol`.
    @inline(__always)
    func isLive(_ basic: Symbol, mentioning symbol: Symbol) -> Bool {
        guard symbols[basic.slot] == basic else { return false }
        return rows[basic.slot]?.searchIndex(of: symbol).found ?? false
    }

    /// The number of basic rows that mention the symbol in `slot`.
    @inline(__always)
    func liveCount(_ slot: Int) -> Int {
        columns[slot].count - columnStale[slot]
    }

    /// Saves the column of `slot` before its first change under an open
    /// journal, so that a rollback restores it entry for entry.
    @inline(__always)
    mutating func journalColumn(_ slot: Int) {
        if isJournaling, columnJournal[slot] == nil {
            columnJournal[slot] = (columns[slot], columnStale[slot])
        }
    }

    /// Records that `basic`'s row now mentions the symbol in `slot`.
    @inline(__always)
    mutating func appendColumnEntry(_ slot: Int, _ basic: Symbol) {
        journalColumn(slot)
        columns[slot].append(basic)
    }

    /// Records that one entry of the column of `slot` went stale, scheduling
    /// the column for compaction once more than half of it is stale.
    ///
    /// Compaction is deferred to ``compactPendingColumns()`` because the
    /// row that caused it may not be stored yet.
    @inline(__always)
    mutating func noteStaleEntry(_ slot: Int) {
        journalColumn(slot)
        columnStale[slot] += 1
        let stale = columnStale[slot]
        if stale > Tableau.minimumStaleToCompact, stale * 2 > columns[slot].count {
            pendingCompactions.append(slot)
        }
    }

    /// Compacts the columns scheduled by ``noteStaleEntry(_:)``.
    @inline(__always)
    mutating func compactPendingColumns() {
        guard !pendingCompactions.isEmpty else { return }
        for slot in pendingCompactions where columnStale[slot] * 2 > columns[slot].count {
            compactColumn(slot)
        }
        pendingCompactions.removeAll(keepingCapacity: true)
    }

    /// Drops stale and repeated entries from the column of `slot`.
    ///
    /// - Complexity: O(*k* log *m*) for *k* entries and rows of size *m*.
    mutating func compactColumn(_ slot: Int) {
        journalColumn(slot)
        stampEpoch &+= 1
        if stampEpoch == 0 {
            for index in stamps.indices { stamps[index] = 0 }
            stampEpoch = 1
        }
        let symbol = symbols[slot]
        var entries = columns[slot]
        columns[slot] = []
        var kept = 0
        for index in entries.indices {
            let basic = entries[index]
            guard stamps[basic.slot] != stampEpoch, isLive(basic, mentioning: symbol) else { continue }
            stamps[basic.slot] = stampEpoch
            entries[kept] = basic
            kept += 1
        }
        entries.removeSubrange(kept...)
        columns[slot] = entries
        columnStale[slot] = 0
    }

    /// The basic symbols whose rows mention the symbol in `slot`, each once.
    mutating func liveColumn(_ slot: Int) -> [Symbol] {
        if columnStale[slot] > 0 { compactColumn(slot) }
        return columns[slot]
    }

    /// Empties the column of `slot`, whose entries are all known stale or
    /// about to be.
    @inline(__always)
    mutating func clearColumn(_ slot: Int) {
        journalColumn(slot)
        columns[slot].removeAll()
        columnStale[slot] = 0
    }

    /// The live entries of the column of `slot`, sorted, without compacting;
    /// for diagnostics.
    func liveEntries(_ slot: Int) -> [Symbol] {
        let symbol = symbols[slot]
        return Set(columns[slot].filter { isLive($0, mentioning: symbol) }).sorted()
    }

    /// Columns with at most this many stale entries are left alone.
    static let minimumStaleToCompact = 8
}
