import struct Foundation.IndexPath

extension TUICollectionView {
    /// Shows or hides the editing controls of the cells in view; swipe
    /// actions and a reorder drag end.
    func editingDidChange() {
        hideSwipeActions()
        reorderDrag = nil
        refreshVisibleCellStates()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The global index of the item at `indexPath`, when there is one.
    func globalItemIfShown(_ indexPath: IndexPath) -> Int? {
        guard let geometry else { return nil }
        return globalItem(indexPath, in: geometry)
    }

    /// The keys of editing mode: Delete and Backspace delete the focused
    /// row, Insert inserts there, Alt-Up and Alt-Down move it. Returns
    /// whether the key did something.
    func handleEditingKey(_ keyEvent: KeyEvent, focused item: Int) -> Bool {
        guard isEditing, let geometry else { return false }
        let indexPath = indexPath(ofItem: item, in: geometry)
        focusedItem = item
        switch (keyEvent.key, keyEvent.modifiers) {
        case (.delete, []), (.backspace, []):
            return editingRules.delete(at: indexPath, in: self)
        case (.insert, []):
            return editingRules.insert(at: indexPath, in: self)
        case (.up, .alt):
            return moveFocusedRow(up: true)
        case (.down, .alt):
            return moveFocusedRow(up: false)
        default:
            return false
        }
    }

    // MARK: - Moving rows

    /// Moves the focused row one place up or down (into the neighbouring
    /// section at its edge), as far as the data source and delegate allow.
    @discardableResult
    func moveFocusedRow(up: Bool) -> Bool {
        layoutIfNeeded()
        guard isEditing, let geometry, geometry.itemCount > 0 else { return false }
        let item = focusedItem ?? firstVisibleItem(in: geometry)
        focusedItem = item
        let source = indexPath(ofItem: item, in: geometry)
        let count = geometry.numberOfItems(inSection: source.section)
        let proposed: IndexPath
        if up {
            guard source.item > 0 || source.section > 0 else { return false }
            proposed =
                source.item > 0
                ? IndexPath(item: source.item - 1, section: source.section)
                : IndexPath(item: geometry.numberOfItems(inSection: source.section - 1), section: source.section - 1)
        } else {
            guard source.item < count - 1 || source.section < geometry.sectionCount - 1 else { return false }
            proposed =
                source.item < count - 1
                ? IndexPath(item: source.item + 1, section: source.section) : IndexPath(item: 0, section: source.section + 1)
        }
        return userMove(from: source, proposed: proposed)
    }

    /// Asks whether the row can move, where it goes, and tells the data
    /// source; then shows the move. Returns whether the row moved.
    @discardableResult
    func userMove(from source: IndexPath, proposed: IndexPath) -> Bool {
        guard editingRules.canMove(at: source, in: self) else { return false }
        let destination = editingRules.target(from: source, proposed: proposed, in: self)
        guard destination != source, isValidDestination(destination, from: source) else { return false }
        pendingUserMove = (source, destination)
        editingRules.move(from: source, to: destination, in: self)
        finishUserMove()
        return true
    }

    /// Whether a row can go to `destination`: an existing section, and a
    /// place in it counted after the row left its own.
    private func isValidDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard let geometry, destination.count == 2, destination.section >= 0, destination.section < geometry.sectionCount else {
            return false
        }
        let count = geometry.numberOfItems(inSection: destination.section)
        let limit = destination.section == source.section ? count - 1 : count
        return destination.item >= 0 && destination.item <= limit
    }

    /// Shows the move the user made, once the data source took it (a
    /// diffable data source calls this before its `didReorder` handler, so
    /// a snapshot applied there starts from the moved row). The row keeps
    /// focus.
    func finishUserMove() {
        guard let move = pendingUserMove else { return }
        pendingUserMove = nil
        moveItem(at: move.from, to: move.to)
        guard let geometry = prepareGeometryIfNeeded(), let item = globalItem(move.to, in: geometry) else { return }
        moveFocus(to: item)
    }

    /// Forgets the move the user made: the data source did not take it.
    func cancelUserMove() {
        pendingUserMove = nil
    }

    // MARK: - The pointer

