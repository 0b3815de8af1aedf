/// A button in a navigation bar or toolbar, or a space between toolbar
/// buttons (``flexibleSpace()``, ``fixedSpace(_:)``).
///
/// Actions are closures (``TUIAction``); there is no target and selector.
@MainActor
public final class TUIBarButtonItem {
    enum Kind: Equatable {
        case button
        case flexibleSpace
        case fixedSpace
    }

    let kind: Kind

    /// The system item the item was made as, if any.
    let systemItem: SystemItem?

    /// The button's title. Changing it updates the bars that show the item.
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            shownTitleDidChange()
        }
    }

    /// The picture of a button without a title: its symbol's glyph is what
    /// the bar shows. Changing it updates the bars that show the item.
    public var image: TUIImage? {
        didSet {
            guard image !== oldValue else { return }
            shownTitleDidChange()
        }
    }

    /// What the button shows: its title, else its image's symbol.
    var shownTitle: String? {
        title ?? image?.symbolGlyph.map { String($0) }
    }

    private func shownTitleDidChange() {
        for button in shownButtons {
            button.setTitle(shownTitle, for: .normal)
            // The bar places buttons by their width, which changed.
            button.superview?.setNeedsLayout()
        }
    }

    /// How the button is drawn: `.done` draws its title bold. `.plain` by
    /// default, except for the `.done` and `.save` system items.
    public var style = Style.plain {
        didSet { for button in shownButtons { button.isBold = style == .done } }
    }

    /// The width in cells of a fixed space; ignored for other items.
    /// Negative counts as 0.
    public var width = 0 {
        didSet {
            hosts.removeAll { $0.view == nil }
            for host in hosts { host.view?.setNeedsLayout() }
        }
    }

    /// The bars showing this item as a space, to lay out when ``width`` changes.
    private var hosts: [WeakView] = []
    private struct WeakView {
        weak var view: TUIView?
    }

    /// Notes that `bar` shows the item as a space.
    func noteShownAsSpace(in bar: TUIView) {
        hosts.removeAll { $0.view == nil || $0.view === bar }
        hosts.append(WeakView(view: bar))
    }

    /// What the button does when activated.
    public var primaryAction: TUIAction? {
        didSet { updateMenus() }
    }

    /// The menu the button shows: on a click when there is no
    /// ``primaryAction``, else on a right click or Shift-F10.
    public var menu: TUIMenu? {
        didSet { updateMenus() }
    }

    private func updateMenus() {
        for button in shownButtons { configureMenu(of: button) }
    }

    private func configureMenu(of button: TUIButton) {
        button.menu = menu
        button.showsMenuAsPrimaryAction = primaryAction == nil
    }

    /// Whether the button can be activated; a disabled one is dimmed and
    /// skipped by focus. Changing it updates the bars that show the item.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            for button in shownButtons { button.isEnabled = isEnabled }
        }
    }

    /// The color of the button's title; nil (the default) is the bar's tint.
    public var tintColor: TUIColor? {
        didSet { for button in shownButtons { button.tintColor = tintColor } }
    }

    /// The buttons bars made for this item, to follow its properties.
    private var madeButtons: [WeakButton] = []
    private struct WeakButton {
        weak var button: BarButton?
    }

    private var shownButtons: [BarButton] {
        madeButtons.removeAll { $0.button == nil }
        return madeButtons.compactMap(\.button)
    }

    /// The button a bar shows for the item in a window, the last made
    /// first, which is the one on screen; a popover points at it.
    var shownButtonInWindow: TUIButton? {
        shownButtons.last { $0.storedWindow != nil && !$0.storedIsHidden }
    }

    private init(kind: Kind, width: Int = 0) {
        self.kind = kind
        self.systemItem = nil
        self.width = max(0, width)
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
        TUIBarButtonItem(kind: .fixedSpace, width: width)
    }

    /// Creates an item that shows `primaryAction`'s title and runs it.
    ///
    /// - Parameter primaryAction: The action.
    public init(primaryAction: TUIAction) {
        self.kind = .button
        self.systemItem = nil
        self.title = primaryAction.title.isEmpty ? nil : primaryAction.title
        self.image = primaryAction.image
        self.primaryAction = primaryAction
    }

    /// Creates a button item, as UIKit's `init(title:image:primaryAction:menu:)`.
    ///
    /// - Parameters:
    ///   - title: The title; the action's title when nil.
    ///   - image: The picture, shown (as its symbol's glyph) when there is
    ///     no title; the action's image when nil.
    ///   - primaryAction: What a click does; nil to open the menu instead.
    ///   - menu: The menu; shown on a click without a primary action, else
    ///     on a right click or Shift-F10.
    public init(title: String? = nil, image: TUIImage? = nil, primaryAction: TUIAction? = nil, menu: TUIMenu? = nil) {
        self.kind = .button
        self.systemItem = nil
        let actionTitle = primaryAction?.title.isEmpty == false ? primaryAction?.title : nil
        self.title = title ?? actionTitle
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a button item showing `image` that opens `menu`, as UIKit's
    /// `init(image:menu:)`.
    public convenience init(image: TUIImage?, menu: TUIMenu?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: menu)
    }

    /// Creates an item with a title and a closure.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - handler: Runs when the button is activated.
    public init(title: String, handler: @escaping @MainActor () -> Void) {
        self.kind = .button
        self.systemItem = nil
        self.title = title
        self.primaryAction = TUIAction(title: title) { _ in handler() }
    }

    /// Creates a system item: a button with the item's terminal title
    /// (``SystemItem``), or for `.flexibleSpace` and `.fixedSpace` a space.
    ///
    /// The action's title is not shown; the system item's title is.
    ///
    /// - Parameters:
    ///   - systemItem: Which system item.
    ///   - primaryAction: What the button does when activated; nil for nothing.
    ///   - menu: A menu, shown on a click without a primary action.
    public init(systemItem: SystemItem, primaryAction: TUIAction? = nil, menu: TUIMenu? = nil) {
        switch systemItem {
        case .flexibleSpace: kind = .flexibleSpace
        case .fixedSpace: kind = .fixedSpace
        default: kind = .button
        }
        self.systemItem = systemItem
        self.title = kind == .button ? systemItem.terminalTitle : nil
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system button showing the item's title that runs its action.
    func makeButton() -> TUIButton {
        let button = BarButton(type: .system)
        button.setTitle(shownTitle, for: .normal)
        button.isBold = style == .done
        // Runs whatever the primary action is when pressed, so changing it
        // later needs no new button.
        button.addAction(TUIAction { [weak self] _ in self?.activate() }, for: .primaryActionTriggered)
        button.isEnabled = isEnabled
        button.tintColor = tintColor
        configureMenu(of: button)
        madeButtons.removeAll { $0.button == nil }
        madeButtons.append(WeakButton(button: button))
        return button
    }

    /// Runs the primary action.
    func activate() {
        guard let primaryAction else { return }
        primaryAction.perform(sender: self)
    }
}
