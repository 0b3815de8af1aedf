import Foundation
import GraftTerminal

/// Arranges its children in a row, left to right.
///
/// Space is shared as SwiftUI shares it: higher `layoutPriority` first, then
/// the least flexible child first; each is offered an even share of what is
/// left. With `spacing: nil`, children are 1 column apart (0 next to a ``Spacer``).
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a row of the views `content` builds, `spacing` points apart
    /// (the standard spacing when nil).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Arranges its children in a column, top to bottom. With `spacing: nil`,
/// children touch (0 rows apart).
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a column of the views `content` builds, `spacing` points
    /// apart (the standard spacing when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        StackNode<HStack<Content>, Content>(graph: graph, parent: parent, environment: environment)
    }
}

extension VStack: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        StackNode<VStack<Content>, Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// What the stack node needs from `HStack` and `VStack`.
@MainActor
protocol StackView: View {
    associatedtype Content: View
    /// The stack's layout, its spacing in cells at `scale` points per cell.
    func layout(at scale: CGSize) -> StackLayout
    var content: Content { get }
}

extension HStack: StackView {
    func layout(at scale: CGSize) -> StackLayout {
        StackLayout(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: PointsToCells.columns(spacing, at: scale), scale: scale)
    }
}

extension VStack: StackView {
    func layout(at scale: CGSize) -> StackLayout {
        StackLayout(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: PointsToCells.rows(spacing, at: scale), scale: scale)
    }
}

@MainActor
final class StackNode<Stack: StackView, Content: View>: ContainerNode<Stack, Content>, StackAxisProviding where Stack.Content == Content {
    private var stackLayout = StackLayout(axis: .vertical, alignment: .center, spacing: nil)
    private var scale = PointScale()

    var stackAxis: Axis { stackLayout.axis }

    override func update(from oldView: Stack?, to newView: Stack) {
        _ = scale.refresh(from: environment)
        take(newView.layout(at: scale.value), isFirst: oldView == nil)
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        // The spacing is in points only when one was given; the standard spacing is in cells.
        // Guides are in points too, so the new scale is kept either way.
        guard scale.refresh(from: environment), let view else { return }
        take(view.layout(at: scale.value), isFirst: false)
    }

    private func take(_ layout: StackLayout, isFirst: Bool) {
        guard
            isFirst || layout.axis != stackLayout.axis || layout.alignment != stackLayout.alignment
                || layout.spacing != stackLayout.spacing || layout.scale != stackLayout.scale
        else { return }
        stackLayout = layout
        invalidateLayout()
    }

    /// The last measurement, reused by placement when the proposal matches.
    private var lastMeasurement: StackLayout.Measurement?

    override func computeSize(for proposal: CellProposal) -> Size {
        let measurement = stackLayout.measure(layoutChildren, for: proposal)
        lastMeasurement = measurement
        return measurement.size
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let children = layoutChildren
        stackLayout.place(children, in: rect, proposal: proposal, reusing: lastMeasurement)
        // Children's draw bounds change only when they are placed, and a
        // change below places the nodes above again (`placeAgainInOwnFrame`).
        drawIndex.rebuild(for: children, axis: stackLayout.axis)
    }

    override func layoutDidInvalidate() {
        lastMeasurement = nil
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        stackLayout.explicitAlignment(of: key, children: layoutChildren, for: proposal)
    }

    private var drawIndex = ChildDrawIndex()

    /// Draws only the children that can reach the clip, found without
    /// testing each one in a long stack.
    override func draw(in canvas: inout Canvas) {
        // Short stacks (most rows' HStacks) have no index.
        guard drawIndex.count > 0, !drawsAwayFromFrames else { return super.draw(in: &canvas) }
        let children = layoutChildren
        guard drawIndex.count == children.count else { return super.draw(in: &canvas) }
        let clip = canvas.clipRect
        for index in drawIndex.candidates(in: clip) where children[index].drawBounds.intersects(clip) {
            children[index].drawMoving(in: &canvas)
        }
    }
}

/// Overlays its children, each aligned within the stack; later children are drawn on top.
///
/// The stack's size is that of its children with the highest layout priority.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates a stack of overlapping views.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ZStackNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ZStackNode<Content: View>: ContainerNode<ZStack<Content>, Content> {
    private var alignment = Alignment.center
    private var scale = PointScale()

    override func update(from oldView: ZStack<Content>?, to newView: ZStack<Content>) {
        let scaleChanged = scale.refresh(from: environment)
        if newView.alignment != alignment || scaleChanged {
            alignment = newView.alignment
            invalidateLayout()
        }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { invalidateLayout() }
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        OverlayLayout.size(of: layoutChildren, for: proposal, alignment: alignment, scale: scale.value)
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        OverlayLayout.place(layoutChildren, in: rect, alignment: alignment, scale: scale.value)
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        OverlayLayout.explicitAlignment(of: key, children: layoutChildren, for: proposal, alignment: alignment, scale: scale.value)
    }
}
