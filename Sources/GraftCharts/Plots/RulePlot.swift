import Foundation

/// A rule for every element of a collection, drawn as one plot: what
/// `ForEach` of ``RuleMark``s draws.
///
/// ```swift
/// Chart { RulePlot(events, x: .value("Date", \.date)) }
/// ```
public struct RulePlot<Content>: ChartContent {
    let plot: ColumnarPlot

    /// Appends the plot's rules.
    public static func _appendMarks(of content: RulePlot, to marks: inout _ChartMarks) {
        marks.append(content.plot)
    }

    /// An upright line through the whole plot at `x` of each element of
    /// `data`; `yStart` and `yEnd` are accepted for Swift Charts' signature
    /// and the rule spans the plot.
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(kind: .rule, x: PlotColumn(data, x))
    }

    /// A level segment at `y` from `xStart` to `xEnd` of each element of `data`.
    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        plot = ColumnarPlot(kind: .rule, x: PlotColumn(data, xStart), xEnd: PlotColumn(data, xEnd), y: PlotColumn(data, y))
    }
}
