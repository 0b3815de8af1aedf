import Foundation

/// A proposal for the size of a view, in points, as SwiftUI's.
///
/// Each dimension is `nil` (the view answers with its ideal size), zero (its
/// minimum), `.infinity` (its maximum) or a length. A custom ``Layout``
/// receives one and proposes them to its subviews. Points map to cells
/// through ``EnvironmentValues/pointsPerCell``.
@frozen
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height in points, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from a width and a height; `nil` leaves a
    /// dimension unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Zero in both dimensions: the view answers with its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unspecified in both dimensions: the view answers with its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinite in both dimensions: the view answers with its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// A size with each unspecified dimension taken from `size`, ten points
    /// by default so that a flexible view never collapses to nothing.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The points a cell proposal means at `scale`; an unbounded dimension
    /// is infinite.
    package init(_ cells: CellProposal, scale: CGSize) {
        self.init(
            width: cells.width.map { PointsToCells.points(columns: $0, at: scale) },
            height: cells.height.map { PointsToCells.points(rows: $0, at: scale) }
        )
    }

    /// The cells this proposal asks for at `scale`, each dimension rounded
    /// on its own (LAYOUT.md §1.12).
    package func cells(at scale: CGSize) -> CellProposal {
        CellProposal(width: PointsToCells.columns(width, at: scale), height: PointsToCells.rows(height, at: scale))
    }
}
