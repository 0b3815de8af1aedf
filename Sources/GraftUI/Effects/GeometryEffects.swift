import Foundation
import GraftTerminal

extension View {
    /// Rotates the view's drawing by `angle` about `anchor`, a point of its
    /// frame, without changing its layout.
    ///
    /// Shapes and paths below are rotated before they are drawn into cells
    /// (clockwise for a positive angle, as the screen's y grows downward),
    /// keeping their proportions on the terminal's tall cells. Text, images
    /// and other cell content stay upright where they are: a terminal cannot
    /// turn a glyph.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        GeometryEffectView(content: self, effect: .rotation(angle, anchor: anchor))
    }

    /// Scales the view's drawing by `scale` (width and height factors) about
    /// `anchor`, without changing its layout.
    ///
    /// Shapes and paths below are scaled before they are drawn into cells;
    /// text, images and other cell content keep their size and place.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        GeometryEffectView(content: self, effect: .scale(scale, anchor: anchor))
    }

    /// Scales the view's drawing by `s` in both directions about `anchor`,
    /// without changing its layout.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        GeometryEffectView(content: self, effect: .scale(CGSize(width: s, height: s), anchor: anchor))
    }

    /// Scales the view's drawing by `x` horizontally and `y` vertically
    /// about `anchor`, without changing its layout.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        GeometryEffectView(content: self, effect: .scale(CGSize(width: x, height: y), anchor: anchor))
    }
}

/// A rotation or a scale, as plain values an animation can interpolate.
enum GeometryEffect: Equatable {
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)

    /// The effect on a view placed at `frame` (cells), in square cell units.
    func transform(for frame: Rect) -> EffectTransform {
        func center(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(
                x: CGFloat(frame.minX) + anchor.x * CGFloat(frame.width),
                y: CGFloat(frame.minY * 2) + anchor.y * CGFloat(frame.height * 2))
        }
        switch self {
        case .rotation(let angle, let anchor): return .rotation(by: angle, about: center(anchor))
        case .scale(let scale, let anchor): return .scale(by: scale, about: center(anchor))
        }
    }
}

struct GeometryEffectView<Content: View>: View, PrimitiveView {
    var content: Content
    var effect: GeometryEffect

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GeometryEffectNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lays its content out as it is and, while the content draws, tells the
/// shapes below how to map their paths (`DrawState.effectTransform`).
@MainActor
final class GeometryEffectNode<Content: View>: ContainerNode<GeometryEffectView<Content>, Content> {
    private var effect = NodeParameter<GeometryEffect>()
    /// Set when the effect changed: the cells it will cover once placed are drawn again too.
    private var needsDisplayAfterPlacement = false

    override func update(from oldView: GeometryEffectView<Content>?, to newView: GeometryEffectView<Content>) {
        if effect.take(newView.effect) {
            setNeedsDisplay()
            needsDisplayAfterPlacement = true
            setNeedsPlacement()
        }
        updateContent(newView.content)
    }

    override var drawsContentElsewhere: Bool { true }

    override func effectDrawBounds(_ bounds: Rect) -> Rect {
        let transform = effect.value?.transform(for: frame) ?? .identity
        let covered = bounds.union(transform.boundingCells(of: bounds))
        if needsDisplayAfterPlacement {
            needsDisplayAfterPlacement = false
            graph.invalidateDisplay(covered)
        }
        return covered
    }

    override func draw(in canvas: inout Canvas) {
        guard let effect = effect.value else { return super.draw(in: &canvas) }
        let outer = graph.drawing.effectTransform
        let transform = effect.transform(for: frame)
        graph.drawing.effectTransform = outer.map { transform.followed(by: $0) } ?? transform
        defer { graph.drawing.effectTransform = outer }
        super.draw(in: &canvas)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        effect.forget()
    }
}
