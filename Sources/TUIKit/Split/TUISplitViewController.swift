/// A container that shows two or three columns side by side, each a
/// navigation stack, and collapses them into one stack when the terminal is
/// narrow: UIKit's column-style split view controller.
///
/// ```swift
/// let split = TUISplitViewController(style: .doubleColumn)
/// split.setViewController(SidebarViewController(), for: .primary)
/// split.setViewController(ContentViewController(), for: .secondary)
/// window.rootViewController = split
/// ```
///
/// Each column's controller is wrapped in a ``TUINavigationController``
/// (unless it is one), as UIKit does; ``viewController(for:)`` returns the
/// controller that was set, and its ``TUIViewController/navigationController``
/// is the wrapper. Columns are separated by a one-cell vertical line, and
/// each is a focus group: Tab and Shift-Tab move between columns, the arrow
/// keys inside one.
///
/// While the window's horizontal size class is compact (see
/// ``TUITraitCollection/sizeClasses(for:)``), the interface is collapsed
/// (``isCollapsed``): it shows the ``Column/compact`` column's controller
/// if one is set, otherwise the primary column's stack with the
/// supplementary's and the secondary's controllers pushed on it, up to the
/// column the delegate puts on top. It expands back into columns, giving
/// each its controllers, when the width is regular again.
@MainActor
open class TUISplitViewController: TUIViewController {
    /// How many columns the interface has.
    public let style: Style

    /// Hears of collapses, expansions and columns shown or hidden.
    public weak var delegate: (any TUISplitViewControllerDelegate)?

    /// The controllers set for each column, as given.
    var assignedControllers: [Column: TUIViewController] = [:]
    /// The navigation controller each column shows.
    var columnNavigations: [Column: TUINavigationController] = [:]
    var storedIsCollapsed = false
    /// How the collapsed stack was made, to give each column its
    /// controllers back on expansion.
    var collapsedStack: CollapsedStack?
    /// The display mode ``show(_:)`` or ``hide(_:)`` chose, until
    /// ``preferredDisplayMode`` is set again.
    var displayModeOverride: DisplayMode?
    /// The display mode and columns last shown, to tell the delegate of changes.
    var appliedDisplayMode: DisplayMode?
    var appliedColumns: [Column] = []
    /// The view each column's navigation controller goes in.
    let columnContainers: [Column: TUIView] = [
        .primary: TUIView(), .supplementary: TUIView(), .secondary: TUIView(), .compact: TUIView(),
    ]
    let separators = [SplitSeparatorView(frame: .zero), SplitSeparatorView(frame: .zero)]

    /// Creates a split view controller with the columns of `style` and no
    /// controllers yet.
    ///
    /// - Parameter style: How many columns the interface has.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    // MARK: - Columns

    /// Shows `vc` in `column`, wrapped in a navigation controller unless it
    /// is one, replacing the column's controller; nil empties the column.
    /// A supplementary controller is ignored unless the style is
    /// ``Style/tripleColumn``.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - column: The column to show it in.
    open func setViewController(_ vc: TUIViewController?, for column: Column) {
        if column == .supplementary, style != .tripleColumn { return }
        if let old = columnNavigations[column] {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        assignedControllers[column] = vc
        columnNavigations[column] = nil
        if let vc {
            let navigation = vc as? TUINavigationController ?? TUINavigationController(rootViewController: vc)
            addChild(navigation)
            columnNavigations[column] = navigation
            if isCollapsed, column != .compact { rebuildCollapsedStack(adding: column) }
            updateInterface()
            navigation.didMove(toParent: self)
        } else {
            updateInterface()
        }
    }

    /// The controller set for `column` (not the navigation controller that
    /// wraps it), or nil.
    ///
    /// - Parameter column: The column.
    /// - Returns: The controller given to ``setViewController(_:for:)``.
    public func viewController(for column: Column) -> TUIViewController? {
        assignedControllers[column]
    }

    /// The navigation controllers shown: those of the primary, supplementary
    /// and secondary columns while expanded; the compact column's, else the
    /// primary's, while collapsed.
    public var viewControllers: [TUIViewController] {
        if isCollapsed { return shownCollapsedNavigation.map { [$0] } ?? [] }
        return [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
    }

    /// Whether the interface is collapsed into one stack, as it is while
    /// the horizontal size class is compact.
    public var isCollapsed: Bool { storedIsCollapsed }

    // MARK: - Display mode

    /// The display mode to take while expanded; ``DisplayMode/automatic``
    /// (the default) chooses from the width. Setting it shows and hides
    /// columns at once.
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            displayModeOverride = nil
            updateInterface()
        }
    }

    /// The display mode the interface takes while expanded: what ``show(_:)``
    /// or ``hide(_:)`` chose last, else ``preferredDisplayMode``, with
    /// ``DisplayMode/automatic`` resolved for the current width. Never
    /// `.automatic`.
    public var displayMode: DisplayMode {
        resolved(displayModeOverride ?? preferredDisplayMode)
    }

