/// The area under a line through every element of a collection, drawn as
/// one plot: what `ForEach` of ``AreaMark``s draws.
///
/// ```swift
/// Chart { AreaPlot(days, x: .value("Day", \.day), y: .value("Sales", \.sales)) }
/// ```
public struct AreaPlot<Content>: ChartContent {
    let plot: ColumnarPlot

    /// Appends the plot's area.
    public static func _appendMarks(of content: AreaPlot, to marks: inout _ChartMarks) {
        marks.append(content.plot)
    }

    /// The area up to (`x`, `y`) of each element of `data`; areas of several
    /// series stack by default.
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(kind: .area, x: PlotColumn(data, x), y: PlotColumn(data, y), stacking: stacking)
    }

    /// The area of each value of `series` up to (`x`, `y`) of its elements.
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(
            kind: .area, x: PlotColumn(data, x), y: PlotColumn(data, y), series: PlotColumn(data, series),
            stacking: stacking)
    }
}
