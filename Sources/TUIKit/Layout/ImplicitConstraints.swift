import Cassowary

/// A constraint the framework makes from a ready expression instead of two
/// attributes: a root view's origin, and a frame under an autoresizing mask
/// whose flexible parts share a change of the superview's size.
final class ExpressionLayoutConstraint: TUILayoutConstraint {
    private let expression: Cassowary.Expression

    init(
        _ first: any LayoutItem, _ firstAttribute: Attribute, _ second: (any LayoutItem)?, _ secondAttribute: Attribute,
        constant: Double, expression: Cassowary.Expression, kind: SystemKind
    ) {
        self.expression = expression
        super.init(first, firstAttribute, .equal, second, secondAttribute, constant: constant, checkingAttributes: false)
        systemKind = kind
    }

    override func makeSolverConstraint(rightToLeft flip: Bool) -> Constraint {
        Constraint(expression, .equal, strength: storedPriority.strength)
    }
}

extension TUIView {
    // MARK: - The constraints a view makes for itself

    /// Marks some of the view's own constraints as needing to be rebuilt on
    /// the next layout pass.
    func invalidateImplicitConstraints(_ kinds: ImplicitConstraintKinds) {
        let wasClean = staleImplicitConstraints.isEmpty
        staleImplicitConstraints.formUnion(kinds)
        let root = rootView
        if wasClean, let engine = root.layoutEngine { engine.staleViews.append(self) }
        root.setNeedsLayout()
    }

    /// Rebuilds the stale implicit constraints, swapping them in `engine`.
    func refreshImplicitConstraints(in engine: LayoutEngine?) {
        let stale = staleImplicitConstraints
        staleImplicitConstraints = []
        if stale.contains(.autoresizing) {
            for constraint in autoresizingConstraints { engine?.remove(constraint) }
            autoresizingConstraints = makeAutoresizingConstraints()
            if let engine { for constraint in autoresizingConstraints { engine.add(constraint) } }
        }
        if stale.contains(.contentSize) {
            for constraint in contentSizeConstraints { engine?.remove(constraint) }
            contentSizeConstraints = makeContentSizeConstraints()
            if let engine { for constraint in contentSizeConstraints { engine.add(constraint) } }
        }
    }

