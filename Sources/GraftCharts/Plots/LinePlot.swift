/// A line through every element of a collection, drawn as one plot: what
/// `ForEach` of ``LineMark``s draws, kept as columns of numbers so a chart
/// of 100,000 points costs about what one of a few hundred does.
///
/// ```swift
/// Chart { LinePlot(days, x: .value("Day", \.day), y: .value("Sales", \.sales)) }
/// ```
public struct LinePlot<Content>: ChartContent {
    let plot: ColumnarPlot

    /// Appends the plot's columns.
    public static func _appendMarks(of content: LinePlot, to marks: inout _ChartMarks) {
        marks.append(content.plot)
    }

    /// A line through (`x`, `y`) of each element of `data`, in order.
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedLinePlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(kind: .line, x: PlotColumn(data, x), y: PlotColumn(data, y))
    }

    /// A line per value of `series` through (`x`, `y`) of its elements, in order.
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedLinePlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(kind: .line, x: PlotColumn(data, x), y: PlotColumn(data, y), series: PlotColumn(data, series))
    }
}
