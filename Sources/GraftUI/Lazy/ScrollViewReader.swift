import GraftTerminal

/// A view that gives its content a ``ScrollViewProxy``, to scroll the
/// scroll views inside it to a view by its identity, as SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(messages) { Text($0.text) }
///     Button("Last") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// The content is laid out as it would be without the reader.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content `content` builds with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` to a view.
///
/// A view's identity is the one `.id(_:)` gives it, or its `ForEach`
/// element's ID: rows of a lazy stack, list or lazy grid that are not built
/// yet are found by that ID without building them.
@MainActor
public struct ScrollViewProxy {
    let reader: ScrollViewReaderReference

    /// Scrolls the scroll view holding the view identified by `id` so that
    /// the view shows: with `anchor` nil by as little as it takes, otherwise
    /// so that the point `anchor` of the view lies on the same point of the
    /// scroll view (`.top` puts the view at the top, `.center` in the
    /// middle, `.bottom` at the bottom). An ID no view has does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = reader.node, let target = ScrollTargetSearch.locate(AnyHashable(id), under: root) else { return }
        target.scrollView.reveal(target.frame, anchor: anchor)
    }
}

/// The reader's node, held weakly so a proxy kept past its reader does nothing.
@MainActor
final class ScrollViewReaderReference {
    weak var node: ViewNode?
}

extension ScrollViewReader: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ScrollViewReaderNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ScrollViewReaderNode<Content: View>: ContainerNode<ScrollViewReader<Content>, Content> {
    private let reference = ScrollViewReaderReference()

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        reference.node = self
    }

    // The reader lays out nothing of its own: stacks see its content.
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: ScrollViewReader<Content>?, to newView: ScrollViewReader<Content>) {
        updateContent(newView.content(ScrollViewProxy(reader: reference)))
    }
}

/// Rows of a lazy container that can say where a row is by its ID, built or not.
@MainActor
protocol IdentifiedRows: AnyObject {
    /// The frame, in graph coordinates as last placed, of the row whose ID is `id`.
    func frameOfRow(identifiedBy id: AnyHashable) -> Rect?
}

/// Built children that can be looked up by their identity (an eager `ForEach`).
@MainActor
protocol IdentifiedChildren: AnyObject {
    /// The built child whose ID is `id`.
    func builtChild(identifiedBy id: AnyHashable) -> ViewNode?
}

/// Where a view to scroll to is, and which scroll view shows it.
@MainActor
struct ScrollTargetLocation {
    /// Finds the target's frame as it is placed now (rows may be measured
    /// again once the scroll view has moved).
    var frame: () -> Rect?
    var scrollView: any ScrollViewportProviding
}

@MainActor
enum ScrollTargetSearch {
    /// The first view identified by `id` under `root`, in tree order, that
    /// is inside a scroll view.
    static func locate(_ id: AnyHashable, under root: ViewNode) -> ScrollTargetLocation? {
        var stack = [root]
        while let node = stack.popLast() {
            if let rows = node as? any IdentifiedRows, rows.frameOfRow(identifiedBy: id) != nil,
                let scrollView = enclosingScrollView(of: node)
            {
                return ScrollTargetLocation(frame: { [weak rows] in rows?.frameOfRow(identifiedBy: id) }, scrollView: scrollView)
            }
            if let identified = node as? any IdentifiedChildren, let child = identified.builtChild(identifiedBy: id),
                let scrollView = enclosingScrollView(of: child)
            {
                return ScrollTargetLocation(frame: { [weak child] in child.flatMap(placedFrame) }, scrollView: scrollView)
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The nearest scroll view above `node`.
    static func enclosingScrollView(of node: ViewNode) -> (any ScrollViewportProviding)? {
        var current = node.parent
        while let ancestor = current {
            if let scrollView = ancestor.scrollViewport { return scrollView }
            current = ancestor.parent
        }
        return nil
    }

    /// The cells a (possibly structural) node's layout nodes cover.
    static func placedFrame(of node: ViewNode) -> Rect? {
        var leaves: [ViewNode] = []
        node.appendLayoutChildren(to: &leaves)
        var covered: Rect?
        for leaf in leaves where !leaf.frame.isEmpty {
            covered = covered.map { $0.union(leaf.frame) } ?? leaf.frame
        }
        return covered
    }
}
