import Cassowary

// The constraints a stack makes, for a horizontal stack (a vertical one
// swaps the axes). `canvas` is the stack, or its layout margins guide with
// `isLayoutMarginsRelativeArrangement`. Hidden views take no part.
//
//   TUISV-canvas-connection   first.leading == canvas.leading, last.trailing == canvas.trailing
//   TUISV-spacing             next.leading == prev.trailing + spacing   (>= for the equal distributions)
//   TUISV-fill-equally        view.width == first.width
//   TUISV-fill-proportionally view.width == share × (canvas.width − spacings)          @999
//   TUISV-distributing        guides between views (edges or centers) of equal width
//   TUISV-fill-order          (n − index) × (view.width − intrinsic) == 0              @0.5
//   TUISV-alignment           top/bottom/centerY against the canvas
//   TUISV-ambiguity-suppression  view.height == 0                                       @25
//   TUISV-canvas-fit          stack.width == 0 (equal distributions), stack.height == 0 @49 / @51
//
// `TUISV-fill-order` breaks ties for `.fill`: when hugging and compression
// leave several answers, the lowest-weighted (last) view absorbs the slack.

extension TUIStackView {
    /// Replaces the stack's constraints with ones for the current arrangement.
    func rebuildArrangementConstraints() {
        TUILayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        arrangementConstraints = makeArrangementConstraints()
        TUILayoutConstraint.activate(arrangementConstraints)
    }

    private struct AxisAttributes {
        let leading: TUILayoutConstraint.Attribute
        let trailing: TUILayoutConstraint.Attribute
        let center: TUILayoutConstraint.Attribute
        let size: TUILayoutConstraint.Attribute
        let crossLeading: TUILayoutConstraint.Attribute
        let crossTrailing: TUILayoutConstraint.Attribute
        let crossCenter: TUILayoutConstraint.Attribute
        let crossSize: TUILayoutConstraint.Attribute

        static let horizontal = AxisAttributes(
            leading: .leading, trailing: .trailing, center: .centerX, size: .width,
            crossLeading: .top, crossTrailing: .bottom, crossCenter: .centerY, crossSize: .height)
        static let vertical = AxisAttributes(
            leading: .top, trailing: .bottom, center: .centerY, size: .height,
            crossLeading: .leading, crossTrailing: .trailing, crossCenter: .centerX, crossSize: .width)
    }

    private func makeArrangementConstraints() -> [TUILayoutConstraint] {
        let views = storedArrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard let first = views.first, let last = views.last else { return [] }
        let axis = storedAxis == .horizontal ? AxisAttributes.horizontal : AxisAttributes.vertical
        let canvas: any LayoutItem = storedIsLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var constraints: [TUILayoutConstraint] = []

        func add(
            _ a: any LayoutItem, _ attributeA: TUILayoutConstraint.Attribute, _ relation: TUILayoutConstraint.Relation,
            _ b: (any LayoutItem)?, _ attributeB: TUILayoutConstraint.Attribute, multiplier: Double = 1,
            constant: Double = 0, priority: TUILayoutPriority = .required, _ name: String
        ) {
            let constraint = TUILayoutConstraint(
                a, attributeA, relation, b, b == nil ? .notAnAttribute : attributeB,
                multiplier: multiplier, constant: constant, priority: priority)
            constraint.systemKind = .stackView(name)
            constraints.append(constraint)
        }

        // Along the axis.
        add(first, axis.leading, .equal, canvas, axis.leading, "TUISV-canvas-connection")
        add(last, axis.trailing, .equal, canvas, axis.trailing, "TUISV-canvas-connection")
        let equalGaps = storedDistribution == .equalSpacing || storedDistribution == .equalCentering
        var gaps: [Double] = []
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = customSpacings[ObjectIdentifier(previous)] ?? storedSpacing
            gaps.append(gap)
            add(
                next, axis.leading, equalGaps ? .greaterThanOrEqual : .equal, previous, axis.trailing,
                constant: gap, "TUISV-spacing")
        }

