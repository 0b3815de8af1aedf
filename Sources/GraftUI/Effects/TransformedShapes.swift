import Foundation
import GraftTerminal

extension ShapeViewNode {
    /// Draws the shape with its path mapped by `transform`.
    func drawTransformed(
        _ view: _ShapeView<Content, Style>, shape: Content, by transform: EffectTransform, in canvas: inout Canvas
    ) {
        TransformedShapeDrawing(frame: frame, environment: environment, transform: transform).draw(
            shape.path(in:), drawing: view.drawing,
            paint: { view.style.resolvedPaint(in: $0, environment: environment) }, in: &canvas)
    }
}

extension ShapeNode {
    /// Draws a box-drawn rectangle as a path mapped by `transform`: its
    /// sides can turn, so they are drawn as dots and quadrant blocks.
    func drawTransformed(_ shape: Shape, by transform: EffectTransform, in canvas: inout Canvas) {
        let rectangle = shape.rectangle
        let cornerSize = (shape as? RoundedRectangle)?.cornerSize ?? .zero
        let outline: (CGRect) -> Path = { Path(roundedRect: $0, cornerSize: cornerSize) }
        let drawing = TransformedShapeDrawing(frame: frame, environment: environment, transform: transform)
        let foreground = environment.foregroundStyle.style(tint: environment.tint).foreground
        if let stroke = rectangle.strokeColor {
            if let fill = rectangle.fillColor {
                drawing.draw(outline, drawing: .fill(FillStyle()), paint: { _ in .solid(fill) }, in: &canvas)
            }
            let color = stroke == .default ? foreground : stroke
            drawing.draw(outline, drawing: .stroke(StrokeStyle(lineWidth: 1)), paint: { _ in .solid(color) }, in: &canvas)
        } else {
            let color = rectangle.fillColor ?? (foreground == .default ? Color.white : foreground)
            drawing.draw(outline, drawing: .fill(FillStyle()), paint: { _ in .solid(color) }, in: &canvas)
        }
    }
}

/// A shape's path mapped by a geometry effect (square cell units, graph
/// coordinates) and drawn into the cells the mapped path covers. Strokes
/// are dots even on box-drawn shapes, whose sides can turn.
@MainActor
struct TransformedShapeDrawing {
    let frame: Rect
    let environment: EnvironmentValues
    let transform: EffectTransform

    func draw(
        _ makePath: (CGRect) -> Path, drawing: ShapeDrawingMode, paint resolvePaint: (PaintArea) -> ShapePaint,
        in canvas: inout Canvas
    ) {
        guard frame.width > 0, frame.height > 0 else { return }
        let unit = ShapeRaster.unit(in: environment)
        let local = ShapeRaster(frame: frame, unit: unit, glyphs: environment.glyphSupport)
        let origin = CGPoint(x: CGFloat(frame.minX), y: CGFloat(frame.minY * 2))
        let mapped = makePath(local.pathRect).mappingPoints { point in
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
        let framePaint = resolvePaint(PaintArea(columns: frame.width, rows: frame.height, unit: unit))
        let dx = target.minX - frame.minX
        let dy = target.minY - frame.minY
        let paint: ShapePaint =
            switch framePaint {
            case .solid: framePaint
            case .varying: .varying { framePaint.color(column: $0 + dx, row: $1 + dy) }
            }
        switch drawing {
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
