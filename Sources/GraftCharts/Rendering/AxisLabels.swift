import Foundation

/// How axis values and selected values are written.
enum AxisLabels {
    /// A number with as many decimals as its axis's step needs, grouped as the locale groups.
    static func number(_ value: Double, step: Double, locale: Locale) -> String {
        let digits = step >= 1 || step <= 0 ? 0 : min(6, Int((-log10(step)).rounded(.up)))
        return value.formatted(.number.precision(.fractionLength(digits)).locale(locale))
    }

    /// A value a user selected: up to two decimals, none when it is whole.
    static func value(_ value: Double, locale: Locale) -> String {
        let digits = value.rounded() == value ? 0 : 2
        return value.formatted(.number.precision(.fractionLength(0 ... digits)).locale(locale))
    }
}
