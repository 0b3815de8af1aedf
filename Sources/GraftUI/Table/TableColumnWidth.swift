import Foundation

/// How wide a ``TableColumn`` wants to be: `.width(_:)` or `.width(min:ideal:max:)`.
struct TableColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    /// A column without a width takes a share of the room, at least this wide.
    static let flexible = TableColumnWidth(min: nil, ideal: nil, max: nil)
    /// The ideal width of a column that names none.
    static let defaultIdeal: CGFloat = 10
    /// The narrowest a column gets when it names no minimum.
    static let defaultMin: CGFloat = 3
}

/// Divides a table's width among its columns, one space between columns:
/// each gets its ideal width (clamped to its min and max), then the room
/// left over (or missing) is shared evenly by the columns that can still
/// grow (or shrink), never past their max (or min). When even the minimums
/// do not fit, the columns keep their minimums and the table is cut off on
/// the right.
enum TableColumnWidths {
    /// The space between two columns.
    static let gap: CGFloat = 1

    static func solve(_ widths: [TableColumnWidth], in total: CGFloat) -> [CGFloat] {
        guard !widths.isEmpty else { return [] }
        let lower = widths.map { $0.min ?? Swift.min($0.ideal ?? TableColumnWidth.defaultMin, TableColumnWidth.defaultMin) }
        let upper = zip(widths, lower).map { width, low in Swift.max(width.max ?? .infinity, low) }
        var result = zip(widths, zip(lower, upper)).map { width, bounds in
            Swift.min(Swift.max(width.ideal ?? width.min ?? TableColumnWidth.defaultIdeal, bounds.0), bounds.1)
        }
        let available = Swift.max(total - gap * CGFloat(widths.count - 1), 0)
        var remaining = available - result.reduce(0, +)
        // Share the remainder a cell at a time so rounding never leaves a gap.
        while remaining != 0 {
            let growing = remaining > 0
            let candidates = result.indices.filter { growing ? result[$0] < upper[$0] : result[$0] > lower[$0] }
            guard !candidates.isEmpty else { break }
            let step: CGFloat = growing ? 1 : -1
            for index in candidates where remaining != 0 {
                let before = result[index]
                result[index] = Swift.min(Swift.max(before + Swift.min(abs(remaining), 1) * step, lower[index]), upper[index])
                remaining -= result[index] - before
            }
        }
        return result
    }
}
