/// Builds a view from the statements of a closure: any number of child views,
/// `if`, `if let`, `if`/`else`, `switch`, `#available` and expressions.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// An empty closure is an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One statement is that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements are a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Passes a view through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` is an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first of a `switch`'s cases.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content guarded by `#available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
