import Cassowary

/// A relation between two layout attributes that Auto Layout satisfies:
/// `firstItem.firstAttribute (==, <=, >=) multiplier × secondItem.secondAttribute + constant`.
///
/// Make constraints with layout anchors and activate them:
///
/// ```swift
/// child.translatesAutoresizingMaskIntoConstraints = false
/// TUILayoutConstraint.activate([
///     child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
///     child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -1),
///     child.topAnchor.constraint(equalTo: container.topAnchor),
///     child.heightAnchor.constraint(equalToConstant: 3),
/// ])
/// ```
///
/// An active constraint is held by the nearest common ancestor of its items
/// (see ``TUIView/constraints``); activating one whose items share no
/// ancestor is a programmer error. Changing ``constant`` re-solves
/// incrementally. ``priority`` may change while active only if it stays on
/// the same side of ``TUILayoutPriority/required``, as in UIKit.
///
/// Auto Layout solves in `Double` and rounds each edge to a cell when it
/// sets frames.
@MainActor
open class TUILayoutConstraint: @MainActor CustomStringConvertible {
    /// The parts of a view or layout guide that constraints relate.
    public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
        /// No attribute: the constraint relates the first attribute to a constant.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left, or right in right-to-left layouts.
        case leading = 5
        /// The trailing edge: right, or left in right-to-left layouts.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10

