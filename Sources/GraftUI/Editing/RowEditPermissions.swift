import GraftTerminal

extension View {
    /// Keeps this row from being deleted (no `⊖`, Delete does nothing) when
    /// `isDisabled` is true, as SwiftUI's `deleteDisabled(_:)`; put it on a
    /// row of a ``ForEach`` with `onDelete`.
    ///
    /// - Parameter isDisabled: Whether the row cannot be deleted.
    /// - Returns: The row, with the condition.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        RowEditPermissionView(content: self, deleteDisabled: isDisabled, moveDisabled: nil)
    }

    /// Keeps this row from being moved (no `≡`, Alt-Up and Alt-Down do
    /// nothing) when `isDisabled` is true, as SwiftUI's `moveDisabled(_:)`;
    /// put it on a row of a ``ForEach`` with `onMove`.
    ///
    /// - Parameter isDisabled: Whether the row cannot be moved.
    /// - Returns: The row, with the condition.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        RowEditPermissionView(content: self, deleteDisabled: nil, moveDisabled: isDisabled)
    }
}

/// Which of a `ForEach`'s editing actions one row allows.
struct RowEditPermissions: Equatable {
    var canDelete: Bool
    var canMove: Bool

    /// The permissions of `row` under `actions`: read from the row's
    /// `deleteDisabled`/`moveDisabled`, looked for through the modifiers
    /// a row keeps outermost (those and `tag`), the outermost one winning.
    @MainActor
    init(of row: any View, under actions: ListEditActions) {
        var deleteDisabled: Bool?
        var moveDisabled: Bool?
        var view = row
        while true {
            if let permission = view as? any RowEditPermissionCarrying {
                deleteDisabled = deleteDisabled ?? permission.deleteDisabled
                moveDisabled = moveDisabled ?? permission.moveDisabled
                view = permission.permittedContent
            } else if let tagged = view as? any TagContentProviding {
                view = tagged.taggedContent
            } else {
                break
            }
        }
        canDelete = actions.onDelete != nil && deleteDisabled != true
        canMove = actions.onMove != nil && moveDisabled != true
    }
}

/// A row marked with `deleteDisabled` or `moveDisabled`, seen from its list.
@MainActor
protocol RowEditPermissionCarrying {
    var deleteDisabled: Bool? { get }
    var moveDisabled: Bool? { get }
    var permittedContent: any View { get }
}

/// A tagged view's content, so a row's permissions are found under its tag.
@MainActor
protocol TagContentProviding {
    var taggedContent: any View { get }
}

extension TagView: TagContentProviding {
    var taggedContent: any View { content }
}

/// The view `deleteDisabled` and `moveDisabled` make: the row itself,
/// carrying the condition for the list to read.
struct RowEditPermissionView<Content: View>: View, RowEditPermissionCarrying {
    let content: Content
    let deleteDisabled: Bool?
    let moveDisabled: Bool?

    var permittedContent: any View { content }

    var body: some View { content }
}

/// A row keeps being its tag's row when marked: `.tag(x).deleteDisabled(true)`.
extension RowEditPermissionView: TaggedRow where Content: TaggedRow {
    var rowTag: AnyHashable { content.rowTag }
}
