import Foundation
import GraftTerminal

/// A vectorized plot's data as columns: what `LinePlot`, `PointPlot`,
/// `BarPlot`, `AreaPlot` and `RulePlot` hand the chart instead of one
/// resolved mark per element.
struct ColumnarPlot {
    var kind: ResolvedMark.Kind
    var x: PlotColumn?
    var xEnd: PlotColumn?
    var y: PlotColumn?
    var yEnd: PlotColumn?
    /// One series per element (`series:`); nil when the plot has none of its own.
    var series: PlotColumn?
    var stacking: MarkStackingMethod = .standard

    var count: Int { x?.count ?? y?.count ?? 0 }

    /// Whether the chart can keep this plot as columns and bin it: a line
    /// or points with continuous x and y, one series.
    var isColumnar: Bool {
        (kind == .line || kind == .point) && series == nil && xEnd == nil && yEnd == nil
            && x.map { $0.kind != .category } == true && y.map { $0.kind != .category } == true
    }

    /// The element at `index` as the mark it stands for, for the per-mark path.
    func mark(at index: Int) -> ResolvedMark {
        var mark = ResolvedMark(
            kind, x: x.map { MarkValue(label: $0.label, value: $0.value(at: index)) },
            xEnd: xEnd.map { MarkValue(label: $0.label, value: $0.value(at: index)) },
            y: y.map { MarkValue(label: $0.label, value: $0.value(at: index)) },
            yEnd: yEnd.map { MarkValue(label: $0.label, value: $0.value(at: index)) })
        mark.series = series.map { MarkValue(label: $0.label, value: $0.value(at: index)) }
        mark.stacking = stacking
        return mark
    }
}

/// A columnar line or point plot as the chart keeps it: finite points only,
/// with the modifiers around it and the ranges of its values found once.
struct PlotSeries {
    let kind: ResolvedMark.Kind
    let xLabel: String
    let yLabel: String
    let xKind: PlotValueKind
    let yKind: PlotValueKind
    let xs: [Double]
    let ys: [Double]
    let color: Color?
    let series: MarkValue?
    let xRange: ClosedRange<Double>?
    let yRange: ClosedRange<Double>?

    init(_ plot: ColumnarPlot, context: MarkContext) {
        let x = plot.x ?? PlotColumn(label: "", kind: .number, numbers: [], categories: [])
        let y = plot.y ?? PlotColumn(label: "", kind: .number, numbers: [], categories: [])
        kind = plot.kind
        xLabel = x.label
        yLabel = y.label
        xKind = x.kind
        yKind = y.kind
        color = context.color
        series = context.series
        var xs = x.numbers
        var ys = y.numbers
        var lowX = Double.infinity
        var highX = -Double.infinity
        var lowY = Double.infinity
        var highY = -Double.infinity
        var allFinite = true
        for index in 0 ..< min(xs.count, ys.count) {
            let px = xs[index]
            let py = ys[index]
            guard px.isFinite, py.isFinite else {
                allFinite = false
                continue
            }
            lowX = min(lowX, px)
            highX = max(highX, px)
            lowY = min(lowY, py)
            highY = max(highY, py)
        }
        if !allFinite || xs.count != ys.count {
            // A NaN or infinite value has no place on an axis: as with marks, the point is left out.
            let pairs = zip(xs, ys).filter { $0.0.isFinite && $0.1.isFinite }
            xs = pairs.map(\.0)
            ys = pairs.map(\.1)
        }
        self.xs = xs
        self.ys = ys
        xRange = lowX <= highX ? lowX ... highX : nil
        yRange = lowY <= highY ? lowY ... highY : nil
    }

    /// The line through the points as the dots it draws at `mapping`.
    func binnedLine(mapping: DotMapping) -> [LineBinning.Dot] {
        LineBinning.dots(xs: xs, ys: ys, mapping: mapping)
    }

    /// The x value of point `index` as the selection holds it.
    func xValue(at index: Int) -> PlotValue {
        xKind == .date ? .date(Date(timeIntervalSince1970: xs[index])) : .number(xs[index])
    }
}
