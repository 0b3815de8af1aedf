/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// The left side is at most the right side.
    case lessThanOrEqual
    /// The sides are equal.
    case equal
    /// The left side is at least the right side.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation between variables that a ``Solver`` tries to satisfy,
/// such as `x + 2*y == 10` or `left >= 0`.
///
/// Build constraints with the comparison operators and adjust them with
/// ``withStrength(_:)`` and ``withIdentifier(_:)``:
///
/// ```swift
/// let fill = (button.width == container.width - 2).withStrength(.strong)
/// ```
///
/// A constraint is compared by identity, like a layout constraint object: two
/// constraints built from the same expression are still different
/// constraints, and removing a constraint from a solver takes the same object
/// that was added. Constraints are immutable and can be shared across
/// threads and solvers.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// The left side minus the right side, simplified; the constraint states
    /// `expression` `relation` 0.
    public let expression: Expression
    /// How the expression compares to zero.
    public let relation: Relation
    /// How strongly the solver tries to satisfy the constraint.
    public let strength: Strength
    /// An optional label shown in descriptions and errors.
    public let identifier: String?

    /// Creates the constraint `expression relation 0`.
    ///
    /// - Parameters:
    ///   - expression: The left side minus the right side. It is simplified,
    ///     so a variable may appear in several terms.
    ///   - relation: How the expression compares to zero.
    ///   - strength: ``Strength/required`` by default.
    ///   - identifier: A label for descriptions and errors.
    /// - Precondition: Every coefficient and the constant are finite.
    public init(
        _ expression: Expression, _ relation: Relation,
        strength: Strength = .required, identifier: String? = nil
    ) {
        let simplified = expression.simplified()
        precondition(
            simplified.constant.isFinite && simplified.terms.allSatisfy { $0.coefficient.isFinite },
            "Constraint: coefficients and constant must be finite, got \(simplified)")
        self.expression = simplified
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
    }

    /// Returns a new constraint that differs from this one only in strength.
    ///
    /// - Parameter strength: The strength of the new constraint.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// Returns a new constraint that differs from this one only in identifier.
    ///
    /// - Parameter identifier: The label of the new constraint.
    public func withIdentifier(_ identifier: String?) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// Whether two references denote the same constraint object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The constraint with variables on the left and the constant on the
    /// right, then the strength, such as `x + 2*y == 10 (required)`; prefixed
    /// with the identifier and a colon when there is one.
    public var description: String {
        var left = Expression.describeTerms(expression.terms)
        if left.isEmpty { left = "0" }
        let text = "\(left) \(relation) \(formatNumber(-expression.constant)) (\(strength))"
        if let identifier {
            return "\(identifier): \(text)"
        }
        return text
    }
}
