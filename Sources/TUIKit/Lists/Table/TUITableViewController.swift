import struct Foundation.IndexPath

/// A view controller whose view is a table view, as UIKit's
/// `UITableViewController`: it makes the table, is its data source and
/// delegate until you set others, clears the selection each time it is
/// about to appear, and passes ``setEditing(_:animated:)`` to the table.
///
/// ```swift
/// final class SettingsViewController: TUITableViewController {
///     let rows = ["Wi-Fi", "Bluetooth"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
///         navigationItem.rightBarButtonItem = editButtonItem
///     }
///     override func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
///     override func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///         var content = cell.defaultContentConfiguration()
///         content.text = rows[indexPath.row]
///         cell.contentConfiguration = content
///         return cell
///     }
/// }
/// ```
///
/// The table is the root view, so it takes focus when the controller is
/// shown. Override the data source and delegate methods the class declares;
/// it has no `refreshControl` yet.
@MainActor
open class TUITableViewController: TUIViewController, TUITableViewDataSource, TUITableViewDelegate {
    private let tableStyle: TUITableView.Style

    /// Whether the table's selection is cleared in ``viewWillAppear(_:)``
    /// (when coming back from a pushed detail, say); true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has `style`.
    ///
    /// - Parameter style: How the table looks.
    public init(style: TUITableView.Style) {
        tableStyle = style
        super.init()
    }

    /// Creates a controller with a plain table.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// The table view, which is the controller's ``TUIViewController/view``.
    public var tableView: TUITableView! {
        get { view as? TUITableView }
        set { view = newValue }
    }

    /// Makes a table view of the controller's style filling its container,
    /// with the controller as data source and delegate.
    open override func loadView() {
        let table = TUITableView(frame: .zero, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear``
    /// is true; the delegate is not told, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: indexPath, animated: animated)
        }
    }

    /// Turns editing on or off for the controller and its table, as
    /// UIKit's does: calls the table's ``TUITableView/setEditing(_:animated:)``.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: - Data source

    /// One section; override to have more.
    open func numberOfSections(in tableView: TUITableView) -> Int { 1 }

    /// No rows; override to show some.
    open func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Must be overridden by a controller that reports rows.
    open func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        preconditionFailure(
            "TUITableViewController: override tableView(_:cellForRowAt:) when tableView(_:numberOfRowsInSection:) reports rows")
    }

    /// No header title; override to show one.
    open func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to show one.
    open func tableView(_ tableView: TUITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Every row is editable; override to choose.
    open func tableView(_ tableView: TUITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing; override to delete or insert rows.
    open func tableView(
        _ tableView: TUITableView, commit editingStyle: TUITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Every row can move once ``tableView(_:moveRowAt:to:)`` is overridden.
    open func tableView(_ tableView: TUITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// Not overridden: the row stays where it was. Override to move rows
    /// (without calling `super`).
    open func tableView(_ tableView: TUITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.cancelUserMove()
    }

    // MARK: - Delegate

    /// Delete for every editable row; override to choose.
    open func tableView(_ tableView: TUITableView, editingStyleForRowAt indexPath: IndexPath) -> TUITableViewCell.EditingStyle {
        .delete
    }

    /// The proposed place; override to keep rows in bounds.
    open func tableView(
        _ tableView: TUITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    /// Does nothing; override to respond to a selection.
    open func tableView(_ tableView: TUITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing; override to respond to a deselection.
    open func tableView(_ tableView: TUITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing; override to adjust a cell before it shows.
    open func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing; override to hear that a cell stopped showing.
    open func tableView(_ tableView: TUITableView, didEndDisplaying cell: TUITableViewCell, forRowAt indexPath: IndexPath) {}

    /// No leading swipe actions; override to offer some.
    open func tableView(
        _ tableView: TUITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> TUISwipeActionsConfiguration? { nil }

    /// No trailing swipe actions; override to offer some.
    open func tableView(
        _ tableView: TUITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> TUISwipeActionsConfiguration? { nil }

    /// No preference: focus goes to the first selected row, else the first in view.
    open func indexPathForPreferredFocusedView(in tableView: TUITableView) -> IndexPath? { nil }
}
