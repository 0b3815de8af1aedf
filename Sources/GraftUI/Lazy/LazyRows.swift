import GraftTerminal

private struct LazyContentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views are being built as the rows of a lazy container, so a
    /// `ForEach` builds rows only when asked for them.
    var isLazyContent: Bool {
        get { self[LazyContentKey.self] }
        set { self[LazyContentKey.self] = newValue }
    }
}

/// Rows a lazy container materializes on demand: a lazy `ForEach`.
@MainActor
protocol LazyRowSource: AnyObject {
    /// Whether the rows are built on demand: a `ForEach` of sections
    /// builds every section, and a container sees through it.
    var isLazy: Bool { get }
    /// How many rows there are.
    var rowCount: Int { get }
    /// The node for row `index`, built or updated as needed.
    func row(at index: Int) -> ViewNode
    /// Tears down every row not asked for since the previous call.
    func releaseUnrequestedRows()
    /// Incremented whenever the data changed, so containers know to recount.
    var generation: Int { get }
    /// What a list's selection holds for row `index`: the row's tag, or the
    /// element's ID. O(1), and without building the row.
    func rowID(at index: Int) -> AnyHashable
    /// The index of the row whose ID is `id`, found by a scan; lists ask
    /// only when their selection changed from outside.
    func rowIndex(of id: AnyHashable) -> Int?
}

/// One part of a lazy container's rows: a single node, or a lazy source.
@MainActor
enum LazySegment {
    case node(ViewNode)
    case source(any LazyRowSource)

    var count: Int {
        switch self {
        case .node: 1
        case .source(let source): source.rowCount
        }
    }
}
