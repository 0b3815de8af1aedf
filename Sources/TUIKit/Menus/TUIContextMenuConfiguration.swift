/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`;
/// a ``TUIContextMenuInteractionDelegate`` returns one.
///
/// ```swift
/// TUIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///     TUIMenu(children: [TUIAction(title: "Copy") { _ in copy() }])
/// }
/// ```
@MainActor
public final class TUIContextMenuConfiguration {
    /// Makes the menu from the suggested elements (none, in a terminal);
    /// nil shows no menu.
    public typealias ActionProvider = @MainActor ([TUIMenuElement]) -> TUIMenu?
    /// Makes a preview controller. A terminal has no room for previews, so
    /// the provider is kept but never called.
    public typealias PreviewProvider = @MainActor () -> TUIViewController?

    /// The configuration's identifier; a unique one unless given.
    public let identifier: AnyHashable
    let actionProvider: ActionProvider?
    let previewProvider: PreviewProvider?
    private static var nextIdentifier = 0

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - identifier: An identifier; a unique one when nil.
    ///   - previewProvider: A preview; never shown in a terminal.
    ///   - actionProvider: Makes the menu; nil shows no menu.
    public init(
        identifier: AnyHashable? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            TUIContextMenuConfiguration.nextIdentifier += 1
            self.identifier = AnyHashable("TUIContextMenuConfiguration.\(TUIContextMenuConfiguration.nextIdentifier)")
        }
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
