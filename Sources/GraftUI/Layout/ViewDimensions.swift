import Foundation

/// A view's size, in points, and where its alignment guides lie.
public struct ViewDimensions: Equatable, Sendable {
    /// The width in points.
    public let width: CGFloat
    /// The height in points.
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The horizontal position of `guide`: 0, half the width, or the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// The vertical position of `guide`: 0, half the height, or the height.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }

    /// An explicitly set horizontal guide; Graft's guides are never set
    /// explicitly, so this is always `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// An explicitly set vertical guide; always `nil` (see the horizontal one).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
