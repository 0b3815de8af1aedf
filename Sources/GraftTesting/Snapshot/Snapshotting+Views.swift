import GraftTapes
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
    public init(
        colorScheme: ColorScheme = .dark, horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil, dynamicTypeSize: DynamicTypeSize = .large
    ) {
        self.colorScheme = colorScheme
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The size classes of a frame of `size`: the ones these traits name,
    /// the rest from the size, by the rule windows follow.
    func resolvedSizeClasses(for size: Size) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let fromSize = TUITraitCollection.sizeClasses(for: size)
        return (
            horizontalSizeClass ?? (fromSize.horizontal == .compact ? .compact : .regular),
            verticalSizeClass ?? (fromSize.vertical == .compact ? .compact : .regular)
        )
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
    Frame(renderCanvas(of: view, size: size, traits: traits))
}

/// The cells of a GraftUI view rendered at `size`.
@MainActor
func renderCanvas<Content: View>(of view: Content, size: Size, traits: SnapshotTraits) -> Canvas {
    let graph = ViewGraph(root: view, environment: traits.applied(to: EnvironmentValues(), size: size))
    let canvas = graph.render(size: size)
    graph.tearDown()
    return canvas
}

/// The accessibility tree of a GraftUI view rendered at `size`, as text,
/// one element per line (see ``ViewGraph/accessibilityDescription()``).
@MainActor
public func renderAccessibilityTree<Content: View>(of view: Content, size: Size, traits: SnapshotTraits = SnapshotTraits()) -> String {
    let graph = ViewGraph(root: view, environment: traits.applied(to: EnvironmentValues(), size: size))
    _ = graph.render(size: size)
    let tree = graph.accessibilityDescription()
    graph.tearDown()
    return tree
}

extension Snapshotting where Value: View, Format == String {
    /// The view rendered at `size` as a ``Frame``: text plus a style layer, in a `.txt` file.
    ///
    /// - Parameters:
    ///   - size: The frame's size in cells.
    ///   - traits: Appearance, size classes and text size the view sees.
    public static func frame(size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Self {
        Snapshotting<Canvas, String>.frame.pullback { renderCanvas(of: $0, size: size, traits: traits) }
    }

    /// The view rendered at `size` as text with ANSI styling, in a `.ansi` file.
    ///
    /// - Parameters:
    ///   - size: The frame's size in cells.
    ///   - traits: Appearance, size classes and text size the view sees.
    ///   - colorSupport: The color level to downgrade colors to.
    public static func ansi(size: Size, traits: SnapshotTraits = SnapshotTraits(), colorSupport: ColorSupport = .trueColor) -> Self {
        Snapshotting<Canvas, String>.ansi(colorSupport: colorSupport).pullback { renderCanvas(of: $0, size: size, traits: traits) }
    }

    /// The view rendered at `size` as an SVG picture, in a `.svg` file.
    ///
    /// - Parameters:
    ///   - size: The frame's size in cells.
    ///   - traits: Appearance, size classes and text size the view sees.
    ///   - renderer: The cell size, font and colors of the picture.
    public static func svg(size: Size, traits: SnapshotTraits = SnapshotTraits(), renderer: SVGRenderer = SVGRenderer()) -> Self {
        Snapshotting<Canvas, String>.svg(renderer).pullback { renderCanvas(of: $0, size: size, traits: traits) }
    }

    /// The view's accessibility tree at `size`, as text: role, label, value,
    /// hint and state of each element, so a lost label fails a test.
    ///
    /// - Parameters:
    ///   - size: The size the view is laid out at, in cells.
    ///   - traits: Appearance, size classes and text size the view sees.
    public static func accessibilityTree(size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Self {
        SimplySnapshotting<String>.lines.pullback { renderAccessibilityTree(of: $0, size: size, traits: traits) + "\n" }
    }
}
