// Which columns show, how wide they are, and putting their views in place.

extension TUISplitViewController {
    /// The narrowest the secondary column gets beside the others.
    static let minimumSecondaryColumnWidth = 20
    /// How wide the secondary column must stay for an automatic
    /// triple-column interface to show all three columns.
    static let secondaryWidthForThreeColumns = 50

    /// `mode` with ``DisplayMode/automatic`` resolved for the current width,
    /// and the two-column modes of a double-column interface read as one-column ones.
    func resolved(_ mode: DisplayMode) -> DisplayMode {
        let isTriple = style == .tripleColumn
        switch mode {
        case .automatic:
            guard isTriple else { return .oneBesideSecondary }
            let width = storedView?.bounds.width ?? 0
            let leading = columnWidth(.primary, available: width) + columnWidth(.supplementary, available: width) + 2
            return width - leading >= Self.secondaryWidthForThreeColumns ? .twoBesideSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoDisplaceSecondary: return isTriple ? mode : .oneBesideSecondary
        case .twoOverSecondary: return isTriple ? mode : .oneOverSecondary
        case .secondaryOnly, .oneBesideSecondary, .oneOverSecondary: return mode
        }
    }

    /// The columns an expanded interface shows in `mode`, leading first.
    func expandedColumns(for mode: DisplayMode) -> [Column] {
        let leading: [Column]
        switch (resolved(mode), style == .tripleColumn) {
        case (.secondaryOnly, _): leading = []
        case (.oneBesideSecondary, false), (.oneOverSecondary, false): leading = [.primary]
        case (.oneBesideSecondary, true), (.oneOverSecondary, true): leading = [.supplementary]
        default: leading = [.primary, .supplementary]
        }
        return (leading + [.secondary]).filter { columnNavigations[$0] != nil }
    }

    /// The width of a leading column when the interface is `available` cells wide.
    func columnWidth(_ column: Column, available: Int) -> Int {
        let isPrimary = column == .primary
        let preferred = isPrimary ? preferredPrimaryColumnWidth : preferredSupplementaryColumnWidth
        let fraction = isPrimary ? preferredPrimaryColumnWidthFraction : preferredSupplementaryColumnWidthFraction
        let minimum = isPrimary ? minimumPrimaryColumnWidth : minimumSupplementaryColumnWidth
        let maximum = isPrimary ? maximumPrimaryColumnWidth : maximumSupplementaryColumnWidth
        var width: Int
        if preferred >= 0 {
            width = preferred
        } else if fraction >= 0 {
            width = Int(Double(available) * min(fraction, 1))
        } else {
            width = min(max(available / 4, 20), 40)
        }
        if minimum >= 0 { width = max(width, minimum) }
        if maximum >= 0 { width = min(width, maximum) }
        return max(0, min(width, available - 1 - Self.minimumSecondaryColumnWidth))
    }

    /// Collapses or expands for the size class, tells the delegate of
    /// columns shown and hidden, and puts the shown navigation controllers'
    /// views in their containers (their appearance callbacks follow from
    /// entering and leaving the window).
    func updateInterface() {
        guard isViewLoaded else { return }
        switch view.traitCollection.horizontalSizeClass {
        case .compact where !storedIsCollapsed: collapse()
        case .regular where storedIsCollapsed: expand()
        default: break
        }
        if !storedIsCollapsed { announceColumnChanges() }
        installShownNavigations()
        view.setNeedsLayout()
    }

    /// Tells the delegate of a new display mode and the columns it shows and hides.
    private func announceColumnChanges() {
        let mode = displayMode
        let columns = expandedColumns(for: mode)
        defer {
            appliedDisplayMode = mode
            appliedColumns = columns
        }
        guard let previous = appliedDisplayMode else { return }
        if previous != mode { delegate?.splitViewController(self, willChangeTo: mode) }
        for column in appliedColumns where !columns.contains(column) { delegate?.splitViewController(self, willHide: column) }
        for column in columns where !appliedColumns.contains(column) { delegate?.splitViewController(self, willShow: column) }
    }

    /// The column whose container each shown navigation controller goes in.
    private var shownColumns: [Column] {
        guard storedIsCollapsed else { return appliedColumns }
        return columnNavigations[.compact] != nil ? [.compact] : [.primary]
    }

    private func installShownNavigations() {
        let shown = shownColumns
        for (column, navigation) in columnNavigations {
            guard let container = columnContainers[column] else { continue }
            let isShown = shown.contains(column)
            container.isHidden = !isShown
            let view = navigation.view
            if isShown, view?.superview !== container {
                embedView(of: navigation, in: container)
            } else if !isShown {
                removeView(of: navigation)
            }
        }
        for (column, container) in columnContainers where columnNavigations[column] == nil {
            container.isHidden = true
        }
    }

    /// Takes a column's view out of the interface, and focus with it.
    func removeView(of navigation: TUINavigationController) {
        guard let view = navigation.viewIfLoaded, view.superview != nil else { return }
        if let window = view.window, let focused = window.focusedView, focused.isDescendant(of: view) {
            window.setFocus(to: nil, heading: [])
        }
        view.removeFromSuperview()
    }

    /// Puts the shown columns side by side (or the leading ones over the
    /// secondary, in an overlay mode), with a line after each leading column.
    func layOutColumns() {
        let bounds = view.bounds
        for separator in separators { separator.isHidden = true }
        let shown = shownColumns
        guard !storedIsCollapsed else {
            for column in shown { columnContainers[column]?.frame = bounds }
            return
        }
        let mode = displayMode
        let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
        var x = 0
        for (index, column) in shown.enumerated() where column != .secondary {
            let width = columnWidth(column, available: bounds.width)
            columnContainers[column]?.frame = Rect(x: x, y: 0, width: width, height: bounds.height)
            if separators.indices.contains(index) {
                separators[index].frame = Rect(x: x + width, y: 0, width: 1, height: bounds.height)
                separators[index].isHidden = false
            }
            x += width + 1
        }
        let secondaryX = overlays ? 0 : x
        columnContainers[.secondary]?.frame = Rect(x: secondaryX, y: 0, width: max(0, bounds.width - secondaryX), height: bounds.height)
        for container in columnContainers.values {
            for subview in container.subviews { subview.frame = container.bounds }
        }
    }
}
