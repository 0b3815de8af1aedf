import GraftTerminal

/// Where a view's changes land in its window's retained frame: the window
/// redraws only the rows that something marked (see ``TUIView/setNeedsDisplay(_:)``).
extension TUIView {
    /// Marks `rect`, in this view's bounds coordinates, as needing to be
    /// drawn again in `window`, which is this view's window or the one it is
    /// joining. Parts outside clipping ancestors and views under a hidden
    /// ancestor draw nothing, so they mark nothing.
    func invalidateDisplay(_ rect: Rect, in window: TUIWindow?) {
        guard let window, !rect.isEmpty else { return }
        var rect = rect
        var view = self
        while true {
            if view.storedIsHidden { return }
            if view.storedClipsToBounds {
                rect = rect.intersection(view.bounds)
                if rect.isEmpty { return }
            }
            let origin = view.presentedOrigin
            rect = rect.offsetBy(dx: origin.x - view.boundsOrigin.x, dy: origin.y - view.boundsOrigin.y)
            guard let parent = view.storedSuperview else { break }
            view = parent
        }
        // Only a hierarchy rooted in the window is drawn by it.
        guard view === window else { return }
        window.addDamage(rect)
    }

    /// The cells the view and its subviews may draw in, in its superview's
    /// coordinates, were its frame `frame`: subviews can draw outside the
    /// bounds of a view that does not clip them.
    func coveredRect(withFrame frame: Rect) -> Rect {
        var covered = frame
        guard !storedClipsToBounds else { return covered }
        let dx = frame.minX - boundsOrigin.x
        let dy = frame.minY - boundsOrigin.y
        for subview in storedSubviews where !subview.storedIsHidden {
            let rect = subview.coveredRect(withFrame: subview.presentedFrame).offsetBy(dx: dx, dy: dy)
            if rect.isEmpty { continue }
            covered = covered.isEmpty ? rect : covered.union(rect)
        }
        return covered
    }

    /// Marks everything the view and its subviews show, where they show it
    /// now; for changes that move or hide a whole subtree.
    func invalidateDisplayOfSubtree() {
        invalidateDisplayOfSubtree(withFrame: storedFrame)
    }

    /// Marks what the view and its subviews show, were its frame `frame`
    /// (where it was, before a move); a window marks itself whole. The view
    /// is drawn `presentationOffset` away from `frame`.
    func invalidateDisplayOfSubtree(withFrame frame: Rect) {
        if let superview = storedSuperview {
            let drawn = frame.offsetBy(dx: presentationOffset.x, dy: presentationOffset.y)
            superview.invalidateDisplay(coveredRect(withFrame: drawn), in: storedWindow)
        } else if let window = self as? TUIWindow {
            window.setNeedsDisplayOfWindow()
        }
    }

    /// Marks where `subview`, a subview joining or leaving, shows.
    func invalidateDisplay(ofSubview subview: TUIView) {
        invalidateDisplay(subview.coveredRect(withFrame: subview.presentedFrame), in: storedWindow)
    }

    /// Where the view is drawn, in its superview's coordinates: its frame,
    /// moved by an animation in flight.
    var presentedFrame: Rect {
        storedFrame.offsetBy(dx: presentationOffset.x, dy: presentationOffset.y)
    }

    /// The origin of ``presentedFrame``.
    var presentedOrigin: Point {
        Point(x: storedFrame.minX + presentationOffset.x, y: storedFrame.minY + presentationOffset.y)
    }

    /// Moves where the view is drawn, marking where it showed and where it shows.
    func setPresentationOffset(_ offset: Point) {
        guard offset != presentationOffset else { return }
        invalidateDisplayOfSubtree()
        presentationOffset = offset
        invalidateDisplayOfSubtree()
    }
}

/// A view's check before each frame, held without keeping the view alive.
struct FrameCheck {
    weak var view: TUIView?
    let check: @MainActor () -> Void
}
