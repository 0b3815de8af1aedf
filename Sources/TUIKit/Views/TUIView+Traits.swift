extension TUIView {
    // MARK: - Traits

    /// The view's traits: its superview's (or, for a window, those the
    /// terminal and application give it), with ``overrideUserInterfaceStyle``
    /// applied.
    public var traitCollection: TUITraitCollection { cachedTraitCollection }

    /// An appearance that this view and its subviews use instead of the
    /// inherited one; `.unspecified` (the default) inherits.
    public var overrideUserInterfaceStyle: TUIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set {
            guard newValue != storedOverrideUserInterfaceStyle else { return }
            storedOverrideUserInterfaceStyle = newValue
            updateTraitCollection(inheriting: storedSuperview?.cachedTraitCollection ?? baseTraitCollection)
            // A window paints an explicit appearance even when its traits stay the same.
            if self is TUIWindow { setNeedsDisplay() }
        }
    }

    /// Traits that this view and its subviews use instead of the inherited
    /// ones: every trait the collection specifies wins, the unspecified ones
    /// are inherited. ``overrideUserInterfaceStyle``, when set, wins over the
    /// appearance given here.
    ///
    /// ```swift
    /// preview.traitOverrides.horizontalSizeClass = .compact
    /// ```
    public var traitOverrides: TUITraitCollection {
        get { storedTraitOverrides }
        set {
            guard newValue != storedTraitOverrides else { return }
            storedTraitOverrides = newValue
            updateTraitCollection(inheriting: storedSuperview?.cachedTraitCollection ?? baseTraitCollection)
        }
    }

    /// The reading direction the view lays out in: right to left only when
    /// its traits say so.
    public var effectiveUserInterfaceLayoutDirection: TUIUserInterfaceLayoutDirection {
        cachedTraitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The traits a root view starts from; windows override this with the
    /// terminal's.
    var baseTraitCollection: TUITraitCollection {
        (self as? TUIWindow)?.windowTraitCollection ?? TUITraitCollection()
    }

    /// Recomputes the traits of this view and its subtree from `inherited`,
    /// telling each view whose traits changed.
    func updateTraitCollection(inheriting inherited: TUITraitCollection) {
        var traits = TUITraitCollection(traitsFrom: [inherited, storedTraitOverrides])
        if storedOverrideUserInterfaceStyle != .unspecified {
            traits.userInterfaceStyle = storedOverrideUserInterfaceStyle
            traits.usesTerminalAppearance = false
        }
        guard traits != cachedTraitCollection else { return }
        let previous = cachedTraitCollection
        cachedTraitCollection = traits
        if previous.layoutDirection != traits.layoutDirection {
            layoutEngine?.layoutDirectionDidChange()
            setNeedsLayout()
        }
        traitCollectionDidChange(previous)
        setNeedsDisplay()
        for subview in storedSubviews {
            subview.updateTraitCollection(inheriting: traits)
        }
        // A controller hears of its root view's change after the whole
        // subtree has the new traits, so it may rearrange its children.
        if let controller = owningResponder as? TUIViewController, controller.storedView === self {
            controller.traitCollectionDidChange(previous)
        }
    }

    // MARK: - Tint

    /// The color controls use to show they are interactive: the view's own,
    /// or its nearest ancestor's, or the window's default (cyan). Setting nil
    /// goes back to inheriting. Views hear of changes in ``tintColorDidChange()``.
    public var tintColor: TUIColor! {
        get {
            var view: TUIView? = self
            while let current = view {
                if let color = current.storedTintColor { return color }
                view = current.storedSuperview
            }
            return TUIView.defaultTintColor
        }
        set {
            let old = tintColor
            // `TUIColor.tintColor` means the inherited tint, as nil does.
            storedTintColor = newValue?.isViewTint == true ? nil : newValue
            if tintColor != old { sendTintColorDidChange() }
        }
    }

    /// The tint color when no view in the chain sets one.
    public nonisolated static let defaultTintColor = TUIColor(.cyan)

    /// The terminal color `color` draws as in this view: resolved against the
    /// view's traits, with ``TUIColor/tintColor`` as the view's tint.
    package func terminalColor(_ color: TUIColor) -> Color {
        switch color.resolvedColor(with: cachedTraitCollection).source {
        case .fixed(let fixed): fixed
        case .viewTint: tintColor.terminalColor(in: cachedTraitCollection)
        case .dynamic: .default
        }
    }

    /// The terminal color of an optional color; nil stays nil.
    package func terminalColor(_ color: TUIColor?) -> Color? {
        color.map { terminalColor($0) }
    }

    /// Calls ``tintColorDidChange()`` on this view and every descendant that
    /// inherits its tint.
    func sendTintColorDidChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.storedTintColor == nil {
            subview.sendTintColorDidChange()
        }
    }
}
