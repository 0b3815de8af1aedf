import GraftTerminal

// What a host that embeds a graph among its own views needs: measuring the
// content, moving focus in and out of it, and telling nodes when the content
// goes on and off screen.

extension ViewGraph {
    // MARK: - Measuring

    /// The size the root view chooses for `proposal`, after bringing the tree
    /// up to date. Propose ``CellProposal/unspecified`` for the ideal
    /// size; a dimension of ``CellProposal/infinity`` in the answer means
    /// the root fills whatever it is offered along that axis.
    ///
    /// - Parameter proposal: The size offered.
    /// - Returns: The size the root chooses.
    public func sizeThatFits(_ proposal: CellProposal) -> Size {
        update()
        // Cached sizes above a node waiting for its check may be stale.
        resolveRelayoutChecks()
        return rootNode.sizeThatFits(proposal)
    }

    // MARK: - Focus

    /// Whether a control in the content can take focus now.
    public var canTakeFocus: Bool {
        // Asked by the host's focus engine every turn: no need to sort the
        // controls in reading order just to know whether there is one.
        focusState.canTakeFocus
    }

    /// Whether a control in the content has focus.
    public var hasFocus: Bool { focusedNode != nil }

    /// Focuses the first control in reading order (or the last one), as when
    /// Tab (or Shift-Tab) enters the content from outside.
    ///
    /// - Parameter last: Whether to focus the last control instead.
    /// - Returns: Whether a control has focus now.
    @discardableResult
    public func focusFirstControl(last: Bool = false) -> Bool {
        let order = focusOrder()
        guard let target = last ? order.last : order.first else { return false }
        focus(target)
        return true
    }

    /// Takes focus away from the content, as when the host moves it
    /// elsewhere; the control keeps its claim to focus when the content
    /// gets it back (see `focusPreferredControl()`).
    ///
    /// A button that acted since focus last moved (by its keyboard shortcut,
    /// say) is what caused the host to take focus (an alert it asked for),
    /// so it is the one that gets focus back.
    public func resignFocus() {
        guard let focused = focusState.focused else { return }
        focusState.lastFocused = focusState.lastActivated ?? focused
        focus(nil)
    }

    /// The frames of the controls that can take focus, in reading order, for
    /// a host whose focus engine puts them among its own items.
    package var focusableFrames: [Rect] { focusOrder().map(\.node.frame) }

    /// The position of the focused control in ``focusableFrames``.
    package var focusedControlIndex: Int? {
        guard let focused = focusedNode else { return nil }
        return focusOrder().firstIndex { $0 === focused }
    }

    /// Focuses the control at `index` in ``focusableFrames``.
    package func focusControl(at index: Int) {
        let order = focusOrder()
        guard order.indices.contains(index) else { return }
        focus(order[index])
    }

    /// Focuses what the content prefers when focus comes back to it without
    /// a direction (a dismissal, a screen appearing): the control that had
    /// focus last, else a control that `prefersDefaultFocus(_:in:)` inside
    /// its `focusScope(_:)`, else the button of the default action
    /// (`.keyboardShortcut(.defaultAction)`), else the first control; a
    /// `defaultFocus` placement then moves focus to its view in the next
    /// update, in the same frame.
    ///
    /// - Returns: Whether a control has focus now.
    @discardableResult
    package func focusPreferredControl() -> Bool {
        let order = focusOrder()
        if let last = focusState.lastFocused, order.contains(where: { $0 === last }) {
            focus(last)
            return true
        }
        let defaultAction = order.first { candidate in
            (candidate as? any ShortcutTarget).map { $0.shortcut == .defaultAction && $0.isShortcutEnabled } ?? false
        }
        guard let target = controlPreferringDefaultFocus(in: order) ?? defaultAction ?? order.first else { return false }
        focus(target)
        // After the fallback, whose focus binding would otherwise overwrite it.
        placeDefaultFocus(userInitiated: false)
        return true
    }

    /// The frame of the focused control in graph coordinates, for a host
    /// that scrolls it into view.
    public var focusedControlFrame: Rect? { focusedNode?.node.frame }
}

/// A node that starts or stops something when the graph goes on or off screen.
@MainActor
protocol AppearanceObserving: AnyObject {
    func graphAppearanceDidChange(_ isAppeared: Bool)
}

extension ViewGraph {
    func register(appearanceObserver: any AppearanceObserving) {
        if let node = appearanceObserver as? ViewNode {
            // A recycled node takes its first update again but is still registered.
            guard !node.isObservingAppearance else { return }
            node.isObservingAppearance = true
        }
        lifecycle.appearanceObservers.insert(appearanceObserver)
    }
}
