import Foundation

/// A column as the table body uses it: its comparator type erased into what
/// the header needs (is it sorted, which way, sort by it).
@MainActor
struct TableColumnModel<Value> {
    let title: Text
    let width: TableColumnWidth
    let cell: (Value) -> AnyView
    /// Whether the header sorts by this column.
    let isSortable: Bool
    /// The direction the table is sorted by this column in, if it is the first in the sort order.
    let sortDirection: @MainActor () -> SortOrder?
    /// Makes this column the first in the sort order, or reverses it when it already is.
    let sort: @MainActor () -> Void

    /// The columns `specs` list, sorting through `sortOrder` (nil: the table does not sort).
    static func models<Sort: SortComparator>(
        _ specs: [TableColumnSpec<Value, Sort>], sortOrder: Binding<[Sort]>?
    ) -> [TableColumnModel<Value>] {
        specs.map { spec in
            guard let comparator = spec.comparator, let sortOrder else {
                return TableColumnModel(
                    title: spec.title, width: spec.width, cell: spec.cell, isSortable: false, sortDirection: { nil },
                    sort: {})
            }
            return TableColumnModel(
                title: spec.title, width: spec.width, cell: spec.cell, isSortable: true,
                sortDirection: {
                    guard let first = sortOrder.wrappedValue.first, sameColumn(first, comparator) else { return nil }
                    return first.order
                },
                sort: { sortOrder.wrappedValue = sorted(sortOrder.wrappedValue, by: comparator) })
        }
    }

    /// The sort order after choosing the column that sorts with `comparator`,
    /// as a macOS table header does: the first column again reverses its
    /// order; another column goes first, ascending, and the rest follow.
    static func sorted<Sort: SortComparator>(_ order: [Sort], by comparator: Sort) -> [Sort] {
        if var first = order.first, sameColumn(first, comparator) {
            first.order = first.order == .forward ? .reverse : .forward
            return [first] + order.dropFirst()
        }
        var chosen = comparator
        chosen.order = .forward
        return [chosen] + order.filter { !sameColumn($0, comparator) }
    }

    /// Whether two comparators sort the same way but for their direction.
    private static func sameColumn<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
        var lhs = lhs
        var rhs = rhs
        lhs.order = .forward
        rhs.order = .forward
        return lhs == rhs
    }
}
