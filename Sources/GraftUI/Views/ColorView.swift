import GraftTerminal

/// A color is a view that fills the space it is offered (1 cell where the
/// offer is unspecified) with its color.
extension Color: View {
    /// Drawn by Graft.
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ColorNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ColorNode: PrimitiveNode<Color> {
    private var color = AnimatedColor()

    override func update(from oldView: Color?, to newView: Color) {
        let start = oldView == nil ? nil : graph.animationStart(in: environment)
        if color.set(newView, start: start) { setNeedsDisplay() }
        if color.isAnimating { graph.startAnimating(self) }
    }

    override func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        let moves = super.advanceAnimations(to: time, moved: &moved)
        if !isAlive {
            color.finish()
        } else if color.advance(to: time) {
            moved = true
            setNeedsDisplay()
        }
        return moves || color.isAnimating
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        guard let color = color.presented else { return }
        // While the frame animates, the fill grows or shrinks with it.
        canvas.fill(Rect(origin: frame.origin, size: presentedSize), with: .blank(Style(background: color)))
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        color.finish()
        color = AnimatedColor()
    }
}

/// A line that separates content: horizontal in a column (or on its own),
/// vertical in a row.
public struct Divider: View {
    /// Creates a divider.
    public init() {}
}

extension Divider: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        DividerNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class DividerNode: PrimitiveNode<Divider> {
    /// Vertical inside an `HStack`.
    private var isVertical: Bool {
        var node = parent
        while let current = node {
            if let stack = current as? any StackAxisProviding { return stack.stackAxis == .horizontal }
            if !current.isStructural { return false }
            node = current.parent
        }
        return false
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        isVertical ? Size(width: 1, height: proposal.height ?? 1) : Size(width: proposal.width ?? 1, height: 1)
    }

    override func draw(in canvas: inout Canvas) {
        let style = Style(foreground: .gray)
        if frame.width == 1, frame.height > 1 || isVertical {
            canvas.drawVerticalLine(from: frame.origin, length: frame.height, style: style)
        } else {
            canvas.drawHorizontalLine(from: frame.origin, length: frame.width, style: style)
        }
    }
}

/// Nodes that lay children out along an axis.
@MainActor
protocol StackAxisProviding {
    var stackAxis: Axis { get }
}
