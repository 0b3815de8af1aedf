/// What the solver remembers about an added constraint.
struct ConstraintRecord: Sendable {
    let constraint: Constraint
    /// The slack (inequality), dummy (required equality) or positive error
    /// (non-required equality) symbol that identifies the constraint's row.
    let marker: Symbol
    /// The second error symbol of a non-required constraint.
    let other: Symbol?
    /// The constraint's variables, each once.
    let variables: [ObjectIdentifier]
    /// The order in which constraints were added, for reporting conflicts.
    let sequence: Int
}

/// What the solver remembers about a variable used by its constraints.
struct VariableRecord: Sendable {
    let variable: Variable
    let symbol: Symbol
    /// How many constraints mention the variable; at zero it is forgotten.
    var constraintCount: Int
}

/// What the solver remembers about an edit variable.
struct EditRecord: Sendable {
    /// The hidden `variable == target` constraint.
    let constraint: Constraint
    /// The value last suggested.
    var target: Double
}

/// The state behind a ``Solver``, kept in one struct so that a public call
/// is a single access to the solver object and the inner loops work on
/// plain values.
struct SolverCore: Sendable {
    var tableau = Tableau()
    var variables: [ObjectIdentifier: VariableRecord] = [:]
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    /// The constraint owning each marker symbol, for conflict reports.
    var markers: [Symbol: Constraint] = [:]
    var edits: [ObjectIdentifier: EditRecord] = [:]
    var nextSequence = 0

    // MARK: Adding

