import Foundation
import GraftTerminal

extension View {
    /// Clips the view's drawing to `shape`, the size of the view: cells
    /// mostly outside the shape (fewer than half their quadrants inside)
    /// show what is behind the view.
    ///
    /// ```swift
    /// banner.clipShape(.capsule)
    /// avatar.clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ClipShapeView(content: self, shape: shape, style: style)
    }

    /// Clips the view to a rectangle with rounded corners of `radius` points.
    @available(*, deprecated, message: "Use clipShape(.rect(cornerRadius:)) or clipShape(RoundedRectangle(cornerRadius:)).")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

struct ClipShapeView<Content: View, ClipShape: Shape>: View, PrimitiveView {
    var content: Content
    var shape: ClipShape
    var style: FillStyle

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ClipShapeNode<Content, ClipShape>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ClipShapeNode<Content: View, ClipShape: Shape>: ContainerNode<ClipShapeView<Content, ClipShape>, Content> {
    private var shape: ClipShape?
    private var isEOFilled = false

    override func update(from oldView: ClipShapeView<Content, ClipShape>?, to newView: ClipShapeView<Content, ClipShape>) {
        // The shape's path is the user's code: drawn again rather than compared.
        shape = newView.shape
        isEOFilled = newView.style.isEOFilled
        setNeedsDisplay()
        updateContent(newView.content)
    }

    override func draw(in canvas: inout Canvas) {
        guard let shape, frame.width > 0, frame.height > 0 else { return }
        let before = canvas.snapshot(of: frame)
        canvas.withSavedState { canvas in
            canvas.clip(to: frame)
            super.draw(in: &canvas)
        }
        let raster = ShapeRaster(frame: frame, unit: ShapeRaster.unit(in: environment), glyphs: .subCell)
        let path = PathFlattening.polygons(of: shape.path(in: raster.pathRect), tolerance: raster.unit / 4)
        let coverage = raster.quadrants(of: path, evenOdd: isEOFilled)
        // The snapshot's area is the frame inside the clip, in canvas coordinates.
        let dx = before.area.minX - (frame.minX + canvas.origin.x)
        let dy = before.area.minY - (frame.minY + canvas.origin.y)
        canvas.restore(before) { column, row in
            coverage[(row + dy) * frame.width + column + dx].nonzeroBitCount < 2
        }
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        shape = nil
    }
}
