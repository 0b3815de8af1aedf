import Foundation
import GraftTerminal

/// The inset distances for the sides of a rectangle, in points, as SwiftUI
/// measures them.
///
/// A point is one cell unless the environment's ``EnvironmentValues/pointsPerCell``
/// says otherwise; see <doc:PointsAndCells>.
public struct EdgeInsets: Hashable, Sendable {
    /// The distance inward from the top edge.
    public var top: CGFloat
    /// The distance inward from the leading edge.
    public var leading: CGFloat
    /// The distance inward from the bottom edge.
    public var bottom: CGFloat
    /// The distance inward from the trailing edge.
    public var trailing: CGFloat

    /// Insets of zero on every side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with the given distances from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension EdgeInsets {
    /// These insets in whole cells, each side rounded on its own.
    package func cells(at scale: CGSize) -> CellInsets {
        CellInsets(
            top: PointsToCells.rows(top, at: scale),
            leading: PointsToCells.columns(leading, at: scale),
            bottom: PointsToCells.rows(bottom, at: scale),
            trailing: PointsToCells.columns(trailing, at: scale))
    }
}
