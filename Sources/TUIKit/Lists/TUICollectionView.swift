import struct Foundation.IndexPath

/// A scrolling list or grid of items that shows only what is on screen.
///
/// Cells exist only for the items in view (plus a row or two around them);
/// scrolling hands cells that left the view to the items entering it, so a
/// list of 100,000 items costs what a screenful costs. Items are laid out
/// by a ``TUICollectionViewCompositionalLayout``: a list (plain, grouped or
/// inset grouped, with headers, footers and separators, rows sized to their
/// content) or a grid whose column count follows the width.
///
/// ```swift
/// let collectionView = TUICollectionView(
///     frame: .zero, collectionViewLayout: .list(using: .init(appearance: .plain)))
/// let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { cell, _, name in
///     var content = cell.defaultContentConfiguration()
///     content.text = name
///     cell.contentConfiguration = content
/// }
/// let dataSource = TUICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
///     collectionView, indexPath, name in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
/// }
/// ```
///
/// With a ``TUICollectionViewDiffableDataSource``, apply snapshots; with a
/// data source of your own, change it and then say what changed with
/// ``insertItems(at:)``, ``deleteItems(at:)``, ``moveItem(at:to:)`` and the
/// section counterparts, grouped in ``performBatchUpdates(_:completion:)``.
/// ``TUITableView`` is a collection view with a list layout and UIKit's
/// table API.
///
/// Keys, while the collection view has focus: Up and Down (or `k` and
/// `j`) move the focused item, Left and Right too in a grid; Page Up and
/// Page Down move by a screenful; Home and End go to the first and last
/// item; Enter or Space selects the focused item. A click focuses and
/// selects the item under the pointer; the wheel scrolls. Shift-Left shows
/// the focused row's trailing swipe actions and Shift-Right its leading
/// ones; Left and Right then choose an action, Enter runs it and Escape
/// hides them.
@MainActor
open class TUICollectionView: TUIScrollView {
    /// The kind of a section header's supplementary view.
    public nonisolated static let elementKindSectionHeader = "TUICollectionElementKindSectionHeader"
    /// The kind of a section footer's supplementary view.
    public nonisolated static let elementKindSectionFooter = "TUICollectionElementKindSectionFooter"

    /// Rows of items laid out beyond each edge of the view, so a small
    /// scroll finds cells ready.
    static let overscanRows = 2

    // MARK: - Storage

    var cellClasses: [String: TUICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: TUICollectionReusableView.Type] = [:]
    var cellPool: [String: [TUICollectionViewCell]] = [:]
    var supplementaryPool: [String: [TUICollectionReusableView]] = [:]
    /// The cells showing items, by global item index.
    var visibleCellsByItem: [Int: TUICollectionViewCell] = [:]
    /// The headers and footers showing, by kind and section.
    var visibleSupplementaries: [SupplementaryKey: TUICollectionReusableView] = [:]
    var geometry: ListGeometry?
    /// Selected items, by global index.
    var selectedItems: Set<Int> = []
    /// The item the keyboard is on, by global index.
    var focusedItem: Int?
    /// A cell a reconfiguration hands back to the data source's dequeue.
    var cellInPlace: (item: Int, cell: TUICollectionViewCell)?
    /// Swipe actions showing, if any.
    var swipe: SwipeState?
    /// Where a table view's swipe actions come from, instead of the list configuration.
    var swipeActionsHook: ((IndexPath, SwipeState.Edge) -> TUISwipeActionsConfiguration?)?
    /// The height of every list row, when a table view fixes it; nil sizes
    /// rows to their content.
    var fixedItemHeight: Int? {
        didSet { if fixedItemHeight != oldValue { invalidateGeometry(keepingHeights: false) } }
    }
    /// The rows a section's header (true) or footer (false) counts as until
    /// measured, when a table view knows better than one row: none for a
    /// section without a title.
    var supplementaryEstimate: ((_ section: Int, _ isHeader: Bool) -> Int)?
    /// The updates collected inside ``performBatchUpdates(_:completion:)``.
    var pendingBatch: BatchUpdate?
    /// What editing mode asks and tells: a collection view's data source and
    /// accessories, or a table view's data source and delegate.
    var editingRules: any ListEditingRules = CollectionEditingRules()
    /// A move the user made that the view shows once the data source took it.
    var pendingUserMove: (from: IndexPath, to: IndexPath)?
    /// The item whose reorder control the pointer is dragging, by global index.
    var reorderDrag: Int?
    /// The editing key commands, made once so the footer reuses them.
    var storedEditingKeyCommands: EditingKeyCommands?

    struct SupplementaryKey: Hashable {
        var isHeader: Bool
        var section: Int
    }

    // MARK: - Creating a collection view

    /// Creates a collection view with a layout.
    ///
    /// - Parameters:
    ///   - frame: Where it goes in its superview.
    ///   - layout: How items are laid out.
    public init(frame: Rect, collectionViewLayout layout: TUICollectionViewCompositionalLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = layout.listConfiguration?.backgroundColor
    }

