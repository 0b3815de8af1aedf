import Foundation
import GraftTerminal

extension View {
    /// Gives the view a fixed width, height, or both (docs/LAYOUT.md §1.3). A
    /// dimension left nil takes the view's own size; the view is aligned in
    /// the frame and may overflow it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FixedFrameView(content: self, width: width.map { max($0, 0) }, height: height.map { max($0, 0) }, alignment: alignment)
    }

    /// Gives the view minimum, ideal and maximum dimensions (docs/LAYOUT.md §1.4).
    /// Pass `.infinity` as a maximum to fill what is offered.
    /// A minimum larger than its maximum is a programmer error.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        if let minWidth, let maxWidth {
            precondition(minWidth <= maxWidth, "frame: minWidth \(minWidth) is larger than maxWidth \(maxWidth)")
        }
        if let minHeight, let maxHeight {
            precondition(minHeight <= maxHeight, "frame: minHeight \(minHeight) is larger than maxHeight \(maxHeight)")
        }
        return FlexibleFrameView(
            content: self,
            horizontal: FrameLengths(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
            vertical: FrameLengths(minimum: minHeight, ideal: idealHeight, maximum: maxHeight),
            alignment: alignment
        )
    }

    /// Sizes the view at its ideal size on both axes, ignoring what is offered.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Sizes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// Sets the priority stacks use when sharing space: higher goes first.
    /// Apply it after `frame` and `padding`, which reset it.
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriorityView(content: self, priority: value)
    }
}

// MARK: - Fixed frame

