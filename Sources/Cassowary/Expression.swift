/// A linear expression: a sum of terms plus a constant, such as `x + 2*y - 10`.
///
/// Expressions are usually built with operators (`x + 2 * y - 10`) rather than
/// directly. The same variable may appear in several terms; ``simplified()``
/// merges them.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    ///
    /// - Parameters:
    ///   - terms: The variable terms; empty by default.
    ///   - constant: The constant part; 0 by default.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression consisting of one variable.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the expression consisting of one term.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Returns an equal expression in which each variable appears at most once
    /// and no term has a zero coefficient.
    ///
    /// Terms keep the order in which their variables first appear.
    ///
    /// - Complexity: O(*n*) on average, where *n* is the number of terms.
    public func simplified() -> Expression {
        guard terms.count > 1 || terms.contains(where: { $0.coefficient == 0 }) else {
            return self
        }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        var positions: [ObjectIdentifier: Int] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let position = positions[key] {
                merged[position].coefficient += term.coefficient
            } else {
                positions[key] = merged.count
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
    }

    /// The terms joined with `+` and `-`, then the constant: `x + 2*y - 10`.
    public var description: String {
        var text = Expression.describeTerms(terms)
        if text.isEmpty {
            return formatNumber(constant)
        }
        if constant > 0 {
            text += " + \(formatNumber(constant))"
        } else if constant < 0 {
            text += " - \(formatNumber(-constant))"
        }
        return text
    }

    /// The terms joined with `+` and `-`, or an empty string when there are none.
    static func describeTerms(_ terms: [Term]) -> String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - \(Term(term.variable, coefficient: -term.coefficient))"
            } else {
                text += " + \(term)"
            }
        }
        return text
    }
}
