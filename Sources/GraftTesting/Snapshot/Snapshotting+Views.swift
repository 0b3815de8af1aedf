import GraftTerminal
import GraftUI

/// Traits a rendered view sees, as environment values.
public struct SnapshotTraits: Sendable {
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Horizontal room.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Vertical room.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Preferred text size.
    public var dynamicTypeSize: DynamicTypeSize

    /// Creates traits; the defaults are a dark, regular-size terminal.
    public init(colorScheme: ColorScheme = .dark, horizontalSizeClass: UserInterfaceSizeClass = .regular,
                verticalSizeClass: UserInterfaceSizeClass = .regular, dynamicTypeSize: DynamicTypeSize = .large) {
        self.colorScheme = colorScheme
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// These traits applied to `environment`.
    func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.colorScheme = colorScheme
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.dynamicTypeSize = dynamicTypeSize
        return environment
    }
}

/// Renders a GraftUI view into one frame of `size`, after its appear actions
/// and first update have run.
@MainActor
public func renderFrame<Content: View>(of view: Content, size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Frame {
    let graph = ViewGraph(root: view, environment: traits.applied(to: EnvironmentValues()))
    let frame = Frame(graph.render(size: size))
    graph.tearDown()
    return frame
}

extension Snapshotting where Value: View {
    /// The view rendered into a frame of `size` (as text plus a style layer).
    public static func frame(size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Snapshotting<Value> {
        Snapshotting { view in renderFrame(of: view, size: size, traits: traits) }
    }
}
