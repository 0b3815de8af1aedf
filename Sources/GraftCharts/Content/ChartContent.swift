import GraftTerminal
import GraftUI

/// What a chart shows: marks, groups of marks built with ``ChartContentBuilder``
/// and `ForEach`, and your own types that compose them in `body`.
///
/// ```swift
/// struct SalesBars: ChartContent {
///     let sales: [Sale]
///     var body: some ChartContent {
///         ForEach(sales) { BarMark(x: .value("Month", $0.month, unit: .month), y: .value("Sales", $0.count)) }
///     }
/// }
/// ```
@MainActor
public protocol ChartContent {
    /// The type of content this content's body is.
    associatedtype Body: ChartContent

    /// The marks this content is made of.
    @ChartContentBuilder var body: Body { get }

    /// Appends the marks of `content` to `marks`. Charts call it; your own
    /// content types keep the default, which appends the marks of `body`.
    static func _appendMarks(of content: Self, to marks: inout _ChartMarks)
}

extension ChartContent {
    /// Appends the marks of `content`'s body.
    public static func _appendMarks(of content: Self, to marks: inout _ChartMarks) {
        Body._appendMarks(of: content.body, to: &marks)
    }
}

/// The marks a chart collects from its content, with the modifiers in
/// effect where they were written. Graft's charts build it; apps never need it.
@MainActor
public struct _ChartMarks {
    var marks: [ResolvedMark] = []
    /// Vectorized lines and points, kept as columns.
    var plots: [PlotSeries] = []
    var context = MarkContext()
    /// Where the chart keeps its plots between evaluations, if it does.
    var cache: PlotCache?

    /// Appends a vectorized plot: as columns when the chart can bin it,
    /// otherwise as the marks it stands for.
    mutating func append(_ plot: ColumnarPlot) {
        if plot.isColumnar {
            plots.append(cache?.series(for: plot, context: context) ?? PlotSeries(plot, context: context))
            return
        }
        marks.reserveCapacity(marks.count + plot.count)
        for index in 0 ..< plot.count { append(plot.mark(at: index)) }
    }

    /// Appends `content`'s marks.
    mutating func append<Content: ChartContent>(_ content: Content) {
        Content._appendMarks(of: content, to: &self)
    }

    /// Appends one mark with the modifiers around it; a NaN or infinite
    /// value has no place on an axis, so such a mark is left out.
    mutating func append(_ mark: ResolvedMark) {
        guard mark.hasFiniteValues else { return }
        if context.isEmpty {
            marks.append(mark)
        } else {
            marks.append(mark.resolved(in: context))
        }
    }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    /// Never called: marks are drawn by the chart itself.
    public var body: Never { fatalError("\(Self.self) is drawn by the chart and has no body") }
}

/// The marks' properties set by modifiers around them.
struct MarkContext {
    var color: Color?
    var series: MarkValue?
    var symbol: MarkValue?

    var isEmpty: Bool { color == nil && series == nil && symbol == nil }
}
