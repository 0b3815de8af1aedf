// Adding, removing and reordering subviews, and the callbacks around it.
//
// Adding `child` to `parent` (moving it from `old` if it had a superview)
// calls, in UIKit's order:
//
//     old.willRemoveSubview(child)            only when moving
//     child.willMove(toSuperview: parent)
//     child.willMove(toWindow: window)        child, then its subviews; only if the window changes
//       ... the move ...
//     child.didMoveToWindow()                 child, then its subviews; only if the window changes
//     child.didMoveToSuperview()
//     parent.didAddSubview(child)
//
// Removing calls parent.willRemoveSubview(child), then the same sequence with
// nil for the new superview and window.

extension TUIView {
    // MARK: - The hierarchy

    /// The view this view is a subview of, or nil.
    public var superview: TUIView? { storedSuperview }

    /// The view's subviews, back to front: the last one draws on top.
    public var subviews: [TUIView] { storedSubviews }

    /// The window the view is in, or nil; a window is its own window.
    public var window: TUIWindow? { storedWindow }

    /// The topmost ancestor (the window, for a view in one), or the view itself.
    var rootView: TUIView {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// Whether the view is `view` or one of its descendants.
    ///
    /// - Parameter view: The possible ancestor.
    public func isDescendant(of view: TUIView) -> Bool {
        var current: TUIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with `tag` among this view and its descendants, searched
    /// depth first, or nil.
    ///
    /// - Parameter tag: The tag to look for.
    public func viewWithTag(_ tag: Int) -> TUIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: - Adding subviews

    /// Adds a view on top of the other subviews. A view already in another
    /// superview is moved; one already a subview of this view is brought to
    /// the front.
    ///
    /// Adding a view to itself, to one of its descendants, or adding a window
    /// is a programmer error.
    ///
    /// - Parameter view: The view to add.
    public func addSubview(_ view: TUIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a view at `index` in ``subviews``; index 0 is the back.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its position, from 0 to the number of subviews; larger
    ///     values add it at the front.
    public func insertSubview(_ view: TUIView, at index: Int) {
        precondition(index >= 0, "TUIView.insertSubview(_:at:): the index must not be negative, got \(index)")
        precondition(!isDescendant(of: view), "TUIView.insertSubview(_:at:): a view cannot be added to itself or to one of its descendants")
        precondition(!(view is TUIWindow), "TUIView.insertSubview(_:at:): a window cannot be a subview")
        if view.storedSuperview === self {
            guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(index > current ? index - 1 : index, storedSubviews.count))
            invalidateDisplay(ofSubview: view)
            return
        }
        let oldSuperview = view.storedSuperview
        let oldWindow = view.storedWindow
        let newWindow = storedWindow
        let oldTint = view.storedTintColor == nil ? view.tintColor : nil
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        if let oldSuperview {
            oldSuperview.unlinkSubview(view, leavingWindow: oldWindow !== newWindow)
        } else {
            view.layoutEngine = nil
        }
        storedSubviews.insert(view, at: min(index, storedSubviews.count))
        view.storedSuperview = self
        linkSubview(view)
        if oldWindow !== newWindow {
            view.setWindow(newWindow)
            view.sendDidMoveToWindow()
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        if let oldTint, view.tintColor != oldTint { view.sendTintColorDidChange() }
    }

    /// Inserts a view just above `siblingSubview`, which must be a subview.
    public func insertSubview(_ view: TUIView, aboveSubview siblingSubview: TUIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            preconditionFailure("TUIView.insertSubview(_:aboveSubview:): the sibling is not a subview of this view")
        }
        insertSubview(view, at: index + 1)
    }

    /// Inserts a view just below `siblingSubview`, which must be a subview.
    public func insertSubview(_ view: TUIView, belowSubview siblingSubview: TUIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            preconditionFailure("TUIView.insertSubview(_:belowSubview:): the sibling is not a subview of this view")
        }
        insertSubview(view, at: index)
    }

    // MARK: - Reordering subviews

    /// Moves a subview to the front, so it draws on top of its siblings.
    /// Does nothing if `view` is not a subview.
    public func bringSubviewToFront(_ view: TUIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
        invalidateDisplay(ofSubview: view)
    }

    /// Moves a subview to the back, behind its siblings. Does nothing if
    /// `view` is not a subview.
    public func sendSubviewToBack(_ view: TUIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
        invalidateDisplay(ofSubview: view)
    }

    /// Swaps the subviews at two indexes, which must be valid.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(
            storedSubviews.indices.contains(index1) && storedSubviews.indices.contains(index2),
            "TUIView.exchangeSubview(at:withSubviewAt:): index out of range")
        storedSubviews.swapAt(index1, index2)
        invalidateDisplay(ofSubview: storedSubviews[index1])
        invalidateDisplay(ofSubview: storedSubviews[index2])
    }

    // MARK: - Removing

    /// Removes the view from its superview (and window).
    ///
    /// Constraints that relate the view or its descendants to views outside
    /// it are deactivated; constraints among the removed views stay. Does
    /// nothing if the view has no superview.
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = storedWindow
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        superview.unlinkSubview(self, leavingWindow: true)
        if oldWindow != nil {
            setWindow(nil)
            sendDidMoveToWindow()
        }
        didMoveToSuperview()
    }

    // MARK: - Moving between hierarchies

    /// Detaches `view` (a subview) from this view and from the layout engine,
    /// window state and traits of this hierarchy.
    private func unlinkSubview(_ view: TUIView, leavingWindow: Bool) {
        view.layoutHierarchyWillDetach()
        if leavingWindow { storedWindow?.subtreeWillLeave(view) }
        invalidateDisplay(ofSubview: view)
        storedSubviews.removeAll { $0 === view }
        view.storedSuperview = nil
        subviewWasRemoved(view)
        setNeedsLayout()
    }

    /// Attaches `view`, just added as a subview, to this hierarchy.
    private func linkSubview(_ view: TUIView) {
        view.layoutHierarchyDidAttach()
        view.updateTraitCollection(inheriting: cachedTraitCollection)
        view.setNeedsLayout()
        setNeedsLayout()
        invalidateDisplay(ofSubview: view)
    }

    private func sendWillMove(toWindow window: TUIWindow?) {
        (owningResponder as? TUIViewController)?.rootViewWillMove(toWindow: window)
        willMove(toWindow: window)
        for subview in storedSubviews { subview.sendWillMove(toWindow: window) }
    }

    private func sendDidMoveToWindow() {
        didMoveToWindow()
        (owningResponder as? TUIViewController)?.rootViewDidMoveToWindow()
        for subview in storedSubviews { subview.sendDidMoveToWindow() }
    }

    private func setWindow(_ window: TUIWindow?) {
        storedWindow = window
        for subview in storedSubviews { subview.setWindow(window) }
    }

    /// Calls `body` with this view and every descendant, parents first.
    func forEachInSubtree(_ body: (TUIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachInSubtree(body) }
    }
}
