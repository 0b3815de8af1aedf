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

extension Snapshotting where Value: View {
    /// The view's accessibility tree at `size`, as text: role, label, value,
    /// hint and state of each element, so a lost label fails a test.
    public static func accessibilityTree(size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Snapshotting<Value> {
        Snapshotting { view in Frame(text: renderAccessibilityTree(of: view, size: size, traits: traits)) }
    }
}

extension Frame {
    /// A frame showing `text`, one row per line, as wide as the widest line.
    init(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let width = max(lines.map(\.displayWidth).max() ?? 0, 1)
        var canvas = Canvas(size: Size(width: width, height: max(lines.count, 1)))
        for (row, line) in lines.enumerated() {
            canvas.write(String(line), at: Point(x: 0, y: row))
        }
        self.init(canvas)
    }
}
