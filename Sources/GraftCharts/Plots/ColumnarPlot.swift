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
    /// Whether the x values never decrease, so a value is found by bisection.
    let isSorted: Bool
    private let lineMemo = LineMemo()

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
        var sorted = true
        var previousX = -Double.infinity
        for index in 0 ..< min(xs.count, ys.count) {
            let px = xs[index]
            let py = ys[index]
            guard px.isFinite, py.isFinite else {
                allFinite = false
                continue
            }
            if px < previousX { sorted = false }
            previousX = px
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
        isSorted = sorted
        xRange = lowX <= highX ? lowX ... highX : nil
        yRange = lowY <= highY ? lowY ... highY : nil
    }

    /// The line through the points as the dots it draws at `mapping`.
    func binnedLine(mapping: DotMapping) -> [LineBinning.Dot] {
        if lineMemo.mapping == mapping { return lineMemo.dots }
        let dots = LineBinning.dots(xs: xs, ys: ys, mapping: mapping)
        lineMemo.mapping = mapping
        lineMemo.dots = dots
        return dots
    }

    /// The index of the nearest x past `origin` in the direction of travel
    /// (from nothing: the first or last), the first of equal ones; nil when none.
    func nearestIndex(past origin: Double?, forward: Bool) -> Int? {
        guard isSorted else {
            var chosen: Int?
            for (index, number) in xs.enumerated() {
                if let origin, forward ? number <= origin : number >= origin { continue }
                if let best = chosen, forward ? number >= xs[best] : number <= xs[best] { continue }
                chosen = index
            }
            return chosen
        }
        guard !xs.isEmpty else { return nil }
        guard let origin else { return forward ? 0 : firstIndex(atLeast: xs[xs.count - 1]) }
        if forward {
            let index = firstIndex(above: origin)
            return index < xs.count ? index : nil
        }
        let below = firstIndex(atLeast: origin)
        return below > 0 ? firstIndex(atLeast: xs[below - 1]) : nil
    }

    /// The indices of the points at `x`.
    func indices(at x: Double) -> Range<Int> {
        guard isSorted else { return 0 ..< 0 }
        return firstIndex(atLeast: x) ..< firstIndex(above: x)
    }

    /// The first index whose x is at least `value` (sorted xs).
    private func firstIndex(atLeast value: Double) -> Int {
        var low = 0
        var high = xs.count
        while low < high {
            let middle = (low + high) / 2
            if xs[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first index whose x is above `value` (sorted xs).
    private func firstIndex(above value: Double) -> Int {
        var low = 0
        var high = xs.count
        while low < high {
            let middle = (low + high) / 2
            if xs[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The x value of point `index` as the selection holds it.
    func xValue(at index: Int) -> PlotValue {
        xKind == .date ? .date(Date(timeIntervalSince1970: xs[index])) : .number(xs[index])
    }
}
