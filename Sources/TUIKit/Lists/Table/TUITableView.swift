import struct Foundation.IndexPath
import struct Foundation.IndexSet

/// A scrolling list of rows in sections, with section titles: UIKit's table
/// view for the terminal.
///
/// A table view is a ``TUICollectionView`` with a list layout, so rows are
/// reused, sized and selected the same way: only rows in view have cells,
/// rows size themselves to their content, and the same keys move, select
/// and show swipe actions (see ``TUICollectionView``). In the plain style the
/// header of the section at the top stays there while its rows scroll.
///
/// ```swift
/// let tableView = TUITableView(frame: .zero, style: .insetGrouped)
/// tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
/// tableView.dataSource = self
/// tableView.delegate = self
///
/// func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = settings[indexPath.section][indexPath.row]
///     cell.contentConfiguration = content
///     return cell
/// }
/// ```
@MainActor
open class TUITableView: TUICollectionView {
    /// How a table view looks.
    public enum Style: Sendable, Hashable {
        /// Rows edge to edge; section headers stay at the top while their rows scroll.
        case plain
        /// Sections apart from each other by a blank line.
        case grouped
        /// Each section inside a rounded frame, inset from the edges.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row.
    public enum ScrollPosition: Sendable, Hashable {
        /// Only as far as needed to show the row.
        case none
        /// The row's top at the top edge.
        case top
        /// The row in the middle.
        case middle
        /// The row's bottom at the bottom edge.
        case bottom
    }

    /// How rows appear and disappear; a terminal draws whole frames, so
    /// every animation shows the same. Kept for UIKit's shape.
    public enum RowAnimation: Sendable, Hashable {
        /// The system's choice.
        case automatic
        /// Fading.
        case fade
        /// Sliding from or to the right.
        case right
        /// Sliding from or to the left.
        case left
        /// Sliding from or to the top.
        case top
        /// Sliding from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Staying in the middle.
        case middle
    }

    /// A ``rowHeight`` that sizes each row to its content.
    public nonisolated static let automaticDimension = -1

    /// The reuse identifier of the views that show section titles.
    static let titleReuseIdentifier = "TUITableView.title"

    /// The look of the table, chosen when it is made.
    public let style: Style

    // MARK: - Creating a table view

