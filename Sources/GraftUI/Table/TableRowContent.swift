/// A type that describes the rows of a ``Table``; a table made from a
/// collection has ``TableForEachContent`` rows.
@MainActor
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
}

/// The rows of a ``Table`` made from a collection: one per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// Each row shows an element.
    public typealias TableRowValue = Data.Element
    /// The elements, in the order the rows show them.
    public var data: Data
}