    mutating func add(_ constraint: Constraint) throws(CassowaryError) {
        let key = ObjectIdentifier(constraint)
        if constraints[key] != nil { throw .duplicateConstraint(constraint) }
        tableau.beginAllocationLog()
        var newVariables: [ObjectIdentifier] = []
        var built = makeRow(for: constraint, newVariables: &newVariables)

        var subject = chooseSubject(built.row, marker: built.marker, other: built.other)
        if subject == nil, built.row.allDummies {
            if !nearZero(built.row.constant) {
                let conflicts = requiredOwners(of: built.row)
                forget(newVariables)
                tableau.undoAllocations()
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            subject = built.marker
        }
        if let subject {
            built.row.solve(for: subject)
            tableau.substitute(subject, with: built.row)
            tableau.installRow(built.row, for: subject)
        } else if let conflicts = addWithArtificialVariable(built.row, marker: built.marker) {
            forget(newVariables)
            tableau.undoAllocations()
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        }

        constraints[key] = ConstraintRecord(
            constraint: constraint, marker: built.marker, other: built.other,
            variables: built.variables, sequence: nextSequence)
        nextSequence += 1
        markers[built.marker] = constraint
        for variable in built.variables { variables[variable]?.constraintCount += 1 }
        restoreOptimality()
    }

    /// Builds the row `0 = constant + Σ` of `constraint` in terms of the
    /// current nonbasic symbols, adding its slack, error or dummy symbols,
    /// and puts its error symbols into the objective of its level.
    ///
    /// The row's constant is made nonnegative.
    mutating func makeRow(
        for constraint: Constraint, newVariables: inout [ObjectIdentifier]
    ) -> (row: Row, marker: Symbol, other: Symbol?, variables: [ObjectIdentifier]) {
        let expression = constraint.expression
        var cells: [Cell] = []
        cells.reserveCapacity(expression.terms.count + 3)
        var constant = expression.constant
        var keys: [ObjectIdentifier] = []
        keys.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            keys.append(key)
            let symbol = symbol(for: term.variable, key: key, newVariables: &newVariables)
            let coefficient = term.coefficient
            if let basicRow = tableau.rows[symbol.slot] {
                constant += coefficient * basicRow.constant
                for cell in basicRow.cells {
                    cells.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * coefficient))
                }
            } else {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            }
        }

        let strength = constraint.strength
        let marker: Symbol
        var other: Symbol? = nil
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.allocate(.slack)
            marker = slack
            cells.append(Cell(symbol: slack, coefficient: sign))
            if !strength.isRequired {
                let error = tableau.allocate(.error)
                other = error
                cells.append(Cell(symbol: error, coefficient: -sign))
                let level = tableau.levelIndex(creating: strength.priority)
                tableau.levels[level].constraintCount += 1
                tableau.addToObjective(level: level, slot: error.slot, 1)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.allocate(.dummy)
                marker = dummy
                cells.append(Cell(symbol: dummy, coefficient: 1))
            } else {
                // expression = plus - minus, both errors at least zero.
                let plus = tableau.allocate(.error)
                let minus = tableau.allocate(.error)
                marker = plus
                other = minus
                cells.append(Cell(symbol: plus, coefficient: -1))
                cells.append(Cell(symbol: minus, coefficient: 1))
                let level = tableau.levelIndex(creating: strength.priority)
                tableau.levels[level].constraintCount += 1
                tableau.addToObjective(level: level, slot: plus.slot, 1)
                tableau.addToObjective(level: level, slot: minus.slot, 1)
            }
        }
        var row = Row(constant: constant, unsortedCells: cells)
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other, keys)
    }

    /// The symbol of `variable`, registering the variable if it is new.
    mutating func symbol(
        for variable: Variable, key: ObjectIdentifier, newVariables: inout [ObjectIdentifier]
    ) -> Symbol {
        if let record = variables[key] { return record.symbol }
        let symbol = tableau.allocate(.external)
        variables[key] = VariableRecord(variable: variable, symbol: symbol, constraintCount: 0)
        newVariables.append(key)
        return symbol
    }

    /// The symbol to make basic for a new row: an external variable if any,
    /// otherwise the constraint's slack or error symbol when its negative
    /// coefficient keeps the row feasible. `nil` means the artificial
    /// variable phase is needed.
    ///
    /// Among external variables, the one mentioned by the fewest rows is
    /// chosen (ties go to the smaller symbol): substituting it touches the
    /// least of the tableau and spreads the new row into the fewest others.
    /// Taking simply the first one tends to pick long-lived variables that
    /// every row mentions, which makes the tableau dense.
    mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var best: Symbol? = nil
        var bestCount = Int.max
        for cell in row.cells where cell.symbol.isExternal {
            let count = tableau.liveCount(cell.symbol.slot)
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        if let best { return best }
        if marker.isPivotable, row.coefficient(for: marker) < 0 { return marker }
        if let other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds `row` through an artificial variable: minimizes the artificial
    /// variable and succeeds if it reaches zero.
    ///
    /// - Returns: `nil` on success. On failure, the required constraints
    ///   proving infeasibility; the tableau is then restored exactly.
    mutating func addWithArtificialVariable(_ row: Row, marker: Symbol) -> [Constraint]? {
        tableau.beginJournal()
        let art = tableau.allocate(.slack)
        tableau.installRow(row, for: art)
        tableau.artificial = row
        tableau.optimizeArtificial()
        let result = tableau.artificial ?? Row()
        tableau.artificial = nil

        guard nearZero(result.constant) else {
            let conflicts = requiredOwners(of: result)
            tableau.rollbackJournal()
            return conflicts
        }

        // The artificial variable is zero. If it is still basic, pivot any
        // other symbol of its row in so that it can be dropped.
        if var artRow = tableau.uninstallRow(of: art), !artRow.cells.isEmpty {
            let entering =
                artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol
                ?? artRow.cells.first(where: { $0.symbol.isExternal })?.symbol
                ?? (artRow.coefficient(for: marker) != 0 ? marker : artRow.cells[0].symbol)
            artRow.solve(for: art, andThen: entering)
            tableau.substitute(entering, with: artRow)
            tableau.installRow(artRow, for: entering)
        }
        tableau.purge(art)
        tableau.release(art)
        tableau.commitJournal()
        return nil
    }

    /// The required constraints whose markers occur in `row`, in the order
    /// they were added. For a row that is a combination of constraint rows,
    /// these are exactly the required constraints it combines.
    func requiredOwners(of row: Row) -> [Constraint] {
        var owners: [(Int, Constraint)] = []
        for cell in row.cells where cell.symbol.kind == .slack || cell.symbol.isDummy {
            guard let owner = markers[cell.symbol], owner.strength.isRequired,
                let record = constraints[ObjectIdentifier(owner)]
            else { continue }
            owners.append((record.sequence, owner))
        }
        return owners.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Forgets variables registered by an operation that failed.
    mutating func forget(_ newVariables: [ObjectIdentifier]) {
        for key in newVariables { variables.removeValue(forKey: key) }
    }

    /// Re-optimizes after a change and repairs any row that rounding left
    /// slightly infeasible.
    mutating func restoreOptimality() {
        tableau.optimize()
        if !tableau.infeasible.isEmpty { tableau.dualOptimize() }
    }

    // MARK: Removing

    mutating func remove(_ constraint: Constraint) throws(CassowaryError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let marker = record.marker
        var level: Int? = nil
        if !constraint.strength.isRequired, let index = tableau.levelIndex(of: constraint.strength.priority) {
            level = index
            // Only error symbols carry weight; an inequality's marker is its slack.
            for symbol in [marker, record.other] {
                if let symbol, symbol.kind == .error {
                    tableau.removeObjectiveWeight(of: symbol, level: index)
                }
            }
        }

        // Make the marker basic, then drop its row: that removes exactly
        // this constraint's equation from the tableau.
        if tableau.rows[marker.slot] == nil, let leaving = tableau.markerLeavingSymbol(marker) {
            tableau.pivot(entering: marker, leaving: leaving)
        }
        tableau.purge(marker)
        tableau.release(marker)
        if let other = record.other {
            tableau.purge(other)
            tableau.release(other)
        }
        markers.removeValue(forKey: marker)

        if let level {
            tableau.levels[level].constraintCount -= 1
            if tableau.levels[level].constraintCount == 0 { tableau.removeLevel(at: level) }
        }
        for key in record.variables {
            guard var variable = variables[key] else { continue }
            variable.constraintCount -= 1
            if variable.constraintCount > 0 {
                variables[key] = variable
            } else {
                variables.removeValue(forKey: key)
                tableau.purge(variable.symbol)
                tableau.release(variable.symbol)
            }
        }
        restoreOptimality()
    }

    // MARK: Values

    /// The current value of `variable`: its row's constant when basic, 0
    /// when nonbasic or unknown.
    func value(of variable: Variable) -> Double {
        guard let record = variables[ObjectIdentifier(variable)] else { return 0 }
        return tableau.rows[record.symbol.slot]?.constant ?? 0
    }

    func updateVariables() {
        Variable.lock.withLock {
            for record in variables.values {
                record.variable.storedValue = tableau.rows[record.symbol.slot]?.constant ?? 0
            }
        }
    }
}
