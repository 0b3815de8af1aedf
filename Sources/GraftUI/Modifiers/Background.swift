import Foundation
import GraftTerminal

extension View {
    /// Draws `background` behind this view, sized to the view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder _ background: () -> Background) -> some View {
        LayeredView(content: self, layer: background(), alignment: alignment, isOverlay: false)
    }

    /// Fills the view's frame with `color` behind its content.
    public func background(_ color: Color) -> some View {
        LayeredView(content: self, layer: color, alignment: .center, isOverlay: false)
    }

    /// Fills a rectangle the size of the view with `color`, behind it.
    public func background(_ color: Color, in shape: Rectangle) -> some View {
        LayeredView(content: self, layer: shape.fill(color), alignment: .center, isOverlay: false)
    }

    /// Draws a rounded box the size of the view, filled with `color`, behind it.
    public func background(_ color: Color, in shape: RoundedRectangle) -> some View {
        LayeredView(content: self, layer: shape.fill(color), alignment: .center, isOverlay: false)
    }

    /// Draws `overlay` in front of this view, sized to the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ overlay: () -> Overlay) -> some View {
        LayeredView(content: self, layer: overlay(), alignment: alignment, isOverlay: true)
    }
}

package struct LayeredView<Content: View, Layer: View>: View, PrimitiveView {
    var content: Content
    var layer: Layer
    var alignment: Alignment
    var isOverlay: Bool

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LayeredNode<Content, Layer>(graph: graph, parent: parent, environment: environment)
    }
}

/// The content sizes the view; the layer is proposed the content's size and
/// aligned on it, behind or in front.
@MainActor
final class LayeredNode<Content: View, Layer: View>: ContainerNode<LayeredView<Content, Layer>, Content> {
    private var layerNode: ViewNode?
    private var alignment = NodeParameter<Alignment>()
    private var isOverlay = NodeParameter<Bool>()

    override var children: [ViewNode] {
        guard let content else { return layerNode.map { [$0] } ?? [] }
        guard let layerNode else { return [content] }
        return isOverlay.value == true ? [content, layerNode] : [layerNode, content]
    }

    override func update(from oldView: LayeredView<Content, Layer>?, to newView: LayeredView<Content, Layer>) {
        let alignmentChanged = alignment.take(newView.alignment)
        let overlayChanged = isOverlay.take(newView.isOverlay)
        if alignmentChanged || overlayChanged { invalidateLayout() }
        updateContent(newView.content)
        layerNode = NodeFactory.reconcile(layerNode, with: newView.layer, graph: graph, parent: self, environment: environment)
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(in: rect, proposal: proposal)
        guard let layerNode else { return }
        let layerProposal = CellProposal(rect.size)
        let size = layerNode.sizeThatFits(layerProposal)
        let alignment = alignment.value ?? .center
        var x = alignment.horizontal.offset(child: size.width, in: rect.width)
        var y = alignment.vertical.offset(child: size.height, in: rect.height)
        if AlignmentGuides.mayExist(in: self) {
            // The layer's guide meets the content's, either set explicitly.
            let scale = environment.unrecordedValue(for: PointsPerCellKey.self)
            let content = self.content
            let guide = { (key: AlignmentKey) -> Double? in
                guard let value = content?.explicitAlignment(of: key, for: proposal) else { return nil }
                let perCell = key.axis == .horizontal ? scale.width : scale.height
                return perCell > 0 && perCell.isFinite ? value / perCell : value
            }
            let horizontal = alignment.horizontal.key
            let vertical = alignment.vertical.key
            x =
                AlignmentGuides.offset(
                    horizontal, child: layerNode, proposal: layerProposal, size: size, in: rect.size,
                    containerGuide: guide(horizontal), scale: scale) ?? x
            y =
                AlignmentGuides.offset(
                    vertical, child: layerNode, proposal: layerProposal, size: size, in: rect.size,
                    containerGuide: guide(vertical), scale: scale) ?? y
        }
        layerNode.place(
            in: Rect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height), proposal: layerProposal)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        alignment.forget()
        isOverlay.forget()
    }
}
