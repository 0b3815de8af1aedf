/// A view that shows nothing and takes no space in stacks.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
}

/// The views of a ``ViewBuilder`` block with several statements, in order.
///
/// Stacks and lists lay each element out as a separate child.
public struct TupleView<each Content: View>: View {
    /// The views.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }
}

/// The result of an `if`/`else` or `switch` in a ``ViewBuilder``: one branch or
/// the other. Switching branches replaces the content, resetting its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension Optional: View where Wrapped: View {
    /// Builds no body: an optional view is drawn as its wrapped view, or nothing.
    public typealias Body = Never
}

/// A view whose type is erased, for when the type of content varies at run time.
///
/// Changing the type of the wrapped view replaces the content and resets its state.
public struct AnyView: View {
    let base: any View

    /// Wraps `view`.
    public init<Content: View>(_ view: Content) {
        if let existing = view as? AnyView {
            base = existing.base
        } else {
            base = view
        }
    }

    /// Wraps `view`, for a view already in an existential.
    public init(erasing view: any View) {
        base = view
    }
}

/// Several views treated as one group: in a stack each is its own child, and a
/// modifier on the group applies to the group as a whole.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
