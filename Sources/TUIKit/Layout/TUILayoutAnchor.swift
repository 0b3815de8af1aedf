/// One attribute of a view or layout guide, from which constraints are made.
///
/// Anchors are typed by axis, so a constraint can only relate compatible
/// attributes: ``TUILayoutXAxisAnchor`` with horizontal positions,
/// ``TUILayoutYAxisAnchor`` with vertical ones, ``TUILayoutDimension`` with
/// sizes. Constraints come back inactive; activate them.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1).isActive = true
/// ```
@MainActor
public class TUILayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    weak var item: (any LayoutItem)?
    let attribute: TUILayoutConstraint.Attribute

    init(item: any LayoutItem, attribute: TUILayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint that this anchor equals `anchor` plus `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The anchor to relate to.
    ///   - constant: The offset; 0 by default.
    /// - Returns: An inactive constraint.
    public func constraint(equalTo anchor: TUILayoutAnchor<AnchorType>, constant: Double = 0) -> TUILayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// A constraint that this anchor is at least `anchor` plus `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The anchor to relate to.
    ///   - constant: The offset; 0 by default.
    /// - Returns: An inactive constraint.
    public func constraint(greaterThanOrEqualTo anchor: TUILayoutAnchor<AnchorType>, constant: Double = 0) -> TUILayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// A constraint that this anchor is at most `anchor` plus `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The anchor to relate to.
    ///   - constant: The offset; 0 by default.
    /// - Returns: An inactive constraint.
    public func constraint(lessThanOrEqualTo anchor: TUILayoutAnchor<AnchorType>, constant: Double = 0) -> TUILayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func makeConstraint(
        _ relation: TUILayoutConstraint.Relation, _ anchor: TUILayoutAnchor<AnchorType>?, multiplier: Double, constant: Double
    ) -> TUILayoutConstraint {
        guard let first = item else {
            preconditionFailure("TUILayoutAnchor: the anchor's view or layout guide no longer exists")
        }
        guard let anchor else {
            return TUILayoutConstraint(first, attribute, relation, nil, .notAnAttribute, multiplier: 1, constant: constant)
        }
        guard let second = anchor.item else {
            preconditionFailure("TUILayoutAnchor: the other anchor's view or layout guide no longer exists")
        }
        return TUILayoutConstraint(first, attribute, relation, second, anchor.attribute, multiplier: multiplier, constant: constant)
    }

    /// The item and attribute, such as `TUIView:0x6000….leading`.
    public var description: String {
        "\(item?.layoutItemDescription ?? "(gone)").\(attribute)"
    }
}

/// An anchor for a horizontal position: leading, trailing, left, right or centerX.
@MainActor
public final class TUILayoutXAxisAnchor: TUILayoutAnchor<TUILayoutXAxisAnchor> {
    /// A constraint that this anchor is `multiplier` system spacings (one
    /// cell each) after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: TUILayoutXAxisAnchor, multiplier: Double) -> TUILayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: multiplier * TUIView.systemSpacing)
    }

    /// A constraint that this anchor is at least `multiplier` system spacings after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: TUILayoutXAxisAnchor, multiplier: Double) -> TUILayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * TUIView.systemSpacing)
    }

    /// A constraint that this anchor is at most `multiplier` system spacings after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: TUILayoutXAxisAnchor, multiplier: Double) -> TUILayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * TUIView.systemSpacing)
    }
}

/// An anchor for a vertical position: top, bottom or centerY.
@MainActor
public final class TUILayoutYAxisAnchor: TUILayoutAnchor<TUILayoutYAxisAnchor> {
    /// A constraint that this anchor is `multiplier` system spacings (one
    /// row each) below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: TUILayoutYAxisAnchor, multiplier: Double) -> TUILayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: multiplier * TUIView.systemSpacing)
    }

    /// A constraint that this anchor is at least `multiplier` system spacings below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: TUILayoutYAxisAnchor, multiplier: Double) -> TUILayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * TUIView.systemSpacing)
    }

    /// A constraint that this anchor is at most `multiplier` system spacings below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: TUILayoutYAxisAnchor, multiplier: Double) -> TUILayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * TUIView.systemSpacing)
    }
}

/// An anchor for a size: width or height. Only dimensions take a multiplier
/// or relate to a constant.
@MainActor
public final class TUILayoutDimension: TUILayoutAnchor<TUILayoutDimension> {
    /// A constraint that this dimension equals `constant`.
    public func constraint(equalToConstant constant: Double) -> TUILayoutConstraint {
        makeConstraint(.equal, nil, multiplier: 1, constant: constant)
    }

    /// A constraint that this dimension is at least `constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> TUILayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// A constraint that this dimension is at most `constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> TUILayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// A constraint that this dimension equals `multiplier × anchor + constant`.
    ///
    /// - Parameters:
    ///   - anchor: The dimension to relate to.
    ///   - multiplier: The factor for `anchor`.
    ///   - constant: The offset; 0 by default.
    public func constraint(equalTo anchor: TUILayoutDimension, multiplier: Double, constant: Double = 0) -> TUILayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint that this dimension is at least `multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: TUILayoutDimension, multiplier: Double, constant: Double = 0) -> TUILayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint that this dimension is at most `multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: TUILayoutDimension, multiplier: Double, constant: Double = 0) -> TUILayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
