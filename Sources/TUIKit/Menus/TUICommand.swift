/// A command a menu shows, as UIKit's `UICommand`; ``TUIKeyCommand`` adds
/// a key that runs it without the menu.
///
/// UIKit names the action by selector; here it is a closure.
@MainActor
public class TUICommand: TUIMenuElement, MenuChoosable {
    /// How the command behaves in a menu.
    public var attributes: TUIMenuElement.Attributes
    /// Whether the command is checked.
    public var state: TUIMenuElement.State
    /// A longer description, for key hints and help.
    public var discoverabilityTitle: String?
    let handler: @MainActor (TUICommand) -> Void

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - title: The name in menus.
    ///   - discoverabilityTitle: A longer description.
    ///   - attributes: How it behaves in a menu.
    ///   - state: Whether it is checked.
    ///   - action: What to do; it receives the command.
    public init(
        title: String = "", discoverabilityTitle: String? = nil, attributes: TUIMenuElement.Attributes = [],
        state: TUIMenuElement.State = .off, action: @escaping @MainActor (TUICommand) -> Void
    ) {
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = action
        super.init(title: title, subtitle: nil)
    }

    /// The name in menus; it can change.
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    /// Quieter text after the title in menus; it can change.
    public override var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }

    /// A plain command has no key.
    var menuKeyLabel: String? { nil }

    func performFromMenu(sender: AnyObject?) {
        handler(self)
    }
}
