extension TUIWindow {
    /// Delivers a wheel turn to the innermost scroll view under the pointer
    /// that can still scroll that way, as terminal users expect a wheel to
    /// move what it is over.
    ///
    /// - Parameters:
    ///   - action: `.scrollUp`, `.scrollDown`, `.scrollLeft` or `.scrollRight`.
    ///   - location: Where the pointer is, in window coordinates.
    func deliverScrollWheel(_ action: MouseAction, at location: Point) {
        var candidate = hitTest(location, with: nil)
        while let view = candidate {
            if let scrollView = view as? TUIScrollView, scrollView.scrollWheel(action) { return }
            if let handler = view as? any ScrollWheelHandling,
                handler.handleScrollWheel(action, at: view.convert(location, from: self))
            {
                return
            }
            candidate = view.superview
        }
    }
}

/// A view that scrolls something of its own with the wheel, such as a view
/// hosting declarative content with scroll views in it.
@MainActor
package protocol ScrollWheelHandling: AnyObject {
    /// Scrolls for a wheel turn at `location` (in the view's coordinates).
    /// - Returns: Whether anything scrolled.
    func handleScrollWheel(_ action: MouseAction, at location: Point) -> Bool
}
