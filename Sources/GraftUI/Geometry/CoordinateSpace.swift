import Foundation

/// A frame of reference for a ``GeometryProxy``'s frames.
public enum CoordinateSpace: Hashable {
    /// The whole graph's: the top-leading corner of the hosting view.
    case global
    /// The view's own: its top-leading corner is the origin.
    case local
    /// The space an ancestor named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A type that names a ``CoordinateSpace``, so `.local`, `.global` and
/// `.named(_:)` can be written where one is expected.
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The space an ancestor named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local space.
    public init() {}
    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The graph's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space.
    public init() {}
    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The graph's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension View {
    /// Names this view's coordinate space, so a ``GeometryReader`` inside
    /// can measure frames relative to it.
    public func coordinateSpace(name: some Hashable) -> some View {
        CoordinateSpaceView(content: self, name: AnyHashable(name))
    }

    /// Names this view's coordinate space (see ``View/coordinateSpace(name:)``).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        CoordinateSpaceView(content: self, name: name.name)
    }
}

struct CoordinateSpaceView<Content: View>: View, PrimitiveView {
    var content: Content
    var name: AnyHashable

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        CoordinateSpaceNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lays out as its content does; only geometry readers below look at it.
@MainActor
final class CoordinateSpaceNode<Content: View>: ContainerNode<CoordinateSpaceView<Content>, Content> {
    override func update(from oldView: CoordinateSpaceView<Content>?, to newView: CoordinateSpaceView<Content>) {
        // A renamed space moves the frames readers below report.
        if let oldView, oldView.name != newView.name { setNeedsPlacement() }
        updateContent(newView.content)
    }

    override var coordinateSpaceName: AnyHashable? { view?.name }

    /// The name sits around the view without hiding its priority.
    override var layoutPriority: Double {
        let children = layoutChildren
        return children.count == 1 ? children[0].layoutPriority : 0
    }
}
