import Foundation
import GraftTerminal

/// Rows of a collection in columns, with a header that sorts and rows that
/// can be selected, as SwiftUI's `Table`:
///
/// ```swift
/// @State private var products: [Product] = …
/// @State private var selected: Product.ID?
/// @State private var sortOrder = [KeyPathComparator(\Product.name)]
///
/// Table(products, selection: $selected, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Price", value: \.price) { Text("€\($0.price)") }
///         .width(min: 8, ideal: 10)
///     TableColumn("Stock") { product in Text("\(product.stock)") }
/// }
/// .onChange(of: sortOrder) { products.sort(using: sortOrder) }
/// ```
///
/// The header shows the titles in bold, the column the table is sorted by
/// with ▲ (ascending) or ▼. With a column that sorts, the header is a focus
/// stop: Left and Right move its cursor between the columns that sort, and
/// Enter or Space (or a click on a title) puts that column first in
/// `sortOrder`, or reverses it when it already is; the table does not sort
/// the data itself, the app does when `sortOrder` changes.
///
/// The rows are a lazy list: only the rows in view are built, so a table
/// of a million rows costs a screenful. They select as a ``List``'s do: the
/// arrows, Page Up/Down, Home and End move the selection (with a set, the
/// cursor, and Space selects), a click selects a row, the wheel scrolls.
/// Columns share the width by their `.width(min:ideal:max:)`; a cell that
/// does not fit is cut off with "…", and columns whose minimums do not fit
/// are cut off on the right.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Value == Columns.TableRowValue {
    let columns: [TableColumnModel<Value>]
    let makeRows: (@escaping (Value) -> AnyView) -> AnyView
    let selection: ListSelection?
    @State private var headerCursor: Int?

    init<Data: RandomAccessCollection, Sort: SortComparator>(
        data: Data, selection: ListSelection?, sortOrder: Binding<[Sort]>?, columns: Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableColumnSortComparator == Sort {
        self.columns = TableColumnModel.models(columns.specs(), sortOrder: sortOrder)
        makeRows = { row in AnyView(ForEach(data) { row($0) }) }
        self.selection = selection
    }

    /// A table with a row for each element of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Columns.TableColumnSortComparator == Never {
        self.init(data: data, selection: nil, sortOrder: Binding<[Never]>?.none, columns: columns())
    }

    /// A table with a row for each element of `data`, one of which can be selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Columns.TableColumnSortComparator == Never {
        self.init(data: data, selection: ListSelection(single: selection), sortOrder: Binding<[Never]>?.none, columns: columns())
    }

    /// A table with a row for each element of `data`, several of which can be selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Columns.TableColumnSortComparator == Never {
        self.init(data: data, selection: ListSelection(multiple: selection), sortOrder: Binding<[Never]>?.none, columns: columns())
    }

    /// A table with a row for each element of `data`, sorted through `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared,
        Columns.TableColumnSortComparator == Sort
    {
        self.init(data: data, selection: nil, sortOrder: sortOrder, columns: columns())
    }

    /// A table with a row for each element of `data`, sorted through
    /// `sortOrder`, one of which can be selected.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared,
        Columns.TableColumnSortComparator == Sort
    {
        self.init(data: data, selection: ListSelection(single: selection), sortOrder: sortOrder, columns: columns())
    }

    /// A table with a row for each element of `data`, sorted through
    /// `sortOrder`, several of which can be selected.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared,
        Columns.TableColumnSortComparator == Sort
    {
        self.init(data: data, selection: ListSelection(multiple: selection), sortOrder: sortOrder, columns: columns())
    }

    /// The header, then the rows in a selectable lazy list.
    public var body: some View {
        let columns = columns
        let widths = columns.map(\.width)
        return VStack(alignment: .leading, spacing: 0) {
            TableHeaderFocus(isFocusable: columns.contains(where: \.isSortable), handleKey: handleHeaderKey) {
                TableHeaderRow(columns: columns, cursor: currentHeaderColumn) { index in
                    headerCursor = index
                    columns[index].sort()
                }
            }
            SelectableList(selection: selection) {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        makeRows { value in AnyView(TableRowView(widths: widths, columns: columns, value: value)) }
                    }
                }
            }
        }
    }

    /// The column the header cursor is on: the one last moved to or chosen,
    /// else the sorted column, else the first that sorts.
    private var currentHeaderColumn: Int? {
        if let headerCursor, columns.indices.contains(headerCursor), columns[headerCursor].isSortable { return headerCursor }
        return columns.firstIndex { $0.sortDirection() != nil } ?? columns.firstIndex(where: \.isSortable)
    }

    private func handleHeaderKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, let current = currentHeaderColumn else { return false }
        switch event.key {
        case .left:
            if let previous = columns[..<current].lastIndex(where: \.isSortable) { headerCursor = previous }
            return true
        case .right:
            if let next = columns[(current + 1)...].firstIndex(where: \.isSortable) { headerCursor = next }
            return true
        case .enter, .character(" "):
            headerCursor = current
            columns[current].sort()
            return true
        default:
            return false
        }
    }
}

/// The header row: bold titles, the sorted column marked ▲ or ▼, and while
/// the header has focus its cursor column in the tint (reversed without colors).
struct TableHeaderRow<Value>: View {
    let columns: [TableColumnModel<Value>]
    let cursor: Int?
    let choose: @MainActor (Int) -> Void
    @Environment(\.isFocused) private var isFocused
    @Environment(\.tint) private var tint

    var body: some View {
        TableRowLayout(widths: columns.map(\.width)) {
            ForEach(columns.indices, id: \.self) { index in
                title(of: index)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(isFocused && index == cursor ? tint : Color.clear)
                    .onTapGesture { if columns[index].isSortable { choose(index) } }
            }
        }
    }

    private func title(of index: Int) -> Text {
        let column = columns[index]
        let title = column.title.bold()
        switch column.sortDirection() {
        case .forward: return title + Text(" ▲")
        case .reverse: return title + Text(" ▼")
        case nil: return title
        }
    }
}

/// One row of a table: each column's cell for `value`, in the column's width.
struct TableRowView<Value>: View {
    let widths: [TableColumnWidth]
    let columns: [TableColumnModel<Value>]
    let value: Value

    var body: some View {
        TableRowLayout(widths: widths) {
            ForEach(columns.indices, id: \.self) { index in
                columns[index].cell(value)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}
