import Foundation
import GraftTerminal

/// Where a scroll view is going to come to rest: the part of its content it
/// will show, in the content's coordinates (points).
public struct ScrollTarget {
    /// The content's rect that will show.
    public var rect: CGRect
    /// The point of `rect` that the target is measured from, if any.
    public var anchor: UnitPoint?

    /// Creates a target.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows about the scroll it changes.
public struct ScrollTargetBehaviorContext {
    /// Where the scroll was going before the behavior changed it.
    public var originalTarget: ScrollTarget
    /// The scroll's direction and speed: positive toward the content's end.
    public var velocity: CGVector
    /// The size of the scroll view's content, in points.
    public var contentSize: CGSize
    /// The size of the scroll view, in points.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// Where the content is before the scroll.
    package var currentOrigin: CGPoint
    /// The leading edges of the views of the content's scroll target
    /// layout near the target, along an axis, in the content's coordinates.
    package var targetEdges: (Axis) -> [CGFloat]
}

/// How a scroll view picks where a scroll comes to rest, as SwiftUI's
/// `ScrollTargetBehavior`: ``PagingScrollTargetBehavior`` rests on whole
/// pages, ``ViewAlignedScrollTargetBehavior`` on the edge of a view.
///
/// In a terminal, scrolls are a wheel notch or a key (Page Up/Down, Home,
/// End, the arrows); the behavior is asked about the first two kinds.
public protocol ScrollTargetBehavior {
    /// The context the behavior is given.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Changes `target` to where the scroll should come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests a scroll on a whole page: the scroll view's size along each axis.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the paging behavior.
    public init() {}

    /// Moves `target` to the page boundary next to the current one in the
    /// direction of the scroll.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.page(
                from: context.currentOrigin.y, length: context.containerSize.height, velocity: context.velocity.dy,
                proposed: target.rect.origin.y)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.page(
                from: context.currentOrigin.x, length: context.containerSize.width, velocity: context.velocity.dx,
                proposed: target.rect.origin.x)
        }
    }

    private static func page(from current: CGFloat, length: CGFloat, velocity: CGFloat, proposed: CGFloat) -> CGFloat {
        guard length > 0 else { return proposed }
        if velocity > 0 { return ((current / length).rounded(.down) + 1) * length }
        if velocity < 0 { return ((current / length).rounded(.up) - 1) * length }
        return (proposed / length).rounded() * length
    }
}

/// Rests a scroll with a view of the content's scroll target layout
/// (`.scrollTargetLayout()`) at the scroll view's leading (top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass.
    public struct LimitBehavior: Sendable, Equatable {
        let kind: Int

        /// As the platform does: ``always`` in a terminal.
        public static var automatic: LimitBehavior { LimitBehavior(kind: 0) }
        /// A scroll passes at most the views a page holds.
        public static var always: LimitBehavior { LimitBehavior(kind: 1) }
        /// A scroll passes as many views as it moves past.
        public static var never: LimitBehavior { LimitBehavior(kind: 2) }
    }

    let limitBehavior: LimitBehavior

    /// Creates the behavior.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves `target` to the edge of a view: the last one the scroll
    /// reaches, or the next one when it reaches none.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.align(
                context.currentOrigin.y, proposed: target.rect.origin.y, velocity: context.velocity.dy,
                edges: context.targetEdges(.vertical))
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.align(
                context.currentOrigin.x, proposed: target.rect.origin.x, velocity: context.velocity.dx,
                edges: context.targetEdges(.horizontal))
        }
    }

    private static func align(_ current: CGFloat, proposed: CGFloat, velocity: CGFloat, edges: [CGFloat]) -> CGFloat {
        guard !edges.isEmpty else { return proposed }
        if velocity > 0 {
            if let reached = edges.last(where: { $0 <= proposed }), reached > current { return reached }
            return edges.first { $0 > current } ?? proposed
        }
        if velocity < 0 {
            if let reached = edges.first(where: { $0 >= proposed }), reached < current { return reached }
            return edges.last { $0 < current } ?? proposed
        }
        return edges.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests scrolls on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests scrolls on the edge of a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests scrolls on the edge of a view, passing as many as `limitBehavior` lets one scroll.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether a scroll view moves past its content's edges and back, as
/// SwiftUI's `ScrollBounceBehavior`. A terminal never bounces; with
/// ``basedOnSize`` (as with every behavior in Graft) a scroll view whose
/// content fits does not scroll at all, so its keys and wheel turns go on
/// to the views around it.
public struct ScrollBounceBehavior: Sendable, Equatable {
    let kind: Int

    /// The platform's behavior.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: 0) }
    /// Always bounces (a terminal cannot: scrolls stop at the edges).
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: 1) }
    /// Bounces only when the content is larger than the scroll view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: 2) }
}

struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

private struct ScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
    /// How scroll views below pick where scrolls rest; nil for anywhere.
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }

    /// Whether scroll views below bounce.
    var scrollBounceBehavior: ScrollBounceBehavior {
        get { self[ScrollBounceBehaviorKey.self] }
        set { self[ScrollBounceBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets how scroll views in this view pick where a scroll comes to
    /// rest: `.paging` or `.viewAligned`, or a behavior of your own.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }

    /// Sets whether scroll views in this view bounce along `axes`.
    /// Accepted for SwiftUI's sake: terminal scroll views stop at their
    /// edges, and one whose content fits does not scroll.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environment(\.scrollBounceBehavior, behavior)
    }

    /// Makes the views this layout container (a stack, a lazy stack) lays
    /// out the targets that `.scrollTargetBehavior(.viewAligned)` aligns
    /// scrolls to.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
    }
}

/// The views of a container marked with `.scrollTargetLayout()`.
struct ScrollTargetLayoutView<Content: View>: ContentWrappingView, PrimitiveView {
    let content: Content
    let isEnabled: Bool

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ScrollTargetLayoutNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node whose content's views are scroll targets.
@MainActor
protocol ScrollTargetLayoutMarking: AnyObject {
    /// The leading edges of the target views along `axis`, in graph coordinates.
    func targetEdges(along axis: Axis, near range: ClosedRange<Int>) -> [Int]
    /// The ID of the target view at `point` (graph coordinates), if any.
    func targetID(at point: Point) -> AnyHashable?
}

/// A lazy container that can list where its rows start without building them.
@MainActor
protocol RowEdgeListing: AnyObject {
    /// Where rows start along the container's axis, in graph coordinates, within `range`.
    func rowStarts(in range: ClosedRange<Int>) -> [Int]
    /// The container's axis.
    var rowAxis: Axis { get }
}

@MainActor
final class ScrollTargetLayoutNode<Content: View>: StructuralWrapperNode<ScrollTargetLayoutView<Content>>,
    ScrollTargetLayoutMarking
{
    private(set) var isEnabled = true

    override func update(from oldView: ScrollTargetLayoutView<Content>?, to newView: ScrollTargetLayoutView<Content>) {
        isEnabled = newView.isEnabled
        super.update(from: oldView, to: newView)
    }

    func targetEdges(along axis: Axis, near range: ClosedRange<Int>) -> [Int] {
        guard isEnabled else { return [] }
        var containers: [ViewNode] = []
        appendLayoutChildren(to: &containers)
        var edges: [Int] = []
        for container in containers {
            if let rows = container as? any RowEdgeListing {
                if rows.rowAxis == axis { edges += rows.rowStarts(in: range) }
            } else {
                edges += container.layoutChildren.map { axis == .vertical ? $0.frame.minY : $0.frame.minX }
            }
        }
        return edges.sorted()
    }
}
