import Foundation
import GraftTerminal

extension EnvironmentValues {
    /// The size of one terminal cell in the points this subtree's geometry
    /// is written in: one by one unless set.
    ///
    /// SwiftUI measures in points and Graft lays out in cells. By default a
    /// point is a cell, so `.padding(1)` is one column and one row. Code
    /// ported from iOS, where `.frame(width: 200)` and `.padding(16)` are
    /// normal, sets this once at its root, for example to
    /// `CGSize(width: 8, height: 16)` (a cell is about twice as tall as it
    /// is wide), and its frames, paddings, spacings and offsets shrink to a
    /// terminal's scale. Each length is rounded to the nearest whole cell.
    public var pointsPerCell: CGSize {
        get { self[PointsPerCellKey.self] }
        set { self[PointsPerCellKey.self] = newValue }
    }
}

struct PointsPerCellKey: EnvironmentKey {
    static let defaultValue = CGSize(width: 1, height: 1)
}

/// Turns lengths in points into whole cells, the one rounding rule for every
/// geometry value the public API takes (docs/LAYOUT.md, "Points and cells").
package enum PointsToCells {
    /// Columns for a horizontal length.
    package static func columns(_ points: CGFloat, at scale: CGSize) -> Int {
        cells(points, per: scale.width)
    }

    /// Rows for a vertical length.
    package static func rows(_ points: CGFloat, at scale: CGSize) -> Int {
        cells(points, per: scale.height)
    }

    /// Optional lengths stay optional; `nil` means "not given".
    package static func columns(_ points: CGFloat?, at scale: CGSize) -> Int? {
        points.map { columns($0, at: scale) }
    }

    /// Optional lengths stay optional; `nil` means "not given".
    package static func rows(_ points: CGFloat?, at scale: CGSize) -> Int? {
        points.map { rows($0, at: scale) }
    }

    /// The points `columns` cells span; unbounded is infinite.
    package static func points(columns: Int, at scale: CGSize) -> CGFloat {
        columns == CellProposal.infinity ? .infinity : CGFloat(columns) * scale.width
    }

    /// The points `rows` cells span; unbounded is infinite.
    package static func points(rows: Int, at scale: CGSize) -> CGFloat {
        rows == CellProposal.infinity ? .infinity : CGFloat(rows) * scale.height
    }

    /// A cell size in points.
    package static func points(_ size: Size, at scale: CGSize) -> CGSize {
        CGSize(width: points(columns: size.width, at: scale), height: points(rows: size.height, at: scale))
    }

    /// A size in points as whole cells, never negative.
    package static func cells(_ size: CGSize, at scale: CGSize) -> Size {
        Size(width: max(columns(size.width, at: scale), 0), height: max(rows(size.height, at: scale), 0))
    }

    /// The nearest whole cell (halves away from zero, as `floor(x + 0.5)` for
    /// positive lengths); infinity stays unbounded, NaN is nothing, and
    /// lengths beyond any screen are clamped so arithmetic cannot overflow.
    private static func cells(_ points: CGFloat, per cell: CGFloat) -> Int {
        if points.isNaN { return 0 }
        if points == .infinity { return CellProposal.infinity }
        if points == -.infinity { return -limit }
        let value = (cell > 0 && cell.isFinite ? points / cell : points).rounded(.toNearestOrAwayFromZero)
        return Int(max(min(value, CGFloat(limit)), -CGFloat(limit)))
    }

    /// Far beyond any terminal, far below `Int.max` (the unbounded length).
    private static let limit = 1 << 40
}

/// The points-per-cell scale a node last converted its lengths with, so it
/// can tell when a changed environment means new cells.
struct PointScale {
    private(set) var value = PointsPerCellKey.defaultValue
    /// The environment version last read: an unchanged environment (most
    /// updates on the reconcile path) needs no lookup.
    private var environmentVersion: UInt64?

    /// Takes the environment's scale; true when it differs from the last.
    /// The read is not recorded as a body's dependency: the node reacts
    /// to the change itself.
    mutating func refresh(from environment: EnvironmentValues) -> Bool {
        guard environment.version != environmentVersion else { return false }
        environmentVersion = environment.version
        let scale = environment.unrecordedValue(for: PointsPerCellKey.self)
        guard scale != value else { return false }
        value = scale
        return true
    }
}