    /// A click while editing on a row's delete, insert or reorder control:
    /// the first two act, the last starts a drag. Returns whether the click
    /// was on a control.
    func handleEditingClick(at point: Point, item: Int) -> Bool {
        guard isEditing, let geometry, let cell = visibleCellsByItem[item] as? TUICollectionViewListCell,
            let accessory = cell.accessory(atX: point.x - cell.frame.minX), point.y == cell.frame.minY
        else { return false }
        let indexPath = indexPath(ofItem: item, in: geometry)
        switch accessory.kind {
        case .delete, .insert:
            editingRules.clicked(accessory, at: indexPath, in: self)
        case .reorder:
            guard editingRules.canMove(at: indexPath, in: self) else { return true }
            reorderDrag = item
            applyState(to: cell, item: item)
        default:
            return false
        }
        return true
    }

    /// Keeps the row under the pointer in view while a reorder drag goes on.
    func dragReorderControl(to point: Point) {
        guard reorderDrag != nil else { return }
        if point.y < contentOffset.y {
            setContentOffset(clampedContentOffset(Point(x: contentOffset.x, y: point.y)), animated: false)
        } else if point.y >= contentOffset.y + bounds.height {
            setContentOffset(clampedContentOffset(Point(x: contentOffset.x, y: point.y - bounds.height + 1)), animated: false)
        }
    }

    /// Drops the dragged row where the pointer is: before the row under it,
    /// or after the last row when below them.
    func endReorderDrag(at point: Point) {
        guard let item = reorderDrag, let geometry else { return }
        reorderDrag = nil
        if let cell = visibleCellsByItem[item] { applyState(to: cell, item: item) }
        let source = indexPath(ofItem: item, in: geometry)
        guard let proposed = dropIndexPath(at: point, in: geometry) else { return }
        userMove(from: source, proposed: proposed)
    }

    /// The index path a row dropped at `point` is proposed for.
    private func dropIndexPath(at point: Point, in geometry: ListGeometry) -> IndexPath? {
        if let target = indexPathForItem(at: point) { return target }
        guard geometry.itemCount > 0 else { return nil }
        let last = indexPath(ofItem: geometry.itemCount - 1, in: geometry)
        return point.y >= geometry.frame(ofItem: geometry.itemCount - 1).maxY ? last : nil
    }

    // MARK: - Key commands

    /// The editing commands the focused row allows now, or nil when not
    /// editing.
    var editingKeyCommands: [TUIKeyCommand]? {
        guard isEditing, let geometry, geometry.itemCount > 0 else { return nil }
        let item = min(focusedItem ?? firstVisibleItem(in: geometry), geometry.itemCount - 1)
        let commands = storedEditingKeyCommands ?? EditingKeyCommands(list: self)
        storedEditingKeyCommands = commands
        let indexPath = indexPath(ofItem: item, in: geometry)
        var shown: [TUIKeyCommand] = []
        if editingRules.canDelete(at: indexPath, in: self) { shown += [commands.delete, commands.backspace] }
        if editingRules.canMove(at: indexPath, in: self) { shown += [commands.moveUp, commands.moveDown] }
        return shown.isEmpty ? nil : shown
    }
}

/// The key commands of a list's editing mode, made once.
@MainActor
final class EditingKeyCommands {
    let delete: TUIKeyCommand
    let backspace: TUIKeyCommand
    let moveUp: TUIKeyCommand
    let moveDown: TUIKeyCommand

    init(list: TUICollectionView) {
        let deleteFocused: @MainActor (TUIKeyCommand) -> Void = { [weak list] _ in
            guard let list, let geometry = list.geometry, geometry.itemCount > 0 else { return }
            let item = list.focusedItem ?? list.firstVisibleItem(in: geometry)
            _ = list.editingRules.delete(at: list.indexPath(ofItem: item, in: geometry), in: list)
        }
        delete = TUIKeyCommand(title: "Delete", input: TUIKeyCommand.inputDelete, discoverabilityTitle: "Delete", action: deleteFocused)
        backspace = TUIKeyCommand(title: "Delete", input: "\u{8}", action: deleteFocused)
        moveUp = TUIKeyCommand(
            title: "Move Up", input: TUIKeyCommand.inputUpArrow, modifierFlags: .alternate, discoverabilityTitle: "Move up"
        ) { [weak list] _ in list?.moveFocusedRow(up: true) }
        moveDown = TUIKeyCommand(
            title: "Move Down", input: TUIKeyCommand.inputDownArrow, modifierFlags: .alternate, discoverabilityTitle: "Move down"
        ) { [weak list] _ in list?.moveFocusedRow(up: false) }
    }
}