    /// Shows `column`: while expanded, changes the display mode so that it
    /// is visible; while collapsed, brings its controllers to the top of the
    /// stack (pushing the supplementary's or the secondary's, popping back
    /// to the primary's).
    ///
    /// - Parameter column: The column to show.
    open func show(_ column: Column) {
        if isCollapsed { return showCollapsed(column) }
        let overlays = preferredDisplayMode == .oneOverSecondary || preferredDisplayMode == .twoOverSecondary
        let mode = displayMode
        switch (column, style == .tripleColumn) {
        case (.primary, false) where mode == .secondaryOnly:
            displayModeOverride = overlays ? .oneOverSecondary : .oneBesideSecondary
        case (.primary, true) where !expandedColumns(for: mode).contains(.primary):
            displayModeOverride = overlays ? .twoOverSecondary : .twoBesideSecondary
        case (.supplementary, true) where mode == .secondaryOnly:
            displayModeOverride = overlays ? .oneOverSecondary : .oneBesideSecondary
        default:
            return
        }
        updateInterface()
    }

    /// Hides `column`: while expanded, changes the display mode so that it
    /// is not visible (the secondary column always is); while collapsed,
    /// pops the column's controllers off the stack.
    ///
    /// - Parameter column: The column to hide.
    open func hide(_ column: Column) {
        if isCollapsed { return hideCollapsed(column) }
        let overlays = displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
        let visible = expandedColumns(for: displayMode)
        guard visible.contains(column), column != .secondary else { return }
        if column == .primary, style == .tripleColumn {
            displayModeOverride = overlays ? .oneOverSecondary : .oneBesideSecondary
        } else {
            displayModeOverride = .secondaryOnly
        }
        updateInterface()
    }

    // MARK: - Column widths

    /// The width, in cells, the primary column should have; ``automaticDimension``
    /// (the default) uses ``preferredPrimaryColumnWidthFraction``, else a
    /// quarter of the width between 20 and 40 cells. Bounded by the minimum
    /// and maximum.
    open var preferredPrimaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The part of the width the primary column should have (0 to 1);
    /// ``automaticDimension`` (the default) for none.
    open var preferredPrimaryColumnWidthFraction = Double(automaticDimension) { didSet { storedView?.setNeedsLayout() } }
    /// The narrowest the primary column gets, in cells; ``automaticDimension``
    /// (the default) for no bound.
    open var minimumPrimaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The widest the primary column gets, in cells; ``automaticDimension``
    /// (the default) for no bound.
    open var maximumPrimaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The width, in cells, the supplementary column should have; as
    /// ``preferredPrimaryColumnWidth``.
    open var preferredSupplementaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The part of the width the supplementary column should have (0 to 1);
    /// ``automaticDimension`` (the default) for none.
    open var preferredSupplementaryColumnWidthFraction = Double(automaticDimension) { didSet { storedView?.setNeedsLayout() } }
    /// The narrowest the supplementary column gets; ``automaticDimension`` for no bound.
    open var minimumSupplementaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The widest the supplementary column gets; ``automaticDimension`` for no bound.
    open var maximumSupplementaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }

    /// The width, in cells, the primary column has at the current size.
    public var primaryColumnWidth: Int { columnWidth(.primary, available: storedView?.bounds.width ?? 0) }

    /// The width, in cells, the supplementary column has at the current size.
    public var supplementaryColumnWidth: Int { columnWidth(.supplementary, available: storedView?.bounds.width ?? 0) }

    // MARK: - The view

    /// Builds the column containers and separators, and shows the columns.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for column in [Column.secondary, .supplementary, .primary, .compact] {
            guard let container = columnContainers[column] else { continue }
            container.isHidden = true
            view.addSubview(container)
        }
        for separator in separators {
            separator.isHidden = true
            view.addSubview(separator)
        }
        updateInterface()
    }

    /// Collapses or expands when the horizontal size class changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateInterface()
    }

    /// Places the columns and the lines between them.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // An automatic display mode depends on the width.
        updateInterface()
        layOutColumns()
    }

    // MARK: - Focus and keys

    /// While expanded, keys go to the secondary column's screen (the
    /// content) when nothing has focus; while collapsed, to the stack shown.
    override var shownChild: TUIViewController? {
        isCollapsed ? shownCollapsedNavigation : columnNavigations[.secondary] ?? shownCollapsedNavigation
    }

    /// Focus goes to the first visible column (the sidebar), or to the
    /// collapsed stack.
    open override var preferredFocusEnvironments: [any TUIFocusEnvironment] {
        if isCollapsed { return shownCollapsedNavigation.map { [$0] } ?? [] }
        return appliedColumns.compactMap { columnNavigations[$0] }.prefix(1).map { $0 }
    }

    /// Each column is a focus group: the arrow keys stay inside it.
    override func focusGroupIdentifier(forChild child: TUIViewController) -> String? {
        guard let column = columnNavigations.first(where: { $0.value === child })?.key else { return nil }
        return "TUISplitViewController.\(ObjectIdentifier(self).hashValue).\(column.rawValue)"
    }

    /// The navigation controller a collapsed interface shows.
    var shownCollapsedNavigation: TUINavigationController? {
        columnNavigations[.compact] ?? columnNavigations[.primary]
    }
}
