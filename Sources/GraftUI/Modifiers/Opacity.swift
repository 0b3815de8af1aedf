import GraftTerminal

extension View {
    /// Draws the view at `opacity`, from 0 (not drawn, though it keeps its
    /// place and focus) to 1.
    ///
    /// A cell has no alpha: what the view draws blends with what is beneath
    /// it where the terminal has 256 colors or more, and is dimmed where it
    /// has fewer or the text is in the terminal's own color.
    public func opacity(_ opacity: Double) -> some View {
        OpacityView(content: self, opacity: opacity.isNaN ? 0 : min(max(opacity, 0), 1))
    }
}

struct OpacityView<Content: View>: View, PrimitiveView {
    var content: Content
    var opacity: Double

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OpacityNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class OpacityNode<Content: View>: ContainerNode<OpacityView<Content>, Content> {
    /// Stepped every frame while it animates: main-actor state that no
    /// access overlaps, so without the runtime's exclusivity check.
    @exclusivity(unchecked) private var opacity: AnimatedValue<Double>?

    override func update(from oldView: OpacityView<Content>?, to newView: OpacityView<Content>) {
        if take(newView.opacity, into: &opacity) { setNeedsDisplay() }
        updateContent(newView.content)
    }

    override func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        let moves = super.advanceAnimations(to: time, moved: &moved)
        if advance(&opacity, to: time) {
            moved = true
            setNeedsDisplay()
        }
        return moves || opacity?.isAnimating == true
    }

    override func draw(in canvas: inout Canvas) {
        let opacity = opacity?.presented ?? 1
        guard opacity > 0 else { return }
        guard opacity < 1 else { return super.draw(in: &canvas) }
        let before = canvas.snapshot(of: frame)
        super.draw(in: &canvas)
        canvas.fade(changesSince: before, opacity: UInt8((opacity * 255).rounded()))
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        opacity?.finish()
        opacity = nil
    }
}
