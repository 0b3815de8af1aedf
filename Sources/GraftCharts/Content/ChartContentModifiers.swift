import GraftTerminal
import GraftUI

extension ChartContent {
    /// Draws these marks in `color`.
    public func foregroundStyle(_ color: Color) -> some ChartContent {
        ModifiedChartContent(content: self) { $0.color = color }
    }

    /// Groups these marks into series by `value`, each series in its own
    /// color (and, for bars, areas and points, its own glyph), named in the legend.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let series = MarkValue(value)
        return ModifiedChartContent(content: self) { $0.series = series }
    }

    /// Marks these points with a symbol per value of `value`.
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let symbol = MarkValue(value)
        return ModifiedChartContent(content: self) { $0.symbol = symbol }
    }
}

/// Content with a modifier's property set for the marks inside.
struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    typealias Body = Never

    let content: Content
    let modify: (inout MarkContext) -> Void

    static func _appendMarks(of content: ModifiedChartContent, to marks: inout _ChartMarks) {
        let outer = marks.context
        content.modify(&marks.context)
        marks.append(content.content)
        marks.context = outer
    }
}
