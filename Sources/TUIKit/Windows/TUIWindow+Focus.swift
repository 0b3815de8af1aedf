extension TUIWindow {
    // MARK: - Focus

    /// The view with keyboard focus, if any. Tab and Shift-Tab move focus
    /// among views whose ``TUIView/canBecomeFocused`` is true, in reading
    /// order; a click focuses the view clicked (or its nearest focusable
    /// ancestor).
    public var focusedView: TUIView? { storedFocusedView }

    /// Moves focus to `view`, if it can take focus now.
    ///
    /// - Parameter view: A focusable view in this window.
    /// - Returns: Whether `view` has focus now.
    /// A view that has not been laid out yet (a screen presented during a
    /// layout pass) gets focus after the next layout instead.
    @discardableResult
    public func requestFocusUpdate(to view: TUIView) -> Bool {
        if setFocus(to: view, heading: .none) { return true }
        if view.storedWindow === self, view.canBecomeFocused, view.storedFrame.isEmpty {
            pendingFocusRequest = view
            setNeedsLayoutOfWindow()
        }
        return false
    }

    /// Gives focus to the view a request was waiting on, once it is laid out.
    func applyPendingFocusRequest() {
        guard let view = pendingFocusRequest else { return }
        pendingFocusRequest = nil
        _ = setFocus(to: view, heading: .none)
    }

    /// Moves focus to the next or previous focusable view in reading order,
    /// wrapping around; with nothing focused, to the first or last one.
    ///
    /// - Parameter heading: ``TUIFocusHeading/next`` or ``TUIFocusHeading/previous``.
    /// - Returns: Whether focus moved.
    @discardableResult
    public func moveFocus(_ heading: TUIFocusHeading) -> Bool {
        layoutIfNeeded()
        let candidates = focusableViewsInReadingOrder()
        guard !candidates.isEmpty else { return false }
        let current = storedFocusedView.flatMap { focused in candidates.firstIndex { $0 === focused } }
        let index: Int
        switch heading {
        case .next: index = current.map { ($0 + 1) % candidates.count } ?? 0
        case .previous: index = current.map { ($0 - 1 + candidates.count) % candidates.count } ?? candidates.count - 1
        case .none: return false
        }
        return setFocus(to: candidates[index], heading: heading)
    }

    /// The focusable views, top to bottom and then left to right by their
    /// frames in window coordinates; views at the same cell keep
    /// hierarchy order.
    func focusableViewsInReadingOrder() -> [TUIView] {
        var found: [(view: TUIView, origin: Point, order: Int)] = []
        func visit(_ view: TUIView, origin: Point) {
            guard !view.storedIsHidden, view.isUserInteractionEnabled else { return }
            if view !== self, view.canBecomeFocused, !view.storedFrame.isEmpty {
                found.append((view, origin, found.count))
            }
            for subview in view.storedSubviews {
                visit(subview, origin: Point(
                    x: origin.x + subview.storedFrame.minX - view.boundsOrigin.x,
                    y: origin.y + subview.storedFrame.minY - view.boundsOrigin.y))
            }
        }
        visit(self, origin: .zero)
        return found.sorted {
            ($0.origin.y, $0.origin.x, $0.order) < ($1.origin.y, $1.origin.x, $1.order)
        }.map(\.view)
    }

    /// Moves focus, telling both views, and keeps the first responder in
    /// step: a focused view that can become first responder does, and the
    /// previous first responder resigns otherwise.
    @discardableResult
    func setFocus(to view: TUIView?, heading: TUIFocusHeading) -> Bool {
        if let view {
            guard view.storedWindow === self, view.isFocusable else { return false }
        }
        let previous = storedFocusedView
        guard previous !== view else { return true }
        storedFocusedView = view
        let context = TUIFocusUpdateContext(previouslyFocusedView: previous, nextFocusedView: view, focusHeading: heading)
        previous?.didUpdateFocus(in: context)
        view?.didUpdateFocus(in: context)
        if let view, view.canBecomeFirstResponder {
            _ = view.becomeFirstResponder()
        } else if let responder = storedFirstResponder as? TUIView, responder !== view {
            _ = responder.resignFirstResponder()
        }
        setNeedsDisplayOfWindow()
        return true
    }
}
