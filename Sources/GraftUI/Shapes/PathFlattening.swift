import Foundation

/// A path as straight segments: curves are cut into lines short enough that
/// no dot of the raster could tell them apart.
struct FlatPath {
    /// A run of connected points; closed subpaths end where they began.
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool
    }

    var subpaths: [Subpath] = []

    /// True when `point` is inside the filled path.
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for crossing in crossings(atY: point.y) where crossing.x > point.x {
            winding += crossing.direction
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Where the filled outline crosses the horizontal line at `y`, left to
    /// right, each with +1 for an edge going down and -1 for one going up.
    /// Every subpath counts as closed when filled, as SwiftUI fills it.
    func crossings(atY y: CGFloat) -> [(x: CGFloat, direction: Int)] {
        var found: [(x: CGFloat, direction: Int)] = []
        for subpath in subpaths where subpath.points.count > 1 {
            var previous = subpath.points[subpath.points.count - 1]
            for point in subpath.points {
                defer { previous = point }
                // Half-open in y, so a vertex shared by two edges counts once.
                guard (previous.y <= y) != (point.y <= y) else { continue }
                let t = (y - previous.y) / (point.y - previous.y)
                found.append((previous.x + t * (point.x - previous.x), point.y > previous.y ? 1 : -1))
            }
        }
        return found.sorted { $0.x < $1.x }
    }
}

enum PathFlattening {
    /// `path` as straight segments no further than `tolerance` points from
    /// its curves.
    static func polygons(of path: Path, tolerance: CGFloat) -> FlatPath {
        var flat = FlatPath()
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && !closed) {
                flat.subpaths.append(.init(points: current, isClosed: closed))
            }
            current = []
        }
        path.forEach { element in
            switch element {
            case .move(let point):
                finish(closed: false)
                start = point
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let point, let control):
                let from = current.last ?? point
                // A quadratic is the cubic with controls two thirds of the way to its control point.
                let control1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                let control2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                appendCubic(from: from, control1, control2, point, tolerance: tolerance, to: &current)
            case .curve(let point, let control1, let control2):
                appendCubic(from: current.last ?? point, control1, control2, point, tolerance: tolerance, to: &current)
            case .closeSubpath:
                if let last = current.last, last != start { current.append(start) }
                finish(closed: true)
                current = [start]
            }
        }
        finish(closed: false)
        return flat
    }

    /// Appends the points of a cubic Bézier curve after `from`, in as many
    /// even steps as its control polygon's length needs (at most 256).
    private static func appendCubic(
        from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat, to points: inout [CGPoint]
    ) {
        let length = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
        let steps = min(256, max(2, Int((length / max(tolerance, 0.01)).squareRoot().rounded(.up)) * 2))
        for step in 1 ... steps {
            let t = CGFloat(step) / CGFloat(steps)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            points.append(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
