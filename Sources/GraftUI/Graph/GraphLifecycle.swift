/// The work a graph runs after an update rather than during one: appear,
/// disappear and change actions, preference readers, and the nodes that
/// hear when the content goes on or off screen.
///
/// Actions that change state never run in the middle of reconciling; an
/// update queues them here and runs them once its bodies are evaluated.
@MainActor
struct GraphLifecycle {
    /// Actions queued since they last ran.
    var pendingActions: [@MainActor () -> Void] = []
    /// Nodes that hear when the graph's `isAppeared` changes.
    var appearanceObservers = WeakRegistry<WeakAppearanceObserver>()
    /// Views that read preferences set below them.
    var preferenceReaders = WeakRegistry<WeakPreferenceReader>()
    /// Whether a view that sets a preference changed since readers last read.
    var preferencesDirty = false
    /// Grows whenever a view that sets a preference was added, changed or removed.
    var preferenceGeneration = 0

    /// The queued actions, which are no longer queued.
    mutating func takeActions() -> [@MainActor () -> Void] {
        let actions = pendingActions
        pendingActions.removeAll()
        return actions
    }
}

struct WeakAppearanceObserver: WeakReference { weak var referent: (any AppearanceObserving)? }
struct WeakPreferenceReader: WeakReference { weak var referent: (any PreferenceReading)? }
