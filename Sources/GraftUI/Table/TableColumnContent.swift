import Foundation

/// A type that describes one or more columns of a ``Table``: a
/// ``TableColumn``, or the columns a ``TableColumnBuilder`` puts together.
@MainActor
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row of the table shows.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The comparator the columns sort with (`Never` when they do not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of; built-in columns have none.
    var tableColumnBody: TableColumnBody { get }
}

/// A column as the table draws it: erased to its title, width, comparator
/// and a cell builder, so every kind of column content lists the same way.
@MainActor
struct TableColumnSpec<RowValue, Sort> {
    let title: Text
    let width: TableColumnWidth
    /// The comparator a click on the header puts first in the sort order; nil when the column does not sort.
    let comparator: Sort?
    let cell: (RowValue) -> AnyView
}

/// Column content that can list its columns (every built-in kind can).
@MainActor
protocol TableColumnListing {
    associatedtype ListedRow
    associatedtype ListedSort
    var columnSpecs: [TableColumnSpec<ListedRow, ListedSort>] { get }
}

extension TableColumnContent {
    /// The columns this content stands for, in order; user-defined content
    /// lists the columns of its body.
    func specs() -> [TableColumnSpec<TableRowValue, TableColumnSortComparator>] {
        if let listing = self as? any TableColumnListing,
            let specs = listing.erasedSpecs as? [TableColumnSpec<TableRowValue, TableColumnSortComparator>]
        {
            return specs
        }
        if TableColumnBody.self == Never.self { return [] }
        return tableColumnBody.specs().compactMap { spec in
            // A body with another row or sort type cannot happen through the builder; skip it rather than trap.
            guard let cast = spec as? TableColumnSpec<TableRowValue, TableColumnSortComparator> else { return nil }
            return cast
        }
    }
}

extension TableColumnListing {
    fileprivate var erasedSpecs: Any { columnSpecs }
}

extension Never: TableColumnContent {
    /// Never: a built-in column has no body.
    public typealias TableRowValue = Never
    /// Never: a built-in column has no body.
    public typealias TableColumnSortComparator = Never
    /// Never: a built-in column has no body.
    public var tableColumnBody: Never { switch self {} }
}

/// Several columns put together by a ``TableColumnBuilder``.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    /// The columns' row value.
    public typealias TableRowValue = RowValue
    /// The columns' comparator.
    public typealias TableColumnSortComparator = Sort
    /// The columns, in order.
    public var value: T
    let listed: [TableColumnSpec<RowValue, Sort>]

    /// Tuple content has no body: it lists its columns itself.
    public var tableColumnBody: Never { fatalError("TupleTableColumnContent has no body") }
}

extension TupleTableColumnContent: TableColumnListing {
    var columnSpecs: [TableColumnSpec<RowValue, Sort>] { listed }
}

/// Builds a table's columns from a closure listing ``TableColumn``s.
///
/// In a table that does not sort (`Sort == Never`) columns with a sort key
/// are allowed too; their headers then do not sort.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column whose rows and comparator match the table's.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// One column.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Several columns, drawn left to right in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        return TupleTableColumnContent(value: (c0, c1), listed: listed)
    }

    /// 3 columns, drawn left to right in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        return TupleTableColumnContent(value: (c0, c1, c2), listed: listed)
    }

    /// 4 columns, drawn left to right in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        listed += c3.specs()
        return TupleTableColumnContent(value: (c0, c1, c2, c3), listed: listed)
    }

    /// 5 columns, drawn left to right in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        listed += c3.specs()
        listed += c4.specs()
        return TupleTableColumnContent(value: (c0, c1, c2, c3, c4), listed: listed)
    }

    /// 6 columns, drawn left to right in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        listed += c3.specs()
        listed += c4.specs()
        listed += c5.specs()
        return TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5), listed: listed)
    }

    /// 7 columns, drawn left to right in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        listed += c3.specs()
        listed += c4.specs()
        listed += c5.specs()
        listed += c6.specs()
        return TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6), listed: listed)
    }

    /// 8 columns, drawn left to right in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        listed += c3.specs()
        listed += c4.specs()
        listed += c5.specs()
        listed += c6.specs()
        listed += c7.specs()
        return TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), listed: listed)
    }

    /// 9 columns, drawn left to right in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Sort, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        listed += c3.specs()
        listed += c4.specs()
        listed += c5.specs()
        listed += c6.specs()
        listed += c7.specs()
        listed += c8.specs()
        return TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), listed: listed)
    }

    /// 10 columns, drawn left to right in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Sort, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort,
        C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Sort
    {
        var listed: [TableColumnSpec<RowValue, Sort>] = []
        listed += c0.specs()
        listed += c1.specs()
        listed += c2.specs()
        listed += c3.specs()
        listed += c4.specs()
        listed += c5.specs()
        listed += c6.specs()
        listed += c7.specs()
        listed += c8.specs()
        listed += c9.specs()
        return TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), listed: listed)
    }
}
