import Foundation

/// A view's size, in points, and where its alignment guides lie.
///
/// Subscripting by a guide gives the value the view set explicitly with
/// `alignmentGuide(_:computeValue:)` (or that a stack passed up from its
/// children), else the guide's default for this size.
public struct ViewDimensions: Equatable {
    /// The width in points.
    public let width: CGFloat
    /// The height in points.
    public let height: CGFloat
    /// The view's explicit guide values, in points from its origin.
    private let explicitValue: (AlignmentKey) -> CGFloat?

    init(width: CGFloat, height: CGFloat, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.width = width
        self.height = height
        self.explicitValue = explicit
    }

    /// The horizontal position of `guide`: its explicit value, else its
    /// default (0, half the width and the width for the built-in guides).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitValue(guide.key) ?? guide.key.defaultValue(in: self)
    }

    /// The vertical position of `guide`: its explicit value, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitValue(guide.key) ?? guide.key.defaultValue(in: self)
    }

    /// The horizontal guide's explicit value, or `nil` when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// The vertical guide's explicit value, or `nil` when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// Two dimensions are equal when their sizes are (guide values are
    /// computed on demand and cannot be compared).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}
