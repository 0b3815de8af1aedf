import Cassowary

extension TUIView {
    // MARK: - Anchors

    /// The leading edge: left, or right in right-to-left layouts.
    public var leadingAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right, or left in right-to-left layouts.
    public var trailingAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: TUILayoutYAxisAnchor { TUILayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: TUILayoutYAxisAnchor { TUILayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: TUILayoutYAxisAnchor { TUILayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: TUILayoutDimension { TUILayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: TUILayoutDimension { TUILayoutDimension(item: self, attribute: .height) }

    // MARK: - Constraints the view holds

    /// The active constraints held by this view: those whose nearest common
    /// ancestor it is, in the order they were activated.
    public var constraints: [TUILayoutConstraint] { heldConstraints.all }

    /// Activates a constraint, held by this view, which must be an ancestor
    /// (or the view) of the constraint's items. Prefer
    /// ``TUILayoutConstraint/isActive``, which finds the holder itself.
    public func addConstraint(_ constraint: TUILayoutConstraint) {
        guard !constraint.isActive else { return }
        for item in [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap({ $0 }) {
            guard let view = item.layoutHierarchyView, view.isDescendant(of: self) else {
                preconditionFailure("TUIView.addConstraint(_:): \(constraint) mentions an item outside this view's subtree")
            }
        }
        hold(constraint)
    }

    /// Activates constraints held by this view; see ``addConstraint(_:)``.
    public func addConstraints(_ constraints: [TUILayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint held by this view.
    public func removeConstraint(_ constraint: TUILayoutConstraint) {
        guard constraint.holder === self else { return }
        release(constraint)
    }

    /// Deactivates constraints held by this view.
    public func removeConstraints(_ constraints: [TUILayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Makes this view hold an active constraint and queues it for the solver.
    func hold(_ constraint: TUILayoutConstraint) {
        guard heldConstraints.append(constraint) else { return }
        constraint.holder = self
        let key = ObjectIdentifier(constraint)
        constraint.firstLayoutItem?.referencingConstraints[key] = constraint
        constraint.secondLayoutItem?.referencingConstraints[key] = constraint
        let root = rootView
        root.layoutEngine?.add(constraint)
        root.setNeedsLayout()
    }

    /// Deactivates a constraint this view holds.
    func release(_ constraint: TUILayoutConstraint) {
        guard heldConstraints.remove(constraint) else { return }
        constraint.holder = nil
        let key = ObjectIdentifier(constraint)
        constraint.firstLayoutItem?.referencingConstraints[key] = nil
        constraint.secondLayoutItem?.referencingConstraints[key] = nil
        constraint.engine?.remove(constraint)
        rootView.setNeedsLayout()
    }

    /// The nearest view that is an ancestor of (or the same as) both views.
    func nearestCommonAncestor(with other: TUIView) -> TUIView? {
        var a: TUIView? = self, b: TUIView? = other
        var depthA = depth, depthB = other.depth
        while depthA > depthB {
            a = a?.storedSuperview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.storedSuperview
            depthB -= 1
        }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.storedSuperview
            b = y.storedSuperview
        }
        return nil
    }

    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var view = storedSuperview
        while let current = view {
            count += 1
            view = current.storedSuperview
        }
        return count
    }

    // MARK: - Frames as constraints

    /// Whether the view's frame becomes constraints; true by default for
    /// views made in code, as in UIKit.
    ///
    /// While true, the frame (and ``autoresizingMask``) is turned into
    /// required constraints relative to the superview, so other constraints
    /// on the view's position or size conflict with it. Set it to false for
    /// every view you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != storedTranslatesAutoresizingMaskIntoConstraints else { return }
            storedTranslatesAutoresizingMaskIntoConstraints = newValue
            autoresizingReferenceSize = storedSuperview?.storedFrame.size ?? .zero
            layoutEngine?.rootDidChange()
            invalidateImplicitConstraints(.autoresizing)
        }
    }

    /// How the frame follows the superview's size while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true; empty by default.
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            guard newValue != storedAutoresizingMask else { return }
            storedAutoresizingMask = newValue
            autoresizingReferenceSize = storedSuperview?.storedFrame.size ?? .zero
            invalidateImplicitConstraints(.autoresizing)
        }
    }

    /// Records a frame set by app code: it is the new reference for the
    /// autoresizing mask and, for a root, for the engine's root size.
    func frameWasSetByHand() {
        if storedTranslatesAutoresizingMaskIntoConstraints, let superview = storedSuperview {
            autoresizingReferenceSize = superview.storedFrame.size
            invalidateImplicitConstraints(.autoresizing)
        } else if storedSuperview == nil, let layoutEngine {
            layoutEngine.rootDidChange()
            setNeedsLayout()
        }
    }

    // MARK: - Intrinsic size and its priorities

    /// The value of a component of ``intrinsicContentSize`` that means "no
    /// natural size along this axis".
    public nonisolated static let noIntrinsicMetric = -1

    /// Tells Auto Layout that ``intrinsicContentSize`` changed. The view's
    /// hugging and compression-resistance constraints are replaced (never
    /// duplicated) on the next layout pass.
    public func invalidateIntrinsicContentSize() {
        invalidateImplicitConstraints(.contentSize)
        storedSuperview?.arrangedSubviewIntrinsicSizeDidChange(self)
    }

    /// How strongly the view resists growing beyond its intrinsic size
    /// along `axis`; ``TUILayoutPriority/defaultLow`` (250) by default.
    public func contentHuggingPriority(for axis: TUILayoutConstraint.Axis) -> TUILayoutPriority {
        axis == .horizontal ? contentPriorities.horizontalHugging : contentPriorities.verticalHugging
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size.
    public func setContentHuggingPriority(_ priority: TUILayoutPriority, for axis: TUILayoutConstraint.Axis) {
        _ = priority.strength
        if axis == .horizontal { contentPriorities.horizontalHugging = priority } else { contentPriorities.verticalHugging = priority }
        invalidateImplicitConstraints(.contentSize)
    }

    /// How strongly the view resists shrinking below its intrinsic size
    /// along `axis`; ``TUILayoutPriority/defaultHigh`` (750) by default.
    public func contentCompressionResistancePriority(for axis: TUILayoutConstraint.Axis) -> TUILayoutPriority {
        axis == .horizontal
            ? contentPriorities.horizontalCompressionResistance : contentPriorities.verticalCompressionResistance
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: TUILayoutPriority, for axis: TUILayoutConstraint.Axis) {
        _ = priority.strength
        if axis == .horizontal {
            contentPriorities.horizontalCompressionResistance = priority
        } else {
            contentPriorities.verticalCompressionResistance = priority
        }
        invalidateImplicitConstraints(.contentSize)
    }

    // MARK: - Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = true
        let root = rootView
        root.layoutEngine?.viewsNeedingConstraintUpdate.append(self)
        root.setNeedsLayout()
    }

    /// Whether the view asked for ``updateConstraints()``.
    public func needsUpdateConstraints() -> Bool {
        needsUpdateConstraintsFlag
    }

    /// Runs pending ``updateConstraints()`` calls in the view's subtree now,
    /// deepest views first.
    public func updateConstraintsIfNeeded() {
        var rounds = 0
        while rounds < 16 {
            rounds += 1
            var flagged: [(view: TUIView, depth: Int)] = []
            forEachInSubtree { view in
                if view.needsUpdateConstraintsFlag { flagged.append((view, view.depth)) }
            }
            guard !flagged.isEmpty else { return }
            for entry in flagged.sorted(by: { $0.depth > $1.depth }) where entry.view.needsUpdateConstraintsFlag {
                entry.view.needsUpdateConstraintsFlag = false
                entry.view.updateConstraints()
            }
        }
    }

    // MARK: - Layout guides

    /// The guides added to the view with ``addLayoutGuide(_:)``.
    public var layoutGuides: [TUILayoutGuide] { storedLayoutGuides }

    /// Adds a layout guide, which the view then owns.
    ///
    /// - Parameter layoutGuide: A guide not owned by another view.
    public func addLayoutGuide(_ layoutGuide: TUILayoutGuide) {
        if layoutGuide.owningView === self { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        storedLayoutGuides.append(layoutGuide)
    }

    /// Removes a layout guide and deactivates the constraints that mention it.
    public func removeLayoutGuide(_ layoutGuide: TUILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for constraint in Array(layoutGuide.referencingConstraints.values) { constraint.isActive = false }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The view's bounds inset by ``layoutMargins``, for constraints.
    public var layoutMarginsGuide: TUILayoutGuide {
        if let guide = storedLayoutMarginsGuide { return guide }
        let guide = makeSystemGuide(named: "TUIViewLayoutMarginsGuide")
        storedLayoutMarginsGuide = guide
        updateSystemGuide(guide, insets: storedDirectionalLayoutMargins, directional: true)
        return guide
    }

    /// The view's bounds inset by ``safeAreaInsets``, for constraints.
    public var safeAreaLayoutGuide: TUILayoutGuide {
        if let guide = storedSafeAreaLayoutGuide { return guide }
        let guide = makeSystemGuide(named: "TUIViewSafeAreaLayoutGuide")
        storedSafeAreaLayoutGuide = guide
        updateSystemGuide(guide, insets: storedSafeAreaInsets, directional: false)
        return guide
    }

    private func makeSystemGuide(named name: String) -> TUILayoutGuide {
        let guide = TUILayoutGuide()
        guide.identifier = name
        guide.owningView = self
        return guide
    }

    /// Ties a system guide to the view's edges inset by `insets`, replacing
    /// its previous constraints; `directional` insets follow the layout
    /// direction, others are left and right.
    func updateSystemGuide(_ guide: TUILayoutGuide, insets: CellInsets, directional: Bool) {
        let engine = rootView.layoutEngine
        for constraint in guide.systemConstraints { engine?.remove(constraint) }
        let name = guide.identifier
        func edge(_ attribute: TUILayoutConstraint.Attribute, _ constant: Int) -> TUILayoutConstraint {
            let constraint = TUILayoutConstraint(guide, attribute, .equal, self, attribute, constant: Double(constant))
            constraint.systemKind = .layoutGuide(name)
            return constraint
        }
        guide.systemConstraints = [
            edge(directional ? .leading : .left, insets.leading), edge(directional ? .trailing : .right, -insets.trailing),
            edge(.top, insets.top), edge(.bottom, -insets.bottom),
        ]
        if let engine { for constraint in guide.systemConstraints { engine.add(constraint) } }
        rootView.setNeedsLayout()
    }

    /// Calls `body` with every layout guide of the view, system guides included.
    func forEachLayoutGuide(_ body: (TUILayoutGuide) -> Void) {
        for guide in storedLayoutGuides { body(guide) }
        if let guide = storedLayoutMarginsGuide { body(guide) }
        if let guide = storedSafeAreaLayoutGuide { body(guide) }
    }

    // MARK: - Fitting size

    /// The smallest size a view can have: use as the target of
    /// ``systemLayoutSizeFitting(_:)`` to get the most compact layout.
    public nonisolated static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// A very large size: use as the target of ``systemLayoutSizeFitting(_:)``
    /// to get the largest layout the constraints allow.
    public nonisolated static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

    /// The size the view's constraints give it when it is as close as
    /// possible to `targetSize`, at ``TUILayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when it is asked to be
    /// `targetSize` with the given priorities (required fixes that side).
    ///
    /// Only constraints inside the view's subtree count; the view's own
    /// frame does not. The live layout is not changed.
    ///
    /// - Parameters:
    ///   - targetSize: The size to approach.
    ///   - horizontalFittingPriority: How strongly to pursue the width.
    ///   - verticalFittingPriority: How strongly to pursue the height.
    /// - Returns: The fitting size, each side rounded to a cell.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: TUILayoutPriority,
        verticalFittingPriority: TUILayoutPriority
    ) -> Size {
        let engine = rootView.layoutEngine
        updateConstraintsIfNeeded()
        let solver = Solver()
        let variables = layoutVariables
        try? solver.addConstraint(variables.minX == 0)
        try? solver.addConstraint(variables.minY == 0)
        try? solver.addConstraint((variables.width == Double(targetSize.width)).withStrength(horizontalFittingPriority.strength))
        try? solver.addConstraint((variables.height == Double(targetSize.height)).withStrength(verticalFittingPriority.strength))
        let rightToLeft = engine?.isRightToLeft ?? (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        forEachInSubtree { view in
            if !view.staleImplicitConstraints.isEmpty {
                view.refreshImplicitConstraints(in: view.rootView.layoutEngine)
            }
            if view !== self {
                for constraint in view.autoresizingConstraints {
                    try? solver.addConstraint(constraint.solverConstraint(rightToLeft: rightToLeft))
                }
            }
            for constraint in view.contentSizeConstraints {
                try? solver.addConstraint(constraint.solverConstraint(rightToLeft: rightToLeft))
            }
            view.forEachLayoutGuide { guide in
                for constraint in guide.systemConstraints {
                    try? solver.addConstraint(constraint.solverConstraint(rightToLeft: rightToLeft))
                }
            }
            for constraint in view.heldConstraints.all {
                try? solver.addConstraint(constraint.solverConstraint(rightToLeft: rightToLeft))
            }
        }
        return Size(
            width: cellEdge(solver.value(of: variables.width)), height: cellEdge(solver.value(of: variables.height)))
    }

    // MARK: - Debugging

    /// Whether Auto Layout leaves the view's position or size undetermined.
    ///
    /// Lays out the hierarchy first. Detects a view whose left, top, width
    /// or height could move without breaking any constraint or worsening
    /// any priority: missing constraints, or optional constraints of equal
    /// priority pulling against each other. As in UIKit, not every
    /// ambiguity is found: the stack view breaks its own ties, and a frame
    /// set by hand always determines a view.
    public var hasAmbiguousLayout: Bool {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.layoutEngine else { return false }
        return engine.isAmbiguous(self)
    }

    // MARK: - Moving in the hierarchy

    /// Called before the view leaves its superview: deactivates constraints
    /// that tie its subtree to views outside it, and takes its constraints
    /// out of the engine.
    func layoutHierarchyWillDetach() {
        var crossing: [TUILayoutConstraint] = []
        forEachInSubtree { view in
            var items: [any LayoutItem] = [view]
            view.forEachLayoutGuide { items.append($0) }
            for item in items {
                for constraint in item.referencingConstraints.values {
                    if let holder = constraint.holder, !holder.isDescendant(of: self) { crossing.append(constraint) }
                }
            }
        }
        for constraint in crossing { constraint.isActive = false }
        rootView.layoutEngine?.detach(self)
    }

    /// Called after the view joined a superview: its frame constraints now
    /// relate to the new superview, and its constraints join the engine.
    func layoutHierarchyDidAttach() {
        autoresizingReferenceSize = storedSuperview?.storedFrame.size ?? .zero
        staleImplicitConstraints.insert(.autoresizing)
        rootView.layoutEngine?.attach(self)
    }

    /// The engine of this root view, made (with every constraint of the
    /// hierarchy queued) when first needed.
    func layoutEngineIfNeeded() -> LayoutEngine {
        if let layoutEngine { return layoutEngine }
        let engine = LayoutEngine(root: self)
        layoutEngine = engine
        engine.attach(self)
        return engine
    }
}

extension TUILayoutConstraint {
    /// The two axes along which content hugs and resists compression.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
