/// A bar for every element of a collection, drawn as one plot: what
/// `ForEach` of ``BarMark``s draws.
///
/// ```swift
/// Chart { BarPlot(votes, x: .value("Party", \.party), y: .value("Votes", \.count)) }
/// ```
public struct BarPlot<Content>: ChartContent {
    let plot: ColumnarPlot

    /// Appends the plot's bars.
    public static func _appendMarks(of content: BarPlot, to marks: inout _ChartMarks) {
        marks.append(content.plot)
    }

    /// A bar at `x` reaching `y` for each element of `data`; bars at the same
    /// position stack by default. Widths are the chart's own.
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimensions<Data.Element> = .automatic,
        height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(kind: .bar, x: PlotColumn(data, x), y: PlotColumn(data, y), stacking: stacking)
    }
}

/// How wide (or tall) each bar of a ``BarPlot`` is.
public struct MarkDimensions<DataElement> {
    /// The chart chooses: most of the space each position has.
    public static var automatic: MarkDimensions<DataElement> { MarkDimensions() }
}
