/// A closure a control runs for its events, or a menu runs when chosen, as
/// UIKit's `UIAction`.
///
/// ```swift
/// button.addAction(TUIAction { action in
///     save()
/// }, for: .primaryActionTriggered)
/// ```
@MainActor
public final class TUIAction: TUIMenuElement, MenuChoosable {
    /// A name that identifies an action, so it can be removed or replaced.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A short name, which a button or menu made with this action shows.
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// Quieter text a menu shows after the title; nil for none.
    public override var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    /// How the action behaves in a menu: destructive, disabled, hidden, or
    /// leaving the menu open when chosen.
    public var attributes: TUIMenuElement.Attributes
    /// Whether a menu draws the action checked.
    public var state: TUIMenuElement.State
    /// The action's identifier; a unique one unless given.
    public let identifier: Identifier
    /// The picture for the action's selected state, as UIKit keeps it.
    public var selectedImage: TUIImage?
    /// The symbol a menu draws before the title.
    public override var image: TUIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// A longer description for key hints.
    public var discoverabilityTitle: String?
    /// The control that sent the action while it runs.
    public private(set) weak var sender: AnyObject?
    private let handler: @MainActor (TUIAction) -> Void
    private static var nextIdentifier = 0

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: A short name.
    ///   - subtitle: Quieter text a menu shows after the title.
    ///   - image: A symbol a menu draws before the title, and a bar button
    ///     item made from the action shows when it has no title.
    ///   - selectedImage: Kept for UIKit's sake; a menu draws ``image``.
    ///   - identifier: An identifier; a unique one when nil.
    ///   - discoverabilityTitle: A longer description.
    ///   - attributes: How it behaves in a menu.
    ///   - state: Whether a menu draws it checked.
    ///   - handler: What to do; it receives the action, whose ``sender`` is set.
    public init(
        title: String = "", subtitle: String? = nil, image: TUIImage? = nil, selectedImage: TUIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: TUIMenuElement.Attributes = [],
        state: TUIMenuElement.State = .off, handler: @escaping @MainActor (TUIAction) -> Void
    ) {
        self.attributes = attributes
        self.state = state
        if let identifier {
            self.identifier = identifier
        } else {
            TUIAction.nextIdentifier += 1
            self.identifier = Identifier("TUIAction.\(TUIAction.nextIdentifier)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        self.selectedImage = selectedImage
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// An action has no key of its own.
    var menuKeyLabel: String? { nil }

    func performFromMenu(sender: AnyObject?) {
        perform(sender: sender)
    }

    /// Runs the handler with `sender` recorded.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
