import Foundation
import GraftTerminal

/// How content is sized to fit or fill a space of another shape.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// As large as fits inside the space, keeping the shape.
    case fit
    /// As small as covers the whole space, keeping the shape; it may overflow.
    case fill
}

extension View {
    /// Keeps the view's width-to-height ratio at `aspectRatio` (in points),
    /// or at its ideal size's ratio when nil, while fitting or filling what
    /// it is offered. The view is proposed that size and answers as it likes.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, ratio: aspectRatio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, contentMode: contentMode)
    }

    /// Keeps the view's shape at `aspectRatio`'s width to height (in points).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view, keeping its ideal shape, to the largest size that fits what it is offered.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view, keeping its ideal shape, to the smallest size that covers what it is offered.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

struct AspectRatioView<Content: View>: View, PrimitiveView {
    var content: Content
    var ratio: CGFloat?
    var contentMode: ContentMode

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        AspectRatioNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class AspectRatioNode<Content: View>: ContainerNode<AspectRatioView<Content>, Content> {
    private var ratio = NodeParameter<CGFloat?>()
    private var contentMode = NodeParameter<ContentMode>()
    private var scale = PointScale()

    override func update(from oldView: AspectRatioView<Content>?, to newView: AspectRatioView<Content>) {
        let ratioChanged = ratio.take(newView.ratio)
        let modeChanged = contentMode.take(newView.contentMode)
        let scaleChanged = scale.refresh(from: environment)
        if ratioChanged || modeChanged || scaleChanged { invalidateLayout() }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { invalidateLayout() }
    }

    /// Columns per row the content should have: the given ratio turned from
    /// points to cells, or the content's ideal shape.
    private func cellRatio() -> Double? {
        if let given = ratio.value ?? nil {
            let perCell = scale.value
            guard perCell.width > 0 else { return nil }
            return Double(given * perCell.height / perCell.width)
        }
        let ideal = contentSize(for: .unspecified)
        guard ideal.width > 0, ideal.height > 0 else { return nil }
        return Double(ideal.width) / Double(ideal.height)
    }

    /// The proposal with the ratio's shape that fits in or covers `proposal`.
    private func childProposal(_ proposal: CellProposal) -> CellProposal {
        guard let ratio = cellRatio() else { return proposal }
        func finite(_ value: Int?) -> Int? { value == CellProposal.infinity ? nil : value }
        switch (finite(proposal.width), finite(proposal.height)) {
        case (let width?, let height?):
            let widthFromHeight = Double(height) * ratio
            let useWidth = (contentMode.value ?? .fit) == .fit ? widthFromHeight >= Double(width) : widthFromHeight < Double(width)
            if useWidth { return CellProposal(width: width, height: Self.rounded(Double(width) / ratio)) }
            return CellProposal(width: Self.rounded(widthFromHeight), height: height)
        case (let width?, nil): return CellProposal(width: width, height: Self.rounded(Double(width) / ratio))
        case (nil, let height?): return CellProposal(width: Self.rounded(Double(height) * ratio), height: height)
        case (nil, nil): return proposal
        }
    }

    private static func rounded(_ value: Double) -> Int { Int(min(max(value.rounded(), 0), Double(Int32.max))) }

    override func computeSize(for proposal: CellProposal) -> Size {
        contentSize(for: childProposal(proposal))
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(alignedIn: rect, alignment: .center, proposal: childProposal(proposal))
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        ratio.forget()
        contentMode.forget()
    }
}
