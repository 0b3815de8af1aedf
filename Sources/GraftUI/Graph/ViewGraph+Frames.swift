import GraftTerminal

// Stages two and three of a frame: layout (sizes and frames, from the root
// or from relayout boundaries) and drawing (only the damaged rows, into the
// frame retained from last time).

extension ViewGraph {
    // MARK: - Layout

    func setNeedsLayout() {
        layoutState.needsLayout = true
    }

    /// The screen the graph was last laid out for.
    var screenRect: Rect { Rect(origin: .zero, size: layoutState.lastSize ?? .zero) }

    /// Lays the root out in `size` if anything changed since the last layout.
    /// The root chooses its size within the proposal and is centered. Lazy
    /// stacks that replace estimated row heights with measured ones ask for
    /// another pass; a few passes settle any layout.
    public func layout(in size: Size) {
        for _ in 0 ..< 6 {
            if layoutState.needsLayout || layoutState.lastSize != size || layoutState.needsRelayout {
                relayout(in: size)
            } else if !layoutState.actionsAfterLayout.isEmpty {
                for action in layoutState.takeActionsAfterLayout() { action() }
            } else if let node = focusState.pendingReveal {
                // Scrolling a newly focused node into view needs its fresh frame.
                focusState.pendingReveal = nil
                if node.isAlive { scrollToVisible(node) }
            } else {
                break
            }
        }
        // Frames changed by an animated update animate in this layout only.
        animations.layoutAnimation = nil
        animations.animatedScopes.removeAll(keepingCapacity: true)
        // Lazy rows built while laying out queue their appear actions;
        // only an update runs them, so the host must make another frame.
        if !lifecycle.pendingActions.isEmpty { onNeedsUpdate?() }
        checkInvariants(after: "layout")
    }

    func layoutOnce(in size: Size) {
        layoutState.needsLayout = false
        layoutState.lastSize = size
        let safe = safeAreaRect
        let proposal = CellProposal(safe.size)
        let chosen = root.sizeThatFits(proposal)
        let origin = Point(
            x: safe.minX + CellMath.floorDivide(safe.width - chosen.width, 2),
            y: safe.minY + CellMath.floorDivide(safe.height - chosen.height, 2)
        )
        root.place(in: Rect(origin: origin, size: chosen), proposal: proposal)
    }

    // MARK: - Drawing

    func invalidateDisplay(_ rect: Rect) {
        let wasClean = drawing.damage.isEmpty
        drawing.damage.add(rect)
        if wasClean, !drawing.damage.isEmpty { onNeedsDisplay?() }
    }

    /// Whether any rows changed since the last ``takeDamage()``.
    package var hasDamage: Bool { !drawing.damage.isEmpty }

    /// The rows that changed since the last call (all of them the first
    /// time), for a host that keeps its own frame and redraws only those;
    /// the graph forgets them.
    package func takeDamage() -> DamageRegion {
        let taken = drawing.damage
        drawing.damage.removeAll()
        return taken
    }

    /// Draws the tree into `canvas`.
    public func draw(in canvas: inout Canvas) {
        root.draw(in: &canvas)
    }

    /// Updates, lays out for the canvas's size, and draws: one frame.
    public func render(in canvas: inout Canvas) {
        update()
        layout(in: canvas.size)
        draw(in: &canvas)
    }

    /// A frame of `size` rendered on a blank canvas.
    public func render(size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        render(in: &canvas)
        return canvas
    }

    /// The next frame of `size`: the previous frame with only the regions that
    /// changed drawn again (everything, the first time or after a resize).
    /// This is what a host presents each turn.
    public func renderFrame(size: Size) -> Canvas {
        update()
        layout(in: size)
        var canvas: Canvas
        if !drawing.damage.isFull, let retainedFrame = drawing.retainedFrame.take(), retainedFrame.size == size {
            canvas = retainedFrame
            for band in drawing.damage.bands(in: canvas.bounds) {
                canvas.withSavedState { canvas in
                    canvas.clip(to: band)
                    canvas.fill(band)
                    root.draw(in: &canvas)
                }
            }
        } else {
            canvas = Canvas(size: size)
            root.draw(in: &canvas)
        }
        drawing.damage.removeAll()
        drawing.retainedFrame = canvas
        return canvas
    }
}
