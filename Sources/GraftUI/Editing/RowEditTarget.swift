import GraftTerminal

/// One row of a list as its editing keys see it: what it allows, and the
/// `ForEach` actions that delete or move it, by its offset in their data.
@MainActor
struct RowEditTarget {
    let permissions: RowEditPermissions
    /// The row's offset in its `ForEach`'s data.
    let offset: Int
    /// How many rows its `ForEach` has.
    let count: Int
    let actions: ListEditActions

    /// Calls `onDelete` with the row's offset; false when the row cannot be deleted.
    func delete() -> Bool {
        guard permissions.canDelete, let onDelete = actions.onDelete else { return false }
        onDelete(IndexSet(integer: offset))
        return true
    }

    /// Calls `onMove` to move the row one place up (`by: -1`) or down
    /// (`by: 1`), with the destination as SwiftUI gives it: an offset before
    /// the move, so one place down is two past the row. False at either end,
    /// or when the row cannot be moved.
    func move(by step: Int) -> Bool {
        guard permissions.canMove, let onMove = actions.onMove else { return false }
        let target = offset + step
        guard target >= 0, target < count else { return false }
        onMove(IndexSet(integer: offset), step < 0 ? target : target + 1)
        return true
    }
}

/// Rows that can be deleted or moved: a `ForEach` with `onDelete` or `onMove`.
@MainActor
protocol EditableRowSource: AnyObject {
    /// Row `offset` of this source, if its rows can be edited.
    func editTarget(atRow offset: Int) -> RowEditTarget?
}

extension ForEachNode: EditableRowSource {
    func editTarget(atRow offset: Int) -> RowEditTarget? {
        guard let view, !view.editActions.isEmpty, offset >= 0, offset < view.data.count else { return nil }
        let element = view.data[view.data.index(view.data.startIndex, offsetBy: offset)]
        return RowEditTarget(
            permissions: RowEditPermissions(of: view.content(element), under: view.editActions),
            offset: offset, count: view.data.count, actions: view.editActions)
    }
}

extension LazyStackNode {
    /// Row `index` of the stack, if it belongs to a `ForEach` whose rows can be edited.
    func editTarget(ofRow index: Int) -> RowEditTarget? {
        guard index >= 0, index < rowCount else { return nil }
        guard case (.source(let source), let offset) = locate(index) else { return nil }
        return (source as? any EditableRowSource)?.editTarget(atRow: offset)
    }
}
