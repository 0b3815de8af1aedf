extension TUITabBarItem {
    /// The tab bar items the system provides, each with its own title and
    /// glyph, as UIKit's `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        /// More (…): the item a tab bar controller shows for its More tab.
        case more
        /// Favorites (☆).
        case favorites
        /// Featured (☆).
        case featured
        /// Top Rated (☆).
        case topRated
        /// Recents (◷).
        case recents
        /// Contacts (☺).
        case contacts
        /// History (◷).
        case history
        /// Bookmarks (▥).
        case bookmarks
        /// Search (⊙).
        case search
        /// Downloads (↓).
        case downloads
        /// Most Recent (◷).
        case mostRecent
        /// Most Viewed (≡).
        case mostViewed

        /// The title the item shows.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbols name of the glyph the item shows.
        var image: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// Creates an item with a system item's title and glyph, as UIKit's
    /// `init(tabBarSystemItem:tag:)`.
    ///
    /// - Parameters:
    ///   - systemItem: Which system item.
    ///   - tag: A number that identifies the item.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: systemItem.image, tag: tag)
    }
}