        switch storedDistribution {
        case .fill:
            let count = views.count
            for (index, view) in views.enumerated() {
                let weight = Double(count - index)
                let size = axisIntrinsicSize(of: view)
                let variable = storedAxis == .horizontal ? view.layoutVariables.width : view.layoutVariables.height
                let constraint = ExpressionLayoutConstraint(
                    view, axis.size, nil, .notAnAttribute, constant: size,
                    expression: Cassowary.Expression(terms: [Term(variable, coefficient: weight)], constant: -weight * size),
                    kind: .stackView("TUISV-fill-order"))
                constraint.priority = TUILayoutPriority(0.5)
                constraints.append(constraint)
            }
        case .fillEqually:
            for view in views.dropFirst() {
                add(view, axis.size, .equal, first, axis.size, "TUISV-fill-equally")
            }
        case .fillProportionally:
            let sizes = views.map { max(axisIntrinsicSize(of: $0), 0) }
            let total = sizes.reduce(0, +)
            let spacingTotal = gaps.reduce(0, +)
            for (view, size) in zip(views, sizes) {
                let share = total > 0 ? size / total : 1 / Double(views.count)
                add(
                    view, axis.size, .equal, canvas, axis.size, multiplier: share, constant: -share * spacingTotal,
                    priority: TUILayoutPriority(999), "TUISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let centers = storedDistribution == .equalCentering
            var firstGuide: TUILayoutGuide?
            for (previous, next) in zip(views, views.dropFirst()) {
                let guide = TUILayoutGuide()
                guide.identifier = "TUISV-distributing"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                add(guide, axis.leading, .equal, previous, centers ? axis.center : axis.trailing, "TUISV-distributing-edge")
                add(guide, axis.trailing, .equal, next, centers ? axis.center : axis.leading, "TUISV-distributing-edge")
                if let firstGuide {
                    add(
                        guide, axis.size, .equal, firstGuide, axis.size,
                        priority: centers ? TUILayoutPriority(999) : .required, "TUISV-distributing")
                } else {
                    firstGuide = guide
                }
            }
            add(self, axis.size, .equal, nil, .notAnAttribute, constant: 0, priority: TUILayoutPriority(49), "TUISV-canvas-fit")
        }

        // Across the axis.
        for view in views {
            switch storedAlignment {
            case .fill:
                add(view, axis.crossLeading, .equal, canvas, axis.crossLeading, "TUISV-alignment")
                add(view, axis.crossTrailing, .equal, canvas, axis.crossTrailing, "TUISV-alignment")
            case .leading:
                add(view, axis.crossLeading, .equal, canvas, axis.crossLeading, "TUISV-alignment")
                add(view, axis.crossTrailing, .lessThanOrEqual, canvas, axis.crossTrailing, "TUISV-spanning-boundary")
            case .trailing:
                add(view, axis.crossTrailing, .equal, canvas, axis.crossTrailing, "TUISV-alignment")
                add(view, axis.crossLeading, .greaterThanOrEqual, canvas, axis.crossLeading, "TUISV-spanning-boundary")
            case .center:
                add(view, axis.crossCenter, .equal, canvas, axis.crossCenter, "TUISV-alignment")
                add(view, axis.crossLeading, .greaterThanOrEqual, canvas, axis.crossLeading, "TUISV-spanning-boundary")
                add(view, axis.crossTrailing, .lessThanOrEqual, canvas, axis.crossTrailing, "TUISV-spanning-boundary")
            }
            if storedAlignment != .fill {
                add(
                    view, axis.crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: TUILayoutPriority(25),
                    "TUISV-ambiguity-suppression")
            }
        }
        if storedAlignment != .fill {
            add(self, axis.crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: TUILayoutPriority(51), "TUISV-canvas-fit")
        }
        return constraints
    }

    /// A view's intrinsic size along the stack's axis, or 0 when it has none.
    private func axisIntrinsicSize(of view: TUIView) -> Double {
        let size = view.intrinsicContentSize
        let length = storedAxis == .horizontal ? size.width : size.height
        return length == TUIView.noIntrinsicMetric ? 0 : Double(length)
    }
}
