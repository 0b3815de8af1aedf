import GraftUI

/// Builds chart content from the marks written in a closure, with `if`,
/// `if let`, `switch` and `for`-less `ForEach`, as `ViewBuilder` builds views.
@MainActor
@resultBuilder
public enum ChartContentBuilder {
    /// No marks.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    /// One piece of content as it is.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    /// Several pieces, drawn in order.
    public static func buildBlock<each Content: ChartContent>(
        _ content: repeat each Content
    ) -> TupleChartContent<
        repeat each Content
    > {
        TupleChartContent(repeat each content)
    }

    /// Content under an `if` without `else`.
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    /// Content under an `if` without `else`.
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(
        first: First
    ) -> ConditionalChartContent<
        First, Second
    > {
        ConditionalChartContent(storage: .first(first))
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(
        second: Second
    ) -> ConditionalChartContent<
        First, Second
    > {
        ConditionalChartContent(storage: .second(second))
    }

    /// Content under `if #available`.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}

/// Content with no marks.
public struct EmptyChartContent: ChartContent, ResolvableChartContent {
    /// No content.
    public init() {}

    func resolve(into marks: inout [ResolvedMark], context: MarkContext) {}
}

/// Several pieces of content, drawn in order.
public struct TupleChartContent<each Content: ChartContent>: ChartContent, ResolvableChartContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func resolve(into marks: inout [ResolvedMark], context: MarkContext) {
        for piece in repeat each content {
            piece.resolveMarks(into: &marks, context: context)
        }
    }
}

/// One of two pieces of content, chosen by an `if`/`else` or a `switch`.
public struct ConditionalChartContent<First: ChartContent, Second: ChartContent>: ChartContent, ResolvableChartContent {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    func resolve(into marks: inout [ResolvedMark], context: MarkContext) {
        switch storage {
        case .first(let first): first.resolveMarks(into: &marks, context: context)
        case .second(let second): second.resolveMarks(into: &marks, context: context)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Drawn by the chart.
    public typealias Body = Never
}

extension Optional: ResolvableChartContent where Wrapped: ChartContent {
    func resolve(into marks: inout [ResolvedMark], context: MarkContext) {
        self?.resolveMarks(into: &marks, context: context)
    }
}

extension ForEach: ChartContent where Content: ChartContent {}

extension ForEach: ResolvableChartContent where Content: ChartContent {
    func resolve(into marks: inout [ResolvedMark], context: MarkContext) {
        for element in data {
            content(element).resolveMarks(into: &marks, context: context)
        }
    }
}

extension ForEach where Content: ChartContent {
    /// Marks computed from `data`, one group per element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks computed from `data`, one group per element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks computed for each integer in `data`.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, content: content)
    }
}
