import GraftTerminal

extension ViewGraph {
    /// The focusable nodes that can take focus now, in reading order (top to
    /// bottom, then left to right).
    func focusOrder() -> [any FocusableNode] { focusState.order }

    func register(focusable: any FocusableNode) {
        focusState.focusables.insert(focusable)
    }

    /// Drops every reference to `focusable` as the focused, last focused or
    /// last activated control: its node is about to stand for another element.
    func forgetFocus(of focusable: any FocusableNode) {
        focusState.forget(focusable)
    }

    /// The node with focus, if it is still there and can keep it.
    var focusedNode: (any FocusableNode)? { focusState.focusedNode }

    /// Moves focus to `node` (nil clears it), and tells focus bindings.
    func focus(_ node: (any FocusableNode)?) {
        if let current = focusState.focused, current !== node {
            current.isFocused = false
        }
        if node != nil, node !== focusState.focused { focusState.changeCount += 1 }
        if node != nil { focusState.lastActivated = nil }
        focusState.focused = node
        node?.isFocused = true
        // Frames may be stale until the next layout, which reveals the node.
        focusState.pendingReveal = node?.node
        for observer in focusState.observers.referents { observer.focusDidMove() }
        onNeedsUpdate?()
    }

    /// Scrolls every scroll view around `node` so that its frame is in view.
    func scrollToVisible(_ node: ViewNode) {
        var current = node.parent
        while let ancestor = current {
            if let scrollView = ancestor.scrollViewport {
                let viewport = scrollView.viewport
                let frame = node.frame
                var delta = Point.zero
                if frame.minY < viewport.minY {
                    delta.y = frame.minY - viewport.minY
                } else if frame.maxY > viewport.maxY {
                    delta.y = min(frame.maxY - viewport.maxY, frame.minY - viewport.minY)
                }
                if frame.minX < viewport.minX {
                    delta.x = frame.minX - viewport.minX
                } else if frame.maxX > viewport.maxX {
                    delta.x = min(frame.maxX - viewport.maxX, frame.minX - viewport.minX)
                }
                if delta != .zero { _ = scrollView.scroll(by: delta) }
            }
            current = ancestor.parent
        }
    }

    func register(focusObserver: any FocusObserving) {
        focusState.observers.insert(focusObserver)
    }

    /// Moves focus forward or backward in reading order, wrapping around.
    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        guard let current = focusedNode, let index = order.firstIndex(where: { $0 === current }) else {
            focus(forward ? order.first : order.last)
            return true
        }
        let next = index + (forward ? 1 : -1)
        guard order.indices.contains(next) || wrapsFocus else { return false }
        focus(order[(next + order.count) % order.count])
        return true
    }

    /// Routes a key: to the focused control and the key handlers above it,
    /// then Tab and Shift-Tab between controls in reading order and the
    /// arrows between them by direction (see `moveFocus(_:)`), then scrolling.
    func routeKey(_ event: KeyEvent) -> Bool {
        if let focused = focusedNode, focused.handleKey(event) { return true }
        if let handled = keyHandlers(from: focusedNode?.node), handled(event) { return true }
        if routeShortcut(event) { return true }
        switch (event.key, event.modifiers) {
        case (.tab, []) where tabMovesFocus: return moveFocus(forward: true)
        case (.tab, .shift) where tabMovesFocus: return moveFocus(forward: false)
        case (let key, []) where Direction(arrow: key) != nil:
            if let direction = Direction(arrow: key) { return moveFocus(direction) }
        default:
            break
        }
        return false
    }

    /// The `onKeyPress` handlers from `node` up to the root (or every live
    /// one, in the order they were made, when nothing has focus), as one
    /// function. The registry spares walking the whole tree on every key.
    private func keyHandlers(from node: ViewNode?) -> ((KeyEvent) -> Bool)? {
        var handlers: [any KeyPressHandling] = []
        if var current = node {
            while true {
                if let handler = current as? any KeyPressHandling { handlers.append(handler) }
                guard let parent = current.parent else { break }
                current = parent
            }
        } else {
            handlers = input.keyPressHandlers.referents.compactMap { node in
                node.isAlive ? node as? any KeyPressHandling : nil
            }
        }
        guard !handlers.isEmpty else { return nil }
        return { event in handlers.contains { $0.handleKeyPress(event) } }
    }

    /// Adds an `onKeyPress` node to the handlers used when nothing has focus.
    func register(keyPressHandler node: ViewNode) {
        input.keyPressHandlers.insert(node)
    }

    /// Where the terminal's cursor should be: where the focused control puts it, or hidden.
    public var cursorPosition: Point? {
        focusedNode?.cursorPosition
    }

    /// A text field's cursor moved; the host shows the new position.
    func focusedCursorDidChange() {
        onNeedsUpdate?()
    }

    /// Delivers pasted text to the focused control.
    func routePaste(_ text: String) -> Bool {
        focusedNode?.handlePaste(text) ?? false
    }

    /// Routes a mouse event to the innermost focusable node under the pointer.
    /// Then, if the control does not use it, to the innermost tap action.
    func routeMouse(_ event: MouseEvent) -> Bool {
        if routeToActiveGestures(event) { return true }
        if case .press(.left) = event.action, startHighPriorityGesture(event) { return true }
        if case .press(.left) = event.action { startSimultaneousGestures(event) }
        let hits = focusOrder().filter { $0.node.frame.contains(event.location) && $0.node.allowsHitTesting(at: event.location) }
        guard let target = hits.min(by: { $0.node.frame.width * $0.node.frame.height < $1.node.frame.width * $1.node.frame.height }) else {
            return routeGestureOrTap(event)
        }
        if case .press = event.action, clicksFocusControls { focus(target) }
        return target.handleMouse(event) || routeGestureOrTap(event)
    }
}

/// Something that handles key presses for its subtree (`onKeyPress`).
@MainActor
protocol KeyPressHandling: AnyObject {
    func handleKeyPress(_ event: KeyEvent) -> Bool
}
