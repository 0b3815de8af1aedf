import Foundation
import GraftTerminal

/// An affine map in square cell units: x in columns, y in half rows, so a
/// rotation keeps a shape's proportions on a terminal's tall cells.
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as Core Graphics writes it.
struct EffectTransform: Equatable {
    var a: CGFloat
    var b: CGFloat
    var c: CGFloat
    var d: CGFloat
    var tx: CGFloat
    var ty: CGFloat

    static let identity = EffectTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle`, clockwise on the screen (y grows downward), about `center`.
    static func rotation(by angle: Angle, about center: CGPoint) -> EffectTransform {
        let cosine = CGFloat(cos(angle.radians))
        let sine = CGFloat(sin(angle.radians))
        return EffectTransform(
            a: cosine, b: sine, c: -sine, d: cosine,
            tx: center.x - cosine * center.x + sine * center.y,
            ty: center.y - sine * center.x - cosine * center.y)
    }

    /// A scale by `scale` about `center`.
    static func scale(by scale: CGSize, about center: CGPoint) -> EffectTransform {
        EffectTransform(
            a: scale.width, b: 0, c: 0, d: scale.height,
            tx: center.x - scale.width * center.x, ty: center.y - scale.height * center.y)
    }

    func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// This map followed by `next`.
    func followed(by next: EffectTransform) -> EffectTransform {
        EffectTransform(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    /// How much the map stretches lengths, on average (a stroke's width scales by it).
    var lengthScale: CGFloat { abs(a * d - b * c).squareRoot() }

    /// The cells that cover `cells` once mapped.
    func boundingCells(of cells: Rect) -> Rect {
        let corners = [
            CGPoint(x: CGFloat(cells.minX), y: CGFloat(cells.minY * 2)),
            CGPoint(x: CGFloat(cells.maxX), y: CGFloat(cells.minY * 2)),
            CGPoint(x: CGFloat(cells.minX), y: CGFloat(cells.maxY * 2)),
            CGPoint(x: CGFloat(cells.maxX), y: CGFloat(cells.maxY * 2)),
        ].map(apply(to:))
        return Self.cells(covering: corners) ?? cells
    }

    /// The cells that cover `points` (square cell units); nil when there are
    /// none or they are not finite.
    static func cells(covering points: [CGPoint]) -> Rect? {
        guard let first = points.first else { return nil }
        var low = first
        var high = first
        for point in points {
            low = CGPoint(x: min(low.x, point.x), y: min(low.y, point.y))
            high = CGPoint(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        let limit: CGFloat = 1e6
        guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite,
            abs(low.x) < limit, abs(low.y) < limit, abs(high.x) < limit, abs(high.y) < limit
        else { return nil }
        // A hair of slack, so a corner a rounding error past a cell edge does not widen by a cell.
        let epsilon: CGFloat = 1e-6
        let minX = Int((low.x + epsilon).rounded(.down))
        let maxX = Int((high.x - epsilon).rounded(.up))
        let minY = Int(((low.y + epsilon) / 2).rounded(.down))
        let maxY = Int(((high.y - epsilon) / 2).rounded(.up))
        return Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }
}

extension Path {
    /// The path with every point (control points too: affine maps keep
    /// curves curves) passed through `map`.
    func mappingPoints(_ map: (CGPoint) -> CGPoint) -> Path {
        var mapped = Path()
        forEach { element in
            switch element {
            case .move(let point): mapped.move(to: map(point))
            case .line(let point): mapped.addLine(to: map(point))
            case .quadCurve(let point, let control): mapped.addQuadCurve(to: map(point), control: map(control))
            case .curve(let point, let control1, let control2):
                mapped.addCurve(to: map(point), control1: map(control1), control2: map(control2))
            case .closeSubpath: mapped.closeSubpath()
            }
        }
        return mapped
    }

}