        /// The attribute's name, such as `leading`.
        public var description: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            }
        }

        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .centerX: .horizontalPosition
            case .top, .bottom, .centerY: .verticalPosition
            case .width, .height: .dimension
            case .notAnAttribute: nil
            }
        }

        var isDirectional: Bool { self == .leading || self == .trailing }
        var isAbsoluteHorizontal: Bool { self == .left || self == .right }

        enum Axis { case horizontalPosition, verticalPosition, dimension }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
        /// The first attribute is at most the second side.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first attribute is at least the second side.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    // MARK: - Storage

    weak var firstLayoutItem: (any LayoutItem)?
    weak var secondLayoutItem: (any LayoutItem)?
    var storedConstant: Double
    var storedPriority: TUILayoutPriority = .required
    /// The view holding the constraint while it is active.
    weak var holder: TUIView?
    /// What made the constraint when the framework did, for descriptions.
    var systemKind: SystemKind = .none
    private var cachedSolverConstraint: Constraint?
    private var cachedForRightToLeft = false
    /// The engine the constraint is given to, and the solver constraint it
    /// was given as (which changes with the constant).
    weak var engine: LayoutEngine?
    var engineConstraint: Constraint?

    /// Kinds of constraints the framework makes for itself.
    enum SystemKind: Equatable {
        case none
        case contentHugging
        case compressionResistance
        case autoresizing(String)
        case layoutGuide(String)
        case stackView(String)
        case rootFrame
    }

    // MARK: - Attributes

    /// The item on the left side: a view or a layout guide.
    public var firstItem: AnyObject? { firstLayoutItem }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The item on the right side, or nil for a constraint to a constant.
    public var secondItem: AnyObject? { secondLayoutItem }
    /// The attribute of the second item, or `.notAnAttribute`.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: Double

    /// The constant added to the right side. Changing it on an active
    /// constraint re-solves incrementally on the next layout pass.
    public var constant: Double {
        get { storedConstant }
        set {
            precondition(newValue.isFinite, "TUILayoutConstraint.constant: the constant must be finite, got \(newValue)")
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            solverConstraintDidChange()
        }
    }

    /// How strongly the constraint is pursued; ``TUILayoutPriority/required``
    /// by default. On an active constraint it may change only within the
    /// optional range or not at all: moving between required and optional
    /// while active is a programmer error and traps, as in UIKit.
    public var priority: TUILayoutPriority {
        get { storedPriority }
        set {
            _ = newValue.strength
            guard newValue != storedPriority else { return }
            precondition(
                !(isActive || engine != nil) || newValue.isRequired == storedPriority.isRequired,
                "TUILayoutConstraint.priority: the priority of an active constraint cannot change between required and optional (from \(storedPriority) to \(newValue)); deactivate the constraint first"
            )
            storedPriority = newValue
            solverConstraintDidChange()
        }
    }

    /// A name for the constraint, shown in its description and diagnostics.
    public var identifier: String?

    /// Whether the constraint takes part in layout. Activating adds it to the
    /// nearest common ancestor of its items; deactivating removes it.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    // MARK: - Creating constraints

    /// Creates a constraint between two attributes, UIKit's classic form.
    ///
    /// `item.attribute (relation) multiplier × toItem.attribute + constant`.
    /// The items are views or layout guides; attributes must be of the same
    /// kind (horizontal positions with horizontal positions, vertical with
    /// vertical, sizes with sizes); leading and trailing cannot be mixed with
    /// left and right; a constraint without a second item must use
    /// `.notAnAttribute` for it and relate a size. Breaking these rules is a
    /// programmer error.
    ///
    /// - Parameters:
    ///   - item: The first view or layout guide.
    ///   - firstAttribute: Its attribute.
    ///   - relation: How the sides compare.
    ///   - toItem: The second view or layout guide, or nil.
    ///   - secondAttribute: The second attribute, or `.notAnAttribute`.
    ///   - multiplier: The factor for the second attribute.
    ///   - constant: The constant.
    public convenience init(
        item: AnyObject, attribute firstAttribute: Attribute, relatedBy relation: Relation,
        toItem: AnyObject?, attribute secondAttribute: Attribute, multiplier: Double, constant: Double
    ) {
        guard let first = item as? any LayoutItem else {
            preconditionFailure("TUILayoutConstraint: items must be views or layout guides, got \(type(of: item))")
        }
        var second: (any LayoutItem)?
        if let toItem {
            guard let item = toItem as? any LayoutItem else {
                preconditionFailure("TUILayoutConstraint: items must be views or layout guides, got \(type(of: toItem))")
            }
            second = item
        }
        self.init(first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant)
    }

    /// The designated initializer, which checks the attribute rules.
    init(
        _ first: any LayoutItem, _ firstAttribute: Attribute, _ relation: Relation,
        _ second: (any LayoutItem)?, _ secondAttribute: Attribute,
        multiplier: Double = 1, constant: Double = 0, priority: TUILayoutPriority = .required,
        checkingAttributes: Bool = true
    ) {
        if checkingAttributes {
            Self.checkAttributes(firstAttribute, second, secondAttribute)
        }
        precondition(
            multiplier.isFinite && constant.isFinite,
            "TUILayoutConstraint: the multiplier and constant must be finite, got \(multiplier) and \(constant)")
        self.firstLayoutItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondLayoutItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        _ = priority.strength
    }

    private static func checkAttributes(
        _ firstAttribute: Attribute, _ second: (any LayoutItem)?, _ secondAttribute: Attribute
    ) {
        precondition(firstAttribute != .notAnAttribute, "TUILayoutConstraint: the first attribute cannot be notAnAttribute")
        if second == nil {
            precondition(
                secondAttribute == .notAnAttribute,
                "TUILayoutConstraint: a constraint without a second item must use notAnAttribute for it")
            precondition(
                firstAttribute.axis == .dimension,
                "TUILayoutConstraint: only a width or height can be related to a constant, not \(firstAttribute)")
        } else {
            precondition(
                secondAttribute != .notAnAttribute,
                "TUILayoutConstraint: a constraint with a second item needs a second attribute")
            precondition(
                firstAttribute.axis == secondAttribute.axis,
                "TUILayoutConstraint: cannot relate \(firstAttribute) to \(secondAttribute); an attribute relates only to one of the same kind (horizontal, vertical or size)"
            )
            precondition(
                !(firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
                    && !(firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional),
                "TUILayoutConstraint: cannot relate \(firstAttribute) to \(secondAttribute); leading and trailing cannot be mixed with left and right"
            )
        }
    }

    // MARK: - Activating and deactivating

    /// Activates every constraint in the array.
    ///
    /// - Parameter constraints: The constraints to activate.
    public static func activate(_ constraints: [TUILayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in the array.
    ///
    /// - Parameter constraints: The constraints to deactivate.
    public static func deactivate(_ constraints: [TUILayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard holder == nil else { return }
        guard let first = firstLayoutItem?.layoutHierarchyView else {
            preconditionFailure(
                "TUILayoutConstraint: cannot activate \(self): its first item is gone or is a layout guide not added to a view")
        }
        var ancestor = first
        if let secondItem = secondLayoutItem {
            guard let second = secondItem.layoutHierarchyView else {
                preconditionFailure("TUILayoutConstraint: cannot activate \(self): its second item is a layout guide not added to a view")
            }
            guard let common = first.nearestCommonAncestor(with: second) else {
                preconditionFailure(
                    "TUILayoutConstraint: unable to activate \(self) because its items have no common ancestor; constraints may relate only views in the same hierarchy"
                )
            }
            ancestor = common
        }
        ancestor.hold(self)
    }

    private func deactivate() {
        holder?.release(self)
    }

    /// Called when the constant or priority changed.
    private func solverConstraintDidChange() {
        cachedSolverConstraint = nil
        guard let engine else { return }
        engine.remove(self)
        engine.add(self)
        engine.root.setNeedsLayout()
    }

    // MARK: - Solver form

    /// Whether the constraint's meaning depends on the layout direction.
    var isDirectional: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// The solver constraint for the current constant, priority and layout
    /// direction, made once and reused.
    func solverConstraint(rightToLeft: Bool) -> Constraint {
        let flip = rightToLeft && isDirectional
        if let cached = cachedSolverConstraint, cachedForRightToLeft == flip { return cached }
        let made = makeSolverConstraint(rightToLeft: flip)
        cachedSolverConstraint = made
        cachedForRightToLeft = flip
        return made
    }

    /// Builds the solver constraint `first − multiplier × second − constant (relation) 0`.
    ///
    /// In a right-to-left layout, a constraint between leading, trailing and
    /// center attributes measures positions from the right: leading is
    /// `−(minX + width)`, trailing `−minX`, center `−(minX + width/2)`. So
    /// `a.leading == b.leading + 2` puts `a` two cells left of `b`'s right edge.
    func makeSolverConstraint(rightToLeft flip: Bool) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        if let first = firstLayoutItem {
            appendTerms(of: firstAttribute, of: first.layoutVariables, scale: 1, flip: flip, to: &terms)
        }
        if let second = secondLayoutItem {
            appendTerms(of: secondAttribute, of: second.layoutVariables, scale: -multiplier, flip: flip, to: &terms)
        }
        return Constraint(
            Cassowary.Expression(terms: terms, constant: -storedConstant), relation.solverRelation,
            strength: storedPriority.strength)
    }
}

extension TUILayoutConstraint.Relation {
    var solverRelation: Cassowary.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// Appends `scale × attribute` of an item, in terms of its four variables.
func appendTerms(
    of attribute: TUILayoutConstraint.Attribute, of variables: LayoutVariables, scale: Double, flip: Bool,
    to terms: inout [Term]
) {
    let sign: Double = flip ? -1 : 1
    switch attribute {
    case .left:
        terms.append(Term(variables.minX, coefficient: scale))
    case .right:
        terms.append(Term(variables.minX, coefficient: scale))
        terms.append(Term(variables.width, coefficient: scale))
    case .leading:
        if flip {
            terms.append(Term(variables.minX, coefficient: -scale))
            terms.append(Term(variables.width, coefficient: -scale))
        } else {
            terms.append(Term(variables.minX, coefficient: scale))
        }
    case .trailing:
        if flip {
            terms.append(Term(variables.minX, coefficient: -scale))
        } else {
            terms.append(Term(variables.minX, coefficient: scale))
            terms.append(Term(variables.width, coefficient: scale))
        }
    case .centerX:
        terms.append(Term(variables.minX, coefficient: sign * scale))
        terms.append(Term(variables.width, coefficient: sign * scale / 2))
    case .top:
        terms.append(Term(variables.minY, coefficient: scale))
    case .bottom:
        terms.append(Term(variables.minY, coefficient: scale))
        terms.append(Term(variables.height, coefficient: scale))
    case .centerY:
        terms.append(Term(variables.minY, coefficient: scale))
        terms.append(Term(variables.height, coefficient: scale / 2))
    case .width:
        terms.append(Term(variables.width, coefficient: scale))
    case .height:
        terms.append(Term(variables.height, coefficient: scale))
    case .notAnAttribute:
        break
    }
}
