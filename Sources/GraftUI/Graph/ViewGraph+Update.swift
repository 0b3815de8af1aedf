// Stage one of a frame: the bodies of dirty nodes are evaluated again,
// parents first, then the actions the update produced run.

extension ViewGraph {
    /// Whether some node must re-evaluate its body, or actions queued since
    /// the last update (the appear actions of lazy rows built while laying
    /// out) wait for the next one.
    public var needsUpdate: Bool { !updates.isEmpty || !lifecycle.pendingActions.isEmpty }

    /// Re-evaluates the bodies of dirty nodes, parents first, then runs the
    /// appear, disappear and change actions the update produced.
    public func update() {
        repeat {
            while !updates.isEmpty {
                for node in updates.takeParentsFirst() { node.updateIfNeeded() }
            }
            runLifecycleActions()
        } while !updates.isEmpty
        checkInvariants(after: "update")
    }

    /// Queues `node` for the next update, asking the host for a frame if
    /// nothing was queued.
    func scheduleUpdate(of node: any DepthOrdered) {
        if updates.enqueue(node) { onNeedsUpdate?() }
    }

    /// Queues an action to run after the current update, so actions that
    /// change state never run in the middle of reconciling.
    func enqueueLifecycleAction(_ action: @escaping @MainActor () -> Void) {
        lifecycle.pendingActions.append(action)
    }

    func runLifecycleActions() {
        readPreferences()
        while !lifecycle.pendingActions.isEmpty {
            for action in lifecycle.takeActions() { action() }
        }
    }

    // MARK: - Preferences

    func register(preferenceReader: any PreferenceReading) {
        lifecycle.preferenceReaders.insert(preferenceReader)
    }

    /// Grows whenever a view that sets a preference was added, changed or
    /// removed, so a host reads ``preferenceValue(_:)`` again only then.
    public var preferenceGeneration: Int { lifecycle.preferenceGeneration }

    func preferencesMayHaveChanged() {
        lifecycle.preferencesDirty = true
        lifecycle.preferenceGeneration &+= 1
    }

    /// Lets readers recompute their preference values after an update that
    /// may have changed them; their actions run like lifecycle actions.
    private func readPreferences() {
        guard lifecycle.preferencesDirty else { return }
        lifecycle.preferencesDirty = false
        for reader in lifecycle.preferenceReaders.referents {
            enqueueLifecycleAction { reader.readPreference() }
        }
    }
}
