import Foundation

/// A collection view's item context menus, as UIKit's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`: the
/// delegate's answer for the item under a right click, or for the focused
/// item on Shift-F10, shown through a context menu interaction of the
/// collection view's own. An interaction added to the collection view
/// explicitly comes first.
@MainActor
final class ItemContextMenus: TUIContextMenuInteractionDelegate {
    private unowned let collectionView: TUICollectionView
    /// The interaction that shows the menus; not in the view's interactions,
    /// so it never hides one the app added.
    private(set) lazy var interaction: TUIContextMenuInteraction = {
        let interaction = TUIContextMenuInteraction(delegate: self)
        interaction.didMove(to: collectionView)
        return interaction
    }()

    init(collectionView: TUICollectionView) {
        self.collectionView = collectionView
    }

    /// The delegate's menu for the item at `location`, in the collection
    /// view's coordinates.
    func contextMenuInteraction(
        _ interaction: TUIContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> TUIContextMenuConfiguration? {
        guard let indexPath = collectionView.indexPathForItem(at: location) else { return nil }
        return configuration(for: indexPath, at: location)
    }

    /// Whether the delegate has a menu for the focused item: the footer
    /// lists Shift-F10 only then.
    var offersMenuForFocusedItem: Bool {
        guard let indexPath = collectionView.indexPathForFocusedItem,
            let frame = collectionView.frameForItem(at: indexPath)
        else { return false }
        return configuration(for: indexPath, at: frame.origin) != nil
    }

    /// Whether the delegate has a menu for the item at `location`.
    func offersMenu(at location: Point) -> Bool {
        guard let indexPath = collectionView.indexPathForItem(at: location) else { return false }
        return configuration(for: indexPath, at: location) != nil
    }

    private func configuration(for indexPath: IndexPath, at point: Point) -> TUIContextMenuConfiguration? {
        collectionView.collectionDelegate?.collectionView(
            collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    }
}
