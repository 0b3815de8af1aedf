import GraftTerminal

/// Progress: a bar filled to `value / total` with the percentage, or, without
/// a value, a spinner the host animates (see ``ViewGraph/advanceAnimations()``).
/// Its look comes from the ``ProgressViewStyle`` in the environment.
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

/// The built-in looks: a bar (filled, or with a block running along it while
/// the fraction is unknown) or a spinner (still, with the percentage, when
/// the fraction is known), then the label.
struct ProgressChrome: View {
    enum Kind { case bar, spinner }

    let kind: Kind
    let fraction: Double?
    let tick: Int
    let label: AnyView?
    @Environment(\.tint) private var tint

    var body: some View {
        HStack {
            switch kind {
            case .bar:
                ProgressBar(fraction: fraction, runner: fraction == nil ? tick : nil, color: tint)
            case .spinner:
                Text(String(spinnerFrames[fraction == nil ? tick % spinnerFrames.count : 0])).foregroundStyle(tint).accessibilityHidden(
                    true)
            }
            if let fraction {
                Text("\(Int((fraction * 100).rounded()))%").accessibilityHidden(true)
            }
            if let label { label }
        }
    }
}

/// A bar that fills the width it is offered (10 cells when unspecified).
struct ProgressBar: View, Equatable {
    let fraction: Double?
    /// Where the running block is, for a bar whose fraction is unknown.
    let runner: Int?
    let color: Color

    var body: some View {
        Color.default.frame(minWidth: 3, idealWidth: 10, maxWidth: .infinity, minHeight: 1, maxHeight: 1)
            .overlay { ProgressFill(fraction: fraction ?? 0, runner: runner, color: color) }
    }
}

struct ProgressFill: View, Equatable, PrimitiveView {
    let fraction: Double
    let runner: Int?
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

    override func computeSize(for proposal: CellProposal) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        guard let fill = view, frame.width > 0 else { return }
        if let runner = fill.runner {
            // A three-cell block that runs along the track and wraps around.
            canvas.write(String(repeating: "░", count: frame.width), at: frame.origin, style: Style(foreground: .gray))
            let block = min(3, frame.width)
            let start = runner % frame.width
            for offset in 0 ..< block {
                let x = frame.minX + (start + offset) % frame.width
                canvas.write("█", at: Point(x: x, y: frame.minY), style: Style(foreground: fill.color))
            }
            return
        }
        let filled = Int((Double(frame.width) * fill.fraction).rounded(.down))
        canvas.write(String(repeating: "█", count: filled), at: frame.origin, style: Style(foreground: fill.color))
        canvas.write(
            String(repeating: "░", count: frame.width - filled), at: Point(x: frame.minX + filled, y: frame.minY),
            style: Style(foreground: .gray))
    }
}

@MainActor
final class ProgressNode<Label: View>: ContainerNode<ProgressView<Label>, AnyView>, AnimatingNode {
    /// Whether the graph lists this node among its animations; it is listed
    /// once, the first time it is a spinner, for its life.
    private var isRegisteredAnimation = false

    override func update(from oldView: ProgressView<Label>?, to newView: ProgressView<Label>) {
        if newView.fraction == nil, !isRegisteredAnimation {
            isRegisteredAnimation = true
            graph.register(animating: self)
        }
        rebuild()
    }

    override func environmentDidChange() {
        rebuild()
    }

    private func rebuild() {
        guard let progress = view else { return }
        let style = environment.progressViewStyle ?? AnyProgressViewStyle(DefaultProgressViewStyle())
        let label = Label.self == EmptyView.self ? nil : AnyView(progress.label)
        updateContent(
            style.makeBody(
                ProgressViewStyleConfiguration(
                    fractionCompleted: progress.fraction, label: label, animationFrame: graph.animations.tick)))
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

extension ViewGraph {
    /// Whether something on screen animates; the host then calls
    /// ``advanceAnimations()`` on a timer (every 100 ms suits a spinner;
    /// every display frame while an animated change plays).
    public var hasAnimations: Bool {
        animations.nodes.contains(where: \.isAnimating) || hasRunningAnimations
    }

    /// Moves every animation on: each spinner one frame, and the changes
    /// made with an ``Animation`` to where they are now on the graph's clock.
    public func advanceAnimations() {
        advanceSpinners()
        stepAnimations()
    }

    /// Moves each spinner one frame on.
    package func advanceSpinners() {
        animations.tick &+= 1
        let animating = animations.animating
        for node in animating { node.advanceAnimation() }
        if !animating.isEmpty { onNeedsUpdate?() }
    }

    /// Whether a spinner is on screen.
    package var hasSpinners: Bool { animations.nodes.contains(where: \.isAnimating) }

    func register(animating node: any AnimatingNode) {
        animations.nodes.insert(node)
    }
}
