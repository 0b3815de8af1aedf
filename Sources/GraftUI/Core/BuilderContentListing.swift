/// A view that a `@ViewBuilder` makes of other views (a tuple, an `if`, a `Group`, a
/// `ForEach`), looked through by the readers of builder content that a host shows in its own
/// way: alert actions and toolbar items.
@MainActor
protocol BuilderContentListing {
    /// The views it is made of, in order.
    var builderChildren: [any View] { get }
}

extension TupleView: BuilderContentListing {
    var builderChildren: [any View] {
        var children: [any View] = []
        for child in repeat each value { children.append(child) }
        return children
    }
}

extension Optional: BuilderContentListing where Wrapped: View {
    var builderChildren: [any View] { map { [$0] } ?? [] }
}

extension _ConditionalContent: BuilderContentListing {
    var builderChildren: [any View] {
        switch storage {
        case .trueContent(let content): [content]
        case .falseContent(let content): [content]
        }
    }
}

extension Group: BuilderContentListing {
    var builderChildren: [any View] { [content] }
}

extension ForEach: BuilderContentListing where Content: View {
    var builderChildren: [any View] { data.map(content) }
}
