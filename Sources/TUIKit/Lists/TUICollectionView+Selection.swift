import struct Foundation.IndexPath

extension TUICollectionView {
    /// Where ``TUICollectionView/scrollToItem(at:at:animated:)`` puts an item.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a position from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Scroll only as far as needed to show the item.
        public static let none = ScrollPosition([])
        /// The item's top at the top edge.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom edge.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    // MARK: - Selection

    /// The selected items, in order; nil when selection is not allowed.
    public var indexPathsForSelectedItems: [IndexPath]? {
        guard allowsSelection else { return nil }
        guard let geometry else { return [] }
        return selectedItems.sorted().map { indexPath(ofItem: $0, in: geometry) }
    }

    /// Selects an item (deselecting others unless multiple selection is
    /// allowed) and scrolls it into view at `scrollPosition` (not at all for
    /// an empty one); nil deselects
    /// everything. The delegate is not told, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let geometry = prepareGeometryIfNeeded() else { return }
        guard let indexPath, let item = globalItem(indexPath, in: geometry) else {
            setSelection([])
            return
        }
        setSelection(allowsMultipleSelection ? selectedItems.union([item]) : [item])
        focusedItem = item
        refreshVisibleCellStates()
        // As in UIKit, an empty scroll position selects without scrolling.
        if !scrollPosition.isEmpty {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects an item. The delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let geometry, let item = globalItem(indexPath, in: geometry) else { return }
        setSelection(selectedItems.subtracting([item]))
    }

    /// Replaces the selection, updating the cells in view.
    func setSelection(_ items: Set<Int>) {
        guard items != selectedItems else { return }
        let changed = items.symmetricDifference(selectedItems)
        selectedItems = items
        for item in changed {
            if let cell = visibleCellsByItem[item] { applyState(to: cell, item: item) }
        }
    }

