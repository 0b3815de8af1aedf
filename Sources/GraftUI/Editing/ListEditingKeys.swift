import GraftTerminal

extension ControlKey {
    /// Delete (or Backspace) on a deletable row of a list in editing mode.
    static let deleteRow = ControlKey(
        shortcut: KeyboardShortcut(.delete), title: "Delete", description: "Delete the cursor row (Backspace also deletes)")
    /// Alt-Up on a movable row of a list in editing mode.
    static let moveRowUp = ControlKey(
        shortcut: KeyboardShortcut(.up, modifiers: .alt), title: "Move up", description: "Move the cursor row up one place")
    /// Alt-Down on a movable row of a list in editing mode.
    static let moveRowDown = ControlKey(
        shortcut: KeyboardShortcut(.down, modifiers: .alt), title: "Move down",
        description: "Move the cursor row down one place")
}

/// The keys of a list in editing mode, on its cursor row: Delete or
/// Backspace deletes it (calling its `ForEach`'s `onDelete`), Alt-Up and
/// Alt-Down move it (`onMove`). They take the place of tapping the row's
/// `⊖` and dragging its `≡` on a touch screen.
extension SelectableListNode {
    /// The editing keys the cursor row allows, for the footer and help.
    var editingKeys: [ControlKey] {
        guard let target = cursorEditTarget?.target else { return [] }
        var keys: [ControlKey] = []
        if target.permissions.canDelete { keys.append(.deleteRow) }
        if target.permissions.canMove { keys += [.moveRowUp, .moveRowDown] }
        return keys
    }

    /// The cursor row and what it allows, while editing.
    private var cursorEditTarget: (index: Int, target: RowEditTarget)? {
        guard isEditing, let selection, let rows else { return nil }
        let current = resolvedCursor() ?? (selection.allowsMultiple ? implicitCursor(in: rows) : nil)
        guard let current, let target = rows.editTarget(ofRow: current) else { return nil }
        return (current, target)
    }

    /// Handles an editing key on the cursor row.
    /// - Returns: Whether the key was one and the row allowed it.
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        guard let (index, target) = cursorEditTarget, let selection, let rows else { return false }
        switch (event.key, event.modifiers) {
        case (.delete, []), (.backspace, []):
            // The row below takes the deleted row's place under the cursor (the one above, for the last row).
            let successor = rows.rowID(at: index + 1) ?? rows.rowID(at: index - 1)
            guard target.delete() else { return false }
            cursor = index
            cursorID = successor
            if let successor, !selection.allowsMultiple { selection.choose(successor) }
        case (.up, [.alt]):
            guard target.move(by: -1) else { return false }
            keepCursor(at: index, on: rows.rowID(at: index))
        case (.down, [.alt]):
            guard target.move(by: 1) else { return false }
            keepCursor(at: index, on: rows.rowID(at: index))
        default:
            return false
        }
        rows.setNeedsDisplay()
        graph.onNeedsUpdate?()
        return true
    }

    /// The cursor stays on the moved row, found again by its ID once the rows change.
    private func keepCursor(at index: Int, on id: AnyHashable?) {
        cursor = index
        cursorID = id
    }
}
