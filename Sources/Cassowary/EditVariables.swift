/// Edit variables: values suggested interactively and re-solved with the
/// dual simplex.
///
/// An edit variable is held by a hidden non-required constraint
/// `variable == target`. Suggesting a value changes the target, which only
/// shifts row constants; the dual simplex then restores feasibility while
/// the objective stays optimal.
extension SolverCore {
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(
            Expression(terms: [Term(variable)], constant: -current), .equal,
            strength: strength, identifier: "edit \(variable)")
        do {
            try add(constraint)
        } catch {
            preconditionFailure("Solver.addEditVariable: a non-required constraint was rejected: \(error)")
        }
        edits[key] = EditRecord(constraint: constraint, target: current)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        do {
            try remove(edit.constraint)
        } catch {
            preconditionFailure("Solver.removeEditVariable: the edit constraint was missing: \(error)")
        }
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key], let record = constraints[ObjectIdentifier(edit.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        precondition(value.isFinite, "Solver.suggestValue: the value must be finite, got \(value)")
        let delta = value - edit.target
        edits[key]?.target = value

        // The edit row states variable - target = plus - minus. Raising the
        // target by delta is the substitution plus = plus' + delta, or
        // minus = minus' - delta, applied to whichever is convenient.
        let plus = record.marker
        if let row = tableau.rows[plus.slot] {
            tableau.rows[plus.slot]?.constant = row.constant - delta
            if row.constant - delta < -epsilon { tableau.infeasible.append(plus) }
        } else if let minus = record.other, let row = tableau.rows[minus.slot] {
            tableau.rows[minus.slot]?.constant = row.constant + delta
            if row.constant + delta < -epsilon { tableau.infeasible.append(minus) }
        } else {
            for basic in tableau.liveColumn(plus.slot) {
                guard let row = tableau.rows[basic.slot] else { continue }
                let constant = row.constant + delta * row.coefficient(for: plus)
                tableau.rows[basic.slot]?.constant = constant
                if basic.isRestricted, constant < -epsilon { tableau.infeasible.append(basic) }
            }
        }
        tableau.dualOptimize()
        // The dual simplex keeps the objective optimal; this only drains the
        // dirty list, repairing any rounding that left a symbol eligible.
        tableau.optimize()
    }
}
