import Foundation
import GraftTerminal

/// A 2D shape: an outline a view fills, strokes or clips to.
///
/// Conform a type and describe the outline in ``path(in:)``; the shape is
/// then a view that fills what it is offered with the foreground style.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// The rectangle is in square points: a column is one point wide and a row
/// two tall (more with ``EnvironmentValues/pointsPerCell``), so a circle is
/// round on a terminal's tall cells. Outlines draw in braille dots, fills in
/// quadrant blocks, and whole cells where the terminal lacks those glyphs.
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, so its outline can be stroked inside its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A shape is drawn filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: .foreground, drawing: .fill(FillStyle()))
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// The shape's outline, `lineWidth` points wide, centered on its path.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline, stroked as `style` says.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// The shape's outline in the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle.foreground, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline in the foreground style, stroked as `style` says.
    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle.foreground, drawing: .stroke(style))
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> some View
    {
        _ShapeView(shape: inset(by: lineWidth / 2), style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline drawn inside its frame, stroked as `style` says.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    )
        -> some View
    {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, drawing: .stroke(style))
    }
}

/// How a shape view draws its shape.
package enum ShapeDrawingMode: Hashable, Sendable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// A shape drawn with a style: what a ``Shape`` is as a view, and what
/// `fill` and `stroke` make of it.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    let drawing: ShapeDrawingMode

    /// Drawn by Graft.
    public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ShapeViewNode<Content, Style>(graph: graph, parent: parent, environment: environment)
    }
}

/// Fills what it is offered and draws the shape there.
@MainActor
final class ShapeViewNode<Content: Shape, Style: ShapeStyle>: PrimitiveNode<_ShapeView<Content, Style>> {
    /// The shape's animatable data, which moves towards a new shape's over
    /// an animated change (a custom shape morphs; built-in ones have none).
    /// Stepped every frame while it animates: main-actor state that no
    /// access overlaps, so without the runtime's exclusivity check.
    @exclusivity(unchecked) private var shapeData: AnimatedValue<Content.AnimatableData>?

    override func update(from oldView: _ShapeView<Content, Style>?, to newView: _ShapeView<Content, Style>) {
        _ = take(newView.shape.animatableData, into: &shapeData)
        // A shape's path is the user's code; it is drawn again rather than compared.
        setNeedsDisplay()
    }

    override func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        let moves = super.advanceAnimations(to: time, moved: &moved)
        if advance(&shapeData, to: time) {
            moved = true
            setNeedsDisplay()
        }
        return moves || shapeData?.isAnimating == true
    }

    /// The shape as drawn now: the view's, with the animated data reached so far.
    private var presentedShape: Content? {
        guard var shape = view?.shape else { return nil }
        if let shapeData, shapeData.isAnimating { shape.animatableData = shapeData.presented }
        return shape
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        shapeData?.finish()
        shapeData = nil
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        // While the frame animates, the shape grows or shrinks with it.
        let frame = Rect(origin: frame.origin, size: presentedSize)
        guard let view, let shape = presentedShape, frame.width > 0, frame.height > 0 else { return }
        if let transform = graph.drawing.effectTransform {
            return drawTransformed(view, shape: shape, by: transform, in: &canvas)
        }
        let raster = ShapeRaster(
            frame: frame, unit: ShapeRaster.unit(in: environment), glyphs: environment.glyphSupport)
        let paint = view.style.resolvedPaint(
            in: PaintArea(columns: frame.width, rows: frame.height, unit: raster.unit), environment: environment)
        if case .fill = view.drawing, shape is Rectangle {
            // A rectangle covers every quadrant of its frame's cells: no path to rasterize.
            return raster.fill([UInt8](repeating: 0b1111, count: frame.width * frame.height), paint: paint, in: &canvas)
        }
        let path = PathFlattening.polygons(of: shape.path(in: raster.pathRect), tolerance: raster.unit / 4)
        switch view.drawing {
        case .fill(let style):
            raster.fill(raster.quadrants(of: path, evenOdd: style.isEOFilled), paint: paint, in: &canvas)
        case .stroke where (view.shape as? any BoxOutlined) != nil && !isThick(view.drawing):
            let line = (view.shape as? any BoxOutlined)?.boxLine ?? .single
            canvas.drawBox(frame, line: line, style: GraftTerminal.Style(foreground: view.style.resolvedColor(in: environment)))
        case .stroke(let style):
            let thickness = max(1, Int((style.lineWidth / raster.unit).rounded()))
            raster.stroke(
                raster.dots(along: path, thickness: thickness, dash: style.dash, dashPhase: style.dashPhase), paint: paint,
                in: &canvas)
        }
    }
}

extension ShapeViewNode {
    /// A stroke more than one dot wide, or dashed, is drawn in dots even on a
    /// shape with box-drawn sides.
    private func isThick(_ drawing: ShapeDrawingMode) -> Bool {
        guard case .stroke(let style) = drawing else { return false }
        return !style.dash.isEmpty || style.lineWidth / ShapeRaster.unit(in: environment) >= 1.5
    }
}

extension ShapeRaster {
    /// Points per column where `environment` is: its points-per-cell width.
    @MainActor
    static func unit(in environment: EnvironmentValues) -> CGFloat {
        let width = environment.pointsPerCell.width
        return width > 0 && width.isFinite ? width : 1
    }
}

extension EnvironmentValues {
    /// The glyphs shapes draw with: the process's choice unless a test sets one.
    var glyphSupport: GlyphSupport {
        get { self[GlyphSupportKey.self] }
        set { self[GlyphSupportKey.self] = newValue }
    }
}

private struct GlyphSupportKey: EnvironmentKey {
    static let defaultValue = GlyphSupport.processDefault
}
