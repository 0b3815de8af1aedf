/// What a context menu interaction asks about its menu, as UIKit's
/// `UIContextMenuInteractionDelegate`.
@MainActor
public protocol TUIContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a right click at `location`, or for Shift-F10 on
    /// the focused item (its top-left corner), in the view's coordinates;
    /// nil shows none.
    func contextMenuInteraction(
        _ interaction: TUIContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> TUIContextMenuConfiguration?
}

/// A context menu on a view, as UIKit's `UIContextMenuInteraction`: a right
/// click on the view, or Shift-F10 while focus is in it, asks the delegate
/// for a configuration and shows its menu at the click or at the focused
/// item. The footer and the `?` help list Shift-F10 while focus is in the view.
///
/// ```swift
/// rowView.addInteraction(TUIContextMenuInteraction(delegate: self))
/// ```
@MainActor
public final class TUIContextMenuInteraction: TUIInteraction {
    /// Answers what the menu shows.
    public private(set) weak var delegate: (any TUIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: TUIView?
    /// Where the open menu was asked for, in the window's coordinates.
    private var requestedWindowLocation: Point?
    /// The controller of the open menu, to close it.
    weak var presentedMenu: MenuViewController?

    /// The key that opens a context menu.
    static let keyInput = TUIKeyCommand.f10
    static let keyModifiers: TUIKeyModifierFlags = .shift

    /// Creates an interaction.
    ///
    /// - Parameter delegate: What the menu shows.
    public init(delegate: any TUIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Does nothing.
    public func willMove(to view: TUIView?) {}

    /// Records the view.
    public func didMove(to view: TUIView?) {
        self.view = view
    }

    /// Where the menu was asked for, in `view`'s coordinates; the origin
    /// when no menu was asked for.
    ///
    /// - Parameter view: The view whose coordinates to use; nil for the window's.
    public func location(in view: TUIView?) -> Point {
        let point = requestedWindowLocation ?? .zero
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Closes the menu, if it is open.
    public func dismissMenu() {
        presentedMenu?.close()
    }

    /// The Shift-F10 command the footer lists while focus is in the view; made once.
    private(set) lazy var keyCommand = TUIKeyCommand(
        title: "Menu", input: Self.keyInput, modifierFlags: Self.keyModifiers,
        discoverabilityTitle: "Show the context menu"
    ) { [weak self] _ in
        self?.presentFromKeyboard()
    }

    /// Shows the menu for the focused item: Shift-F10.
    @discardableResult
    func presentFromKeyboard() -> Bool {
        guard let view, let window = view.window else { return false }
        let anchor = view.convert(Self.focusedItemRect(in: view), to: nil)
        return present(at: Point(x: anchor.minX, y: anchor.minY), anchor: anchor, in: window)
    }

    /// Shows the menu at a right click, `location` in the window's coordinates.
    @discardableResult
    func present(atWindowLocation location: Point) -> Bool {
        guard let window = view?.window else { return false }
        return present(at: location, anchor: Rect(x: location.x, y: location.y, width: 1, height: 1), in: window)
    }

    private func present(at location: Point, anchor: Rect, in window: TUIWindow) -> Bool {
        guard let view, let delegate else { return false }
        requestedWindowLocation = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(location, from: nil)),
            let menu = configuration.actionProvider?([])
        else {
            requestedWindowLocation = nil
            return false
        }
        presentedMenu = window.presentMenu(menu, anchor: anchor, sender: view)
        return presentedMenu != nil
    }

    /// The focused item of `view` in its coordinates: a list's focused row,
    /// a hosted view's focused item, else the view's bounds.
    private static func focusedItemRect(in view: TUIView) -> Rect {
        if let list = view as? TUICollectionView, let indexPath = list.indexPathForFocusedItem,
            let cell = list.cellForItem(at: indexPath)
        {
            return cell.convert(cell.bounds, to: view)
        }
        if let provider = view as? any FocusItemProviding, let index = provider.focusedItemIndex,
            provider.focusItemFrames.indices.contains(index)
        {
            return provider.focusItemFrames[index]
        }
        if let focused = view.window?.focusedView, focused !== view, focused.isDescendant(of: view) {
            return focused.convert(focused.bounds, to: view)
        }
        return view.bounds
    }
}
