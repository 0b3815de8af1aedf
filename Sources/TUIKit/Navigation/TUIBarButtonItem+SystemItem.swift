extension TUIBarButtonItem {
    /// The system items, as UIKit's `UIBarButtonItem.SystemItem`. A terminal
    /// has no icons, so each is drawn as a word (the list below says which):
    /// `.add` as "Add", `.action` as "Share", `.trash` as "Delete", the
    /// others as their name. `.flexibleSpace` and `.fixedSpace` are spaces.
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        /// "Done", drawn bold (its style is `.done`).
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", drawn bold (its style is `.done`).
        case save
        /// "Add".
        case add
        /// A space that shares a toolbar's free width; see ``TUIBarButtonItem/flexibleSpace()``.
        case flexibleSpace
        /// A space ``TUIBarButtonItem/width`` cells wide; see ``TUIBarButtonItem/fixedSpace(_:)``.
        case fixedSpace
        /// "Compose".
        case compose
        /// "Reply".
        case reply
        /// "Share".
        case action
        /// "Organize".
        case organize
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Refresh".
        case refresh
        /// "Stop".
        case stop
        /// "Camera".
        case camera
        /// "Delete".
        case trash
        /// "Play".
        case play
        /// "Pause".
        case pause
        /// "Rewind".
        case rewind
        /// "Fast Forward".
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// "Close".
        case close
    }

    /// How a bar button item is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// The title in the bar's tint.
        case plain
        /// The title bold: the button that finishes the task.
        case done
    }
}

extension TUIBarButtonItem.SystemItem {
    /// The title a bar shows for the item; nil for the spaces.
    var terminalTitle: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        }
    }
}
