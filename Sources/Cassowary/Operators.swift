// Arithmetic and comparison operators that build expressions and constraints.
//
// Every arithmetic operator returns an `Expression`, and every comparison a
// required `Constraint`; numbers may appear on either side:
//
//     x + 2 * y == 10        x >= 0        x <= y - 5        (x + y) / 2 == m
//
// The overload set is kept small (variables, expressions and `Double`s) so
// that the type checker resolves such expressions quickly. `Int` literals
// are accepted through `Double`'s literal conformance.

extension Variable {
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(terms: [Term(lhs), Term(rhs)])
    }

    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs)], constant: rhs)
    }

    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs)], constant: lhs)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(terms: [Term(lhs), Term(rhs, coefficient: -1)])
    }

    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs)], constant: -rhs)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs, coefficient: -1)], constant: lhs)
    }

    /// `-operand`.
    public static prefix func - (operand: Variable) -> Expression {
        Expression(Term(operand, coefficient: -1))
    }

    /// `lhs * rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression(Term(rhs, coefficient: lhs))
    }

    /// `lhs * rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression(Term(lhs, coefficient: rhs))
    }

    /// `lhs / rhs`.
    ///
    /// - Precondition: `rhs` is not zero.
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) / rhs
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Expression(lhs) == Expression(rhs)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Expression(lhs) == rhs
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        lhs == Expression(rhs)
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Expression(lhs) <= Expression(rhs)
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Expression(lhs) <= rhs
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        lhs <= Expression(rhs)
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Expression(lhs) >= Expression(rhs)
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Expression(lhs) >= rhs
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        lhs >= Expression(rhs)
    }
}

extension Expression {
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        Expression(terms: lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(terms: [Term(lhs)] + rhs.terms, constant: rhs.constant)
    }

    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        Expression(terms: rhs.terms, constant: lhs + rhs.constant)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        Expression(terms: lhs.terms + [Term(rhs, coefficient: -1)], constant: lhs.constant)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant - rhs)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    /// `-operand`.
    public static prefix func - (operand: Expression) -> Expression {
        -1 * operand
    }

    /// `lhs * rhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        Expression(
            terms: rhs.terms.map { Term($0.variable, coefficient: $0.coefficient * lhs) },
            constant: rhs.constant * lhs)
    }

    /// `lhs * rhs`.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        rhs * lhs
    }

    /// `lhs / rhs`.
    ///
    /// - Precondition: `rhs` is not zero.
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        precondition(rhs != 0, "Expression / Double: the divisor must not be zero")
        return (1 / rhs) * lhs
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint {
        lhs == Expression(rhs)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint {
        Expression(lhs) == rhs
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
        lhs <= Expression(rhs)
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
        Expression(lhs) <= rhs
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
        lhs >= Expression(rhs)
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
        Expression(lhs) >= rhs
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}