    /// The layout; setting one lays everything out again.
    public var collectionViewLayout: TUICollectionViewCompositionalLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            if let color = collectionViewLayout.listConfiguration?.backgroundColor { backgroundColor = color }
            invalidateGeometry(keepingHeights: false)
        }
    }

    /// The object that provides sections, items and cells; the collection
    /// view does not keep it alive. Setting it reloads.
    open weak var dataSource: (any TUICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The ``TUIScrollView/delegate`` as a collection view delegate, when it is one.
    var collectionDelegate: (any TUICollectionViewDelegate)? { delegate as? any TUICollectionViewDelegate }
    /// The context menus the delegate gives items, made when first asked for.
    lazy var itemContextMenus = ItemContextMenus(collectionView: self)

    /// Whether the user can select items; true by default.
    public var allowsSelection = true

    /// Whether the user can select several items (Enter and clicks toggle);
    /// false by default.
    public var allowsMultipleSelection = false

    /// Whether moving the focused item with the keyboard also selects it;
    /// false by default.
    public var selectionFollowsFocus = false

    /// Whether focus coming back to the collection view returns to the
    /// item that last had it (followed through updates by the item's
    /// identity, to a neighbour if it was deleted); false by default, as in
    /// UIKit: focus then goes to the delegate's
    /// ``TUICollectionViewDelegate/indexPathForPreferredFocusedView(in:)``,
    /// else the first selected item, else the first item in view.
    public var remembersLastFocusedIndexPath = false

    /// Whether the list is in editing mode: cells see it in their state,
    /// accessories shown `.whenEditing` appear (the delete, insert and
    /// reorder controls), and Delete, Backspace, Insert, Alt-Up and Alt-Down
    /// act on the focused row. False by default.
    public var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            editingDidChange()
        }
    }

    // MARK: - Layout, focus and events (see the +Layout and +Selection files)

    /// Lays out the cells in view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// A collection view takes focus, so its keys reach it.
    open override var canBecomeFocused: Bool { true }

    /// Marks the focused item's cell when focus arrives or leaves.
    open override func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        // Also called when focus moves among views inside the list (a cell's
        // own control); the list's cursor changes only when the list itself
        // gains or loses focus.
        if context.previouslyFocusedView === self || context.nextFocusedView === self { focusDidChange() }
    }

    /// Moves the focused item, selects, and runs swipe actions; see the
    /// class overview for the keys. Other presses go to the scroll view.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let keyEvent = presses.first?.key?.keyEvent, handleListKey(keyEvent) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// Focuses and selects the item clicked, or runs the swipe action clicked.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard let touch = touches.first else { return }
        handleClick(touch)
    }

    /// Follows a drag of a row's reorder control.
    open override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard let touch = touches.first else { return }
        dragReorderControl(to: touch.location(in: self))
    }

    /// Ends the click, or drops the row a reorder drag carries.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard let touch = touches.first else { return }
        endReorderDrag(at: touch.location(in: self))
    }

    /// While editing, the keys that delete, insert and move the focused row
    /// (for the footer and help; the list handles the keys itself first).
    open override var keyCommands: [TUIKeyCommand]? {
        editingKeyCommands
    }

    /// Draws what the layout adds around cells: separators, and the frames
    /// of inset groups.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        drawLayoutChrome(in: &canvas)
    }

    // MARK: - Registering and dequeuing

    /// Registers a cell class to make cells for `identifier`.
    public func register(_ cellClass: TUICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers a view class for headers or footers of `kind`.
    public func register(
        _ viewClass: TUICollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[kind + "\u{1F}" + identifier] = viewClass
    }

    /// A cell for the item at `indexPath`: one that scrolled out of view if
    /// there is one (after its ``TUICollectionReusableView/prepareForReuse()``),
    /// otherwise a new one of the registered class. Call it from the data
    /// source's `cellForItemAt`; asking for an identifier never registered is
    /// a programmer error.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> TUICollectionViewCell {
        if let inPlace = cellInPlace, inPlace.cell.reuseIdentifier == identifier,
            let geometry, globalItem(indexPath, in: geometry) == inPlace.item
        {
            cellInPlace = nil
            return inPlace.cell
        }
        return reusableView(from: &cellPool, key: identifier, registered: cellClasses[identifier]) {
            "TUICollectionView.dequeueReusableCell(withReuseIdentifier:for:): no cell class is registered for \"\(identifier)\"; register one first"
        }
    }

    /// A header or footer view, reused or new, for the data source's
    /// `viewForSupplementaryElementOfKind`.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> TUICollectionReusableView {
        let key = kind + "\u{1F}" + identifier
        return reusableView(from: &supplementaryPool, key: key, registered: supplementaryClasses[key]) {
            "TUICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): no view class is registered for kind \"\(kind)\" and identifier \"\(identifier)\""
        }
    }

    /// A view from a reuse queue (prepared for reuse), or a new hidden
    /// subview of the registered class.
    private func reusableView<View: TUICollectionReusableView>(
        from pool: inout [String: [View]], key: String, registered: View.Type?, unregistered message: () -> String
    ) -> View {
        if let view = pool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registered else { preconditionFailure(message()) }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = key
        view.isHidden = true
        insertSubview(view, belowSubview: horizontalIndicator)
        return view
    }

    // MARK: - Counts and index paths

    /// The number of sections, as the data source last said.
    public var numberOfSections: Int {
        prepareGeometryIfNeeded()?.sectionCount ?? 0
    }

    /// The number of items in a section, as the data source last said.
    public func numberOfItems(inSection section: Int) -> Int {
        guard let geometry = prepareGeometryIfNeeded(), section >= 0, section < geometry.sectionCount else { return 0 }
        return geometry.numberOfItems(inSection: section)
    }

    /// The global index of an item, or nil when there is no such item.
    func globalItem(_ indexPath: IndexPath, in geometry: ListGeometry) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sectionCount,
            indexPath.item >= 0, indexPath.item < geometry.numberOfItems(inSection: indexPath.section)
        else { return nil }
        return geometry.item(section: indexPath.section, item: indexPath.item)
    }

    /// The index path of a global item.
    func indexPath(ofItem item: Int, in geometry: ListGeometry) -> IndexPath {
        let section = geometry.section(ofItem: item)
        return IndexPath(item: item - geometry.itemStarts[section], section: section)
    }

    /// The cell showing the item, or nil when it is not in view.
    public func cellForItem(at indexPath: IndexPath) -> TUICollectionViewCell? {
        guard let geometry, let item = globalItem(indexPath, in: geometry) else { return nil }
        return visibleCellsByItem[item]
    }

    /// The index path of the item a cell shows, or nil.
    public func indexPath(for cell: TUICollectionViewCell) -> IndexPath? {
        guard let geometry, let item = visibleCellsByItem.first(where: { $0.value === cell })?.key else { return nil }
        return indexPath(ofItem: item, in: geometry)
    }

    /// The cells in view, top to bottom.
    public var visibleCells: [TUICollectionViewCell] {
        visibleCellsByItem.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items in view, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        guard let geometry else { return [] }
        return visibleCellsByItem.keys.sorted().map { indexPath(ofItem: $0, in: geometry) }
    }

    /// The item at a point of the content, or nil.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard let geometry = prepareGeometryIfNeeded(), geometry.lineCount > 0 else { return nil }
        guard case .items(_, let first, let count) = geometry.line(geometry.line(containingRow: point.y)) else { return nil }
        for item in first ..< first + count where geometry.frame(ofItem: item).contains(point) {
            return indexPath(ofItem: item, in: geometry)
        }
        return nil
    }

    /// Where an item's cell goes, in content coordinates; nil when there is
    /// no such item. Rows not yet measured have their estimated height.
    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        guard let geometry = prepareGeometryIfNeeded(), let item = globalItem(indexPath, in: geometry) else { return nil }
        return geometry.frame(ofItem: item)
    }

    // MARK: - Reloading

    /// Forgets everything shown and asks the data source again: cells go
    /// back to the reuse queues, the selection is cleared.
    open func reloadData() {
        recycleAllVisibleViews()
        geometry = nil
        selectedItems.removeAll()
        focusedItem = nil
        swipe = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Makes new cells for items: each is dequeued again from the data
    /// source. Inside ``performBatchUpdates(_:completion:)`` the index paths
    /// are those before the update.
    public func reloadItems(at indexPaths: [IndexPath]) {
        if pendingBatch != nil {
            pendingBatch?.reloaded += indexPaths
            return
        }
        guard let geometry else { return }
        updateItemsInPlace(reloaded: indexPaths.compactMap { globalItem($0, in: geometry) }, reconfigured: [])
    }

    /// Updates the cells of items in place: the data source's cell provider
    /// runs again and its dequeue returns the cell already showing the item
    /// (no new cell, no ``TUICollectionReusableView/prepareForReuse()``).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let geometry else { return }
        reconfigure(items: indexPaths.compactMap { globalItem($0, in: geometry) })
    }

    /// Marks the layout as stale; `keepingHeights` keeps measured heights
    /// (data changed), otherwise everything is measured again.
    func invalidateGeometry(keepingHeights: Bool) {
        if !keepingHeights { geometry = nil }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: - Recycling

    /// Puts a cell back in its queue, telling the delegate.
    func recycle(_ cell: TUICollectionViewCell, item: Int, indexPath: IndexPath) {
        cell.isHidden = true
        if let identifier = cell.reuseIdentifier { cellPool[identifier, default: []].append(cell) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func recycle(_ view: TUICollectionReusableView) {
        view.isHidden = true
        if let identifier = view.reuseIdentifier { supplementaryPool[identifier, default: []].append(view) }
    }

    func recycleAllVisibleViews() {
        let cells = visibleCellsByItem
        visibleCellsByItem.removeAll()
        for (item, cell) in cells.sorted(by: { $0.key < $1.key }) {
            let path = geometry.map { indexPath(ofItem: item, in: $0) } ?? IndexPath(item: item, section: 0)
            recycle(cell, item: item, indexPath: path)
        }
        for view in visibleSupplementaries.values { recycle(view) }
        visibleSupplementaries.removeAll()
    }
}
