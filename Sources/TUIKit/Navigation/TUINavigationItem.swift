/// What a navigation bar shows while a view controller is on top of a
/// ``TUINavigationController``: its title, back button and bar buttons.
///
/// Every view controller has one, ``TUIViewController/navigationItem``.
@MainActor
public final class TUINavigationItem {
    /// When a navigation bar draws the large title line under the bar.
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// Follow the bar's ``TUINavigationBar/prefersLargeTitles``.
        case automatic
        /// Always show the large title.
        case always
        /// Never show the large title.
        case never
    }

    /// Called when anything the bar shows changed.
    var onChange: (() -> Void)?

    /// Creates an item with a title.
    ///
    /// - Parameter title: The title; nil shows the controller's title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The title in the bar; nil shows the controller's ``TUIViewController/title``.
    public var title: String? { didSet { onChange?() } }

    /// The title the back button shows on the next controller's bar, in
    /// place of this item's title.
    public var backButtonTitle: String? { didSet { onChange?() } }

    /// Whether the bar hides the back button while this item is on top.
    public var hidesBackButton = false { didSet { onChange?() } }

    /// Buttons on the right of the bar, first item rightmost; each can take focus.
    public var rightBarButtonItems: [TUIBarButtonItem] = [] { didSet { onChange?() } }

    /// The single right button, or nil; the first of ``rightBarButtonItems``.
    public var rightBarButtonItem: TUIBarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// When the large title line shows; `.automatic` by default.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { onChange?() } }
}

/// A button in a navigation bar.
@MainActor
public final class TUIBarButtonItem {
    /// The button's title.
    public var title: String?

    /// What the button does when activated.
    public var primaryAction: TUIAction?

    /// Creates an item that shows `primaryAction`'s title and runs it.
    ///
    /// - Parameter primaryAction: The action.
    public init(primaryAction: TUIAction) {
        self.title = primaryAction.title
        self.primaryAction = primaryAction
    }

    /// Creates an item with a title and a closure.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - handler: Runs when the button is activated.
    public init(title: String, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.primaryAction = TUIAction(title: title) { _ in handler() }
    }
}
