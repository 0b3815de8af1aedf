extension TUISplitViewController {
    /// How many columns a split view controller has.
    public enum Style: Int, Sendable, Hashable {
        /// The classic style, set up with `viewControllers` in UIKit; here it
        /// behaves as ``doubleColumn``.
        case unspecified = 0
        /// A primary column beside the secondary one.
        case doubleColumn = 1
        /// A primary and a supplementary column beside the secondary one.
        case tripleColumn = 2
    }

    /// A column of the split interface.
    public enum Column: Int, Sendable, Hashable {
        /// The leading column: a sidebar, or the list of a two-column interface.
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The trailing column, showing the content or detail.
        case secondary = 2
        /// The controller shown instead of the columns while the interface
        /// is collapsed (a narrow terminal).
        case compact = 3
    }

    /// Which columns show while the interface is expanded, and how.
    public enum DisplayMode: Int, Sendable, Hashable {
        /// The split view controller chooses from the space it has.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (the primary, or the supplementary of a triple-column
        /// interface) beside the secondary one.
        case oneBesideSecondary = 2
        /// One column drawn over the leading part of the secondary one.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary one.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns drawn over the secondary one.
        case twoOverSecondary = 5
        /// The primary and supplementary columns, pushing the secondary one
        /// aside; on a terminal the same as ``twoBesideSecondary``.
        case twoDisplaceSecondary = 6
    }

    /// Tells a split view controller to use the default for a width: its
    /// automatic column widths.
    public static let automaticDimension = -1
}
