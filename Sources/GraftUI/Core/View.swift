/// A piece of user interface, described as a value.
///
/// Conform a type to `View` and describe its content in ``body``; Graft keeps a
/// node for each view in a retained tree and re-evaluates a body only when
/// something it depends on changes (see ``ViewGraph``).
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         HStack {
///             Image(systemName: "person.circle.fill")
///             Text("Hello, \(name)")
///         }
///     }
/// }
/// ```
///
/// Views Graft draws itself (``Text``, ``HStack``, `Color`) have `Never` bodies.
@MainActor
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Never called: views with a `Never` body are drawn by Graft itself.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Graft draws this view itself; asking for its body is a programmer error.
    public var body: Never {
        fatalError("\(Self.self) is drawn by Graft and has no body")
    }
}
