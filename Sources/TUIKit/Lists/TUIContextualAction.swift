/// An action shown when a list row is swiped, such as Delete or Flag.
///
/// ```swift
/// let delete = TUIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     store.delete(item)
///     completion(true)
/// }
/// configuration.trailingSwipeActionsConfigurationProvider = { _ in
///     TUISwipeActionsConfiguration(actions: [delete])
/// }
/// ```
///
/// The handler receives the action, the cell it was shown on, and a
/// completion to call when done (with whether the action was performed);
/// the actions hide when it is called.
@MainActor
public final class TUIContextualAction {
    /// How an action looks.
    public enum Style: Sendable, Hashable {
        /// A gray button.
        case normal
        /// A red button, for actions that delete or cannot be undone.
        case destructive
    }

    /// What runs when the action is chosen.
    public typealias Handler = @MainActor (TUIContextualAction, TUIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// How the action looks.
    public let style: Style
    /// The action's title.
    public var title: String?
    /// A glyph shown before the title, standing in for UIKit's image.
    public var image: Character?
    /// The button's color; red for destructive actions and gray otherwise when nil.
    public var backgroundColor: TUIColor?
    let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The text of the button: the glyph and the title, padded by a space.
    var buttonText: String {
        let parts = [image.map { String($0) }, title].compactMap { $0 }
        return " " + parts.joined(separator: " ") + " "
    }

    /// The button's color.
    var resolvedBackgroundColor: TUIColor {
        backgroundColor ?? (style == .destructive ? .red : .gray)
    }
}

/// The actions a swipe on one edge of a row shows, first action nearest
/// the edge.
@MainActor
public final class TUISwipeActionsConfiguration {
    /// The actions.
    public let actions: [TUIContextualAction]
    /// Whether a full swipe runs the first action; kept for UIKit's shape (a
    /// terminal has no full swipe).
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of actions.
    public init(actions: [TUIContextualAction]) {
        self.actions = actions
    }
}
