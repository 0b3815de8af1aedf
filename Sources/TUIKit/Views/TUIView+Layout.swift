// The layout pass.
//
// A pass runs from the root view (the window) down:
//
//   1. views that asked run updateConstraints(), deepest first;
//   2. the engine brings the solver up to date and, if anything changed,
//      copies the solution into frames (each edge rounded to a cell); a view
//      whose size changed, and the superview of any view that moved, now
//      need layout;
//   3. every view that needs layout runs layoutSubviews(), parents first;
//      if that changed constraints or hand-placed frames, steps 1–2 run
//      again before its subviews are visited.
//
// The pass repeats (at most a few times) while anything is still dirty, so
// layoutSubviews() overrides may place views by hand on top of Auto Layout.

extension TUIView {
    // MARK: - Requesting layout

    /// Marks the view as needing ``layoutSubviews()``; the layout happens in
    /// the next pass (before the next frame is drawn), once however many
    /// changes asked for it.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var view = storedSuperview
        while let ancestor = view, !ancestor.subtreeNeedsLayout {
            ancestor.subtreeNeedsLayout = true
            view = ancestor.storedSuperview
        }
        storedWindow?.setNeedsLayoutOfWindow()
    }

    /// Lays out the view's hierarchy now if any layout is pending: solves
    /// constraints, applies frames, and runs ``layoutSubviews()`` where needed.
    ///
    /// A view outside any window lays out its hierarchy on its own; its
    /// root's frame decides the available size (or, with
    /// ``translatesAutoresizingMaskIntoConstraints`` false on the root, its
    /// constraints do).
    public func layoutIfNeeded() {
        rootView.performLayoutPass()
    }

    /// Runs layout passes on this root view until nothing is dirty.
    func performLayoutPass() {
        let engine = layoutEngineIfNeeded()
        for _ in 0 ..< 8 {
            solveIfNeeded(engine)
            layoutSubtreeIfNeeded(engine)
            if !engine.hasPendingChanges, !needsLayoutFlag, !subtreeNeedsLayout { break }
        }
    }

    private func solveIfNeeded(_ engine: LayoutEngine) {
        guard engine.hasPendingChanges else { return }
        engine.updateConstraintsIfNeeded()
        if engine.flush() {
            engine.applySolution()
        }
    }

    private func layoutSubtreeIfNeeded(_ engine: LayoutEngine) {
        if needsLayoutFlag {
            needsLayoutFlag = false
            let controller = owningResponder as? TUIViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            solveIfNeeded(engine)
            updateSafeAreaOfSubviews()
            controller?.viewDidLayoutSubviews()
        }
        if subtreeNeedsLayout {
            subtreeNeedsLayout = false
            for subview in storedSubviews {
                subview.layoutSubtreeIfNeeded(engine)
            }
        }
    }

    /// Sizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        var frame = storedFrame
        frame.size = sizeThatFits(frame.size)
        setFrameByHand(frame)
    }

    // MARK: - Margins

    /// The default layout margins: one column on each side, no rows, since a
    /// terminal cell is about twice as tall as it is wide.
    public nonisolated static let defaultLayoutMargins = CellInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

    /// The spacing between sibling views that system-spacing anchors use: one cell.
    public nonisolated static let systemSpacing = 1.0

    /// The space between the view's edges and its content, as absolute
    /// insets: in this property `leading` is the left edge and `trailing` the
    /// right one, whatever the layout direction. See ``directionalLayoutMargins``.
    public var layoutMargins: CellInsets {
        get {
            var margins = storedDirectionalLayoutMargins
            if effectiveUserInterfaceLayoutDirection == .rightToLeft { swap(&margins.leading, &margins.trailing) }
            return margins
        }
        set {
            var margins = newValue
            if effectiveUserInterfaceLayoutDirection == .rightToLeft { swap(&margins.leading, &margins.trailing) }
            directionalLayoutMargins = margins
        }
    }

    /// The space between the view's edges and its content, following the
    /// layout direction: `leading` is left in left-to-right layouts and right
    /// in right-to-left ones. ``layoutMarginsGuide`` follows it.
    public var directionalLayoutMargins: CellInsets {
        get { storedDirectionalLayoutMargins }
        set {
            guard newValue != storedDirectionalLayoutMargins else { return }
            storedDirectionalLayoutMargins = newValue
            if let guide = storedLayoutMarginsGuide { updateSystemGuide(guide, insets: newValue, directional: true) }
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    // MARK: - Safe area

    /// The part of the view that window decorations or containers do not
    /// cover, as insets from its edges. A window's safe area is its whole
    /// bounds unless set otherwise; a view's is the overlap of its frame with
    /// its superview's safe area, updated at each layout pass.
    public var safeAreaInsets: CellInsets { storedSafeAreaInsets }

    /// Changes the safe area insets and tells the view; containers use this.
    func setSafeAreaInsets(_ insets: CellInsets) {
        guard insets != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = insets
        if let guide = storedSafeAreaLayoutGuide { updateSystemGuide(guide, insets: insets, directional: false) }
        safeAreaInsetsDidChange()
        setNeedsLayout()
        updateSafeAreaOfSubviews()
    }

    /// Gives each subview the part of this view's safe-area insets that
    /// overlaps it.
    func updateSafeAreaOfSubviews() {
        let insets = storedSafeAreaInsets
        if insets == .zero {
            for subview in storedSubviews {
                let insets = subview.additionalSafeAreaInsets
                if subview.storedSafeAreaInsets != insets { subview.setSafeAreaInsets(insets) }
            }
            return
        }
        let bounds = self.bounds
        let safe = Rect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: bounds.width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
        for subview in storedSubviews {
            let frame = subview.storedFrame
            subview.setSafeAreaInsets(
                CellInsets(
                    top: max(0, min(safe.minY - frame.minY, frame.height)),
                    leading: max(0, min(safe.minX - frame.minX, frame.width)),
                    bottom: max(0, min(frame.maxY - safe.maxY, frame.height)),
                    trailing: max(0, min(frame.maxX - safe.maxX, frame.width))
                ).adding(subview.additionalSafeAreaInsets))
        }
    }
}

extension TUIView {
    /// The insets the view's controller adds to the safe area it inherits.
    var additionalSafeAreaInsets: CellInsets {
        (owningResponder as? TUIViewController)?.effectiveAdditionalSafeAreaInsets ?? .zero
    }
}

extension CellInsets {
    /// These insets plus `other`, edge by edge.
    func adding(_ other: CellInsets) -> CellInsets {
        CellInsets(
            top: top + other.top, leading: leading + other.leading,
            bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }
}
