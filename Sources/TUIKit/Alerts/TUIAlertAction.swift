/// A button of a ``TUIAlertController``: its title, its style, and what
/// happens when the user chooses it.
///
/// ```swift
/// alert.addAction(TUIAlertAction(title: "Delete", style: .destructive) { _ in
///     store.delete(item)
/// })
/// ```
///
/// As in UIKit, the handler runs after the alert has been dismissed, so it
/// can present another controller.
@MainActor
public final class TUIAlertAction {
    /// How an action's button looks and which keys choose it.
    public enum Style: Int, Sendable, Hashable {
        /// An ordinary choice. With no preferred action, Enter chooses the
        /// first enabled default action.
        case `default` = 0
        /// Backs out of the alert without changing anything; Escape chooses
        /// it. An alert has at most one.
        case cancel = 1
        /// Changes or deletes data; drawn in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?

    /// The action's style.
    public let style: Style

    /// Whether the user can choose the action; a disabled action's button is
    /// dimmed, cannot take focus, and no key chooses it. True by default.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?() } }
    }

    let handler: (@MainActor (TUIAlertAction) -> Void)?

    /// Called when ``isEnabled`` changes, so the alert redraws the button.
    var onEnabledChange: (() -> Void)?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: The action's style.
    ///   - handler: Runs after the alert is dismissed because the user chose
    ///     this action; it receives the action.
    public init(title: String?, style: Style, handler: (@MainActor (TUIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
