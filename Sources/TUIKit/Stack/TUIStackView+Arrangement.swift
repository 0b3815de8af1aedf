extension TUIStackView {
    // MARK: - Arranged subviews

    /// The views the stack arranges, in order.
    public var arrangedSubviews: [TUIView] { storedArrangedSubviews }

    /// Adds a view to the end of the arrangement, and as a subview if it
    /// is not one yet.
    public func addArrangedSubview(_ view: TUIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex`, and adds it as a
    /// subview if it is not one yet. A view already arranged moves.
    ///
    /// - Parameters:
    ///   - view: The view to arrange.
    ///   - stackIndex: Its position, from 0 to the number of arranged views.
    public func insertArrangedSubview(_ view: TUIView, at stackIndex: Int) {
        precondition(
            stackIndex >= 0 && stackIndex <= storedArrangedSubviews.count,
            "TUIStackView.insertArrangedSubview(_:at:): index \(stackIndex) is out of range")
        var index = stackIndex
        if let existing = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
            storedArrangedSubviews.remove(at: existing)
            if existing < index { index -= 1 }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        storedArrangedSubviews.insert(view, at: min(index, storedArrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a view out of the arrangement; it stays a subview (remove it
    /// from its superview to take it out of the stack altogether).
    public func removeArrangedSubview(_ view: TUIView) {
        guard let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedArrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    // MARK: - Configuration

    /// Whether views line up in a row (`.horizontal`, the default) or a column.
    public var axis: TUILayoutConstraint.Axis {
        get { storedAxis }
        set {
            if newValue != storedAxis {
                storedAxis = newValue
                arrangementDidChange()
            }
        }
    }

    /// How views are sized and spaced along the axis; `.fill` by default.
    public var distribution: Distribution {
        get { storedDistribution }
        set {
            if newValue != storedDistribution {
                storedDistribution = newValue
                arrangementDidChange()
            }
        }
    }

    /// How views are placed across the axis; `.fill` by default.
    public var alignment: Alignment {
        get { storedAlignment }
        set {
            if newValue != storedAlignment {
                storedAlignment = newValue
                arrangementDidChange()
            }
        }
    }

    /// The cells between neighboring views (the minimum, for the equal
    /// distributions); 0 by default.
    public var spacing: Double {
        get { storedSpacing }
        set {
            if newValue != storedSpacing {
                storedSpacing = newValue
                arrangementDidChange()
            }
        }
    }

    /// Sets the spacing after one arranged view, replacing ``spacing`` there.
    ///
    /// - Parameters:
    ///   - spacing: The cells after `arrangedSubview`, or
    ///     ``TUIStackView/useDefaultSpacing`` to go back to ``spacing``.
    ///   - arrangedSubview: An arranged view.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: TUIView) {
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == TUIStackView.useDefaultSpacing ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing after an arranged view: its custom spacing, or
    /// ``TUIStackView/useDefaultSpacing`` when it has none.
    public func customSpacing(after arrangedSubview: TUIView) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? TUIStackView.useDefaultSpacing
    }

    /// The value that means "no custom spacing" in ``setCustomSpacing(_:after:)``.
    public nonisolated static let useDefaultSpacing = Double.greatestFiniteMagnitude

    /// Whether views are arranged within the layout margins instead of the
    /// stack's edges; false by default.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { storedIsLayoutMarginsRelativeArrangement }
        set {
            if newValue != storedIsLayoutMarginsRelativeArrangement {
                storedIsLayoutMarginsRelativeArrangement = newValue
                arrangementDidChange()
            }
        }
    }

    /// Asks for the constraints to be rebuilt before the next layout.
    func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
