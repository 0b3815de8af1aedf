import Cassowary

/// The Auto Layout engine of one view hierarchy: a Cassowary solver holding
/// the constraints of every view under a root (a window, or a view laid out
/// on its own).
///
/// Changes are queued and reach the solver in ``flush()``, once per layout
/// pass, so building a hierarchy and activating its constraints costs one
/// batch of additions; a constraint added and removed before the pass never
/// reaches the solver. The root's size is a pair of edit variables, set
/// before any other constraint is added (the solver is much faster that
/// way), so resizing a window is a `suggestValue`, not a rebuild.
///
/// ```
///  activate / deactivate ─┐
///  constant change ───────┼─▶ queued adds/removes ─▶ flush() ─▶ solver ─▶ applySolution() ─▶ frames
///  frame of the root ─────┘         (cancel out)                  (rejects conflicts)
/// ```
///
/// A required constraint that contradicts the installed ones is rejected
/// (the newest loses), reported through ``TUILayoutDiagnostics``, and tried
/// again whenever constraints are removed.
@MainActor
final class LayoutEngine {
    unowned let root: TUIView
    let solver = Solver()

    /// The priority of the root's size: above anything an app uses short of required.
    static let rootSizeStrength = Strength(priority: 999.999)

    private var installed: [ObjectIdentifier: Constraint] = [:]
    private var sources: [ObjectIdentifier: TUILayoutConstraint] = [:]
    private var pendingAdds: [(Constraint, TUILayoutConstraint)] = []
    private var queuedAdds: Set<ObjectIdentifier> = []
    private var pendingRemoves: [Constraint] = []
    private var queuedRemoves: Set<ObjectIdentifier> = []
    private var rejected: [(Constraint, TUILayoutConstraint)] = []

    /// Views whose own constraints (frame, intrinsic size) must be rebuilt.
    var staleViews: [TUIView] = []
    /// Views that asked for ``TUIView/updateConstraints()``.
    var viewsNeedingConstraintUpdate: [TUIView] = []

    private var isStarted = false
    /// Set when the root's frame or its way of sizing changed.
    private var rootIsDirty = true
    private var editsRootSize = false
    private var suggestedSize: Size?
    private var rootOrigin: Point?
    private var rootOriginConstraints: [TUILayoutConstraint] = []
    private(set) var isRightToLeft = false

