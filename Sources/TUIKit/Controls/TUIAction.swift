/// A closure a control runs for its events, as UIKit's `UIAction`.
///
/// ```swift
/// button.addAction(TUIAction { action in
///     save()
/// }, for: .primaryActionTriggered)
/// ```
@MainActor
public final class TUIAction {
    /// A name that identifies an action, so it can be removed or replaced.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A short name, which a button made with this action shows.
    public var title: String
    /// The action's identifier; a unique one unless given.
    public let identifier: Identifier
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
    ///   - identifier: An identifier; a unique one when nil.
    ///   - discoverabilityTitle: A longer description.
    ///   - handler: What to do; it receives the action, whose ``sender`` is set.
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping @MainActor (TUIAction) -> Void
    ) {
        self.title = title
        if let identifier {
            self.identifier = identifier
        } else {
            TUIAction.nextIdentifier += 1
            self.identifier = Identifier("TUIAction.\(TUIAction.nextIdentifier)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` recorded.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
