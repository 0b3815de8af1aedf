extension TUIView {
    // MARK: - Frame, bounds and center

    /// The view's rectangle in its superview's coordinate system, in cells.
    ///
    /// Setting the frame moves and resizes the view at once. When
    /// ``translatesAutoresizingMaskIntoConstraints`` is true (the default),
    /// the frame also becomes required constraints for Auto Layout. A view
    /// placed by constraints gets its frame from the solver on the next
    /// layout pass, which overwrites a frame set by hand.
    public var frame: Rect {
        get { storedFrame }
        set { setFrameByHand(newValue) }
    }

    /// The view's own coordinate system: its origin (zero unless the view
    /// scrolls its content) and its size, which is the frame's size.
    ///
    /// Setting the size keeps the ``center`` where it is; setting the origin
    /// shifts where subviews and drawing appear.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            if newValue.origin != boundsOrigin {
                // The content moves: where it showed and where it shows now.
                invalidateDisplay(coveredRect(withFrame: bounds), in: storedWindow)
                boundsOrigin = newValue.origin
                invalidateDisplay(coveredRect(withFrame: bounds), in: storedWindow)
            }
            if newValue.size != storedFrame.size {
                let center = self.center
                setFrameByHand(
                    Rect(
                        x: center.x - floorDivide(newValue.width, 2), y: center.y - floorDivide(newValue.height, 2),
                        width: newValue.width, height: newValue.height))
            }
        }
    }

    /// The center of the frame, in the superview's coordinates; for an odd
    /// size the center cell, for an even size the cell right of (below) the
    /// middle line. Setting it moves the view without resizing it.
    public var center: Point {
        get {
            Point(
                x: storedFrame.minX + floorDivide(storedFrame.width, 2),
                y: storedFrame.minY + floorDivide(storedFrame.height, 2))
        }
        set {
            var frame = storedFrame
            frame.origin = Point(x: newValue.x - floorDivide(frame.width, 2), y: newValue.y - floorDivide(frame.height, 2))
            setFrameByHand(frame)
        }
    }

    /// Changes the frame as app code does: Auto Layout hears of it.
    func setFrameByHand(_ newFrame: Rect) {
        let oldFrame = storedFrame
        guard newFrame != oldFrame else { return }
        storedFrame = newFrame
        frameWasSetByHand()
        frameDidChange(from: oldFrame)
    }

    /// Changes the frame inside a layout pass, which takes care of marking
    /// superviews: only the view's own layout need is recorded.
    func setFrameDuringLayout(_ newFrame: Rect) {
        let oldFrame = storedFrame
        let oldSize = storedFrame.size
        storedFrame = newFrame
        invalidateDisplayAfterMove(from: oldFrame)
        if oldSize != newFrame.size {
            needsLayoutFlag = true
            frameSizeDidChange()
        }
    }

    /// Changes the frame as the layout engine does.
    func applyLayoutFrame(_ newFrame: Rect) {
        let oldFrame = storedFrame
        guard newFrame != oldFrame else { return }
        storedFrame = newFrame
        frameDidChange(from: oldFrame)
    }

    private func frameDidChange(from oldFrame: Rect) {
        if oldFrame.size != storedFrame.size {
            setNeedsLayout()
            frameSizeDidChange()
        }
        superview?.setNeedsLayout()
        invalidateDisplayAfterMove(from: oldFrame)
    }

    /// Marks where the view showed with `oldFrame` and where it shows now.
    private func invalidateDisplayAfterMove(from oldFrame: Rect) {
        ViewAnimator.viewMoved(self, from: oldFrame)
        invalidateDisplayOfSubtree(withFrame: oldFrame)
        invalidateDisplayOfSubtree()
    }

    // MARK: - Converting coordinates

    /// The view's origin in its window's (or root view's) coordinates, where
    /// it is drawn: while an animation moves it, what a click lands on.
    var originInRoot: Point {
        var point = Point.zero
        var view: TUIView? = self
        while let current = view, let parent = current.superview {
            let origin = current.presentedOrigin
            point.x += origin.x - parent.boundsOrigin.x
            point.y += origin.y - parent.boundsOrigin.y
            view = parent
        }
        return point
    }

    /// Converts a point from this view's coordinates to another view's.
    ///
    /// - Parameters:
    ///   - point: A point in this view's bounds coordinates.
    ///   - view: The target view, or nil for the window (root) coordinates.
    ///     Both views must be in the same hierarchy.
    /// - Returns: The same cell in `view`'s coordinates. While an animation
    ///   moves a view, this is where it is drawn, as clicks are.
    public func convert(_ point: Point, to view: TUIView?) -> Point {
        let root = rootView
        let origin = originInRoot
        var result = Point(x: point.x - boundsOrigin.x + origin.x, y: point.y - boundsOrigin.y + origin.y)
        if let view {
            precondition(view.rootView === root, "TUIView.convert(_:to:): the views are in different hierarchies")
            let target = view.originInRoot
            result.x += view.boundsOrigin.x - target.x
            result.y += view.boundsOrigin.y - target.y
        }
        return result
    }

    /// Converts a point from another view's coordinates to this view's.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s bounds coordinates.
    ///   - view: The source view, or nil for window (root) coordinates.
    /// - Returns: The same cell in this view's coordinates.
    public func convert(_ point: Point, from view: TUIView?) -> Point {
        guard let view else {
            let origin = originInRoot
            return Point(x: point.x - origin.x + boundsOrigin.x, y: point.y - origin.y + boundsOrigin.y)
        }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to another view's.
    public func convert(_ rect: Rect, to view: TUIView?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    public func convert(_ rect: Rect, from view: TUIView?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: - Hit testing

    /// UIKit's hit-testing rule; see ``hitTest(_:with:)``.
    func defaultHitTest(_ point: Point, with event: TUIEvent?) -> TUIView? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            // Where the subview is drawn, so a click hits what it is on while it moves.
            let origin = subview.presentedOrigin
            let local = Point(x: point.x - origin.x + subview.boundsOrigin.x, y: point.y - origin.y + subview.boundsOrigin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

/// Integer division rounding toward negative infinity.
func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}
