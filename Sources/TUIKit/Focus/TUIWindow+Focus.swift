extension TUIWindow {
    // MARK: - Focus

    /// The view with keyboard focus, if any. Tab and Shift-Tab move focus
    /// among the focus items of the active focus scope in reading order
    /// (views whose ``TUIView/canBecomeFocused`` is true, and the controls
    /// of hosted content); a click focuses the view clicked (or its nearest
    /// focusable ancestor).
    public var focusedView: TUIView? { storedFocusedView }

    /// Moves focus to `view`, if it can take focus now.
    ///
    /// A view outside the active focus scope (behind a modal presentation)
    /// cannot take focus. A view that has not been laid out yet (a screen
    /// presented during a layout pass) gets focus after the next layout.
    ///
    /// - Parameter view: A focusable view in this window.
    /// - Returns: Whether `view` has focus now.
    @discardableResult
    public func requestFocusUpdate(to view: TUIView) -> Bool {
        if setFocus(to: view, heading: []) { return true }
        if view.storedWindow === self, view.canBecomeFocused, view.storedFrame.isEmpty {
            pendingFocusRequest = view
            setNeedsLayoutOfWindow()
        }
        return false
    }

    /// Moves focus the way `heading` points, inside the active focus scope.
    ///
    /// ``TUIFocusHeading/next`` and ``TUIFocusHeading/previous`` go to the
    /// next or previous focus item in reading order, wrapping around (with
    /// nothing focused, to the first or last one). ``TUIFocusHeading/up``,
    /// ``TUIFocusHeading/down``, ``TUIFocusHeading/left`` and
    /// ``TUIFocusHeading/right`` go to the nearest item that way in the
    /// focused item's focus group (see ``TUIView/focusGroupIdentifier``),
    /// and do nothing outside a group or at its edge.
    ///
    /// - Parameter heading: One direction.
    /// - Returns: Whether focus moved.
    @discardableResult
    public func moveFocus(_ heading: TUIFocusHeading) -> Bool {
        layoutIfNeeded()
        let stops = focusStops()
        guard !stops.isEmpty else { return false }
        let current = storedFocusedView.flatMap { focused in
            stops.firstIndex { $0.view === focused && $0.item == focusedItemIndex(of: focused) }
                ?? stops.firstIndex { $0.view === focused }
        }
        if heading == .next || heading == .previous {
            let forward = heading == .next
            let index: Int
            if let current {
                index = forward ? (current + 1) % stops.count : (current - 1 + stops.count) % stops.count
            } else {
                index = forward ? 0 : stops.count - 1
            }
            return focus(stops[index], heading: heading)
        }
        guard let current, let target = FocusGroupMove(heading: heading)?.target(from: current, in: stops) else { return false }
        return focus(stops[target], heading: heading)
    }

    /// Focuses `stop`: its view, and the item inside it when the view holds
    /// several (hosted content).
    @discardableResult
    func focus(_ stop: FocusStop, heading: TUIFocusHeading) -> Bool {
        guard let item = stop.item, let provider = stop.view as? any FocusItemProviding else {
            return setFocus(to: stop.view, heading: heading)
        }
        if storedFocusedView === stop.view {
            provider.focusItem(at: item)
            return true
        }
        return setFocus(to: stop.view, heading: heading, item: item)
    }

    /// Every environment around the view losing focus and the one getting
    /// it, each once, from the views up: the environments UIKit asks before
    /// a move and tells after it.
    private func environments(around context: TUIFocusUpdateContext) -> [any TUIFocusEnvironment] {
        var found: [any TUIFocusEnvironment] = []
        var seen: Set<ObjectIdentifier> = []
        for start in [context.previouslyFocusedView, context.nextFocusedView] {
            var environment: (any TUIFocusEnvironment)? = start
            while let current = environment, seen.insert(ObjectIdentifier(current)).inserted {
                found.append(current)
                environment = current.parentFocusEnvironment
            }
        }
        return found
    }

    private func focusedItemIndex(of view: TUIView) -> Int? {
        (view as? any FocusItemProviding)?.focusedItemIndex
    }

    /// Every place focus can go in the active focus scope, in reading order:
    /// top to bottom, then left to right, by frames in window coordinates;
    /// stops at the same cell keep hierarchy order. A view that provides
    /// focus items of its own (hosted content) stands for each of them.
    func focusStops() -> [FocusStop] {
        var found: [(stop: FocusStop, origin: Point, order: Int)] = []
        func visit(_ view: TUIView, origin: Point) {
            guard !view.storedIsHidden, view.isUserInteractionEnabled else { return }
            if view !== self, view.canBecomeFocused, !view.storedFrame.isEmpty {
                if let provider = view as? any FocusItemProviding {
                    for (index, frame) in provider.focusItemFrames.enumerated() {
                        let itemFrame = Rect(origin: Point(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size)
                        found.append((FocusStop(view: view, item: index, frame: itemFrame), itemFrame.origin, found.count))
                    }
                } else {
                    let frame = Rect(origin: origin, size: view.storedFrame.size)
                    found.append((FocusStop(view: view, item: nil, frame: frame), origin, found.count))
                }
            }
            for subview in view.storedSubviews {
                visit(
                    subview,
                    origin: Point(
                        x: origin.x + subview.storedFrame.minX - view.boundsOrigin.x,
                        y: origin.y + subview.storedFrame.minY - view.boundsOrigin.y))
            }
        }
        let scope = focusScopeRoot
        visit(
            scope,
            origin: scope === self ? .zero : Point(x: scope.storedFrame.minX - boundsOrigin.x, y: scope.storedFrame.minY - boundsOrigin.y))
        return found.sorted {
            ($0.origin.y, $0.origin.x, $0.order) < ($1.origin.y, $1.origin.x, $1.order)
        }.map(\.stop)
    }

    /// Moves focus, telling both views, and keeps the first responder in
    /// step: a focused view that can become first responder does, and the
    /// previous first responder resigns otherwise.
    ///
    /// Focus never goes to a view outside the active focus scope, and any
    /// environment around either view (the views and their controllers)
    /// can refuse the move (``TUIFocusEnvironment/shouldUpdateFocus(in:)``).
    @discardableResult
    func setFocus(to view: TUIView?, heading: TUIFocusHeading, item: Int? = nil) -> Bool {
        if let view {
            guard view.storedWindow === self, view.isFocusable, isInFocusScope(view) else { return false }
        }
        let previous = storedFocusedView
        guard previous !== view else { return true }
        let context = TUIFocusUpdateContext(
            previouslyFocusedView: previous, nextFocusedView: view, focusHeading: heading, nextFocusedItemIndex: item)
        let environments = environments(around: context)
        if view != nil, !environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) { return false }
        storedFocusedView = view
        if let previous { rememberFocus(of: previous) }
        // Focus given to a view settles it; focus lost is settled next frame.
        needsFocusUpdate = view == nil
        let coordinator = TUIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.finish()
        if let view, view.canBecomeFirstResponder {
            _ = view.becomeFirstResponder()
        } else if let responder = storedFirstResponder as? TUIView, responder !== view {
            _ = responder.resignFirstResponder()
        }
        // The focus mark moves, whether or not the views redraw themselves.
        previous?.setNeedsDisplay()
        view?.setNeedsDisplay()
        return true
    }
}

/// One place Tab can stop: a focusable view, or one of the items inside a
/// view that holds several (the controls of hosted content).
struct FocusStop {
    let view: TUIView
    let item: Int?
    /// Where the stop is, in window coordinates.
    let frame: Rect
}

/// A focusable view that holds several focus items of its own, such as the
/// view that shows hosted declarative content: the window's focus engine
/// puts each item in its reading order, so Tab moves through them and the
/// views around them alike.
@MainActor
package protocol FocusItemProviding: TUIView {
    /// The frames of the items that can take focus now, in this view's
    /// coordinates.
    var focusItemFrames: [Rect] { get }
    /// The index, in ``focusItemFrames``, of the item with focus.
    var focusedItemIndex: Int? { get }
    /// Moves focus to the item at `index` while the view has focus.
    func focusItem(at index: Int)
    /// Moves focus to the item the content prefers (or had last) while the
    /// view has focus.
    func focusPreferredItem()
}
