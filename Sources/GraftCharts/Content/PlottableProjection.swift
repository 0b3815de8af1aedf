import Foundation

/// A value for one of a vectorized plot's properties, read from each element
/// of the plot's data, with the label that names what it measures:
/// `.value("Day", \.day)`, or one value for every element: `.value("Target", 12)`.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    let label: String
    let storage: Storage

    enum Storage {
        case keyPath(KeyPath<DataElement, DataValue>)
        case constant(DataValue)
    }

    /// The value `keyPath` reads from each element, and the label that names it.
    public static func value(
        _ label: some StringProtocol, _ keyPath: KeyPath<DataElement, DataValue>
    ) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: String(label), storage: .keyPath(keyPath))
    }

    /// One value for every element, and the label that names it.
    public static func value(
        _ label: some StringProtocol, _ value: DataValue
    ) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: String(label), storage: .constant(value))
    }
}
