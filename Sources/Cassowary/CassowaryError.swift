/// An error thrown by a ``Solver`` operation.
///
/// An operation that throws leaves the solver exactly as it was before the
/// call: same constraints, same edit variables, same solution, and the same
/// behavior for every later operation.
public enum CassowaryError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot be satisfied together with the required
    /// constraints already in the solver.
    ///
    /// - Parameters:
    ///   - constraint: The rejected constraint.
    ///   - conflicts: Required constraints already in the solver that,
    ///     together with `constraint`, admit no solution, in the order they
    ///     were added. The set comes from the simplex tableau's proof of
    ///     infeasibility; it is usually small but is not guaranteed minimal.
    ///     It is empty when `constraint` is unsatisfiable on its own, such as
    ///     `0 == 1`.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable was given the ``Strength/required`` strength, which
    /// would make every suggestion a hard constraint; edits must be weaker.
    case requiredEditStrength(Variable)

    /// Whether two errors are the same case with identical constraints and
    /// variables (compared by identity).
    public static func == (lhs: CassowaryError, rhs: CassowaryError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a, x), .unsatisfiableConstraint(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
            let (.unknownConstraint(a), .unknownConstraint(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
            let (.unknownEditVariable(a), .unknownEditVariable(b)),
            let (.requiredEditStrength(a), .requiredEditStrength(b)):
            return a === b
        default:
            return false
        }
    }

    /// A sentence naming the constraint or variable, for logs.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            if conflicts.isEmpty {
                return "unsatisfiable constraint \(constraint)"
            }
            let list = conflicts.map(\.description).joined(separator: "; ")
            return "unsatisfiable constraint \(constraint); it conflicts with: \(list)"
        case let .duplicateConstraint(constraint):
            return "duplicate constraint \(constraint)"
        case let .unknownConstraint(constraint):
            return "unknown constraint \(constraint)"
        case let .duplicateEditVariable(variable):
            return "duplicate edit variable \(variable)"
        case let .unknownEditVariable(variable):
            return "unknown edit variable \(variable)"
        case let .requiredEditStrength(variable):
            return "edit variable \(variable) cannot have the required strength"
        }
    }
}
