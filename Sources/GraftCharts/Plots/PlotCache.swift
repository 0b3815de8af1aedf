import Foundation
import GraftTerminal

/// What a chart keeps of its vectorized plots from one evaluation of its
/// body to the next: a plot whose columns are bit for bit those of the last
/// evaluation is given the same ``PlotSeries``, with its ranges and binned
/// line, so a selection move does not scan and bin the points again.
@MainActor
final class PlotCache {
    private struct Entry {
        var plot: ColumnarPlot
        var color: Color?
        var series: MarkValue?
        var result: PlotSeries
    }

    private var entries: [Entry] = []
    private var next = 0

    /// Starts an evaluation: plots are matched to the last one's in order.
    func begin() { next = 0 }

    /// The series for `plot` in `context`: the last evaluation's when nothing changed.
    func series(for plot: ColumnarPlot, context: MarkContext) -> PlotSeries {
        defer { next += 1 }
        if next < entries.count {
            let entry = entries[next]
            if entry.color == context.color, entry.series == context.series, Self.same(entry.plot, plot) {
                return entry.result
            }
        }
        let result = PlotSeries(plot, context: context)
        let entry = Entry(plot: plot, color: context.color, series: context.series, result: result)
        if next < entries.count {
            entries[next] = entry
        } else {
            entries.append(entry)
        }
        return result
    }

    private static func same(_ lhs: ColumnarPlot, _ rhs: ColumnarPlot) -> Bool {
        lhs.kind == rhs.kind && same(lhs.x, rhs.x) && same(lhs.y, rhs.y)
    }

    private static func same(_ lhs: PlotColumn?, _ rhs: PlotColumn?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.label == rhs.label && lhs.kind == rhs.kind && lhs.categories == rhs.categories
            && sameBits(lhs.numbers, rhs.numbers)
    }

    /// Whether two arrays hold the same bits: one `memcmp`, where comparing
    /// 100,000 values one by one costs as much as the pass it saves.
    private static func sameBits(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return left.count == right.count }
                return memcmp(a, b, left.count) == 0
            }
        }
    }
}

/// A vectorized line's binned dots, kept for the layout they were binned at.
final class LineMemo {
    var mapping: DotMapping?
    var dots: [LineBinning.Dot] = []
}
