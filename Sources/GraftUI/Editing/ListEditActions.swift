import GraftTerminal

/// A view made from a collection, one view per element, as SwiftUI's
/// `DynamicViewContent`: a ``ForEach``, which takes `onDelete` and `onMove`.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// What a `ForEach` in a list does when the user deletes or moves its rows.
package struct ListEditActions {
    /// Removes the rows at the offsets, counted in the `ForEach`'s data.
    var onDelete: ((IndexSet) -> Void)?
    /// Moves the rows at the offsets before the row at the destination offset.
    var onMove: ((IndexSet, Int) -> Void)?

    /// Whether the rows can be neither deleted nor moved.
    var isEmpty: Bool { onDelete == nil && onMove == nil }
}

extension ForEach where Content: View {
    /// Lets the user delete rows in a ``List``: while editing, each row
    /// shows a red `⊖` and Delete or Backspace deletes the focused row,
    /// calling `action` with its offset in `data`. A nil action removes
    /// the ability, as in SwiftUI.
    ///
    /// - Parameter action: Removes the elements at the offsets from the data.
    /// - Returns: The same rows, deletable.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.onDelete = action
        return copy
    }

    /// Lets the user reorder rows in a ``List``: while editing, each row
    /// shows a gray `≡` and Alt-Up or Alt-Down moves the focused row, calling
    /// `action` with its offset and the destination offset as SwiftUI
    /// computes it (the offset, before the move, of the row the moved rows
    /// go before: moving row 0 below row 1 gives destination 2).
    ///
    /// - Parameter action: Moves the elements, as `move(fromOffsets:toOffset:)` does.
    /// - Returns: The same rows, movable.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.onMove = action
        return copy
    }
}
