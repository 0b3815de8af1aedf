/// A column of the simplex tableau: an external variable or one of the
/// internal unknowns the solver introduces.
///
/// A symbol is a small integer: a slot number, which indexes the solver's
/// per-symbol arrays, shifted left by two with the kind in the low bits.
/// Ordering symbols orders them by slot, which gives the fixed total order
/// that Bland's anti-cycling rule needs.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for, which decides its sign restriction.
    enum Kind: UInt32 {
        /// A user variable; unrestricted in sign.
        case external = 0
        /// The slack of an inequality; at least 0.
        case slack = 1
        /// An error of a non-required constraint; at least 0.
        case error = 2
        /// The marker of a required equality; always 0, never pivoted in.
        case dummy = 3
    }

    /// `slot << 2 | kind`.
    let raw: UInt32

    init(slot: Int, kind: Kind) {
        precondition(slot >= 0 && slot < 1 << 29, "Symbol: slot \(slot) out of range")
        raw = UInt32(truncatingIfNeeded: slot) << 2 | kind.rawValue
    }

    /// The index of this symbol in the solver's per-symbol arrays.
    var slot: Int { Int(raw >> 2) }

    var kind: Kind {
        switch raw & 3 {
        case 0: return .external
        case 1: return .slack
        case 2: return .error
        default: return .dummy
        }
    }

    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack, error and dummy symbols may not go below zero.
    var isRestricted: Bool { raw & 3 != 0 }
    /// Slack and error symbols may enter the basis during optimization.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

extension Symbol: CustomStringConvertible {
    /// `x12`, `s12`, `e12` or `d12`, by kind and slot.
    var description: String {
        let letter: String
        switch kind {
        case .external: letter = "x"
        case .slack: letter = "s"
        case .error: letter = "e"
        case .dummy: letter = "d"
        }
        return "\(letter)\(slot)"
    }
}
