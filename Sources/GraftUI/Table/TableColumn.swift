import Foundation

/// One column of a ``Table``: a title, what each row shows in it, and
/// optionally how it sorts.
///
/// ```swift
/// TableColumn("Name", value: \.name)                       // text, sorts by name
/// TableColumn("Price", value: \.price) { Text("\($0.price)") }  // sorts by price
/// TableColumn("Stock") { product in StockBadge(product) }   // does not sort
///     .width(min: 6, ideal: 8, max: 12)
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The row value the column shows.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts with.
    public typealias TableColumnSortComparator = Sort

    let label: Label
    let comparator: Sort?
    let content: (RowValue) -> Content
    var width = TableColumnWidth.flexible

    /// A column has no body: the table draws it.
    public var tableColumnBody: Never { fatalError("TableColumn has no body") }

    /// Sets the column to a fixed width, or (nil) back to sharing the room.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(min: width, ideal: width, max: width)
        return column
    }

    /// Sets how narrow, how wide ideally, and how wide at most the column is.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return column
    }
}

extension TableColumn: TableColumnListing {
    var columnSpecs: [TableColumnSpec<RowValue, Sort>] {
        let content = content
        let title = (label as? Text) ?? Text(verbatim: "")
        return [TableColumnSpec(title: title, width: width, comparator: comparator) { AnyView(content($0)) }]
    }
}

extension TableColumn where Label == Text {
    /// A column titled `titleKey` showing each row through `content`,
    /// sorted with `comparator` when its header is chosen.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// A column titled `titleKey` showing each row through `content`, that
    /// does not sort.
    ///
    /// (SwiftUI declares `Sort == Never`; here the comparator type is the
    /// table's, so the column fits in a sortable table's builder.)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column titled `title` showing each row through `content`, that does not sort.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey` showing each row through `content`, sorted by the value at `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled `title` showing each row through `content`, sorted by the value at `value`.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column titled `titleKey` showing the text at `value`, sorted by it
    /// with `comparator` (Foundation on Linux has no `.localizedStandard`;
    /// the default is `.lexical`).
    public init(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator = .lexical
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }

    /// A column titled `title` showing the text at `value`, sorted by it with `comparator`.
    public init<S: StringProtocol>(
        _ title: S, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column titled `titleKey` showing the text at `value`, in a table
    /// that does not sort.
    public init(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(titleKey), comparator: nil) { Text($0[keyPath: value]) }
    }

    /// A column titled `title` showing the text at `value`, in a table that does not sort.
    public init<S: StringProtocol>(_ title: S, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(title), comparator: nil) { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` showing each row through `content`, in a
    /// table that does not sort (the key path is not used).
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }
}