    /// Selects or toggles an item as the user does, asking and telling the delegate.
    func userSelect(item: Int) {
        guard allowsSelection, let geometry else { return }
        let indexPath = indexPath(ofItem: item, in: geometry)
        let delegate = collectionDelegate
        if selectedItems.contains(item) {
            guard allowsMultipleSelection else {
                // Choosing the selected row again tells the delegate again, so
                // Enter on a row always acts, as a tap on a selected row does.
                delegate?.collectionView(self, didSelectItemAt: indexPath)
                return
            }
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelection(selectedItems.subtracting([item]))
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let previous = allowsMultipleSelection ? [] : selectedItems
        setSelection(allowsMultipleSelection ? selectedItems.union([item]) : [item])
        for old in previous.sorted() {
            delegate?.collectionView(self, didDeselectItemAt: self.indexPath(ofItem: old, in: geometry))
        }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: - Scrolling to items

    /// Scrolls so the item shows at `scrollPosition`.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated, showingSectionHeader: false)
    }

    /// Scrolls so the item shows at `scrollPosition`, with its section's
    /// header above it when `showingSectionHeader`.
    func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool, showingSectionHeader: Bool) {
        layoutIfNeeded()
        guard let geometry = prepareGeometryIfNeeded(), let item = globalItem(indexPath, in: geometry) else { return }
        var frame = geometry.frame(ofItem: item)
        // A header pinned to the top edge would cover the item: show it
        // below the header instead.
        if showingSectionHeader || collectionViewLayout.listConfiguration?.pinsHeadersToVisibleBounds == true {
            let header = geometry.metrics[indexPath.section].headerContent
            frame = Rect(x: frame.minX, y: frame.minY - header, width: frame.width, height: frame.height + header)
        }
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - bounds.height
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.minY - (bounds.height - frame.height) / 2
        } else {
            offset.y = Self.offsetShowing(frame.minY, length: frame.height, current: offset.y, visible: bounds.height)
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    // MARK: - Focus

    /// Marks the focused item's cell when focus arrives or leaves; focus
    /// arriving goes to the remembered item or else the preferred one.
    func focusDidChange() {
        if !isFocused, !remembersLastFocusedIndexPath {
            focusedItem = nil
        } else if isFocused, focusedItem == nil, let geometry, geometry.itemCount > 0 {
            focusedItem = preferredFocusedItem(in: geometry)
        }
        refreshVisibleCellStates()
    }

    /// The delegate's preferred item when it names one that exists, else the
    /// first selected item, else the first in view.
    private func preferredFocusedItem(in geometry: ListGeometry) -> Int {
        if let indexPath = collectionDelegate?.indexPathForPreferredFocusedView(in: self),
            let item = globalItem(indexPath, in: geometry)
        {
            return item
        }
        return selectedItems.min() ?? firstVisibleItem(in: geometry)
    }

    /// The index path of the item the keyboard is on, if any.
    public var indexPathForFocusedItem: IndexPath? {
        guard let geometry, let focusedItem else { return nil }
        return indexPath(ofItem: focusedItem, in: geometry)
    }

    func firstVisibleItem(in geometry: ListGeometry) -> Int {
        let line = geometry.line(containingRow: max(contentOffset.y, 0))
        for candidate in line ..< geometry.lineCount {
            if case .items(_, let first, _) = geometry.line(candidate) { return first }
        }
        return 0
    }

    /// Moves the keyboard to `item`, keeps it in view, and selects it when
    /// selection follows focus.
    func moveFocus(to item: Int) {
        guard let geometry, geometry.itemCount > 0 else { return }
        let target = min(max(item, 0), geometry.itemCount - 1)
        let previous = focusedItem
        focusedItem = target
        if let previous, previous != target, let cell = visibleCellsByItem[previous] { applyState(to: cell, item: previous) }
        if let cell = visibleCellsByItem[target] { applyState(to: cell, item: target) }
        if selectionFollowsFocus, !allowsMultipleSelection, !selectedItems.contains(target) { userSelect(item: target) }
        // The first item of a section brings its header along, so Home shows
        // the top of the list and not its first row under a hidden header.
        let section = geometry.section(ofItem: target)
        scrollToItem(
            at: indexPath(ofItem: target, in: geometry), at: [], animated: false,
            showingSectionHeader: geometry.itemStarts[section] == target)
        setNeedsLayout()
    }

    /// The item a page away from `item`: the one at the same place a
    /// screenful further up or down.
    func item(pageFrom item: Int, down: Bool, in geometry: ListGeometry) -> Int {
        let frame = geometry.frame(ofItem: item)
        let page = max(1, bounds.height - 1)
        let y = down ? frame.minY + page : frame.minY - page
        var line = geometry.line(containingRow: max(0, y))
        while line >= 0, line < geometry.lineCount {
            if case .items(_, let first, let count) = geometry.line(line) {
                return first + min(count - 1, (item - geometry.itemStarts[geometry.section(ofItem: item)]) % geometry.columns)
            }
            line += down ? 1 : -1
        }
        return down ? geometry.itemCount - 1 : 0
    }

    // MARK: - Keys

    /// Handles one key; returns whether it was a list key.
    func handleListKey(_ keyEvent: KeyEvent) -> Bool {
        layoutIfNeeded()
        guard let geometry, geometry.itemCount > 0 else { return false }
        if swipe != nil, handleSwipeKey(keyEvent) { return true }
        let current = focusedItem ?? firstVisibleItem(in: geometry)
        if handleEditingKey(keyEvent, focused: current) { return true }
        let columns = geometry.columns
        switch (keyEvent.key, keyEvent.modifiers) {
        case (.up, []), (.character("k"), []):
            moveFocus(to: current - columns)
        case (.down, []), (.character("j"), []):
            moveFocus(to: current + columns)
        case (.left, []) where columns > 1:
            moveFocus(to: current - 1)
        case (.right, []) where columns > 1:
            moveFocus(to: current + 1)
        case (.pageUp, []):
            moveFocus(to: item(pageFrom: current, down: false, in: geometry))
        case (.pageDown, []):
            moveFocus(to: item(pageFrom: current, down: true, in: geometry))
        case (.home, []):
            moveFocus(to: 0)
        case (.end, []):
            moveFocus(to: geometry.itemCount - 1)
        case (.enter, []):
            choose(item: current)
        case (.character(" "), []):
            focusedItem = current
            userSelect(item: current)
        case (.left, .shift):
            return revealSwipeActions(item: current, edge: .trailing)
        case (.right, .shift):
            return revealSwipeActions(item: current, edge: .leading)
        default:
            return false
        }
        return true
    }

    // MARK: - Mouse

    /// Focuses and selects the item clicked, or runs the swipe action clicked.
    func handleClick(_ touch: TUITouch) {
        let point = touch.location(in: self)
        if handleSwipeClick(at: point) { return }
        // A header pinned over the rows takes the click.
        if visibleSupplementaries.values.contains(where: { !$0.isHidden && $0.frame.contains(point) }) { return }
        guard let indexPath = indexPathForItem(at: point), let geometry,
            let item = globalItem(indexPath, in: geometry)
        else { return }
        if swipe != nil { hideSwipeActions() }
        focusedItem = item
        refreshVisibleCellStates()
        if touch.button != .right, handleEditingClick(at: point, item: item) { return }
        if touch.button == .right {
            _ = revealSwipeActions(item: item, edge: .trailing)
            return
        }
        choose(item: item)
    }

    /// What Enter or a click on an item does: selects it (unless selection
    /// follows focus and it is selected already), then performs its primary
    /// action.
    func choose(item: Int) {
        focusedItem = item
        if !(selectionFollowsFocus && !allowsMultipleSelection && selectedItems.contains(item)) {
            userSelect(item: item)
        }
        guard let geometry, let delegate = collectionDelegate else { return }
        let indexPath = indexPath(ofItem: item, in: geometry)
        if delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
    }
}
