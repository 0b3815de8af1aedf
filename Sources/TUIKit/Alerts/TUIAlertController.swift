/// A view controller that asks the user to choose among a few actions: a
/// centered alert, or an action sheet across the bottom of the window.
///
/// ```swift
/// let alert = TUIAlertController(title: "Delete “Lamp”?", message: "This cannot be undone.",
///                                preferredStyle: .alert)
/// alert.addAction(TUIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(TUIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(lamp) })
/// present(alert, animated: true)
/// ```
///
/// What is behind is dimmed and takes no input while the alert is up. Each
/// action is a button that can take focus; Tab, Shift-Tab and the arrow keys
/// move among them (and never leave the alert), a click or Enter or Space on
/// a focused button chooses it. With no button focused, Enter chooses the
/// ``preferredAction`` (or else the first enabled default action, or else
/// the cancel action: a "Cancel" beside a destructive choice, or a lone
/// "OK"; a destructive action never runs on Enter unless it is preferred), and
/// Escape chooses the cancel action (nothing happens without one); keys and
/// key commands of the controllers behind it do nothing meanwhile. Choosing
/// an action dismisses the alert, then runs the action's handler.
///
/// An alert can also hold text fields (``addTextField(configurationHandler:)``).
/// When the alert appears, its first text field, or else the button of the
/// action Enter would choose, has focus; when it goes away, focus returns to
/// the view that had it.
@MainActor
open class TUIAlertController: TUIViewController {
    /// Where an alert controller shows.
    public enum Style: Int, Sendable, Hashable {
        /// Across the bottom of the window, actions stacked.
        case actionSheet = 0
        /// A box in the middle of the window.
        case alert = 1
    }

    /// Where the alert shows.
    public let preferredStyle: Style

    /// The actions, in the order they were added.
    public private(set) var actions: [TUIAlertAction] = []

    private let alertView: AlertView
    private var buttonsByAction: [ObjectIdentifier: TUIButton] = [:]

