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

    typealias Data = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<CGFloat, CGFloat>>

    /// The effect's numbers, for an animation to move: the angle in radians
    /// (or the two scale factors) and the anchor.
    var data: Data {
        switch self {
        case .rotation(let angle, let anchor): AnimatablePair(AnimatablePair(angle.radians, 0), AnimatablePair(anchor.x, anchor.y))
        case .scale(let scale, let anchor):
            AnimatablePair(AnimatablePair(Double(scale.width), Double(scale.height)), AnimatablePair(anchor.x, anchor.y))
        }
    }

    /// The same kind of effect with `data` as its numbers.
    func with(_ data: Data) -> GeometryEffect {
        let anchor = UnitPoint(x: data.second.first, y: data.second.second)
        switch self {
        case .rotation: return .rotation(Angle(radians: data.first.first), anchor: anchor)
        case .scale: return .scale(CGSize(width: data.first.first, height: data.first.second), anchor: anchor)
        }
    }

    func isSameKind(as other: GeometryEffect) -> Bool {
        switch (self, other) {
        case (.rotation, .rotation), (.scale, .scale): true
        default: false
        }
    }

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
    private var kind: GeometryEffect?
    /// The effect's numbers, which move over an animated change.
    private var data: AnimatedValue<GeometryEffect.Data>?
    /// Set when the effect changed: the cells it will cover once placed are drawn again too.
    private var needsDisplayAfterPlacement = false

    /// The effect as drawn now.
    private var effect: GeometryEffect? {
        guard let kind, let data else { return nil }
        return kind.with(data.presented)
    }

    override func update(from oldView: GeometryEffectView<Content>?, to newView: GeometryEffectView<Content>) {
        if let kind, !kind.isSameKind(as: newView.effect) { data = nil }
        kind = newView.effect
        if take(newView.effect.data, into: &data) { effectDidMove() }
        updateContent(newView.content)
    }

    override func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        let moves = super.advanceAnimations(to: time, moved: &moved)
        if advance(&data, to: time) {
            moved = true
            effectDidMove()
        }
        return moves || data?.isAnimating == true
    }

    /// The cells covered before and after the change are drawn again.
    private func effectDidMove() {
        setNeedsDisplay()
        needsDisplayAfterPlacement = true
        setNeedsPlacement()
    }

    override var drawsContentElsewhere: Bool { true }

    override func effectDrawBounds(_ bounds: Rect) -> Rect {
        let transform = effect?.transform(for: frame) ?? .identity
        let covered = bounds.union(transform.boundingCells(of: bounds))
        if needsDisplayAfterPlacement {
            needsDisplayAfterPlacement = false
            graph.invalidateDisplay(covered)
        }
        return covered
    }

    override func draw(in canvas: inout Canvas) {
        guard let effect else { return super.draw(in: &canvas) }
        let outer = graph.drawing.effectTransform
        let transform = effect.transform(for: frame)
        graph.drawing.effectTransform = outer.map { transform.followed(by: $0) } ?? transform
        defer { graph.drawing.effectTransform = outer }
        super.draw(in: &canvas)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        data?.finish()
        data = nil
        kind = nil
    }
}
