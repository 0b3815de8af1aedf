/// Where a view sits across a horizontal line of views, or inside a frame horizontally.
public enum HorizontalAlignment: Hashable, Sendable {
    /// The leading (left) edges line up.
    case leading
    /// The centers line up; an odd spare cell goes to the trailing side.
    case center
    /// The trailing (right) edges line up.
    case trailing

    /// The offset of a child of `child` cells in a container of `container` cells.
    func offset(child: Int, in container: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: CellMath.floorDivide(container - child, 2)
        case .trailing: container - child
        }
    }
}

/// Where a view sits across a vertical column of views, or inside a frame vertically.
public enum VerticalAlignment: Hashable, Sendable {
    /// The top edges line up.
    case top
    /// The centers line up; an odd spare row goes to the bottom.
    case center
    /// The bottom edges line up.
    case bottom

    /// The offset of a child of `child` cells in a container of `container` cells.
    func offset(child: Int, in container: Int) -> Int {
        switch self {
        case .top: 0
        case .center: CellMath.floorDivide(container - child, 2)
        case .bottom: container - child
        }
    }
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
