/// Behavior added to a view, as UIKit's `UIInteraction`; see
/// ``TUIContextMenuInteraction``.
@MainActor
public protocol TUIInteraction: AnyObject {
    /// The view the interaction is added to; nil before it is added.
    var view: TUIView? { get }
    /// Called before the interaction is added to `view`, or removed (nil).
    func willMove(to view: TUIView?)
    /// Called after the interaction was added to `view`, or removed (nil).
    func didMove(to view: TUIView?)
}

extension TUIView {
    /// The interactions added to the view, in the order added.
    public var interactions: [any TUIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction, such as a context menu, to the view.
    ///
    /// - Parameter interaction: The interaction; one already on another view moves here.
    public func addInteraction(_ interaction: any TUIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
        // The footer lists the context menu key while this view has focus.
        storedWindow?.setNeedsLayoutOfWindow()
    }

    /// Removes an interaction from the view.
    ///
    /// - Parameter interaction: The interaction; nothing happens if it is not on this view.
    public func removeInteraction(_ interaction: any TUIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
        storedWindow?.setNeedsLayoutOfWindow()
    }

    /// The first context menu interaction on the view, if any.
    var contextMenuInteraction: TUIContextMenuInteraction? {
        for interaction in storedInteractions {
            if let menu = interaction as? TUIContextMenuInteraction { return menu }
        }
        return nil
    }
}
