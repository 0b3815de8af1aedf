import GraftTerminal

/// Kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates regions from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The insets a host's containers add: navigation and tab bars, sheets.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The on-screen keyboard's area; a terminal has none, so it never insets.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge.
public enum VerticalEdge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

extension ViewGraph {
    /// The layout size less ``safeAreaInsets``, in graph coordinates.
    var safeAreaRect: Rect {
        let size = screenRect.size
        let insets = safeAreaInsets
        return Rect(
            x: insets.leading, y: insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }
}

extension View {
    /// Lets the view extend into the safe area on `edges`: where it touches
    /// the edge of the safe area, it grows to the edge of the screen (a
    /// background color under a host's bars, say). Its layout is otherwise
    /// unchanged.
    ///
    /// - Parameters:
    ///   - regions: The regions to ignore; with ``SafeAreaRegions/container``
    ///     left out, the view stays inside.
    ///   - edges: The edges to extend on.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        IgnoresSafeAreaView(content: self, edges: regions.contains(.container) ? edges : [])
    }

    /// Shows `content` along `edge`, and lays this view out in the space
    /// that is left, as if the safe area were inset by `content`'s height
    /// plus `spacing`: a bar of buttons under a scrolling list, say.
    ///
    /// - Parameters:
    ///   - edge: The top or bottom edge.
    ///   - alignment: How `content` is aligned along the edge.
    ///   - spacing: Points between `content` and this view; none by default.
    ///   - content: The view to show along the edge.
    public func safeAreaInset<Inset: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Inset
    ) -> some View {
        SafeAreaInsetView(main: self, inset: content(), edge: edge, alignment: alignment, spacing: spacing ?? 0)
    }
}

private struct SafeAreaInsetView<Main: View, Inset: View>: View {
    let main: Main
    let inset: Inset
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat

    var body: some View {
        VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset }
            main.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }
}

struct IgnoresSafeAreaView<Content: View>: View, PrimitiveView {
    var content: Content
    var edges: Edge.Set

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        IgnoresSafeAreaNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Places its content in its own frame grown to the screen's edges on the
/// edges where that frame touches the safe area's.
@MainActor
final class IgnoresSafeAreaNode<Content: View>: ContainerNode<IgnoresSafeAreaView<Content>, Content> {
    override func update(from oldView: IgnoresSafeAreaView<Content>?, to newView: IgnoresSafeAreaView<Content>) {
        updateContent(newView.content)
        if oldView?.edges != newView.edges { invalidateLayout() }
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let edges = view?.edges ?? []
        let safe = graph.safeAreaRect
        let screen = graph.screenRect
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), minY <= safe.minY { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX { maxX = max(maxX, screen.maxX) }
        let grown = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        placeContent(in: grown, proposal: grown == rect ? proposal : CellProposal(grown.size))
    }
}
