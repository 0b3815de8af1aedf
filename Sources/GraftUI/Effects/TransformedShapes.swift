import Foundation
import GraftTerminal

extension ShapeViewNode {
    /// Draws the shape with its path mapped by `transform` (square cell
    /// units, graph coordinates), into the cells the mapped path covers.
    /// Strokes keep dots even on box-drawn shapes, whose sides can turn.
    func drawTransformed(_ view: _ShapeView<Content, Style>, by transform: EffectTransform, in canvas: inout Canvas) {
        let unit = ShapeRaster.unit(in: environment)
        let local = ShapeRaster(frame: frame, unit: unit, glyphs: environment.glyphSupport)
        let origin = CGPoint(x: CGFloat(frame.minX), y: CGFloat(frame.minY * 2))
        let mapped = view.shape.path(in: local.pathRect).mappingPoints { point in
            transform.apply(to: CGPoint(x: origin.x + point.x / unit, y: origin.y + point.y / unit))
        }
        let bounds = mapped.boundingRect
        guard !bounds.isNull,
            let covered = EffectTransform.cells(
                covering: [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.maxY)])
        else { return }
        // Only the cells that can show are rasterized, however large the shape grew.
        let target = covered.intersection(canvas.clipRect)
        guard !target.isEmpty else { return }
        let raster = ShapeRaster(frame: target, unit: unit, glyphs: environment.glyphSupport)
        let targetOrigin = CGPoint(x: CGFloat(target.minX), y: CGFloat(target.minY * 2))
        let path = PathFlattening.polygons(
            of: mapped.mappingPoints { CGPoint(x: ($0.x - targetOrigin.x) * unit, y: ($0.y - targetOrigin.y) * unit) },
            tolerance: unit / 4)
        // The style is laid out over the shape's own frame, as without the effect.
        let framePaint = view.style.resolvedPaint(
            in: PaintArea(columns: frame.width, rows: frame.height, unit: unit), environment: environment)
        let dx = target.minX - frame.minX
        let dy = target.minY - frame.minY
        let paint: ShapePaint =
            switch framePaint {
            case .solid: framePaint
            case .varying: .varying { framePaint.color(column: $0 + dx, row: $1 + dy) }
            }
        switch view.drawing {
        case .fill(let style):
            raster.fill(raster.quadrants(of: path, evenOdd: style.isEOFilled), paint: paint, in: &canvas)
        case .stroke(let style):
            let thickness = max(1, Int((style.lineWidth * transform.lengthScale / unit).rounded()))
            raster.stroke(
                raster.dots(along: path, thickness: thickness, dash: style.dash, dashPhase: style.dashPhase), paint: paint,
                in: &canvas)
        }
    }
}
