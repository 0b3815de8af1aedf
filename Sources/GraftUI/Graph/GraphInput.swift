import GraftTerminal

/// The nodes a graph routes keys and clicks to without walking the tree:
/// `onKeyPress` handlers, buttons with keyboard shortcuts, tap actions, and
/// how many scroll views there are. Routing itself is in `ViewGraph+Focus`,
/// `KeyboardShortcut` and `TapGesture`.
@MainActor
struct GraphInput {
    /// `onKeyPress` nodes, in the order they were made (a node waiting in a
    /// lazy row's reuse pool stays registered, not alive).
    var keyPressHandlers = WeakRegistry<WeakKeyPressHandler>()
    /// Buttons that had a keyboard shortcut.
    var shortcutTargets = WeakRegistry<WeakShortcutTarget>()
    /// Views with `onTapGesture` actions.
    var tapHandlers = WeakRegistry<WeakTapHandler>()
    /// The clicks in a row so far on one tap action.
    var tapSequence: TapSequence?
    /// Views with gestures (`gesture`, `onLongPressGesture`, ...).
    var gestureHandlers = WeakRegistry<WeakGestureHandler>()
    /// The gestures following the pointer from a press to its release.
    var activeGestures: [ActiveGesture] = []
    /// How many scroll views are in the tree: with none, an unused key or
    /// wheel event need not walk the whole tree looking for one.
    var liveScrollViewCount = 0
}

struct WeakKeyPressHandler: WeakReference { weak var referent: ViewNode? }
struct WeakShortcutTarget: WeakReference { weak var referent: (any ShortcutTarget)? }
struct WeakTapHandler: WeakReference { weak var referent: (any TapHandling)? }
struct WeakGestureHandler: WeakReference { weak var referent: (any GestureHandling)? }
