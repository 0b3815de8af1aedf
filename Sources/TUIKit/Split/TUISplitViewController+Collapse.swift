// Collapsing the columns into one navigation stack and expanding it back.
//
// Without a compact column, collapsing moves the supplementary's and the
// secondary's controllers (up to the column the delegate puts on top) onto
// the primary's navigation controller, as UIKit does; expanding gives the
// primary its own controllers back and the rest, including any pushed
// while collapsed, to the columns they came from.

extension TUISplitViewController {
    /// How the collapsed stack is made of the columns' stacks.
    struct CollapsedStack {
        /// How many controllers at the bottom are the primary column's own.
        var primaryCount: Int
        /// How many after those are the supplementary column's (zero when
        /// its stack stayed in its column).
        var supplementaryCount = 0
        /// Which columns' stacks were moved onto the primary's.
        var movedColumns: [Column] = []
        /// Each moved column's root, which it gets back if the user popped
        /// all of its controllers while collapsed.
        var roots: [Column: TUIViewController] = [:]
    }

    func collapse() {
        storedIsCollapsed = true
        // Expanding announces nothing: the columns come back as they were.
        appliedDisplayMode = nil
        if columnNavigations[.compact] == nil, let primary = columnNavigations[.primary] {
            let proposed = Column.secondary
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            // Leaving columns go first, so their screens disappear from where they were.
            for column in [Column.supplementary, .secondary] {
                if let navigation = columnNavigations[column] { removeView(of: navigation) }
            }
            collapsedStack = CollapsedStack(primaryCount: primary.viewControllers.count)
            let columns: [Column] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
            for column in columns { moveStackOntoPrimary(column) }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    func expand() {
        storedIsCollapsed = false
        giveColumnsTheirStacks()
        let proposed = resolved(displayModeOverride ?? preferredDisplayMode)
        let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        if chosen != proposed { displayModeOverride = chosen }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Pushes `column`'s controllers onto the primary's stack.
    private func moveStackOntoPrimary(_ column: Column) {
        guard let primary = columnNavigations[.primary], let navigation = columnNavigations[column],
            var stack = collapsedStack, !stack.movedColumns.contains(column)
        else { return }
        let moved = navigation.viewControllers
        guard !moved.isEmpty else { return }
        stack.roots[column] = moved.first
        stack.movedColumns.append(column)
        if column == .supplementary { stack.supplementaryCount = moved.count }
        collapsedStack = stack
        navigation.setViewControllers([], animated: false)
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
    }

    /// Splits the primary's stack back into the columns it was made of.
    private func giveColumnsTheirStacks() {
        guard let stack = collapsedStack, let primary = columnNavigations[.primary] else { return }
        collapsedStack = nil
        var controllers = primary.viewControllers
        let own = Array(controllers.prefix(max(1, stack.primaryCount)))
        controllers.removeFirst(min(own.count, controllers.count))
        var columnStacks: [Column: [TUIViewController]] = [:]
        if stack.movedColumns.contains(.supplementary) {
            columnStacks[.supplementary] = Array(controllers.prefix(stack.supplementaryCount))
            controllers.removeFirst(min(stack.supplementaryCount, controllers.count))
        }
        if stack.movedColumns.contains(.secondary) {
            columnStacks[.secondary] = controllers
            controllers = []
        }
        // The primary's own first, so the screen on top of the collapsed stack disappears before it shows in its column.
        primary.setViewControllers(own + controllers, animated: false)
        for column in stack.movedColumns {
            var restored = columnStacks[column] ?? []
            if restored.isEmpty, let root = stack.roots[column] { restored = [root] }
            columnNavigations[column]?.setViewControllers(restored, animated: false)
        }
    }

    /// Rebuilds the collapsed stack after a column's controller was replaced.
    func rebuildCollapsedStack(adding column: Column) {
        guard columnNavigations[.compact] == nil, column != .primary, collapsedStack != nil else { return }
        if var stack = collapsedStack, let index = stack.movedColumns.firstIndex(of: column), let primary = columnNavigations[.primary] {
            // The column's old controllers leave the collapsed stack.
            let start = stack.primaryCount + (column == .secondary ? stack.supplementaryCount : 0)
            let keep = Array(primary.viewControllers.prefix(start))
            stack.movedColumns.remove(at: index)
            if column == .supplementary { stack.supplementaryCount = 0 }
            collapsedStack = stack
            primary.setViewControllers(keep, animated: false)
        }
        moveStackOntoPrimary(column)
    }

    /// ``show(_:)`` while collapsed.
    func showCollapsed(_ column: Column) {
        guard let primary = columnNavigations[.primary], columnNavigations[.compact] == nil, let stack = collapsedStack else { return }
        switch column {
        case .primary:
            let count = min(stack.primaryCount, primary.viewControllers.count)
            guard count > 0, count < primary.viewControllers.count else { return }
            primary.popToViewController(primary.viewControllers[count - 1], animated: true)
        case .supplementary, .secondary:
            if style == .tripleColumn, column == .secondary { showCollapsed(.supplementary) }
            guard let current = collapsedStack else { return }
            if !current.movedColumns.contains(column) { return moveStackOntoPrimary(column) }
            // Popped off while collapsed: its root goes back on top.
            let start = current.primaryCount + (column == .secondary ? current.supplementaryCount : 0)
            if primary.viewControllers.count <= start, let root = current.roots[column] {
                primary.pushViewController(root, animated: true)
            }
        case .compact:
            break
        }
    }

    /// ``hide(_:)`` while collapsed: pops back to the column before.
    func hideCollapsed(_ column: Column) {
        guard let primary = columnNavigations[.primary], columnNavigations[.compact] == nil, let stack = collapsedStack else { return }
        let keep: Int
        switch column {
        case .secondary: keep = stack.primaryCount + stack.supplementaryCount
        case .supplementary: keep = stack.primaryCount
        case .primary, .compact: return
        }
        guard keep > 0, keep < primary.viewControllers.count else { return }
        primary.popToViewController(primary.viewControllers[keep - 1], animated: true)
    }
}
