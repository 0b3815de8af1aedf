extension TUIView {
    // MARK: - Focus

    /// Whether the view has keyboard focus in its window.
    public var isFocused: Bool {
        storedWindow?.focusedView === self
    }

    /// How the view shows focus; ``TUIFocusEffect/highlight`` (reverse
    /// video) by default. Set nil for views that draw their own focus style
    /// by checking ``isFocused`` in ``draw(_:in:)``.
    public var focusEffect: TUIFocusEffect? {
        get { storedFocusEffect }
        set {
            storedFocusEffect = newValue
            setNeedsDisplay()
        }
    }

    /// Whether focus can move to the view now: it can become focused, is in
    /// a window, and neither it nor an ancestor is hidden or ignores input.
    var isFocusable: Bool {
        guard canBecomeFocused, storedWindow != nil, !storedFrame.isEmpty else { return false }
        var view: TUIView? = self
        while let current = view {
            if current.storedIsHidden || !current.isUserInteractionEnabled { return false }
            view = current.storedSuperview
        }
        return true
    }
}

/// Which way focus moves.
public enum TUIFocusHeading: Sendable, Hashable {
    /// To the next view in reading order (Tab).
    case next
    /// To the previous view in reading order (Shift-Tab).
    case previous
    /// Focus was set directly, such as by a click.
    case none
}

/// What a focus update changes: the view that had focus and the one that
/// gets it.
@MainActor
public struct TUIFocusUpdateContext {
    /// The view that had focus, if any.
    public let previouslyFocusedView: TUIView?
    /// The view that has focus now, if any.
    public let nextFocusedView: TUIView?
    /// Which way focus moved.
    public let focusHeading: TUIFocusHeading
    /// For a view that holds several focus items (hosted content), the
    /// item Tab or a click chose inside it.
    package var nextFocusedItemIndex: Int? = nil
}
