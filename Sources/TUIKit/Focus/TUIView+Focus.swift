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

    /// An identifier naming a focus group of this view alone, for views
    /// (bars) whose items make a group of their own.
    var ownFocusGroupIdentifier: String {
        "graft.\(type(of: self)).\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
    }
}
