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
}

/// Content the chart takes apart itself: marks, builder results, `ForEach`
/// and modified content.
@MainActor
protocol ResolvableChartContent: ChartContent {
    func resolve(into marks: inout [ResolvedMark], context: MarkContext)
}

extension ChartContent {
    /// Appends this content's marks to `marks`, in the order they were written.
    func resolveMarks(into marks: inout [ResolvedMark], context: MarkContext) {
        if let resolvable = self as? any ResolvableChartContent {
            resolvable.resolve(into: &marks, context: context)
        } else {
            body.resolveMarks(into: &marks, context: context)
        }
    }
}
