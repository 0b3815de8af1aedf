import GraftTerminal

/// Edges of a rectangle, as a set.
public struct Edge: Hashable, Sendable {
    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension View {
    /// Adds `length` cells of space on `edges` (1 cell when `length` is nil,
    /// the terminal's standard padding).
    public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
        let value = length ?? 1
        return PaddingView(
            content: self,
            insets: EdgeInsets(
                top: edges.contains(.top) ? value : 0,
                leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0,
                trailing: edges.contains(.trailing) ? value : 0
            ))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: Int) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, insets: insets)
    }
}

package struct PaddingView<Content: View>: View, PrimitiveView {
    var content: Content
    var insets: EdgeInsets

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PaddingNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class PaddingNode<Content: View>: ContainerNode<PaddingView<Content>, Content> {
    private var insets = EdgeInsets.zero

    override func update(from oldView: PaddingView<Content>?, to newView: PaddingView<Content>) {
        if oldView == nil || newView.insets != insets {
            insets = newView.insets
            invalidateLayout()
        }
        updateContent(newView.content)
    }

    override func computeSize(for proposal: ProposedViewSize) -> Size {
        let inner = contentSize(for: proposal.inset(by: insets))
        // An infinitely flexible child measured with an infinite proposal stays infinite.
        return Size(
            width: CellMath.adding(inner.width, insets.leading + insets.trailing),
            height: CellMath.adding(inner.height, insets.top + insets.bottom))
    }

    override func placeChildren(in rect: Rect, proposal: ProposedViewSize) {
        let inner = proposal.inset(by: insets)
        let size = contentSize(for: inner)
        placeContent(
            in: Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width, height: size.height), proposal: inner)
    }
}
