import GraftTerminal

/// What a graph knows about focus: the controls that can take it, which one
/// has it, and who hears when it moves. The graph's focus methods
/// (`ViewGraph+Focus`) move it; this holds the state and answers questions
/// about it.
@MainActor
struct GraphFocus {
    /// Controls that can take focus, in the order they were made.
    var focusables = WeakRegistry<WeakFocusable>()
    /// The control with focus.
    weak var focused: (any FocusableNode)?
    /// The control that had focus when the host took it away.
    weak var lastFocused: (any FocusableNode)?
    /// The button that acted last since focus moved, if any.
    weak var lastActivated: (any FocusableNode)?
    /// Counts the times a control took focus, for hosts that follow it.
    var changeCount = 0
    /// The content's `defaultFocus` placements.
    var defaultPlacements = WeakRegistry<WeakDefaultFocus>()
    /// Focus bindings to tell when focus moves.
    var observers = WeakRegistry<WeakFocusObserver>()
    /// A newly focused node to scroll into view after the next layout.
    weak var pendingReveal: ViewNode?

    /// The control with focus, if it is still there and can keep it.
    var focusedNode: (any FocusableNode)? {
        guard let focused, focused.node.isAlive, !focused.node.isLeaving, focused.canBecomeFocused else { return nil }
        return focused
    }

    /// The controls that can take focus now, in reading order (top to
    /// bottom, then left to right).
    var order: [any FocusableNode] {
        focusables.referents.filter(Self.canTake).sorted { a, b in
            let first = a.node.frame.origin
            let second = b.node.frame.origin
            return first.y != second.y ? first.y < second.y : first.x < second.x
        }
    }

    /// Whether a control can take focus now; cheaper than ``order``, which sorts.
    var canTakeFocus: Bool {
        focusables.contains(where: Self.canTake)
    }

    private static func canTake(_ focusable: any FocusableNode) -> Bool {
        focusable.node.isAlive && !focusable.node.isLeaving && focusable.canBecomeFocused
    }

    /// Drops every reference to `focusable` as the focused, last focused or
    /// last activated control: its node is about to stand for another element.
    mutating func forget(_ focusable: any FocusableNode) {
        if focused === focusable { focused = nil }
        if lastFocused === focusable { lastFocused = nil }
        if lastActivated === focusable { lastActivated = nil }
    }
}

struct WeakFocusable: WeakReference { weak var referent: (any FocusableNode)? }
struct WeakFocusObserver: WeakReference { weak var referent: (any FocusObserving)? }
struct WeakDefaultFocus: WeakReference { weak var referent: (any DefaultFocusPlacing)? }
