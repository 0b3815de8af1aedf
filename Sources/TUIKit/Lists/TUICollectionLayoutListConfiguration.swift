import struct Foundation.IndexPath

/// How a list layout looks: plain rows, or sections grouped under titles,
/// with optional headers, footers and separators, and swipe actions.
///
/// ```swift
/// var configuration = TUICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = TUICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Rows size themselves to their content (wrapped text makes taller rows);
/// rows not yet shown count as ``estimatedRowHeight``. Headers and footers
/// size themselves too: a section whose header view is nil has no header
/// row, and a title that wraps takes more rows.
@MainActor
public struct TUICollectionLayoutListConfiguration {
    /// The look of the list.
    public enum Appearance: Sendable, Hashable {
        /// Rows edge to edge, sections one after another.
        case plain
        /// Sections apart from each other by a blank line, each under its header.
        case grouped
        /// Each section inside a rounded frame, inset from the edges.
        case insetGrouped
        /// A sidebar's look: rows one cell in from the edges, sections apart
        /// from each other by a blank line, each under its header.
        case sidebar
        /// A sidebar's look without the gaps between sections: rows one cell
        /// in from the edges.
        case sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Sendable, Hashable {
        /// No headers.
        case none
        /// Supplementary views of kind ``TUICollectionView/elementKindSectionHeader``.
        case supplementary
    }

    /// Where section footers come from.
    public enum FooterMode: Sendable, Hashable {
        /// No footers.
        case none
        /// Supplementary views of kind ``TUICollectionView/elementKindSectionFooter``.
        case supplementary
    }

    /// Returns the swipe actions for an item, or nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> TUISwipeActionsConfiguration?

    /// The look of the list.
    public var appearance: Appearance
    /// Where section headers come from; none by default.
    public var headerMode = HeaderMode.none
    /// Where section footers come from; none by default.
    public var footerMode = FooterMode.none
    /// Whether a separator line follows each row but the last of its
    /// section. Off by default, unlike UIKit: on a terminal a separator
    /// takes a whole row.
    public var showsSeparators = false
    /// The color of the separators; gray when nil.
    public var separatorColor: TUIColor?
    /// The list's background color; nil is clear.
    public var backgroundColor: TUIColor?
    /// Whether the header of the section at the top edge stays there while
    /// its rows scroll under it, until the next section's header pushes it
    /// away (as a plain table view's headers do, or a boundary item that
    /// pins to the visible bounds). Off by default.
    public var pinsHeadersToVisibleBounds = false
    /// The height rows count as before they are shown and measured; 1 by default.
    public var estimatedRowHeight = 1
    /// Swipe actions at the leading edge of a row.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Swipe actions at the trailing edge of a row.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Creates a configuration with an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// How a grid layout places items: as many columns of at least
/// ``minimumItemWidth`` as the width allows, so wider terminals show more.
public struct TUICollectionLayoutGridConfiguration: Sendable, Hashable {
    /// The narrowest an item may be; columns widen to share the spare width.
    public var minimumItemWidth: Int
    /// The height of every item.
    public var itemHeight: Int
    /// Columns between items in a row; 1 by default.
    public var interitemSpacing = 1
    /// Rows between lines of items; 0 by default.
    public var lineSpacing = 0

    /// Creates a grid configuration.
    public init(minimumItemWidth: Int, itemHeight: Int) {
        precondition(
            minimumItemWidth > 0 && itemHeight > 0,
            "TUICollectionLayoutGridConfiguration: the item width and height must be positive")
        self.minimumItemWidth = minimumItemWidth
        self.itemHeight = itemHeight
    }

    /// The number of columns that fit in `width`.
    func columnCount(width: Int) -> Int {
        max(1, (width + interitemSpacing) / (minimumItemWidth + interitemSpacing))
    }
}

/// A layout for a collection view: a list (``list(using:)``) or a grid
/// (``grid(using:)``).
///
/// ```swift
/// let collectionView = TUICollectionView(
///     frame: .zero, collectionViewLayout: .list(using: .init(appearance: .plain)))
/// ```
@MainActor
public final class TUICollectionViewCompositionalLayout {
    enum Kind {
        case list(TUICollectionLayoutListConfiguration)
        case grid(TUICollectionLayoutGridConfiguration)
    }

    let kind: Kind

    /// The collection view the layout is installed in.
    public internal(set) weak var collectionView: TUICollectionView?

    init(kind: Kind) {
        self.kind = kind
    }

    /// A list layout.
    public static func list(using configuration: TUICollectionLayoutListConfiguration) -> TUICollectionViewCompositionalLayout {
        TUICollectionViewCompositionalLayout(kind: .list(configuration))
    }

    /// A grid layout whose column count follows the width.
    public static func grid(using configuration: TUICollectionLayoutGridConfiguration) -> TUICollectionViewCompositionalLayout {
        TUICollectionViewCompositionalLayout(kind: .grid(configuration))
    }

    /// Asks the collection view to measure and place everything again.
    public func invalidateLayout() {
        collectionView?.invalidateGeometry(keepingHeights: false)
    }

    /// The list configuration, when this is a list layout.
    var listConfiguration: TUICollectionLayoutListConfiguration? {
        if case .list(let configuration) = kind { return configuration }
        return nil
    }
}
