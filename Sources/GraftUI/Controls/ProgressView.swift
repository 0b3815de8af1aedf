import GraftTerminal

/// Progress: a bar filled to `value / total` with the percentage, or, without
/// a value, a spinner the host animates (see ``ViewGraph/advanceAnimations()``).
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label

    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    /// A bar showing `value` out of `total`.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
        self.label = label()
    }
}

extension ProgressView where Label == EmptyView {
    /// A spinner.
    public init() {
        self.init { EmptyView() }
    }

    /// A bar showing `value` out of `total`.
    public init(value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// A spinner titled `title`.
    public init(_ title: String) {
        self.init { Text(title) }
    }

    /// A bar titled `title` showing `value` out of `total`.
    public init(_ title: String, value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ProgressNode<Label>(graph: graph, parent: parent, environment: environment)
    }
}

/// The spinner's frames, one per animation tick.
let spinnerFrames = ProgressGlyphs.spinnerFrames

struct ProgressChrome<Label: View>: View {
    let fraction: Double?
    let tick: Int
    let label: Label
    @Environment(\.tint) private var tint

    var body: some View {
        HStack {
            if let fraction {
                ProgressBar(fraction: fraction, color: tint)
                Text("\(Int((fraction * 100).rounded()))%").accessibilityHidden(true)
            } else {
                Text(String(spinnerFrames[tick % spinnerFrames.count])).foregroundStyle(tint).accessibilityHidden(true)
            }
            label
        }
    }
}

/// A bar that fills the width it is offered (10 cells when unspecified).
struct ProgressBar: View, Equatable {
    let fraction: Double
    let color: Color

    var body: some View {
        Color.default.frame(minWidth: 3, idealWidth: 10, maxWidth: ProposedViewSize.infinity, minHeight: 1, maxHeight: 1)
            .overlay { ProgressFill(fraction: fraction, color: color) }
    }
}

struct ProgressFill: View, Equatable, PrimitiveView {
    let fraction: Double
    let color: Color

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ProgressFillNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ProgressFillNode: PrimitiveNode<ProgressFill> {
    override func update(from oldView: ProgressFill?, to newView: ProgressFill) {
        if oldView != newView { setNeedsDisplay() }
    }

    override func computeSize(for proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        guard let fill = view, frame.width > 0 else { return }
        let filled = Int((Double(frame.width) * fill.fraction).rounded(.down))
        canvas.write(String(repeating: "█", count: filled), at: frame.origin, style: Style(foreground: fill.color))
        canvas.write(String(repeating: "░", count: frame.width - filled), at: Point(x: frame.minX + filled, y: frame.minY), style: Style(foreground: .gray))
    }
}

@MainActor
final class ProgressNode<Label: View>: ContainerNode<ProgressView<Label>, ProgressChrome<Label>>, AnimatingNode {
    override func update(from oldView: ProgressView<Label>?, to newView: ProgressView<Label>) {
        if newView.fraction == nil { graph.register(animating: self) }
        rebuild()
    }

    private func rebuild() {
        guard let progress = view else { return }
        updateContent(ProgressChrome(fraction: progress.fraction, tick: graph.animationTick, label: progress.label))
    }

    var isAnimating: Bool { isAlive && view?.fraction == nil }

    func advanceAnimation() {
        rebuild()
    }

}

/// A node that changes on every animation tick (a spinner).
@MainActor
protocol AnimatingNode: AnyObject {
    var isAnimating: Bool { get }
    func advanceAnimation()
}

struct WeakAnimatingNode {
    weak var node: (any AnimatingNode)?
}

extension ViewGraph {
    /// Whether something on screen animates; the host then calls
    /// ``advanceAnimations()`` on a timer (every 100 ms suits a spinner).
    public var hasAnimations: Bool {
        animatingNodes.contains { $0.node?.isAnimating == true }
    }

    /// Moves every animation one frame on, such as each spinner.
    public func advanceAnimations() {
        animationTick &+= 1
        animatingNodes.removeAll { $0.node?.isAnimating != true }
        for entry in animatingNodes { entry.node?.advanceAnimation() }
        if !animatingNodes.isEmpty { onNeedsUpdate?() }
    }

    func register(animating node: any AnimatingNode) {
        guard !animatingNodes.contains(where: { $0.node === node }) else { return }
        animatingNodes.append(WeakAnimatingNode(node: node))
    }
}
