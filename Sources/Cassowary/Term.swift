/// A variable multiplied by a constant coefficient, such as `2*x`.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient * variable`.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: The factor; 1 by default.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `x`, `-x` or `2*x`.
    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-\(variable)"
        default: return "\(formatNumber(coefficient))*\(variable)"
        }
    }
}

/// Formats a number without a trailing `.0` when it is integral, so that
/// descriptions read `x + 2*y == 10` rather than `1.0*x + 2.0*y == 10.0`.
func formatNumber(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 {
        return String(Int64(number))
    }
    return String(number)
}
