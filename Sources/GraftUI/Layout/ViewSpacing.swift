import Foundation

/// The space a view prefers between itself and its neighbours, per edge,
/// in points.
///
/// Graft's standard spacing (docs/LAYOUT.md §1.11) is one cell between
/// neighbours in a row, none in a column, and none next to a ``Spacer``:
/// a subview's spacing holds one cell's width on its leading and trailing
/// edges, or nothing for a spacer, and the distance between two views is
/// the smaller of the edges that meet.
public struct ViewSpacing: Equatable, Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The standard spacing at one point per cell.
    public init() {
        self.init(top: 0, leading: 1, bottom: 0, trailing: 1)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }

    /// Takes the larger spacing of this and `other` on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with the larger of it and `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }
}
