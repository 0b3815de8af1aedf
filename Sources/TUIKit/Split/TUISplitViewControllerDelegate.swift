/// Hears when a ``TUISplitViewController`` collapses, expands and shows or
/// hides its columns, and chooses what shows after a collapse or an
/// expansion. Every method has a default that does nothing or accepts the
/// proposal.
@MainActor
public protocol TUISplitViewControllerDelegate: AnyObject {
    /// Chooses the column that is on top once the interface collapsed into
    /// one navigation stack; the columns before it stay under it. Not asked
    /// when a ``TUISplitViewController/Column/compact`` controller is set.
    ///
    /// - Parameters:
    ///   - svc: The split view controller that collapses.
    ///   - proposedTopColumn: The column it would put on top: `.secondary`.
    /// - Returns: The column to put on top.
    func splitViewController(
        _ svc: TUISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: TUISplitViewController.Column
    ) -> TUISplitViewController.Column

    /// Chooses the display mode the interface takes once it expanded.
    ///
    /// - Parameters:
    ///   - svc: The split view controller that expands.
    ///   - proposedDisplayMode: The mode it would take.
    /// - Returns: The mode to take.
    func splitViewController(
        _ svc: TUISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: TUISplitViewController.DisplayMode
    ) -> TUISplitViewController.DisplayMode

    /// Called after the interface collapsed into one navigation stack.
    func splitViewControllerDidCollapse(_ svc: TUISplitViewController)

    /// Called after the interface expanded into columns.
    func splitViewControllerDidExpand(_ svc: TUISplitViewController)

    /// Called before a column becomes visible.
    func splitViewController(_ svc: TUISplitViewController, willShow column: TUISplitViewController.Column)

    /// Called before a column is hidden.
    func splitViewController(_ svc: TUISplitViewController, willHide column: TUISplitViewController.Column)

    /// Called before the display mode changes.
    func splitViewController(_ svc: TUISplitViewController, willChangeTo displayMode: TUISplitViewController.DisplayMode)
}

extension TUISplitViewControllerDelegate {
    /// Accepts the proposal.
    public func splitViewController(
        _ svc: TUISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: TUISplitViewController.Column
    ) -> TUISplitViewController.Column {
        proposedTopColumn
    }

    /// Accepts the proposal.
    public func splitViewController(
        _ svc: TUISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: TUISplitViewController.DisplayMode
    ) -> TUISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    /// Does nothing by default.
    public func splitViewControllerDidCollapse(_ svc: TUISplitViewController) {}

    /// Does nothing by default.
    public func splitViewControllerDidExpand(_ svc: TUISplitViewController) {}

    /// Does nothing by default.
    public func splitViewController(_ svc: TUISplitViewController, willShow column: TUISplitViewController.Column) {}

    /// Does nothing by default.
    public func splitViewController(_ svc: TUISplitViewController, willHide column: TUISplitViewController.Column) {}

    /// Does nothing by default.
    public func splitViewController(_ svc: TUISplitViewController, willChangeTo displayMode: TUISplitViewController.DisplayMode) {}
}
