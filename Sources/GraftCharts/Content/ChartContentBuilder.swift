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
public struct EmptyChartContent: ChartContent {
    /// No content.
    public init() {}

    /// Appends nothing.
    public static func _appendMarks(of content: EmptyChartContent, to marks: inout _ChartMarks) {}
}

/// Several pieces of content, drawn in order.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    /// Appends each piece's marks, in order.
    public static func _appendMarks(of content: TupleChartContent, to marks: inout _ChartMarks) {
        for piece in repeat each content.content {
            marks.append(piece)
        }
    }
}

/// One of two pieces of content, chosen by an `if`/`else` or a `switch`.
public struct ConditionalChartContent<First: ChartContent, Second: ChartContent>: ChartContent {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// Appends the chosen branch's marks.
    public static func _appendMarks(of content: ConditionalChartContent, to marks: inout _ChartMarks) {
        switch content.storage {
        case .first(let first): marks.append(first)
        case .second(let second): marks.append(second)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Drawn by the chart.
    public typealias Body = Never

    /// Appends the wrapped content's marks, if there is content.
    public static func _appendMarks(of content: Wrapped?, to marks: inout _ChartMarks) {
        if let content { marks.append(content) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Appends the marks of every element's content, in the data's order.
    public static func _appendMarks(of content: ForEach, to marks: inout _ChartMarks) {
        marks.marks.reserveCapacity(marks.marks.count + content.data.count)
        for element in content.data {
            marks.append(content.content(element))
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