    init(root: TUIView) {
        self.root = root
        isRightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Whether anything waits to reach the solver.
    var hasPendingChanges: Bool {
        !pendingAdds.isEmpty || !pendingRemoves.isEmpty || !staleViews.isEmpty
            || !viewsNeedingConstraintUpdate.isEmpty || rootNeedsSync
    }

    private var rootNeedsSync: Bool {
        guard rootIsDirty else { return false }
        let frame = root.storedFrame
        return !isStarted || frame.origin != rootOrigin || root.rootSizeComesFromFrame != editsRootSize
            || (editsRootSize && frame.size != suggestedSize)
    }

    /// Records that the root's frame, or whether its frame decides its
    /// size, may have changed.
    func rootDidChange() {
        rootIsDirty = true
    }

    /// The number of constraints in the solver, for tests and benchmarks.
    var installedCount: Int { installed.count }

    /// Constraints the solver rejected, oldest first.
    var rejectedConstraints: [TUILayoutConstraint] { rejected.map(\.1) }

    // MARK: - Queuing changes

    /// Queues a constraint for the solver.
    func add(_ constraint: TUILayoutConstraint) {
        if let other = constraint.engine {
            if other === self, constraint.engineConstraint != nil { return }
            other.remove(constraint)
        }
        let solverConstraint = constraint.solverConstraint(rightToLeft: isRightToLeft)
        constraint.engine = self
        constraint.engineConstraint = solverConstraint
        let key = ObjectIdentifier(solverConstraint)
        if queuedRemoves.remove(key) != nil { return }
        guard installed[key] == nil, queuedAdds.insert(key).inserted else { return }
        pendingAdds.append((solverConstraint, constraint))
    }

    /// Queues a constraint's removal from the solver; does nothing if it is
    /// not this engine's.
    func remove(_ constraint: TUILayoutConstraint) {
        guard constraint.engine === self, let solverConstraint = constraint.engineConstraint else { return }
        constraint.engine = nil
        constraint.engineConstraint = nil
        let key = ObjectIdentifier(solverConstraint)
        if queuedAdds.remove(key) != nil { return }
        if installed[key] != nil, queuedRemoves.insert(key).inserted {
            pendingRemoves.append(solverConstraint)
        }
        if let index = rejected.firstIndex(where: { $0.0 === solverConstraint }) {
            rejected.remove(at: index)
        }
    }

    /// Queues every constraint of a subtree that just joined the hierarchy.
    func attach(_ subtree: TUIView) {
        subtree.forEachInSubtree { view in
            if !view.staleImplicitConstraints.contains(.autoresizing) {
                for constraint in view.autoresizingConstraints { add(constraint) }
            }
            if !view.staleImplicitConstraints.contains(.contentSize) {
                for constraint in view.contentSizeConstraints { add(constraint) }
            }
            if !view.staleImplicitConstraints.isEmpty { staleViews.append(view) }
            view.forEachLayoutGuide { guide in
                for constraint in guide.systemConstraints { add(constraint) }
            }
            for constraint in view.heldConstraints.all { add(constraint) }
            if view.needsUpdateConstraintsFlag { viewsNeedingConstraintUpdate.append(view) }
        }
    }

    /// Queues the removal of every constraint of a subtree that is leaving.
    func detach(_ subtree: TUIView) {
        subtree.forEachInSubtree { view in
            for constraint in view.autoresizingConstraints { remove(constraint) }
            for constraint in view.contentSizeConstraints { remove(constraint) }
            view.forEachLayoutGuide { guide in
                for constraint in guide.systemConstraints { remove(constraint) }
            }
            for constraint in view.heldConstraints.all { remove(constraint) }
        }
    }

    // MARK: - Solving

    /// Runs ``TUIView/updateConstraints()`` on the views that asked, deepest first.
    func updateConstraintsIfNeeded() {
        var rounds = 0
        while !viewsNeedingConstraintUpdate.isEmpty, rounds < 16 {
            rounds += 1
            let views =
                viewsNeedingConstraintUpdate
                .map { ($0, $0.depth) }
                .sorted { $0.1 > $1.1 }
                .map(\.0)
            viewsNeedingConstraintUpdate = []
            for view in views where view.needsUpdateConstraintsFlag && view.rootView === root {
                view.needsUpdateConstraintsFlag = false
                view.updateConstraints()
            }
        }
    }

    /// Brings the solver up to date with every queued change.
    ///
    /// - Returns: Whether the solution may have changed.
    @discardableResult
    func flush() -> Bool {
        var changed = false
        if !staleViews.isEmpty {
            let views = staleViews
            staleViews = []
            for view in views where !view.staleImplicitConstraints.isEmpty && view.rootView === root {
                view.refreshImplicitConstraints(in: self)
            }
        }
        if rootNeedsSync {
            syncRoot()
            changed = true
        }
        rootIsDirty = false
        var removedAny = false
        if !pendingRemoves.isEmpty {
            for constraint in pendingRemoves where queuedRemoves.remove(ObjectIdentifier(constraint)) != nil {
                let key = ObjectIdentifier(constraint)
                try? solver.removeConstraint(constraint)
                installed[key] = nil
                sources[key] = nil
                removedAny = true
            }
            pendingRemoves.removeAll(keepingCapacity: true)
        }
        if !pendingAdds.isEmpty {
            let adds = pendingAdds
            pendingAdds = []
            for (constraint, source) in adds where queuedAdds.remove(ObjectIdentifier(constraint)) != nil {
                install(constraint, source: source, reportingFailure: true)
                changed = true
            }
        }
        if removedAny {
            changed = true
            retryRejected()
        }
        return changed
    }

    private func install(_ constraint: Constraint, source: TUILayoutConstraint, reportingFailure: Bool) {
        do throws(CassowaryError) {
            try solver.addConstraint(constraint)
            let key = ObjectIdentifier(constraint)
            installed[key] = constraint
            sources[key] = source
        } catch {
            rejected.append((constraint, source))
            if reportingFailure {
                if case .unsatisfiableConstraint(_, let conflicts) = error {
                    TUILayoutDiagnostics.reportUnsatisfiable(
                        broken: source, conflicts: conflicts.map { sources[ObjectIdentifier($0)]?.description ?? $0.description },
                        conflictingConstraints: conflicts.compactMap { sources[ObjectIdentifier($0)] })
                } else {
                    TUILayoutDiagnostics.reportInternal("could not add \(source): \(error)")
                }
            }
        }
    }

    /// Tries rejected constraints again after a removal, silently.
    private func retryRejected() {
        guard !rejected.isEmpty else { return }
        let list = rejected
        rejected = []
        for (constraint, source) in list where source.engine === self && source.engineConstraint === constraint {
            install(constraint, source: source, reportingFailure: false)
        }
    }

    /// Pins the root's origin with required constraints and feeds its size
    /// to the edit variables when the frame decides it.
    private func syncRoot() {
        let frame = root.storedFrame
        let variables = root.layoutVariables
        isStarted = true
        let wantsEdits = root.rootSizeComesFromFrame
        if wantsEdits != editsRootSize {
            if wantsEdits {
                try? solver.addEditVariable(variables.width, strength: Self.rootSizeStrength)
                try? solver.addEditVariable(variables.height, strength: Self.rootSizeStrength)
            } else {
                try? solver.removeEditVariable(variables.width)
                try? solver.removeEditVariable(variables.height)
            }
            editsRootSize = wantsEdits
            suggestedSize = nil
        }
        if editsRootSize, suggestedSize != frame.size {
            try? solver.suggestValue(Double(frame.width), for: variables.width)
            try? solver.suggestValue(Double(frame.height), for: variables.height)
            suggestedSize = frame.size
        }
        if rootOrigin != frame.origin {
            for constraint in rootOriginConstraints {
                if let solverConstraint = constraint.engineConstraint {
                    try? solver.removeConstraint(solverConstraint)
                    installed[ObjectIdentifier(solverConstraint)] = nil
                    sources[ObjectIdentifier(solverConstraint)] = nil
                }
                constraint.engine = nil
                constraint.engineConstraint = nil
            }
            rootOriginConstraints = root.makeRootOriginConstraints()
            for constraint in rootOriginConstraints {
                let solverConstraint = constraint.solverConstraint(rightToLeft: false)
                constraint.engine = self
                constraint.engineConstraint = solverConstraint
                install(solverConstraint, source: constraint, reportingFailure: true)
            }
            rootOrigin = frame.origin
        }
    }

    /// Rebuilds every constraint whose meaning depends on the layout
    /// direction, after the root's direction changed.
    func layoutDirectionDidChange() {
        let rightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard rightToLeft != isRightToLeft else { return }
        isRightToLeft = rightToLeft
        var directional: [TUILayoutConstraint] = sources.values.filter(\.isDirectional)
        directional += pendingAdds.map(\.1).filter { $0.isDirectional && $0.engine === self }
        directional += rejected.map(\.1).filter(\.isDirectional)
        var seen = Set<ObjectIdentifier>()
        for constraint in directional where seen.insert(ObjectIdentifier(constraint)).inserted {
            remove(constraint)
            add(constraint)
        }
        root.setNeedsLayout()
    }

    // MARK: - Applying the solution

    /// Copies the solution into the frames of every view under the root,
    /// rounding each edge to a cell, and marks for layout each view whose
    /// size changed and each superview of a view that moved.
    func applySolution() {
        solver.updateVariables()
        let rootRect = root.layoutVariables.roundedRect
        if !root.rootSizeComesFromFrame {
            root.applyLayoutFrame(Rect(origin: root.storedFrame.origin, size: rootRect.size))
        }
        if applyToSubviews(of: root, origin: rootRect.origin) { root.subtreeNeedsLayout = true }
        // Views that moved marked where they were and are.
        root.storedWindow?.setNeedsLayoutOfWindow()
    }

    /// Applies frames below `view`, whose rounded rectangle starts at
    /// `origin`; returns whether anything below it needs layout.
    private func applyToSubviews(of view: TUIView, origin: Point) -> Bool {
        var moved = false
        var needsVisit = false
        for subview in view.storedSubviews {
            let rect = subview.layoutVariables.roundedRect
            let frame = Rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
            if subview.storedFrame != frame {
                moved = true
                subview.setFrameDuringLayout(frame)
            }
            if !subview.storedSubviews.isEmpty, applyToSubviews(of: subview, origin: rect.origin) {
                subview.subtreeNeedsLayout = true
            }
            if subview.needsLayoutFlag || subview.subtreeNeedsLayout { needsVisit = true }
        }
        if moved { view.needsLayoutFlag = true }
        return needsVisit
    }

    // MARK: - Ambiguity

    /// Whether the solution leaves any of the item's four variables free to
    /// move without breaking a constraint or making any priority level worse.
    ///
    /// Copies the installed constraints into a scratch solver, fixes the
    /// root's size, then tries to drag each variable with an edit weaker
    /// than any priority an app can use: if it moves, the solution was not
    /// unique. Detects missing constraints and ties between optional
    /// constraints of equal priority; it cannot see ambiguity hidden by the
    /// stack view's deterministic tie-breaking.
    func isAmbiguous(_ item: any LayoutItem) -> Bool {
        let probe = Solver()
        let rootVariables = root.layoutVariables
        if editsRootSize, let size = suggestedSize {
            try? probe.addConstraint(rootVariables.width == Double(size.width))
            try? probe.addConstraint(rootVariables.height == Double(size.height))
        }
        for constraint in installed.values {
            try? probe.addConstraint(constraint)
        }
        let variables = item.layoutVariables
        let probeStrength = Strength(priority: 0.0001)
        for variable in [variables.minX, variables.minY, variables.width, variables.height] {
            let base = probe.value(of: variable)
            do throws(CassowaryError) {
                try probe.addEditVariable(variable, strength: probeStrength)
                try probe.suggestValue(base + 1000, for: variable)
                let up = probe.value(of: variable)
                try probe.suggestValue(base - 1000, for: variable)
                let down = probe.value(of: variable)
                try probe.removeEditVariable(variable)
                if abs(up - base) > 1e-6 || abs(down - base) > 1e-6 { return true }
            } catch {
                return true
            }
        }
        return false
    }
}
