/// An incremental solver for systems of linear equalities and inequalities
/// with priorities: the Cassowary algorithm of Badros, Borning and Stuckey
/// (2001).
///
/// Add constraints one at a time; the solver keeps an optimal solution after
/// each call. Required constraints are satisfied exactly or rejected.
/// Non-required constraints are satisfied as well as possible, one priority
/// level at a time: no amount of error at a lower priority outweighs any
/// error at a higher one (see ``Strength``). Within a level the sum of the
/// errors is minimized.
///
/// For interactive changes, make a variable an *edit variable* and suggest
/// values for it; each suggestion is re-solved incrementally with the dual
/// simplex method, which is much cheaper than re-adding constraints.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width"), right = Variable("right")
/// try solver.addConstraint(right == left + width)
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint((width == 10).withStrength(.weak))
/// try solver.addEditVariable(right, strength: .strong)
/// try solver.suggestValue(80, for: right)
/// solver.updateVariables()   // left.value == 70, width.value == 10
/// ```
///
/// Variable values are not written on every change: call
/// ``updateVariables()`` to copy the solution into ``Variable/value``, or
/// read one value with ``value(of:)``.
///
/// Every method that throws leaves the solver exactly as it was, so a
/// rejected constraint has no effect at all on later results.
///
/// A solver is meant for use from one thread at a time; it is not `Sendable`.
///
/// - Complexity: Adding or removing a constraint costs time proportional to
///   the tableau rows that the pivots touch, usually a small part of the
///   system. Rows are sparse and indexed by column, so a step never scans
///   the whole tableau.
public final class Solver {
    var core = SolverCore()

    /// Creates a solver with no constraints.
    public init() {}

    /// Adds a constraint and re-solves.
    ///
    /// - Parameter constraint: The constraint; its ``Constraint/strength``
    ///   decides whether it is required.
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` if the same
    ///   constraint object was already added;
    ///   ``CassowaryError/unsatisfiableConstraint(_:conflicts:)`` if it is
    ///   required and contradicts the required constraints already present,
    ///   which the error lists. The solver is then unchanged.
    public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
        try core.add(constraint)
    }

    /// Adds constraints in order, stopping at the first failure.
    ///
    /// Constraints before the failing one stay added.
    ///
    /// - Parameter constraints: The constraints to add.
    /// - Throws: The error of the first constraint that cannot be added; see
    ///   ``addConstraint(_:)``.
    public func addConstraints(_ constraints: some Sequence<Constraint>) throws(CassowaryError) {
        for constraint in constraints { try core.add(constraint) }
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Parameter constraint: A constraint object previously added.
    /// - Throws: ``CassowaryError/unknownConstraint(_:)`` if it is not in the
    ///   solver.
    public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
        try core.remove(constraint)
    }

    /// Whether the solver holds this constraint object.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Makes a variable an edit variable, whose value can then be suggested
    /// with ``suggestValue(_:for:)``.
    ///
    /// The solver holds the variable at its current value (0 if the solver
    /// does not know it yet) with the given strength until a value is
    /// suggested, so adding an edit variable does not move anything.
    ///
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - strength: How strongly suggestions are pursued; must not be
    ///     ``Strength/required``. ``Strength/strong`` is typical.
    /// - Throws: ``CassowaryError/requiredEditStrength(_:)`` for a required
    ///   strength; ``CassowaryError/duplicateEditVariable(_:)`` if the
    ///   variable is already an edit variable.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing a variable; its last suggestion stops applying.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        try core.removeEditVariable(variable)
    }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual
    /// simplex method.
    ///
    /// The variable takes the value if that is compatible with the required
    /// constraints and the stronger non-required ones.
    ///
    /// - Parameters:
    ///   - value: The desired value; must be finite.
    ///   - variable: An edit variable.
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` if `variable` is
    ///   not an edit variable.
    /// - Complexity: Proportional to the rows that mention the edit's error
    ///   symbols plus the pivots needed; typically far below re-adding.
    public func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
        try core.suggestValue(value, for: variable)
    }

    /// Copies the current solution into ``Variable/value`` of every variable
    /// that the solver's constraints mention.
    ///
    /// - Complexity: O(*n*) in the number of such variables.
    public func updateVariables() {
        core.updateVariables()
    }

    /// The current solved value of a variable, without writing it.
    ///
    /// - Parameter variable: Any variable.
    /// - Returns: The value in the current solution, or 0 if no constraint in
    ///   the solver mentions the variable.
    public func value(of variable: Variable) -> Double {
        core.value(of: variable)
    }

    /// Removes every constraint and edit variable.
    ///
    /// Variable values already written are left as they are.
    public func reset() {
        core = SolverCore()
    }
}
