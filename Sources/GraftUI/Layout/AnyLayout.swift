import Foundation

/// A type-erased ``Layout``.
///
/// A container whose layout is an `AnyLayout` keeps its subviews, and their
/// state, when the layout it wraps changes, where an `if` between an
/// `HStack` and a `VStack` would make new ones:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Counter()
///     Counter()
/// }
/// ```
public struct AnyLayout: Layout, CellLayoutConvertible {
    let layout: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        self.layout = layout
    }

    /// The wrapped layout's cache, remade when the layout's type changes.
    public struct Cache {
        var layoutType: ObjectIdentifier?
        var value: Any?
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        makeCache(layout, subviews: subviews)
    }

    /// Updates the wrapped layout's cache, or makes one for a new layout type.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        updateCache(layout, &cache, subviews: subviews)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        size(layout, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        place(layout, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        spacing(layout, subviews: subviews, cache: &cache)
    }

    func cellLayout(at scale: CGSize) -> CellLayout? {
        (layout as? any CellLayoutConvertible)?.cellLayout(at: scale)
    }

    // Generic helpers open the existential, so the wrapped layout's own
    // cache type is used.

    private func makeCache<L: Layout>(_ layout: L, subviews: Subviews) -> Cache {
        Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
    }

    private func updateCache<L: Layout>(_ layout: L, _ cache: inout Cache, subviews: Subviews) {
        guard cache.layoutType == ObjectIdentifier(L.self), var typed = cache.value as? L.Cache else {
            cache = makeCache(layout, subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache.value = typed
    }

    private func withTypedCache<L: Layout, R>(
        _ layout: L, _ cache: inout Cache, subviews: Subviews, _ body: (inout L.Cache) -> R
    ) -> R {
        if cache.layoutType != ObjectIdentifier(L.self) { cache = makeCache(layout, subviews: subviews) }
        var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache.value = typed
        return result
    }

    private func size<L: Layout>(
        _ layout: L, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        withTypedCache(layout, &cache, subviews: subviews) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    private func place<L: Layout>(
        _ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        withTypedCache(layout, &cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    private func spacing<L: Layout>(_ layout: L, subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        withTypedCache(layout, &cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}
