import GraftTerminal

/// Views computed from a collection, one per element, identified by the
/// element's ID: when the data changes, each row keeps its node (and its
/// state) with its element, wherever the element moves.
///
/// ```swift
/// ForEach(products) { product in
///     ProductRow(product: product)
/// }
/// ```
///
/// `Content` is unconstrained, as in SwiftUI, so that other kinds of content
/// (a chart's marks) can be computed from a collection too.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Builds the view for an element.
    public var content: (Data.Element) -> Content
    /// The ID of an element.
    package let identify: (Data.Element) -> ID
    /// What deleting or moving its rows in a list does (`onDelete`, `onMove`).
    package var editActions = ListEditActions()

    /// Takes the parts as they are; the public initializers choose a builder for `content`.
    package init(data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
    }
}

extension ForEach: View where Content: View {
    /// Drawn by Graft.
    public typealias Body = Never

    /// Creates views for `data`, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ForEachNode<Data, ID, Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Keyed children: an element's node is found by ID in a dictionary, so the
/// update is linear in the number of elements, and a moved element keeps its node.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: StructuralNode<ForEach<Data, ID, Content>> {
    /// An element's identity: its ID, and which occurrence of that ID it is
    /// (duplicate IDs are a data error; they still get distinct rows).
    struct Key: Hashable {
        var id: ID
        var occurrence: Int
    }

    private var keys: [Key] = []
    private var nodes: [Key: ViewNode] = [:]
    /// The rows' nodes in order (eager rows only): walks of the tree (tear
    /// down, focus, scroll views) read them without a lookup per row.
    private var orderedNodes: [ViewNode] = []

    override var children: [ViewNode] {
        isLazy ? lazyRows.values.sorted { $0.index < $1.index }.map(\.node) : orderedNodes
    }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        if isLazy {
            for row in lazyRows.values.sorted(by: { $0.index < $1.index }) { row.node.appendLayoutChildren(to: &list) }
            return
        }
        for node in orderedNodes {
            node.appendLayoutChildren(to: &list)
        }
    }

    // MARK: - Lazy rows

    /// Inside a lazy container, rows are built only when the container asks.
    private(set) var isLazy = false
    private(set) var generation = 0
    private final class LazyRow {
        var index: Int
        var node: ViewNode
        var generation: Int
        /// The placement pass that last asked for the row.
        var pass: Int

        init(index: Int, node: ViewNode, generation: Int, pass: Int) {
            self.index = index
            self.node = node
            self.generation = generation
            self.pass = pass
        }
    }
    private var lazyRows: [ID: LazyRow] = [:]
    /// The built rows by index, valid while the data is unchanged: asking for
    /// the same rows again (every frame) needs no ID and no body.
    private var rowsByIndex: [Int: LazyRow] = [:]
    private var pass = 0
    /// Rows that left the view, whose nodes rows coming into view take.
    private var reusePool = RowReusePool()
    /// Whether the rows are tagged (`.tag(_:)` outermost), known from the type alone.
    let rowsAreTagged = Content.self is any TaggedRow.Type
    /// Whether each row is a ``Section``, known from the type alone.
    let rowsAreSections = Content.self is any SectionRow.Type
    private var cachedRowEnvironment = DerivedEnvironment<NoInput>()

    override func update(from oldView: ForEach<Data, ID, Content>?, to newView: ForEach<Data, ID, Content>) {
        // Sections are few and their rows lazy: a ForEach of sections
        // builds them all, so a lazy container sees every section's rows.
        if environment.isLazyContent, !rowsAreSections {
            if !isLazy {
                isLazy = true
                for (_, node) in nodes { node.tearDown() }
                nodes.removeAll()
                keys.removeAll()
                orderedNodes.removeAll()
            }
            generation += 1
            rowsByIndex.removeAll(keepingCapacity: true)
            invalidateLayout()
            return
        }
        if isLazy {
            isLazy = false
            for (_, row) in lazyRows { row.node.tearDown() }
            lazyRows.removeAll()
            rowsByIndex.removeAll()
            reusePool.removeAll()
        }
        updateEagerly(to: newView)
    }

    override func willBeRemoved() {
        reusePool.removeAll()
    }

    /// The rows' environment: not lazy, kept while the inherited one is unchanged.
    private var rowEnvironment: EnvironmentValues {
        cachedRowEnvironment.derive(from: environment, input: NoInput()) { $0.isLazyContent = false }
    }

    private func updateEagerly(to newView: ForEach<Data, ID, Content>) {
        var newKeys: [Key] = []
        newKeys.reserveCapacity(newView.data.count)
        var occurrences: [ID: Int] = [:]
        for element in newView.data {
            let id = newView.identify(element)
            let occurrence = occurrences[id, default: 0]
            occurrences[id] = occurrence + 1
            newKeys.append(Key(id: id, occurrence: occurrence))
        }
        // Elements that left go first, so an element that arrives in the
        // same update (a `.id(_:)` that changed, a row that shows another
        // item) takes a departed one's nodes instead of building new ones.
        let structureChanged = newKeys != keys
        var departed = RowReusePool()
        if structureChanged {
            let kept = Set(newKeys)
            for key in nodes.keys.filter({ !kept.contains($0) }) {
                guard let removed = nodes.removeValue(forKey: key) else { continue }
                removed.tearDown()
                departed.add(removed, capacity: newKeys.count)
            }
        }
        var newNodes: [Key: ViewNode] = [:]
        newNodes.reserveCapacity(newKeys.count)
        var newOrder: [ViewNode] = []
        newOrder.reserveCapacity(newKeys.count)
        for (key, element) in zip(newKeys, newView.data) {
            let existing = nodes.removeValue(forKey: key)
            let node =
                if newView.editActions.isEmpty {
                    eagerRowNode(for: newView.content(element), existing: existing, departed: &departed)
                } else {
                    eagerRowNode(for: editableRow(element, in: newView), existing: existing, departed: &departed)
                }
            newNodes[key] = node
            newOrder.append(node)
        }
        keys = newKeys
        nodes = newNodes
        orderedNodes = newOrder
        if structureChanged { invalidateLayout() }
    }

    /// The node for an eager row: its old one updated, a departed row's, or a new one.
    private func eagerRowNode<Row: View>(for row: Row, existing: ViewNode?, departed: inout RowReusePool) -> ViewNode {
        if let existing {
            return NodeFactory.reconcile(existing, with: row, graph: graph, parent: self, environment: environment)
        }
        if let recycled = departed.take(for: row) {
            recycled.update(with: row, environment: environment)
            return recycled
        }
        return NodeFactory.makeNode(for: row, graph: graph, parent: self, environment: environment)
    }

    /// `element`'s row with its editing controls, for a `ForEach` with `onDelete` or `onMove`.
    private func editableRow(_ element: Data.Element, in view: ForEach<Data, ID, Content>) -> EditableRow<Content> {
        let content = view.content(element)
        return EditableRow(content: content, permissions: RowEditPermissions(of: content, under: view.editActions))
    }
}

