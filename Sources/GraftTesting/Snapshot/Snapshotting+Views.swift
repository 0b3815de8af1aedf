import GraftTerminal
import GraftUI
import TUIKit

/// Traits a rendered view sees, as environment values.
public struct SnapshotTraits: Sendable {
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Horizontal room; nil (the default) takes it from the frame's width,
    /// compact below 80 columns, as a window does.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// Vertical room; nil (the default) takes it from the frame's height,
    /// compact below 24 rows, as a window does.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Preferred text size.
    public var dynamicTypeSize: DynamicTypeSize

    /// Creates traits; the defaults are a dark terminal whose size classes
    /// follow the frame's size.
    public init(colorScheme: ColorScheme = .dark, horizontalSizeClass: UserInterfaceSizeClass? = nil,
                verticalSizeClass: UserInterfaceSizeClass? = nil, dynamicTypeSize: DynamicTypeSize = .large) {
        self.colorScheme = colorScheme
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The size classes of a frame of `size`: the ones these traits name,
    /// the rest from the size, by the rule windows follow.
    func resolvedSizeClasses(for size: Size) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let fromSize = TUITraitCollection.sizeClasses(for: size)
        return (horizontalSizeClass ?? (fromSize.horizontal == .compact ? .compact : .regular),
                verticalSizeClass ?? (fromSize.vertical == .compact ? .compact : .regular))
    }

    /// These traits applied to `environment`, for a frame of `size`.
    func applied(to environment: EnvironmentValues, size: Size) -> EnvironmentValues {
        var environment = environment
        environment.colorScheme = colorScheme
        let classes = resolvedSizeClasses(for: size)
        environment.horizontalSizeClass = classes.horizontal
        environment.verticalSizeClass = classes.vertical
        environment.dynamicTypeSize = dynamicTypeSize
        return environment
    }
}

/// Renders a GraftUI view into one frame of `size`, after its appear actions
/// and first update have run.
@MainActor
public func renderFrame<Content: View>(of view: Content, size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Frame {
    let graph = ViewGraph(root: view, environment: traits.applied(to: EnvironmentValues(), size: size))
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
