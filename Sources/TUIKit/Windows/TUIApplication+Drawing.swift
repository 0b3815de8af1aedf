import GraftTerminal

extension TUIApplication {
    /// Lays out every window and draws the visible ones, lowest level first.
    ///
    /// With `contents` ``MainLoop/CanvasContents/previousFrame`` the canvas
    /// holds the last frame this method drew, and only the rows views marked
    /// (see ``TUIView/setNeedsDisplay(_:)``) are drawn again: each is
    /// cleared and every window draws into it, clipped to it, in z-order, so
    /// the result is the frame a full redraw would make. Debug builds check
    /// that, cell for cell, after every such frame.
    func drawFrame(into canvas: inout Canvas, contents: MainLoop.CanvasContents) {
        isDrawing = true
        defer { isDrawing = false }
        let ordered = visibleWindowsInOrder
        for window in ordered {
            window.layoutIfNeeded()
            window.settleFocus()
            // Focus that moved can change what is laid out (hosted content).
            window.layoutIfNeeded()
            window.runFrameChecks()
        }
        var damage = DamageRegion(isFull: false)
        for window in windows { damage.formUnion(window.damage) }
        let shown = ordered.map(ObjectIdentifier.init)
        if contents == .blank || drawnSize != canvas.size || drawnWindows != shown { damage.addAll() }
        drawnSize = canvas.size
        drawnWindows = shown
        drawnDamage = damage
        for window in windows { window.damage.removeAll() }

        if damage.isFull {
            if contents == .previousFrame { canvas.clear() }
            draw(ordered, in: &canvas, within: canvas.bounds)
        } else {
            for band in damage.bands(in: canvas.bounds) {
                canvas.withSavedState { canvas in
                    canvas.clip(to: band)
                    canvas.fill(band)
                    draw(ordered, in: &canvas, within: band)
                }
            }
            #if GRAFT_INTERNAL_CHECKS
                checkIncrementalFrame(canvas, of: ordered)
            #endif
        }
        mainLoop?.surface.setCursor(textCursorLocation)
    }

    /// The windows that show, lowest level first (in the order they were
    /// added within a level).
    private var visibleWindowsInOrder: [TUIWindow] {
        windows.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
            .filter { !$0.isHidden }
    }

    /// Whether the last frame was drawn from damage rather than whole.
    var lastFrameWasIncremental: Bool { !drawnDamage.isFull }

    /// The rows the last frame drew again, top to bottom.
    var lastFrameRedrawnRows: [Int] {
        drawnDamage.bands(in: Rect(origin: .zero, size: drawnSize ?? .zero)).flatMap { $0.minY ..< $0.maxY }
    }

    /// The windows as they are now, drawn whole on a blank canvas of `size`
    /// (nothing is laid out); what a frame drawn from damage must equal.
    func fullFrame(size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        draw(visibleWindowsInOrder, in: &canvas, within: canvas.bounds)
        return canvas
    }

    private func draw(_ windows: [TUIWindow], in canvas: inout Canvas, within rect: Rect) {
        for window in windows {
            window.render(in: &canvas)
            window.paintAppearance(in: &canvas, within: rect)
        }
    }

    #if GRAFT_INTERNAL_CHECKS
        /// Traps when `frame`, drawn from damage, differs from a full redraw of
        /// the same windows: some change did not mark what it touched.
        private func checkIncrementalFrame(_ frame: Canvas, of windows: [TUIWindow]) {
            let full = fullFrame(size: frame.size)
            guard full != frame else { return }
            var report: [String] = []
            for y in 0 ..< frame.size.height where frame.row(y) != full.row(y) {
                let drawn = String(frame.row(y).map(\.character))
                let expected = String(full.row(y).map(\.character))
                let index = frame.row(y).indices.first { frame.cells[$0] != full.cells[$0] } ?? y * frame.size.width
                let x = index - y * frame.size.width
                let views = windows.reversed().compactMap { $0.deepestView(at: Point(x: x, y: y)) }
                    .map { String(describing: type(of: $0)) }
                report.append(
                    "row \(y), from column \(x) under \(views.joined(separator: ", ")): drawn \(frame.cells[index]), expected \(full.cells[index])\n"
                        + "  drawn:    \(drawn)\n  expected: \(expected)")
                if report.count == 4 { break }
            }
            preconditionFailure(
                "TUIKit drew a frame from damage that differs from a full redraw; a change did not call setNeedsDisplay:\n"
                    + report.joined(separator: "\n"))
        }
    #endif
}

#if GRAFT_INTERNAL_CHECKS
    extension TUIView {
        /// The frontmost visible view under `point` (in the superview's
        /// coordinates), ignoring whether it takes events; for reports.
        func deepestView(at point: Point) -> TUIView? {
            guard !storedIsHidden, storedFrame.contains(point) else { return nil }
            let local = Point(x: point.x - storedFrame.minX + boundsOrigin.x, y: point.y - storedFrame.minY + boundsOrigin.y)
            for subview in storedSubviews.reversed() {
                if let found = subview.deepestView(at: local) { return found }
            }
            return self
        }
    }
#endif
