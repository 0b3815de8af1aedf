extension TUIViewController {
    /// The nearest split view controller among the controller's ancestors:
    /// the one whose column (or collapsed stack) shows it.
    public var splitViewController: TUISplitViewController? {
        nearestAncestor(of: TUISplitViewController.self)
    }
}
