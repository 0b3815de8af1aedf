import GraftTerminal

/// Shows the first of its children whose ideal size fits the space offered,
/// or the last when none does, as SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Downloading the latest catalog")
///     Text("Downloading")
/// }
/// ```
///
/// Only `axes` are checked: on the other axis any size fits.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child of `content` that fits
    /// along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ViewThatFitsNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ViewThatFitsNode<Content: View>: ContainerNode<ViewThatFits<Content>, Content> {
    private var axes = NodeParameter<Axis.Set>()
    /// The child last placed, the only one drawn.
    private var shown: ViewNode?

    override func update(from oldView: ViewThatFits<Content>?, to newView: ViewThatFits<Content>) {
        if axes.take(newView.axes) { invalidateLayout() }
        updateContent(newView.content)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        axes.forget()
        shown = nil
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        shown = choice(for: proposal)
        shown?.place(in: rect, proposal: proposal)
    }

    override func draw(in canvas: inout Canvas) {
        guard let shown, shown.isAlive, shown.mayDraw(in: canvas.clipRect) else { return }
        shown.drawMoving(in: &canvas)
    }

    /// The first child whose ideal size along the checked axes (the
    /// proposal left as is across them) is within the proposal there.
    private func choice(for proposal: CellProposal) -> ViewNode? {
        let children = layoutChildren
        let axes = axes.value ?? [.horizontal, .vertical]
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let ideal = CellProposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for child in children.dropLast() {
            let size = child.sizeThatFits(ideal)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }
}