    /// Creates a table view with a style.
    ///
    /// - Parameters:
    ///   - frame: Where it goes in its superview.
    ///   - style: How it looks.
    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame, collectionViewLayout: .list(using: Self.listConfiguration(style: style, estimatedRowHeight: 1)))
        register(
            TUIListSupplementaryView.self, forSupplementaryViewOfKind: Self.elementKindSectionHeader,
            withReuseIdentifier: Self.titleReuseIdentifier)
        register(
            TUIListSupplementaryView.self, forSupplementaryViewOfKind: Self.elementKindSectionFooter,
            withReuseIdentifier: Self.titleReuseIdentifier)
        // Titles are cheap to ask for, so sections without one count as
        // having no header or footer from the start, and scroll positions
        // far down a table with many such sections are right before they
        // are shown.
        supplementaryEstimate = { [weak self] section, isHeader in
            guard let self, let dataSource = self.dataSource as? any TUITableViewDataSource else { return 1 }
            let title =
                isHeader
                ? dataSource.tableView(self, titleForHeaderInSection: section)
                : dataSource.tableView(self, titleForFooterInSection: section)
            return title == nil ? 0 : 1
        }
        editingRules = TableEditingRules()
        swipeActionsHook = { [weak self] indexPath, edge in
            guard let self else { return nil }
            let delegate = self.delegate as? any TUITableViewDelegate
            switch edge {
            case .leading: return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            case .trailing:
                return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                    ?? TableEditingRules().defaultTrailingActions(at: indexPath, in: self)
            }
        }
    }

    // MARK: - Editing

    /// Turns editing mode on or off: editable rows show their editing
    /// control (`⊖` to delete, `⊕` to insert, from the delegate's
    /// ``TUITableViewDelegate/tableView(_:editingStyleForRowAt:)``), and
    /// rows whose cell ``TUITableViewCell/showsReorderControl`` and that the
    /// data source lets move show `≡`. See ``TUICollectionView/isEditing``
    /// for the keys.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Ignored; the terminal does not animate.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    private static func listConfiguration(style: Style, estimatedRowHeight: Int) -> TUICollectionLayoutListConfiguration {
        let appearance: TUICollectionLayoutListConfiguration.Appearance =
            switch style {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        var configuration = TUICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.pinsHeadersToVisibleBounds = style == .plain
        configuration.estimatedRowHeight = estimatedRowHeight
        return configuration
    }

    /// The casting every bridged data source and delegate method needs:
    /// a table protocol's collection view methods only make sense for a table.
    static func required(_ collectionView: TUICollectionView, by method: String) -> TUITableView {
        guard let table = collectionView as? TUITableView else {
            preconditionFailure(
                "TUITableView: \(method) of a table view data source or delegate was called by a collection view that is not a TUITableView; use table data sources and delegates with table views only"
            )
        }
        return table
    }

    // MARK: - Row heights

    /// The height of every row, or ``automaticDimension`` (the default) to
    /// size each row to its content.
    public var rowHeight = TUITableView.automaticDimension {
        didSet { fixedItemHeight = rowHeight > 0 ? rowHeight : nil }
    }

    /// The height rows count as before they are shown and measured; 1 by default.
    public var estimatedRowHeight: Int {
        get { collectionViewLayout.listConfiguration?.estimatedRowHeight ?? 1 }
        set {
            guard newValue != estimatedRowHeight else { return }
            collectionViewLayout = .list(using: Self.listConfiguration(style: style, estimatedRowHeight: max(1, newValue)))
        }
    }

    // MARK: - Cells

    /// Registers a cell class to make cells for `identifier`.
    public func register(_ cellClass: TUITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// A cell for the row at `indexPath`: one that scrolled out of view (after
    /// its ``TUICollectionReusableView/prepareForReuse()``), or a new one of
    /// the class registered for `identifier`. Asking for an identifier never
    /// registered is a programmer error.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TUITableViewCell {
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? TUITableViewCell else {
            preconditionFailure(
                "TUITableView.dequeueReusableCell(withIdentifier:for:): the class registered for \"\(identifier)\" does not make TUITableViewCells; register one with register(_:forCellReuseIdentifier:)"
            )
        }
        return cell
    }

    /// The cell showing a row, or nil when the row is not in view.
    public func cellForRow(at indexPath: IndexPath) -> TUITableViewCell? {
        cellForItem(at: indexPath) as? TUITableViewCell
    }

    /// The number of rows in a section, as the data source last said.
    public func numberOfRows(inSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    /// The index paths of the rows in view, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        indexPathsForVisibleItems
    }

    /// The row at a point of the content, or nil.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        indexPathForItem(at: point)
    }

    /// Where a row's cell goes, in content coordinates; rows not yet
    /// measured have their estimated height. A row that does not exist has
    /// an empty rectangle.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        frameForItem(at: indexPath) ?? .zero
    }

    /// The view that shows a section's header or footer title from a data
    /// source, or nil when it has none.
    func titleView(ofKind kind: String, section: Int, from dataSource: any TUITableViewDataSource) -> TUICollectionReusableView? {
        let isHeader = kind == Self.elementKindSectionHeader
        let title =
            isHeader
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.titleReuseIdentifier, for: IndexPath(item: 0, section: section))
        guard let titleView = view as? TUIListSupplementaryView else { return view }
        var content: TUIListContentConfiguration =
            if isHeader {
                style == .plain ? .plainHeader() : .groupedHeader()
            } else {
                .footer()
            }
        content.text = title
        titleView.contentConfiguration = content
        return titleView
    }

    // MARK: - Selection and scrolling

    /// The selected row, or nil; the first when several are.
    public var indexPathForSelectedRow: IndexPath? {
        indexPathsForSelectedItems?.first
    }

    /// The selected rows in order, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        guard let selected = indexPathsForSelectedItems, !selected.isEmpty else { return nil }
        return selected
    }

    /// Selects a row (deselecting others unless multiple selection is
    /// allowed) and scrolls it to `scrollPosition`; nil deselects every row.
    /// The delegate is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItem(at: indexPath, animated: animated, scrollPosition: Self.itemPosition(scrollPosition))
    }

    /// Deselects a row. The delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }

    /// Scrolls so the row shows at `scrollPosition`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItem(at: indexPath, at: Self.itemPosition(scrollPosition), animated: animated)
    }

    private static func itemPosition(_ position: ScrollPosition) -> TUICollectionView.ScrollPosition {
        switch position {
        case .none: .none
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        }
    }

    // MARK: - Changing rows without a diffable data source

    /// Shows rows the data source has just added; see
    /// ``TUICollectionView/performBatchUpdates(_:completion:)``.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        insertItems(at: indexPaths)
    }

    /// Removes the cells of rows the data source has just removed.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        deleteItems(at: indexPaths)
    }

    /// Moves a row the data source has just moved.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItem(at: indexPath, to: newIndexPath)
    }

    /// Makes new cells for rows: each is dequeued again from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadItems(at: indexPaths)
    }

    /// Shows sections the data source has just added.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        insertSections(sections)
    }

    /// Removes sections the data source has just removed.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        deleteSections(sections)
    }

    /// Asks the data source again for sections whose rows changed altogether.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadSections(sections)
    }
}
