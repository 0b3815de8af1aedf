import GraftTerminal

extension ViewGraph {
    /// Handles `event` where the graph can. Keys go to the focused control,
    /// then to `onKeyPress` handlers above it; Tab and Shift-Tab (and arrows,
    /// when a control has focus) move focus in reading order; a click focuses
    /// and activates the control under it. Otherwise the mouse wheel scrolls
    /// the innermost scroll view under the pointer, and arrow keys, Page
    /// Up/Down, Home and End scroll the first scroll view.
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
        case .mouse(let mouse):
            let delta: Point
            switch mouse.action {
            case .scrollUp: delta = Point(x: 0, y: -3)
            case .scrollDown: delta = Point(x: 0, y: 3)
            case .scrollLeft: delta = Point(x: -3, y: 0)
            case .scrollRight: delta = Point(x: 3, y: 0)
            default: return false
            }
            guard let scrollView = scrollViews(in: root).last(where: { $0.viewport.contains(mouse.location) }) else { return false }
            let moved = scrollView.scroll(by: delta)
            if moved { onNeedsUpdate?() }
            return moved
        case .key(let key) where key.modifiers.isEmpty && key.key.scrollsContent:
            guard let scrollView = scrollViews(in: root, stoppingAtFirst: true).first else { return false }
            let moved = scrollView.scroll(for: key.key)
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
