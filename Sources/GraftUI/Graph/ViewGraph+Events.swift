import GraftTerminal

extension ViewGraph {
    /// Handles `event` where the graph can. Keys go to the focused control,
    /// then to `onKeyPress` handlers above it; Tab and Shift-Tab (and arrows,
    /// when a control has focus) move focus in reading order; a click focuses
    /// and activates the control under it. Otherwise the mouse wheel scrolls
    /// the innermost scroll view under the pointer that can move that way,
    /// and arrow keys, Page Up/Down, Home and End scroll the first scroll
    /// view that can move for them.
    /// - Returns: Whether the event was used.
    @discardableResult
    public func handle(_ event: Event) -> Bool {
        switch event {
        case .key(let key) where routeKey(key):
            return true
        case .paste(let text):
            return routePaste(text)
        case .mouse(let mouse) where routeMouse(mouse):
            return true
        case .mouse(let mouse) where mouse.action.isWheel:
            // The innermost scroll view under the pointer that can move the
            // wheel's way takes it; failing that, one that can move along
            // its own axis (a vertical wheel over a horizontal scroll view).
            let under = scrollViews(in: root).reversed().filter { $0.viewport.contains(mouse.location) }
            let moved =
                under.contains { $0.scroll(forWheel: mouse.action, modifiers: mouse.modifiers, crossingAxes: false) }
                || under.contains { $0.scroll(forWheel: mouse.action, modifiers: mouse.modifiers, crossingAxes: true) }
            if moved { onNeedsUpdate?() }
            return moved
        case .key(let key) where key.modifiers.isEmpty && key.key.scrollsContent:
            // The first scroll view takes the key; when it cannot move that
            // way (a vertical one asked for Right), the next one that can.
            guard let first = scrollViews(in: root, stoppingAtFirst: true).first else { return false }
            let moved =
                first.scroll(for: key.key)
                || scrollViews(in: root).dropFirst().contains { $0.scroll(for: key.key) }
            if moved { onNeedsUpdate?() }
            return moved
        default:
            return false
        }
    }

    /// Scroll views in tree order, outer before inner. Keys want only the
    /// first, so the walk can stop before the (many) nodes below it.
    private func scrollViews(in node: ViewNode, stoppingAtFirst: Bool = false) -> [any ScrollViewportProviding] {
        var found: [any ScrollViewportProviding] = []
        guard input.liveScrollViewCount > 0 else { return found }
        var stack = [node]
        while let current = stack.popLast() {
            if let scrollView = current.scrollViewport {
                found.append(scrollView)
                if stoppingAtFirst { break }
            }
            stack.append(contentsOf: current.children.reversed())
        }
        return found
    }
}

extension MouseAction {
    /// Whether this is a wheel notch (any direction).
    fileprivate var isWheel: Bool {
        switch self {
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight: true
        default: false
        }
    }
}
