/// Coefficients this small are treated as zero and dropped from rows.
let epsilon = 1.0e-8

/// Whether `value` is treated as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// One nonzero entry of a ``Row``.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear combination of symbols plus a constant.
///
/// Stored in the tableau under a basic symbol `b`, a row states
/// `b = constant + Σ coefficient·symbol`. While a constraint is being added,
/// a row states `0 = constant + Σ coefficient·symbol`.
///
/// Cells are kept sorted by symbol with no coefficient near zero, so lookups
/// are binary searches and combining two rows is a linear merge.
struct Row: Sendable {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The position of `symbol` in `cells`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    func searchIndex(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            let candidate = cells[middle].symbol.raw
            if candidate < symbol.raw {
                low = middle &+ 1
            } else if candidate > symbol.raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, or 0 if it does not occur.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let position = searchIndex(of: symbol)
        return position.found ? cells[position.index].coefficient : 0
    }

    /// Whether every symbol in the row is a dummy.
    var allDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }

    /// Adds `coefficient` to the coefficient of `symbol`, dropping the cell
    /// if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let position = searchIndex(of: symbol)
        if position.found {
            let sum = cells[position.index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: position.index)
            } else {
                cells[position.index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position.index)
        }
    }

    /// Removes `symbol` from the row, if present.
    mutating func remove(_ symbol: Symbol) {
        let position = searchIndex(of: symbol)
        if position.found { cells.remove(at: position.index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + Σ` as `symbol = …`, removing `symbol`'s cell.
    ///
    /// - Precondition: `symbol` occurs in the row.
    mutating func solve(for symbol: Symbol) {
        let position = searchIndex(of: symbol)
        precondition(position.found, "Row.solve(for:): \(symbol) does not occur in the row")
        let factor = -1 / cells[position.index].coefficient
        cells.remove(at: position.index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = constant + Σ` as `rhs = …`.
    ///
    /// - Precondition: `rhs` occurs in the row and `lhs` does not.
    mutating func solve(for lhs: Symbol, andThen rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Builds a row from unsorted cells, merging repeated symbols and
    /// dropping near-zero sums.
    init(constant: Double, unsortedCells: [Cell]) {
        self.constant = constant
        var sorted = unsortedCells
        sorted.sort { $0.symbol.raw < $1.symbol.raw }
        var merged: [Cell] = []
        merged.reserveCapacity(sorted.count)
        var index = 0
        while index < sorted.count {
            var cell = sorted[index]
            index += 1
            while index < sorted.count, sorted[index].symbol == cell.symbol {
                cell.coefficient += sorted[index].coefficient
                index += 1
            }
            if !nearZero(cell.coefficient) { merged.append(cell) }
        }
        self.cells = merged
    }
}
