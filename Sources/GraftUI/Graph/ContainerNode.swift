import Foundation
import GraftTerminal

/// A layout node with one content view (a stack's content, a modified view).
/// The content may stand for several layout children (a `TupleView`).
@MainActor
class ContainerNode<Container: View, Content: View>: PrimitiveNode<Container> {
    private(set) var content: ViewNode?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    /// Reconciles the content with `view`.
    func updateContent(_ view: Content, environment: EnvironmentValues? = nil) {
        content = NodeFactory.reconcile(
            content, with: view, graph: graph, parent: self, environment: environmentForChildren(environment ?? self.environment))
    }

    private var eagerEnvironment = DerivedEnvironment<NoInput>()

    /// A layout node's content is never the rows of a lazy container: only
    /// structural nodes pass "lazy" through. The derived environment is kept
    /// while the inherited one is unchanged, so readers below are not re-evaluated.
    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        guard !isStructural, inherited.isLazyContent else { return inherited }
        return eagerEnvironment.derive(from: inherited, input: NoInput()) { $0.isLazyContent = false }
    }

    /// The content's size for `proposal`, with several children stacked vertically.
    func contentSize(for proposal: CellProposal) -> Size {
        content?.sizeThatFits(proposal) ?? .zero
    }

    /// A container is as big as its content by default (modifiers that
    /// change the size override this).
    override func computeSize(for proposal: CellProposal) -> Size {
        contentSize(for: proposal)
    }

    /// A container puts its content in its own rect by default.
    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(in: rect, proposal: proposal)
    }

    /// Places the content in `rect`.
    func placeContent(in rect: Rect, proposal: CellProposal) {
        content?.place(in: rect, proposal: proposal)
    }

    /// A container that places its content in its own frame with the same
    /// proposal has the content's guides.
    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        content?.explicitAlignment(of: key, for: proposal)
    }

    /// The content's offset in a container of `container` cells by
    /// `alignment`, honouring the content's explicit guides.
    func contentOffset(size: Size, proposal: CellProposal, in container: Size, alignment: Alignment) -> Point {
        var offset = Point(
            x: alignment.horizontal.offset(child: size.width, in: container.width),
            y: alignment.vertical.offset(child: size.height, in: container.height))
        guard let content, AlignmentGuides.mayExist(in: self) else { return offset }
        let scale = environment.unrecordedValue(for: PointsPerCellKey.self)
        if let x = AlignmentGuides.offset(
            alignment.horizontal.key, child: content, proposal: proposal, size: size, in: container, containerGuide: nil,
            scale: scale)
        {
            offset.x = x
        }
        if let y = AlignmentGuides.offset(
            alignment.vertical.key, child: content, proposal: proposal, size: size, in: container, containerGuide: nil,
            scale: scale)
        {
            offset.y = y
        }
        return offset
    }

    /// The content's explicit guide moved to where the content sits in a
    /// container of `container` cells aligned by `alignment`.
    func alignedContentGuide(
        _ key: AlignmentKey, proposal: CellProposal, contentProposal: CellProposal, container: Size, alignment: Alignment
    ) -> CGFloat? {
        guard let content, let value = content.explicitAlignment(of: key, for: contentProposal) else { return nil }
        let size = contentSize(for: contentProposal)
        let offset = contentOffset(size: size, proposal: contentProposal, in: container, alignment: alignment)
        let scale = environment.unrecordedValue(for: PointsPerCellKey.self)
        return value + AlignmentGuides.points(key.axis == .horizontal ? offset.x : offset.y, along: key.axis, at: scale)
    }

    /// Measures the content with `proposal` and places it aligned in `rect`
    /// (it may overflow `rect`, keeping its alignment).
    func placeContent(alignedIn rect: Rect, alignment: Alignment, proposal: CellProposal) {
        let size = contentSize(for: proposal)
        let offset = contentOffset(size: size, proposal: proposal, in: rect.size, alignment: alignment)
        placeContent(
            in: Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: size.width, height: size.height), proposal: proposal)
    }
}
