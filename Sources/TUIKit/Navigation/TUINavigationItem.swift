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

    /// Buttons on the left of the bar, first item leftmost; each can take
    /// focus. They take the back button's place unless
    /// ``leftItemsSupplementBackButton`` is true.
    public var leftBarButtonItems: [TUIBarButtonItem] = [] { didSet { onChange?() } }

    /// The single left button, or nil; the first of ``leftBarButtonItems``.
    public var leftBarButtonItem: TUIBarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Whether the left buttons follow the back button instead of replacing
    /// it; false by default.
    public var leftItemsSupplementBackButton = false { didSet { onChange?() } }

    /// Buttons on the right of the bar, first item rightmost; each can take focus.
    public var rightBarButtonItems: [TUIBarButtonItem] = [] { didSet { onChange?() } }

    /// The single right button, or nil; the first of ``rightBarButtonItems``.
    public var rightBarButtonItem: TUIBarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// When the large title line shows; `.automatic` by default.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { onChange?() } }

    // MARK: - Search

    /// Where a navigation bar puts the search bar of ``searchController``.
    public enum SearchBarPlacement: Int, Sendable, Hashable {
        /// The bar's choice: a row under the navigation bar.
        case automatic = 0
        /// In the navigation bar's row, in UIKit; the terminal shows a row
        /// under the bar, as for ``stacked``, since its one-row bar has no
        /// room for a field beside the title and buttons.
        case inline = 1
        /// A row under the navigation bar.
        case stacked = 2
    }

    /// The search controller whose bar the navigation controller shows, as
    /// a row under its navigation bar, while this item is on top; nil (the
    /// default) for none.
    public var searchController: TUISearchController? { didSet { onChange?() } }

    /// Whether the search bar hides as the content scrolls, in UIKit; true
    /// by default. The terminal keeps the bar shown whatever this says: a
    /// row that comes and goes with scrolling would move the content under
    /// the user's eyes, and `/` must always have a bar to focus.
    public var hidesSearchBarWhenScrolling = true

    /// Where the search bar goes; `.automatic` by default. Every placement
    /// is a row under the navigation bar in the terminal.
    public var preferredSearchBarPlacement = SearchBarPlacement.automatic

    /// Where the search bar is: always `.stacked` in the terminal.
    public var searchBarPlacement: SearchBarPlacement { .stacked }
}