    /// Creates an alert controller.
    ///
    /// - Parameters:
    ///   - title: The title, bold at the top; nil for none.
    ///   - message: More detail under the title; nil for none.
    ///   - preferredStyle: Whether it is an alert or an action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.alertView = AlertView(preferredStyle: preferredStyle)
        self.message = message
        super.init()
        self.title = title
        alertView.title = title
        alertView.message = message
    }

    /// The text under the title.
    open var message: String? {
        didSet { alertView.message = message }
    }

    /// Shows the title at the top of the box.
    open override var title: String? {
        didSet { alertView.title = title }
    }

    /// The action Enter chooses while no button has focus; its button has
    /// focus when the alert appears. Must be one of ``actions``.
    public var preferredAction: TUIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(
                    actions.contains { $0 === preferredAction },
                    "TUIAlertController.preferredAction: the action must be added with addAction(_:) first")
            }
        }
    }

    /// Alerts draw over the window themselves; the style cannot be changed.
    open override var modalPresentationStyle: TUIModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }

    /// Adds an action and its button.
    ///
    /// Adding a second action with the `.cancel` style is a programmer error,
    /// as in UIKit.
    ///
    /// - Parameter action: The action to add.
    public func addAction(_ action: TUIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "TUIAlertController.addAction(_:): an alert can have only one action with the cancel style")
        actions.append(action)
        let button = TUIButton(type: .system)
        button.setTitle(action.title ?? "", for: .normal)
        if action.style == .destructive { button.setTitleColor(.red, for: .normal) }
        button.isEnabled = action.isEnabled
        action.onEnabledChange = { [weak button, weak action] in
            guard let button, let action else { return }
            button.isEnabled = action.isEnabled
        }
        button.addAction(
            TUIAction { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.choose(action)
            }, for: .primaryActionTriggered)
        buttonsByAction[ObjectIdentifier(action)] = button
        alertView.addButton(button, isCancel: action.style == .cancel)
    }

    // MARK: - Text fields

    /// The text fields, top to bottom; nil when there are none.
    public var textFields: [TUITextField]? {
        alertView.textFields.isEmpty ? nil : alertView.textFields
    }

    /// Adds a text field under the message, for the user to type into before
    /// choosing an action; Enter in it chooses the action Enter chooses
    /// elsewhere. The first text field has focus when the alert appears.
    ///
    /// Adding a text field to an action sheet is a programmer error, as in UIKit.
    ///
    /// - Parameter configurationHandler: Sets the field up, such as its
    ///   placeholder; runs before the field is added.
    public func addTextField(configurationHandler: ((TUITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "TUIAlertController.addTextField(configurationHandler:): text fields can only be added to an alert of the .alert style")
        let field = TUITextField()
        configurationHandler?(field)
        field.addAction(
            TUIAction { [weak self] _ in
                guard let self, let action = self.returnAction else { return }
                self.choose(action)
            }, for: .primaryActionTriggered)
        alertView.addTextField(field)
    }

    // MARK: - Choosing an action

    /// The action Enter chooses when no button has focus.
    var returnAction: TUIAlertAction? {
        if let preferredAction, preferredAction.isEnabled { return preferredAction }
        if let action = actions.first(where: { $0.style == .default && $0.isEnabled }) { return action }
        // With nothing else to choose, Enter takes the safe way out, as
        // UIKit bolds the cancel button then; a destructive action never
        // runs on Enter unless it is the preferred one.
        return cancelAction
    }

    /// The action Escape chooses.
    var cancelAction: TUIAlertAction? {
        actions.first { $0.style == .cancel && $0.isEnabled }
    }

    /// Dismisses the alert, then runs the action's handler.
    func choose(_ action: TUIAlertAction) {
        guard action.isEnabled else { return }
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    // MARK: - The view

    /// The alert's own view: the dimmed window with the box.
    open override func loadView() {
        view = alertView
    }

    /// Focus goes to the first text field, or else to the button of the
    /// action Enter would choose. With no such action (only destructive
    /// ones), the alert itself has focus, so Enter cannot run a destructive
    /// action the user did not move to.
    open override var preferredFocusEnvironments: [any TUIFocusEnvironment] {
        let initial: TUIView? =
            alertView.textFields.first { $0.isEnabled }
            ?? returnAction.flatMap { buttonsByAction[ObjectIdentifier($0)] }
        return [initial ?? alertView]
    }

    // MARK: - Keys

    /// What the alert does not handle goes to the window, so key commands
    /// of the controllers behind the alert do not run while it is up.
    open override var next: TUIResponder? {
        storedView?.window ?? super.next
    }

    /// Tab, Shift-Tab and the arrows move focus among the buttons; Enter
    /// chooses the return action and Escape the cancel action. Every other
    /// key stops here, so nothing behind the alert sees it.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let keyEvent = presses.first?.key?.keyEvent else { return }
        switch (keyEvent.key, keyEvent.modifiers) {
        case (.tab, []), (.right, []), (.down, []):
            moveFocus(by: 1)
        case (.tab, .shift), (.left, []), (.up, []):
            moveFocus(by: -1)
        case (.enter, []):
            if let action = returnAction { choose(action) }
        case (.escape, []):
            if let action = cancelAction { choose(action) }
        case (.character("c"), .control):
            super.pressesBegan(presses, with: event)
        default:
            break
        }
    }

    /// Ends presses; nothing behind the alert sees them.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {}

    private func moveFocus(by step: Int) {
        let buttons = alertView.focusOrder
        guard let window = alertView.window, !buttons.isEmpty else { return }
        window.layoutIfNeeded()
        let current = buttons.firstIndex { $0 === window.focusedView }
        let next: Int
        if let current {
            next = (current + step + buttons.count) % buttons.count
        } else {
            next = step > 0 ? 0 : buttons.count - 1
        }
        window.requestFocusUpdate(to: buttons[next])
    }
}
