import Foundation
import GraftTerminal

extension View {
    /// Draws a shadow behind the view, offset by `x` and `y` points.
    ///
    /// A cell cannot be blurred: the shadow is the cells the view drew,
    /// moved by the offset in whole cells (at least one toward each side
    /// the offset points to, and one right and down for a shadow with a
    /// radius and no offset), laid in `color` over the backgrounds there.
    /// Where the view itself drew, it shows over its shadow. Layout does not change.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        ShadowView(content: self, shadow: ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
}

/// A shadow's parameters, as plain values an animation can interpolate.
struct ShadowEffect: Equatable {
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat

    /// The shadow's offset in cells, with `scale` points to a cell.
    func cellOffset(pointsPerCell scale: CGSize) -> (dx: Int, dy: Int) {
        func cells(_ points: CGFloat, per size: CGFloat) -> Int {
            guard points.isFinite, points != 0 else { return 0 }
            let count = Int(min(abs(points) / max(size, 0.001), 1000).rounded())
            return max(count, 1) * (points < 0 ? -1 : 1)
        }
        let dx = cells(x, per: scale.width)
        let dy = cells(y, per: scale.height)
        if dx == 0, dy == 0, radius.isFinite, radius > 0 { return (1, 1) }
        return (dx, dy)
    }
}

struct ShadowView<Content: View>: View, PrimitiveView {
    var content: Content
    var shadow: ShadowEffect

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ShadowNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lets its content draw, then shades the cells its drawing would cast on.
@MainActor
final class ShadowNode<Content: View>: ContainerNode<ShadowView<Content>, Content> {
    private var shadow = NodeParameter<ShadowEffect>()
    private var scale = PointScale()

    override func update(from oldView: ShadowView<Content>?, to newView: ShadowView<Content>) {
        let shadowChanged = shadow.take(newView.shadow)
        let scaleChanged = scale.refresh(from: environment)
        if shadowChanged || scaleChanged {
            setNeedsDisplay()
            setNeedsPlacement()
        }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) {
            setNeedsDisplay()
            setNeedsPlacement()
        }
    }

    override var drawsContentElsewhere: Bool { true }

    private var offset: (dx: Int, dy: Int) {
        shadow.value?.cellOffset(pointsPerCell: scale.value) ?? (0, 0)
    }

    override func effectDrawBounds(_ bounds: Rect) -> Rect {
        let (dx, dy) = offset
        let covered = bounds.union(bounds.offsetBy(dx: dx, dy: dy))
        graph.invalidateDisplay(covered)
        return covered
    }

    override func draw(in canvas: inout Canvas) {
        guard let shadow = shadow.value else { return super.draw(in: &canvas) }
        let (dx, dy) = offset
        let before = canvas.snapshot(of: frame)
        super.draw(in: &canvas)
        canvas.dropShadow(changesSince: before, dx: dx, dy: dy, color: shadow.color)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        shadow.forget()
    }
}
