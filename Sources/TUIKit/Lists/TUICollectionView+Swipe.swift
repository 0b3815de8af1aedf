import struct Foundation.IndexPath

extension TUICollectionView {
    /// The swipe actions for an item's edge: from the hook a table view
    /// sets, otherwise from the list configuration's providers.
    func swipeActionsConfiguration(forItem item: Int, edge: SwipeState.Edge) -> TUISwipeActionsConfiguration? {
        guard let geometry else { return nil }
        let indexPath = indexPath(ofItem: item, in: geometry)
        if let swipeActionsHook { return swipeActionsHook(indexPath, edge) }
        guard let list = collectionViewLayout.listConfiguration else { return nil }
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }
    }

    /// Shows an item's swipe actions; returns whether it has any.
    func revealSwipeActions(item: Int, edge: SwipeState.Edge) -> Bool {
        guard let configuration = swipeActionsConfiguration(forItem: item, edge: edge),
            !configuration.actions.isEmpty
        else { return false }
        let previous = swipe?.item
        swipe = SwipeState(item: item, edge: edge, configuration: configuration)
        focusedItem = item
        if let previous, previous != item, let cell = visibleCellsByItem[previous] { applyState(to: cell, item: previous) }
        if let cell = visibleCellsByItem[item] { applyState(to: cell, item: item) }
        return true
    }

    /// Hides the swipe actions showing, if any.
    func hideSwipeActions() {
        guard let item = swipe?.item else { return }
        swipe = nil
        if let cell = visibleCellsByItem[item] { applyState(to: cell, item: item) }
    }

    /// Keys while actions show: Left and Right choose, Enter runs, Escape hides.
    func handleSwipeKey(_ keyEvent: KeyEvent) -> Bool {
        guard var state = swipe else { return false }
        let count = state.configuration.actions.count
        // Left and Right move across the buttons as drawn; the first action
        // sits at the swiped edge.
        let towardEdge = state.edge == .trailing ? 1 : -1
        switch (keyEvent.key, keyEvent.modifiers) {
        case (.escape, []):
            hideSwipeActions()
        case (.right, .shift) where state.edge == .trailing, (.left, .shift) where state.edge == .leading:
            hideSwipeActions()
        case (.left, []):
            state.chosen = min(max(state.chosen + towardEdge, 0), count - 1)
            updateSwipe(state)
        case (.right, []):
            state.chosen = min(max(state.chosen - towardEdge, 0), count - 1)
            updateSwipe(state)
        case (.enter, []):
            perform(actionAt: state.chosen, of: state)
        case (.up, _), (.down, _), (.pageUp, _), (.pageDown, _), (.home, _), (.end, _),
            (.character("j"), []), (.character("k"), []):
            hideSwipeActions()
            return false
        default:
            return false
        }
        return true
    }

    private func updateSwipe(_ state: SwipeState) {
        swipe = state
        if let cell = visibleCellsByItem[state.item] { applyState(to: cell, item: state.item) }
    }

    /// Runs an action; the actions hide when its handler calls the completion.
    func perform(actionAt index: Int, of state: SwipeState) {
        let action = state.configuration.actions[index]
        let view: TUIView = visibleCellsByItem[state.item] ?? self
        action.handler(action, view) { [weak self] _ in
            guard let self, self.swipe?.item == state.item else { return }
            self.hideSwipeActions()
        }
    }

    /// A click on a swipe button runs it; a click elsewhere hides the buttons.
    func handleSwipeClick(at point: Point) -> Bool {
        guard let state = swipe, let cell = visibleCellsByItem[state.item],
            let buttons = cell.swipeActionsSubview, buttons.frame.offsetBy(dx: cell.frame.minX, dy: cell.frame.minY).contains(point),
            let index = buttons.actionIndex(atX: point.x - cell.frame.minX - buttons.frame.minX)
        else { return false }
        perform(actionAt: index, of: state)
        return true
    }
}