extension ForEachNode: LazyRowSource {
    var rowCount: Int { view?.data.count ?? 0 }

    func row(at index: Int) -> ViewNode {
        if let row = rowsByIndex[index], row.generation == generation {
            row.pass = pass
            return row.node
        }
        guard let view else { preconditionFailure("ForEach: asked for row \(index) before it had data") }
        let element = view.data[view.data.index(view.data.startIndex, offsetBy: index)]
        let id = view.identify(element)
        if let row = lazyRows[id] {
            if row.generation != generation {
                row.node =
                    if view.editActions.isEmpty {
                        NodeFactory.reconcile(
                            row.node, with: view.content(element), graph: graph, parent: self, environment: rowEnvironment)
                    } else {
                        NodeFactory.reconcile(
                            row.node, with: editableRow(element, in: view), graph: graph, parent: self, environment: rowEnvironment)
                    }
                row.generation = generation
            }
            row.index = index
            row.pass = pass
            rowsByIndex[index] = row
            return row.node
        }
        let node = view.editActions.isEmpty ? makeRowNode(for: view.content(element)) : makeRowNode(for: editableRow(element, in: view))
        let row = LazyRow(index: index, node: node, generation: generation, pass: pass)
        lazyRows[id] = row
        rowsByIndex[index] = row
        return node
    }

    func rowID(at index: Int) -> AnyHashable {
        guard let view else { preconditionFailure("ForEach: asked for the ID of row \(index) before it had data") }
        return selectionValue(of: view.data[view.data.index(view.data.startIndex, offsetBy: index)], in: view)
    }

    func rowIndex(of id: AnyHashable) -> Int? {
        guard let view else { return nil }
        let found: Data.Index?
        if rowsAreTagged {
            found = view.data.firstIndex { selectionValue(of: $0, in: view) == id }
        } else {
            guard let wanted = id.base as? ID else { return nil }
            found = view.data.lazy.map(view.identify).firstIndex(of: wanted)
        }
        return found.map { view.data.distance(from: view.data.startIndex, to: $0) }
    }

    /// What a list's selection holds for `element`: its row's tag, or its ID.
    private func selectionValue(of element: Data.Element, in view: ForEach<Data, ID, Content>) -> AnyHashable {
        if rowsAreTagged, let tagged = view.content(element) as? any TaggedRow { return tagged.rowTag }
        return AnyHashable(view.identify(element))
    }

    /// A node for a row coming into view: a recycled one of the same type
    /// when the pool has one, updated as if new, else a new one.
    private func makeRowNode<Row: View>(for content: Row) -> ViewNode {
        guard let recycled = reusePool.take(for: content) else {
            return NodeFactory.makeNode(for: content, graph: graph, parent: self, environment: rowEnvironment)
        }
        recycled.update(with: content, environment: rowEnvironment)
        return recycled
    }

    /// Tears down every row not asked for since the last call, keeping up to
    /// as many as were asked for for reuse.
    func releaseUnrequestedRows() {
        var requested = 0
        for row in lazyRows.values where row.pass == pass { requested += 1 }
        reusePool.trim(to: requested)
        if requested < lazyRows.count {
            for (id, row) in lazyRows where row.pass != pass {
                row.node.tearDown()
                lazyRows[id] = nil
                if rowsByIndex[row.index] === row { rowsByIndex[row.index] = nil }
                reusePool.add(row.node, capacity: requested)
            }
        }
        pass += 1
    }

    /// How many torn-down rows wait to be reused (for tests and benchmarks).
    var pooledRowCount: Int { reusePool.count }

    /// How many rows are built.
    var materializedRowCount: Int { lazyRows.count }
}

extension ForEachNode: IdentifiedChildren {
    /// An eager row by its element's ID; lazy rows are found by their
    /// container, which knows where rows not built yet are.
    func builtChild(identifiedBy id: AnyHashable) -> ViewNode? {
        guard !isLazy, let wanted = id.base as? ID else { return nil }
        return nodes[Key(id: wanted, occurrence: 0)]
    }
}
