/// A button in a navigation bar or toolbar, or a space between toolbar
/// buttons (``flexibleSpace()``, ``fixedSpace(_:)``).
@MainActor
public final class TUIBarButtonItem {
    enum Kind: Equatable {
        case button
        case flexibleSpace
        case fixedSpace(Int)
    }

    let kind: Kind

    /// The button's title.
    public var title: String?

    /// What the button does when activated.
    public var primaryAction: TUIAction?

    /// Whether the button can be activated; a disabled one is dimmed and
    /// skipped by focus. Changing it updates the bars that show the item.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            for button in shownButtons { button.isEnabled = isEnabled }
        }
    }

    /// The color of the button's title; nil (the default) is the bar's tint.
    public var tintColor: Color? {
        didSet { for button in shownButtons { button.tintColor = tintColor } }
    }

    /// The buttons bars made for this item, to follow ``isEnabled`` and ``tintColor``.
    private var madeButtons: [WeakButton] = []
    private struct WeakButton {
        weak var button: TUIButton?
    }

    private var shownButtons: [TUIButton] {
        madeButtons.removeAll { $0.button == nil }
        return madeButtons.compactMap(\.button)
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// A space that grows to share a toolbar's free width with the other
    /// flexible spaces: one before an item pushes it to the trailing edge.
    public static func flexibleSpace() -> TUIBarButtonItem {
        TUIBarButtonItem(kind: .flexibleSpace)
    }

    /// A space `width` cells wide between toolbar items.
    ///
    /// - Parameter width: The width in cells; negative counts as 0.
    public static func fixedSpace(_ width: Int) -> TUIBarButtonItem {
        TUIBarButtonItem(kind: .fixedSpace(max(0, width)))
    }

    /// Creates an item that shows `primaryAction`'s title and runs it.
    ///
    /// - Parameter primaryAction: The action.
    public init(primaryAction: TUIAction) {
        self.kind = .button
        self.title = primaryAction.title
        self.primaryAction = primaryAction
    }

    /// Creates an item with a title and a closure.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - handler: Runs when the button is activated.
    public init(title: String, handler: @escaping @MainActor () -> Void) {
        self.kind = .button
        self.title = title
        self.primaryAction = TUIAction(title: title) { _ in handler() }
    }

    /// A system button showing the item's title that runs its action.
    func makeButton() -> TUIButton {
        let button = TUIButton(type: .system)
        button.setTitle(title, for: .normal)
        if let primaryAction { button.addAction(primaryAction, for: .primaryActionTriggered) }
        button.isEnabled = isEnabled
        button.tintColor = tintColor
        madeButtons.removeAll { $0.button == nil }
        madeButtons.append(WeakButton(button: button))
        return button
    }
}