struct FixedFrameView<Content: View>: View, PrimitiveView {
    var content: Content
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FixedFrameNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class FixedFrameNode<Content: View>: ContainerNode<FixedFrameView<Content>, Content> {
    private var width = NodeParameter<CGFloat?>()
    private var height = NodeParameter<CGFloat?>()
    private var alignment = NodeParameter<Alignment>()
    private var scale = PointScale()
    /// The frame's fixed width and height in cells, nil on a free axis.
    private var fixedWidth: Int? { PointsToCells.columns(width.value ?? nil, at: scale.value) }
    private var fixedHeight: Int? { PointsToCells.rows(height.value ?? nil, at: scale.value) }

    override func update(from oldView: FixedFrameView<Content>?, to newView: FixedFrameView<Content>) {
        let widthChanged = width.take(newView.width)
        let heightChanged = height.take(newView.height)
        let alignmentChanged = alignment.take(newView.alignment)
        let scaleChanged = scale.refresh(from: environment)
        if widthChanged || heightChanged || alignmentChanged || scaleChanged {
            invalidateLayout()
        }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { invalidateLayout() }
    }

    private func childProposal(_ proposal: CellProposal) -> CellProposal {
        CellProposal(width: fixedWidth ?? proposal.width, height: fixedHeight ?? proposal.height)
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        if let fixedWidth, let fixedHeight { return Size(width: fixedWidth, height: fixedHeight) }
        let child = contentSize(for: childProposal(proposal))
        return Size(width: fixedWidth ?? child.width, height: fixedHeight ?? child.height)
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(alignedIn: rect, alignment: alignment.value ?? .center, proposal: childProposal(proposal))
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        alignedContentGuide(
            key, proposal: proposal, contentProposal: childProposal(proposal), container: sizeThatFits(proposal),
            alignment: alignment.value ?? .center)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        width.forget()
        height.forget()
        alignment.forget()
    }
}

// MARK: - Flexible frame

/// A flexible frame's limits along one axis as given, in points.
package struct FrameLengths: Hashable {
    var minimum: CGFloat?
    var ideal: CGFloat?
    var maximum: CGFloat?

    func columns(at scale: CGSize) -> FrameLimits {
        FrameLimits(
            minimum: PointsToCells.columns(minimum, at: scale), ideal: PointsToCells.columns(ideal, at: scale),
            maximum: PointsToCells.columns(maximum, at: scale))
    }

    func rows(at scale: CGSize) -> FrameLimits {
        FrameLimits(
            minimum: PointsToCells.rows(minimum, at: scale), ideal: PointsToCells.rows(ideal, at: scale),
            maximum: PointsToCells.rows(maximum, at: scale))
    }
}

/// A flexible frame's limits along one axis, in cells.
package struct FrameLimits: Hashable {
    var minimum: Int?
    var ideal: Int?
    var maximum: Int?

    /// What the child is proposed: the proposal (or the ideal) clamped to the limits.
    func childProposal(_ proposed: Int?) -> Int? {
        guard var value = proposed ?? ideal else { return nil }
        if let minimum { value = max(value, minimum) }
        if let maximum { value = min(value, maximum) }
        return value
    }

    /// The frame's size along this axis (docs/LAYOUT.md §1.4's table), given the
    /// proposal and, when needed, the child's size.
    func size(proposed: Int?, child: () -> Int) -> Int {
        if proposed == nil, let ideal { return ideal }
        switch (minimum, maximum) {
        case (let minimum?, let maximum?):
            if let proposed { return Swift.min(Swift.max(proposed, minimum), maximum) }
            return Swift.min(Swift.max(child(), minimum), maximum)
        case (let minimum?, nil):
            return Swift.max(Swift.min(childProposal(proposed) ?? CellProposal.infinity, child()), minimum)
        case (nil, let maximum?):
            return Swift.min(Swift.max(childProposal(proposed) ?? Int.min, child()), maximum)
        case (nil, nil):
            return child()
        }
    }
}

package struct FlexibleFrameView<Content: View>: View, PrimitiveView {
    var content: Content
    var horizontal: FrameLengths
    var vertical: FrameLengths
    /// Lengths a host gives in cells already, which no scale may change.
    var isInCells = false
    var alignment: Alignment

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FlexibleFrameNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class FlexibleFrameNode<Content: View>: ContainerNode<FlexibleFrameView<Content>, Content> {
    private var lengths = NodeParameter<FrameLengthPair>()
    private var alignment = NodeParameter<Alignment>()
    private var scale = PointScale()
    /// The limits in cells, converted when the lengths or the scale change
    /// rather than at every measurement.
    private var horizontal = NodeParameter<FrameLimits>()
    private var vertical = NodeParameter<FrameLimits>()

    override func update(from oldView: FlexibleFrameView<Content>?, to newView: FlexibleFrameView<Content>) {
        let lengthsChanged = lengths.take(
            FrameLengthPair(horizontal: newView.horizontal, vertical: newView.vertical, isInCells: newView.isInCells))
        let scaleChanged = scale.refresh(from: environment)
        let alignmentChanged = alignment.take(newView.alignment)
        if lengthsChanged || scaleChanged { convertLimits() }
        if lengthsChanged || scaleChanged || alignmentChanged {
            invalidateLayout()
        }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) {
            convertLimits()
            invalidateLayout()
        }
    }

    private func convertLimits() {
        guard let lengths = lengths.value else { return }
        let scale = lengths.isInCells ? PointsPerCellKey.defaultValue : scale.value
        _ = horizontal.take(lengths.horizontal.columns(at: scale))
        _ = vertical.take(lengths.vertical.rows(at: scale))
    }

    private func childProposal(_ proposal: CellProposal) -> CellProposal {
        guard let horizontal = horizontal.value, let vertical = vertical.value else { return proposal }
        return CellProposal(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        guard let horizontal = horizontal.value, let vertical = vertical.value else { return .zero }
        var measured: Size?
        let child = { [unowned self] () -> Size in
            if let measured { return measured }
            let size = contentSize(for: childProposal(proposal))
            measured = size
            return size
        }
        return Size(
            width: horizontal.size(proposed: proposal.width) { child().width },
            height: vertical.size(proposed: proposal.height) { child().height }
        )
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(alignedIn: rect, alignment: alignment.value ?? .center, proposal: CellProposal(rect.size))
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        let size = sizeThatFits(proposal)
        return alignedContentGuide(
            key, proposal: proposal, contentProposal: CellProposal(size), container: size, alignment: alignment.value ?? .center)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        lengths.forget()
        horizontal.forget()
        vertical.forget()
        alignment.forget()
    }
}

/// Both axes' lengths, compared as one parameter.
struct FrameLengthPair: Hashable {
    var horizontal: FrameLengths
    var vertical: FrameLengths
    var isInCells: Bool
}

// MARK: - Fixed size

struct FixedSizeView<Content: View>: View, PrimitiveView {
    var content: Content
    var horizontal: Bool
    var vertical: Bool

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FixedSizeNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class FixedSizeNode<Content: View>: ContainerNode<FixedSizeView<Content>, Content> {
    private var horizontal = NodeParameter<Bool>()
    private var vertical = NodeParameter<Bool>()

    override func update(from oldView: FixedSizeView<Content>?, to newView: FixedSizeView<Content>) {
        let horizontalChanged = horizontal.take(newView.horizontal)
        let verticalChanged = vertical.take(newView.vertical)
        if horizontalChanged || verticalChanged { invalidateLayout() }
        updateContent(newView.content)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        horizontal.forget()
        vertical.forget()
    }

    override var layoutPriority: Double {
        content.map { node in
            var list: [ViewNode] = []
            node.appendLayoutChildren(to: &list)
            return list.count == 1 ? list[0].layoutPriority : 0
        } ?? 0
    }

    private func childProposal(_ proposal: CellProposal) -> CellProposal {
        CellProposal(
            width: horizontal.value == true ? nil : proposal.width,
            height: vertical.value == true ? nil : proposal.height)
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        contentSize(for: childProposal(proposal))
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        placeContent(alignedIn: rect, alignment: .center, proposal: childProposal(proposal))
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        alignedContentGuide(
            key, proposal: proposal, contentProposal: childProposal(proposal), container: sizeThatFits(proposal),
            alignment: .center)
    }
}

// MARK: - Layout priority

struct LayoutPriorityView<Content: View>: View, PrimitiveView {
    var content: Content
    var priority: Double

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LayoutPriorityNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class LayoutPriorityNode<Content: View>: ContainerNode<LayoutPriorityView<Content>, Content> {
    private var priority = NodeParameter<Double>()

    override var layoutPriority: Double { priority.value ?? 0 }

    override func update(from oldView: LayoutPriorityView<Content>?, to newView: LayoutPriorityView<Content>) {
        if priority.take(newView.priority) { invalidateLayout() }
        updateContent(newView.content)
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        priority.forget()
    }

}
