import Foundation
import GraftTerminal

/// A container that takes all the space it is offered and builds its
/// content from its own size and position, as SwiftUI's `GeometryReader`.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) wide")
/// }
/// ```
///
/// The content is placed at the top-leading corner, each child proposed
/// the reader's size, and is built again whenever the geometry it was
/// given changes. With no proposal a dimension is one cell, as a shape's.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content `content` builds from the geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// The size and position of a ``GeometryReader``, in points.
public struct GeometryProxy: Equatable {
    /// The reader's size.
    public let size: CGSize
    /// How far the unsafe areas (a host's bars, for instance) reach into the
    /// reader on each edge.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let namedOrigins: [NamedOrigin]

    struct NamedOrigin: Equatable {
        var name: AnyHashable
        var origin: CGPoint
    }

    /// The reader's frame in `coordinateSpace`. A name no ancestor carries
    /// gives the global frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = namedOrigins.first(where: { $0.name == name })?.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in `coordinateSpace`: `.local`, `.global` or
    /// `.named(_:)`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

extension GeometryReader: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GeometryReaderNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class GeometryReaderNode<Content: View>: ContainerNode<GeometryReader<Content>, Content> {
    private var scale = PointScale()
    /// The geometry the content was last built from; nil until placed.
    private var proxy: GeometryProxy?

    override func update(from oldView: GeometryReader<Content>?, to newView: GeometryReader<Content>) {
        if scale.refresh(from: environment) { setNeedsPlacement() }
        // A new closure may build something else from the same geometry.
        if let proxy { updateContent(newView.content(proxy)) } else { setNeedsPlacement() }
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) { setNeedsPlacement() }
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        proxy = nil
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let geometry = makeProxy(for: rect)
        if geometry != proxy, let view {
            proxy = geometry
            updateContent(view.content(geometry))
        }
        OverlayLayout.place(layoutChildren, in: rect, alignment: .topLeading)
    }

    /// A reader's guides are its own defaults: its content is placed from
    /// the geometry, after the reader is sized.
    override func explicitAlignment(of key: AlignmentKey, for proposal: CellProposal) -> CGFloat? { nil }

    private func makeProxy(for rect: Rect) -> GeometryProxy {
        geometryProxy(for: rect, scale: scale.value)
    }
}
