/// A point at every element of a collection, drawn as one plot: what
/// `ForEach` of ``PointMark``s draws, kept as columns of numbers.
///
/// ```swift
/// Chart { PointPlot(samples, x: .value("Time", \.time), y: .value("Level", \.level)) }
/// ```
public struct PointPlot<Content>: ChartContent {
    let plot: ColumnarPlot

    /// Appends the plot's columns.
    public static func _appendMarks(of content: PointPlot, to marks: inout _ChartMarks) {
        marks.append(content.plot)
    }

    /// A point at (`x`, `y`) of each element of `data`.
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(kind: .point, x: PlotColumn(data, x), y: PlotColumn(data, y))
    }
}
