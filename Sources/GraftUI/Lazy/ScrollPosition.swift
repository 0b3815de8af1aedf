import GraftTerminal

extension View {
    /// Associates a binding to be updated when a scroll view within this
    /// view scrolls, as SwiftUI's `scrollPosition(id:anchor:)`: with the
    /// scroll view's content marked `.scrollTargetLayout()`, the binding
    /// holds the ID of the view at the top (leading edge) of the scroll view
    /// as it scrolls, and setting it scrolls that view there.
    ///
    /// `anchor` is the point of the scroll view whose view the binding
    /// holds, and the point a view set through the binding is scrolled to
    /// (`.top` when nil). A view's ID is its `ForEach` element's ID or its
    /// `.tag(_:)`; the rows of lazy stacks and lazy grids are read without
    /// building them.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(
            \.scrollPositionBinding,
            ScrollPositionBinding(
                read: { id.wrappedValue.map(AnyHashable.init) },
                write: { value in
                    let typed = value.flatMap { $0.base as? ID }
                    if id.wrappedValue != typed { id.wrappedValue = typed }
                }, anchor: anchor))
    }
}

/// A scroll position binding with its ID type erased, for scroll views to
/// follow and to update.
struct ScrollPositionBinding {
    let read: @MainActor () -> AnyHashable?
    let write: @MainActor (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

struct ScrollPositionBindingKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The binding the next scroll view below keeps at the ID of its top view.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }
}

/// A lazy container that can say which of its rows lies at a point along
/// its axis, and the row's ID, without building the row.
@MainActor
protocol RowIdentifying: AnyObject {
    /// The ID of the first row with one at or after `position` (graph
    /// coordinates along the container's axis), looking a few rows on.
    func rowID(atOrAfter position: Int) -> AnyHashable?
}

/// Keeps a scroll view and its `scrollPosition(id:)` binding in step.
@MainActor
struct ScrollPositionTracker {
    /// The ID last written to the binding or scrolled to: a different value
    /// read from the binding was set by the app.
    private var known: AnyHashable??

    /// Scrolls `scrollView` to the view the binding names, if the app set it.
    mutating func follow(_ binding: ScrollPositionBinding?, in scrollView: ViewNode & ScrollViewportProviding) {
        guard let binding else { return }
        let wanted = binding.read()
        guard known != .some(wanted) else { return }
        known = .some(wanted)
        guard let wanted, let target = ScrollTargetSearch.locate(wanted, under: scrollView) else { return }
        target.scrollView.reveal(target.frame, anchor: binding.anchor ?? .top)
    }

    /// Whether `id` is still the one to write: the app may have set
    /// another between the report and the write.
    func isCurrent(_ id: AnyHashable) -> Bool {
        known == .some(id)
    }

    /// The ID of the view now at the binding's anchor, to write to the
    /// binding after the update, if it changed.
    mutating func report(_ binding: ScrollPositionBinding?, in scrollView: ViewNode & ScrollViewportProviding) -> AnyHashable? {
        guard let binding else { return nil }
        let viewport = scrollView.viewport
        guard !viewport.isEmpty else { return nil }
        let anchor = binding.anchor ?? .top
        let line = Point(
            x: viewport.minX + Int((CGFloat(viewport.width - 1) * anchor.x).rounded()),
            y: viewport.minY + Int((CGFloat(viewport.height - 1) * anchor.y).rounded()))
        guard let id = Self.targetID(at: line, under: scrollView), known != .some(id) else { return nil }
        known = .some(id)
        return id
    }

    /// The ID of the target at `point` in the scroll target layouts under
    /// `scrollView` (not in scroll views inside it).
    private static func targetID(at point: Point, under scrollView: ViewNode) -> AnyHashable? {
        var stack = scrollView.children
        while let node = stack.popLast() {
            if let marked = node as? any ScrollTargetLayoutMarking {
                if let id = marked.targetID(at: point) { return id }
                continue
            }
            if node.scrollViewport != nil { continue }
            stack.append(contentsOf: node.children)
        }
        return nil
    }
}

extension ScrollTargetLayoutNode {
    /// The ID of the row of a lazy container in this layout at `point`.
    func targetID(at point: Point) -> AnyHashable? {
        guard isEnabled else { return nil }
        var containers: [ViewNode] = []
        appendLayoutChildren(to: &containers)
        for container in containers {
            guard let rows = container as? any RowIdentifying & RowEdgeListing else { continue }
            if let id = rows.rowID(atOrAfter: rows.rowAxis == .vertical ? point.y : point.x) { return id }
        }
        return nil
    }
}
