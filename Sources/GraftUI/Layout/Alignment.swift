import Foundation

/// A type that names an alignment guide and gives its default position in
/// a view, as SwiftUI's `AlignmentID`.
///
/// ```swift
/// private enum FirstThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThird.self)
/// }
/// ```
///
/// A custom guide set explicitly on views inside a stack passes up through
/// the stack (the average of its children's values), so views in different
/// stacks can line up (docs/LAYOUT.md §1.19).
public protocol AlignmentID {
    /// Where the guide lies in a view that sets no explicit value, in
    /// points from the view's origin.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The built-in edge and center guides: a stack does not pass their
/// explicit values up (docs/LAYOUT.md §1.19, rule 4).
protocol FrameAlignmentID: AlignmentID {}

/// One alignment guide, identified by its ``AlignmentID`` type.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    // A metatype of a protocol without isolation; never mutated.
    let type: any AlignmentID.Type
    let axis: Axis

    init(_ type: any AlignmentID.Type, axis: Axis) {
        self.type = type
        self.axis = axis
    }

    /// Whether a container's explicit value combines its children's (a
    /// custom guide) or is never set (a built-in edge or center).
    var propagates: Bool { !(type is any FrameAlignmentID.Type) }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { type.defaultValue(in: dimensions) }

    /// The offset of a child of `child` cells in a container of `container`
    /// cells, one cell per point: the container's default guide minus the
    /// child's, rounded down.
    func offset(child: Int, in container: Int) -> Int {
        let size = { (length: Int) -> ViewDimensions in
            axis == .horizontal
                ? ViewDimensions(width: CGFloat(length), height: 0) : ViewDimensions(width: 0, height: CGFloat(length))
        }
        let difference = defaultValue(in: size(container)) - defaultValue(in: size(child))
        return AlignmentGuides.floorCells(difference)
    }

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.axis == rhs.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(axis)
    }
}

/// Where a view sits across a horizontal line of views, or inside a frame
/// horizontally: a guide that views line up on.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// Creates a custom guide from its identifier.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    init(key: AlignmentKey) { self.key = key }

    private enum Leading: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    /// The leading (left) edges line up.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The centers line up; an odd spare cell goes to the trailing side.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing (right) edges line up.
    public static let trailing = HorizontalAlignment(Trailing.self)

    /// The offset of a child of `child` cells in a container of `container` cells.
    func offset(child: Int, in container: Int) -> Int {
        if self == .leading { return 0 }
        if self == .center { return CellMath.floorDivide(container - child, 2) }
        if self == .trailing { return container - child }
        return key.offset(child: child, in: container)
    }
}

/// Where a view sits across a vertical column of views, or inside a frame
/// vertically: a guide that views line up on.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// Creates a custom guide from its identifier.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    init(key: AlignmentKey) { self.key = key }

    private enum Top: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    /// The top edges line up.
    public static let top = VerticalAlignment(Top.self)
    /// The centers line up; an odd spare row goes to the bottom.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edges line up.
    public static let bottom = VerticalAlignment(Bottom.self)

    /// The offset of a child of `child` cells in a container of `container` cells.
    func offset(child: Int, in container: Int) -> Int {
        if self == .top { return 0 }
        if self == .center { return CellMath.floorDivide(container - child, 2) }
        if self == .bottom { return container - child }
        return key.offset(child: child, in: container)
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
