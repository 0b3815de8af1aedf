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
            candidate = view.superview
        }
    }
}
