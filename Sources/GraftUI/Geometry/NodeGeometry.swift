import Foundation
import GraftTerminal

extension ViewNode {
    /// The geometry of a view placed at `rect` below this node, in points at
    /// `scale`: what a ``GeometryReader`` at `rect` would be given, and what
    /// `onGeometryChange` and `visualEffect` measure their view with.
    func geometryProxy(for rect: Rect, scale: CGSize) -> GeometryProxy {
        var origins: [GeometryProxy.NamedOrigin] = []
        var ancestor = parent
        while let node = ancestor {
            if let name = node.coordinateSpaceName {
                origins.append(.init(name: name, origin: Self.points(node.frame.origin, scale)))
            }
            ancestor = node.parent
        }
        let safe = graph.safeAreaRect
        let insets = EdgeInsets(
            top: PointsToCells.points(rows: min(max(safe.minY - rect.minY, 0), rect.height), at: scale),
            leading: PointsToCells.points(columns: min(max(safe.minX - rect.minX, 0), rect.width), at: scale),
            bottom: PointsToCells.points(rows: min(max(rect.maxY - safe.maxY, 0), rect.height), at: scale),
            trailing: PointsToCells.points(columns: min(max(rect.maxX - safe.maxX, 0), rect.width), at: scale))
        return GeometryProxy(
            size: PointsToCells.points(rect.size, at: scale), safeAreaInsets: insets,
            globalFrame: CGRect(origin: Self.points(rect.origin, scale), size: PointsToCells.points(rect.size, at: scale)),
            namedOrigins: origins)
    }

    private static func points(_ point: Point, _ scale: CGSize) -> CGPoint {
        CGPoint(x: PointsToCells.points(columns: point.x, at: scale), y: PointsToCells.points(rows: point.y, at: scale))
    }
}
