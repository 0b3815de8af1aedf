/// A view for when there is nothing to show: a label, a description of why, and actions that
/// may help, centered in the space the view is offered, as SwiftUI's is.
///
/// ```swift
/// if results.isEmpty {
///     ContentUnavailableView("No Favorites", systemImage: "heart",
///                            description: Text("Press f on a product to add it."))
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates the view from a label, a description and actions.
    ///
    /// - Parameters:
    ///   - label: What is unavailable, usually a `Label` with a symbol.
    ///   - description: Why, or what would make content appear.
    ///   - actions: Controls that help, such as a button that clears a filter.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label in bold, the description in the secondary style, the actions under them, all
    /// centered.
    public var body: some View {
        VStack(spacing: 1) {
            label.font(.headline)
            description
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == GraftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates the view from a title, a symbol and an optional description.
    ///
    /// - Parameters:
    ///   - title: What is unavailable, such as "No Results".
    ///   - name: The SF Symbols name of its symbol (see docs/SYMBOLS.md).
    ///   - description: Why, or what would make content appear.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { GraftUI.Label(String(title), systemImage: name) }, description: { description })
    }

    /// The view a search with no results shows: "No Results" and a hint to check the spelling.
    public static var search: Self {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }

    /// The view a search for `text` with no results shows, naming what was searched for.
    ///
    /// - Parameter text: The search text.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
