import Foundation
import GraftTerminal

/// How containers line their children up on explicit alignment guides
/// (docs/LAYOUT.md §1.19): guide values are in points, positions in cells.
@MainActor
enum AlignmentGuides {
    /// `value` rounded down to a whole cell, clamped like every length.
    nonisolated static func floorCells(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        let limit = CGFloat(1 << 40)
        return Int(max(min(value.rounded(.down), limit), -limit))
    }

    /// Whether explicit guides may exist below `node` at all.
    static func mayExist(in node: ViewNode) -> Bool {
        node.graph.layoutState.hasAlignmentGuides
    }

    /// `node`'s dimensions measured with `proposal`, where it chose `size`.
    static func dimensions(of node: ViewNode, proposal: CellProposal, size: Size, scale: CGSize) -> ViewDimensions {
        let points = PointsToCells.points(size, at: scale)
        return ViewDimensions(width: points.width, height: points.height) { key in
            MainActor.assumeIsolated { node.explicitAlignment(of: key, for: proposal) }
        }
    }

    /// Where `key`'s guide lies in `node`, in cells from its origin (not
    /// rounded, so a center stays between cells).
    static func guide(_ key: AlignmentKey, of node: ViewNode, proposal: CellProposal, size: Size, scale: CGSize) -> Double {
        let points =
            node.explicitAlignment(of: key, for: proposal)
            ?? key.defaultValue(in: dimensions(of: node, proposal: proposal, size: size, scale: scale))
        let perCell = key.axis == .horizontal ? scale.width : scale.height
        return perCell > 0 && perCell.isFinite ? points / perCell : points
    }

    /// Lines up views of `lengths` whose guides lie at `guides` (cells from
    /// each view's origin) on one axis: each view's offset from the group's
    /// leading edge, rounded down, and the group's length. Only the views
    /// `counted` fix the line and the length (a `ZStack`'s sizing children).
    static func line(guides: [Double], lengths: [Int], counted: [Bool]? = nil) -> (offsets: [Int], extent: Int) {
        let counts = { (index: Int) in counted?[index] ?? true }
        var line = -Double.infinity
        for index in guides.indices where counts(index) { line = max(line, guides[index]) }
        if line == -.infinity { line = guides.max() ?? 0 }
        let offsets = guides.map { floorCells(line - $0) }
        var extent = 0
        for index in offsets.indices where counts(index) {
            extent = max(extent, CellMath.adding(offsets[index], lengths[index]))
        }
        return (offsets, extent)
    }

    /// A container's explicit value from its children's, already in the
    /// container's space: their average for a custom guide, none for a
    /// built-in edge or center (SwiftUI's `_combineExplicit`).
    static func combine(_ values: [CGFloat], for key: AlignmentKey) -> CGFloat? {
        guard key.propagates, !values.isEmpty else { return nil }
        return values.reduce(0, +) / CGFloat(values.count)
    }

    /// `cells` along `axis` in points.
    static func points(_ cells: Int, along axis: Axis, at scale: CGSize) -> CGFloat {
        axis == .horizontal ? PointsToCells.points(columns: cells, at: scale) : PointsToCells.points(rows: cells, at: scale)
    }

    /// The offset of a child in a container along one axis by `alignment`
    /// when either sets an explicit guide: the container's guide minus the
    /// child's, rounded down; nil when neither does, so callers keep the
    /// plain offset of LAYOUT.md §1.8.
    static func offset(
        _ key: AlignmentKey, child: ViewNode, proposal: CellProposal, size: Size,
        in container: Size, containerGuide: Double?, scale: CGSize
    ) -> Int? {
        guard mayExist(in: child) else { return nil }
        let childExplicit = child.explicitAlignment(of: key, for: proposal)
        guard childExplicit != nil || containerGuide != nil else { return nil }
        let childGuide = guide(key, of: child, proposal: proposal, size: size, scale: scale)
        let perCell = key.axis == .horizontal ? scale.width : scale.height
        let containerPoints = PointsToCells.points(container, at: scale)
        let defaultGuide =
            key.defaultValue(in: ViewDimensions(width: containerPoints.width, height: containerPoints.height))
            / (perCell > 0 && perCell.isFinite ? perCell : 1)
        return floorCells((containerGuide ?? defaultGuide) - childGuide)
    }
}
