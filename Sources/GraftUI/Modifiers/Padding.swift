import Foundation
import GraftTerminal

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (the left, in left-to-right text).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The set holding `edge` alone.
        public init(_ edge: Edge) { self.init(rawValue: 1 << UInt8(edge.rawValue)) }
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
    /// Adds `length` points of space on `edges`, or the standard padding
    /// (one cell) when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        guard let length else { return PaddingView(content: self, length: .standard(edges)) }
        return PaddingView(
            content: self,
            length: .points(
                EdgeInsets(
                    top: edges.contains(.top) ? length : 0,
                    leading: edges.contains(.leading) ? length : 0,
                    bottom: edges.contains(.bottom) ? length : 0,
                    trailing: edges.contains(.trailing) ? length : 0
                )))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, length: .points(insets))
    }
}

/// How much padding a view asked for.
package enum PaddingLength: Hashable {
    /// SwiftUI's default padding on these edges: one cell, whatever the scale.
    case standard(Edge.Set)
    /// Lengths in points, scaled by the environment's points per cell.
    case points(EdgeInsets)
    /// Lengths a host gives in cells already (a hosted cell's margins).
    case cells(CellInsets)

    /// The padding in whole cells at `scale` points per cell.
    func cells(at scale: CGSize) -> CellInsets {
        switch self {
        case .standard(let edges):
            return CellInsets(
                top: edges.contains(.top) ? 1 : 0, leading: edges.contains(.leading) ? 1 : 0,
                bottom: edges.contains(.bottom) ? 1 : 0, trailing: edges.contains(.trailing) ? 1 : 0)
        case .points(let insets):
            return insets.cells(at: scale)
        case .cells(let insets):
            return insets
        }
    }
}

package struct PaddingView<Content: View>: View, PrimitiveView {
    var content: Content
    var length: PaddingLength

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PaddingNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class PaddingNode<Content: View>: ContainerNode<PaddingView<Content>, Content> {
    private var length = NodeParameter<PaddingLength>()
    private var scale = PointScale()
    private var insets = NodeParameter<CellInsets>()

    override func update(from oldView: PaddingView<Content>?, to newView: PaddingView<Content>) {
        let lengthChanged = length.take(newView.length)
        let scaleChanged = scale.refresh(from: environment)
        if lengthChanged || scaleChanged { convertInsets() }
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { convertInsets() }
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        length.forget()
        insets.forget()
    }

    /// Converts the padding to cells, invalidating layout when the cells differ.
    private func convertInsets() {
        guard let length = length.value else { return }
        if insets.take(length.cells(at: scale.value)) { invalidateLayout() }
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        let insets = insets.value ?? .zero
        let inner = contentSize(for: proposal.inset(by: insets))
        // An infinitely flexible child measured with an infinite proposal stays infinite.
        return Size(
            width: CellMath.adding(inner.width, insets.leading + insets.trailing),
            height: CellMath.adding(inner.height, insets.top + insets.bottom))
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let insets = insets.value ?? .zero
        let inner = proposal.inset(by: insets)
        let size = contentSize(for: inner)
        placeContent(
            in: Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width, height: size.height), proposal: inner)
    }

    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? {
        let insets = insets.value ?? .zero
        guard let value = content?.explicitAlignment(of: key, for: proposal.inset(by: insets)) else { return nil }
        let inset = key.axis == .horizontal ? insets.leading : insets.top
        return value + AlignmentGuides.points(inset, along: key.axis, at: scale.value)
    }
}
