import Foundation
import GraftTerminal

extension View {
    /// Sets where `g` lies in this view, in points from its leading edge,
    /// for the containers that line views up on it (docs/LAYOUT.md §1.19).
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("a")
    ///     Text("bb").alignmentGuide(.leading) { d in d[.trailing] }
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(content: self, key: g.key, computeValue: computeValue)
    }

    /// Sets where `g` lies in this view, in points from its top edge, for
    /// the containers that line views up on it (docs/LAYOUT.md §1.19).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(content: self, key: g.key, computeValue: computeValue)
    }
}

struct AlignmentGuideView<Content: View>: View, PrimitiveView {
    var content: Content
    var key: AlignmentKey
    var computeValue: (ViewDimensions) -> CGFloat

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        graph.layoutState.hasAlignmentGuides = true
        return AlignmentGuideNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Answers its guide from the closure, given the content's dimensions (so
/// the closure sees the content's own explicit guides), and passes every
/// other guide through.
@MainActor
final class AlignmentGuideNode<Content: View>: ContainerNode<AlignmentGuideView<Content>, Content> {
    private var scale = PointScale()

    override func update(from oldView: AlignmentGuideView<Content>?, to newView: AlignmentGuideView<Content>) {
        _ = scale.refresh(from: environment)
        updateContent(newView.content)
        // A closure cannot be compared; a new one may move this view in
        // containers whose sizes stay the same, up to the root.
        invalidateLayoutThroughRoot()
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { invalidateLayoutThroughRoot() }
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        guard let view, key == view.key else { return super.explicitAlignment(of: key, for: proposal) }
        guard let content else { return nil }
        let size = content.sizeThatFits(proposal)
        return view.computeValue(AlignmentGuides.dimensions(of: content, proposal: proposal, size: size, scale: scale.value))
    }
}
