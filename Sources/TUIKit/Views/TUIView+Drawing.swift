extension TUIView {
    // MARK: - Requesting a redraw

    /// Marks the view's bounds as needing to be drawn; the window draws a
    /// new frame on the next turn of the run loop, once however many views
    /// asked, and redraws only the rows that were marked.
    ///
    /// Call it when something that ``draw(_:in:)`` shows changes. Changes
    /// of frame, bounds, hierarchy, visibility, background, traits and
    /// focus mark what they touch themselves.
    public func setNeedsDisplay() {
        invalidateDisplay(bounds, in: storedWindow)
    }

    /// Marks part of the view as needing to be drawn. The window redraws
    /// whole rows: every row `rect` touches is drawn again, with whatever
    /// shows in it.
    ///
    /// - Parameter rect: The part to redraw, in bounds coordinates.
    public func setNeedsDisplay(_ rect: Rect) {
        invalidateDisplay(rect, in: storedWindow)
    }

    // MARK: - Rendering

    /// Draws the view and its subviews into `canvas`, whose origin is the
    /// superview's bounds origin.
    ///
    /// Order: the background fill, ``draw(_:in:)`` clipped to the bounds,
    /// the subviews (clipped to the bounds only with ``clipsToBounds``), then
    /// ``attributesOverSubviews``, then the focus effect when the view is focused.
    func render(in canvas: inout Canvas) {
        guard !storedIsHidden else { return }
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.translateBy(x: storedFrame.minX + presentationOffset.x, y: storedFrame.minY + presentationOffset.y)
        let local = Rect(origin: .zero, size: storedFrame.size)

        canvas.saveState()
        canvas.clip(to: local)
        if !canvas.clipRect.isEmpty {
            if let color = storedBackgroundColor {
                canvas.fill(local, with: .blank(Style(background: terminalColor(color))))
            }
            canvas.translateBy(x: -boundsOrigin.x, y: -boundsOrigin.y)
            draw(bounds, in: &canvas)
        }
        canvas.restoreState()

        canvas.saveState()
        if storedClipsToBounds { canvas.clip(to: local) }
        canvas.translateBy(x: -boundsOrigin.x, y: -boundsOrigin.y)
        for subview in storedSubviews {
            subview.render(in: &canvas)
        }
        canvas.restoreState()

        if let marks = attributesOverSubviews {
            canvas.saveState()
            canvas.clip(to: local)
            canvas.addAttributes(marks, in: local)
            canvas.restoreState()
        }
        if let effect = focusEffect, isFocused {
            canvas.clip(to: local)
            effect.apply(to: local, in: &canvas)
        }
    }
}

/// How a focused view shows that it has focus.
///
/// The window draws the effect over the focused view's cells after the view
/// and its subviews have drawn. Views that draw their own focus style (such
/// as ``TUIButton``) set ``TUIView/focusEffect`` to nil.
public struct TUIFocusEffect: Hashable, Sendable {
    /// Attributes added to every cell of the focused view.
    public var attributes: TextAttributes

    /// Creates an effect that adds `attributes` to the focused view's cells.
    public init(attributes: TextAttributes = [.reverse]) {
        self.attributes = attributes
    }

    /// Reverse video: the focused view's colors swap. The default.
    public static let highlight = TUIFocusEffect(attributes: [.reverse])

    /// Underlined text.
    public static let underline = TUIFocusEffect(attributes: [.underline])

    /// Draws the effect over `rect`, in local coordinates, within the clip.
    func apply(to rect: Rect, in canvas: inout Canvas) {
        canvas.addAttributes(attributes, in: rect)
    }
}

extension TUIView {
    /// Lays out the view's hierarchy if needed and draws the view and its
    /// subviews into `canvas`, with the view's top-left cell at the canvas's
    /// current origin. Snapshot tests use this to see a view as the window
    /// would draw it.
    ///
    /// - Parameter canvas: Where to draw.
    public func drawHierarchy(in canvas: inout Canvas) {
        layoutIfNeeded()
        canvas.saveState()
        canvas.translateBy(x: -storedFrame.minX, y: -storedFrame.minY)
        render(in: &canvas)
        canvas.restoreState()
    }
}