    /// The frame as required constraints relative to the superview, with
    /// flexible parts of the autoresizing mask sharing any change in the
    /// superview's size in proportion to their lengths (as UIKit's
    /// autoresizing does).
    private func makeAutoresizingConstraints() -> [TUILayoutConstraint] {
        guard storedTranslatesAutoresizingMaskIntoConstraints, let superview = storedSuperview else { return [] }
        let frame = storedFrame
        let mask = storedAutoresizingMask
        let reference = autoresizingReferenceSize
        let maskText = "h=\(mask.horizontalDescription) v=\(mask.verticalDescription)"
        let mine = layoutVariables, theirs = superview.layoutVariables
        var constraints: [TUILayoutConstraint] = []
        for vertical in [false, true] {
            let position = vertical ? frame.minY : frame.minX
            let length = vertical ? frame.height : frame.width
            let superLength = vertical ? reference.height : reference.width
            let flexible =
                vertical
                ? (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
                : (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            let shares = Self.autoresizingShares(
                lead: Double(position), size: Double(length), trail: Double(superLength - position - length),
                flexible: flexible)
            let superSize = vertical ? theirs.height : theirs.width
            let superStart = vertical ? theirs.minY : theirs.minX
            // start - super.start - k·super.size == position - k·reference
            var startTerms = [Term(vertical ? mine.minY : mine.minX), Term(superStart, coefficient: -1)]
            if shares.lead != 0 { startTerms.append(Term(superSize, coefficient: -shares.lead)) }
            let start = ExpressionLayoutConstraint(
                self, vertical ? .top : .left, superview, vertical ? .top : .left, constant: Double(position),
                expression: Cassowary.Expression(terms: startTerms, constant: -(Double(position) - shares.lead * Double(superLength))),
                kind: .autoresizing(maskText))
            // size - k·super.size == length - k·reference
            var sizeTerms = [Term(vertical ? mine.height : mine.width)]
            if shares.size != 0 { sizeTerms.append(Term(superSize, coefficient: -shares.size)) }
            let size = ExpressionLayoutConstraint(
                self, vertical ? .height : .width, nil, .notAnAttribute, constant: Double(length),
                expression: Cassowary.Expression(terms: sizeTerms, constant: -(Double(length) - shares.size * Double(superLength))),
                kind: .autoresizing(maskText))
            constraints.append(start)
            constraints.append(size)
        }
        return constraints
    }

    /// How much of a change in the superview's length the leading margin
    /// and the size take: flexible parts share it in proportion to their
    /// lengths, or equally when those are all zero.
    static func autoresizingShares(
        lead: Double, size: Double, trail: Double, flexible: (Bool, Bool, Bool)
    ) -> (lead: Double, size: Double) {
        let lengths = [flexible.0 ? max(lead, 0) : 0, flexible.1 ? max(size, 0) : 0, flexible.2 ? max(trail, 0) : 0]
        let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = lengths.reduce(0, +)
        if total > 0 { return (lengths[0] / total, lengths[1] / total) }
        let equal = 1 / Double(count)
        return (flexible.0 ? equal : 0, flexible.1 ? equal : 0)
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance
    /// (`size >= intrinsic`) for each axis with an intrinsic size.
    private func makeContentSizeConstraints() -> [TUILayoutConstraint] {
        let size = intrinsicContentSize
        var constraints: [TUILayoutConstraint] = []
        let priorities = contentPriorities
        if size.width != TUIView.noIntrinsicMetric {
            let width = Double(max(size.width, 0))
            constraints.append(contentConstraint(.width, .lessThanOrEqual, width, priorities.horizontalHugging, .contentHugging))
            constraints.append(
                contentConstraint(
                    .width, .greaterThanOrEqual, width, priorities.horizontalCompressionResistance, .compressionResistance))
        }
        if size.height != TUIView.noIntrinsicMetric {
            let height = Double(max(size.height, 0))
            constraints.append(contentConstraint(.height, .lessThanOrEqual, height, priorities.verticalHugging, .contentHugging))
            constraints.append(
                contentConstraint(
                    .height, .greaterThanOrEqual, height, priorities.verticalCompressionResistance, .compressionResistance))
        }
        return constraints
    }

    private func contentConstraint(
        _ attribute: TUILayoutConstraint.Attribute, _ relation: TUILayoutConstraint.Relation, _ constant: Double,
        _ priority: TUILayoutPriority, _ kind: TUILayoutConstraint.SystemKind
    ) -> TUILayoutConstraint {
        let constraint = TUILayoutConstraint(self, attribute, relation, nil, .notAnAttribute, constant: constant, priority: priority)
        constraint.systemKind = kind
        return constraint
    }

    /// A root view's origin as required constraints.
    func makeRootOriginConstraints() -> [TUILayoutConstraint] {
        let variables = layoutVariables
        let x = Double(storedFrame.minX), y = Double(storedFrame.minY)
        return [
            ExpressionLayoutConstraint(
                self, .left, nil, .notAnAttribute, constant: x,
                expression: Cassowary.Expression(terms: [Term(variables.minX)], constant: -x), kind: .rootFrame),
            ExpressionLayoutConstraint(
                self, .top, nil, .notAnAttribute, constant: y,
                expression: Cassowary.Expression(terms: [Term(variables.minY)], constant: -y), kind: .rootFrame),
        ]
    }

    /// Whether a root view's size comes from its frame (edit variables) or
    /// from its constraints: from the frame for windows and for views that
    /// translate their frame into constraints.
    var rootSizeComesFromFrame: Bool {
        storedTranslatesAutoresizingMaskIntoConstraints || self is TUIWindow
    }
}
