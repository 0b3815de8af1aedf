import Foundation

/// A type that sizes and places a collection of views, as SwiftUI's
/// `Layout` protocol does.
///
/// Conform a type and use it as a container: `MyLayout { ... }`. The
/// methods see geometry in points (cells times
/// ``EnvironmentValues/pointsPerCell``); the sizes and positions they
/// answer are rounded to whole cells (docs/LAYOUT.md §1.13).
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
@MainActor
public protocol Layout {
    /// Properties of the layout, such as the axis it stacks along.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once and reuses between its methods;
    /// `Void` unless the layout makes one.
    associatedtype Cache = Void

    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// The size of the container for `proposal`, given its subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview inside `bounds`, the region the container was
    /// given, with ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The spacing the container prefers around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Where a horizontal alignment guide lies in the container, or `nil`
    /// for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where a vertical alignment guide lies in the container, or `nil`
    /// for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the subviews or the layout changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No properties beyond the defaults.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// No explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Makes a new cache from scratch.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Arranges the views `content` builds with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    /// A layout without a cache has nothing to make.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along, or `nil` for none.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}
