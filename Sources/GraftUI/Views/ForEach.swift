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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection.
    public var data: Data
    /// Builds the view for an element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// Creates views for `data`, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
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

    override var children: [ViewNode] { keys.compactMap { nodes[$0] } }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        for key in keys {
            nodes[key]?.appendLayoutChildren(to: &list)
        }
    }

    override func update(from oldView: ForEach<Data, ID, Content>?, to newView: ForEach<Data, ID, Content>) {
        var newKeys: [Key] = []
        newKeys.reserveCapacity(newView.data.count)
        var newNodes: [Key: ViewNode] = [:]
        newNodes.reserveCapacity(newView.data.count)
        var occurrences: [ID: Int] = [:]
        var structureChanged = false
        for element in newView.data {
            let id = newView.identify(element)
            let occurrence = occurrences[id, default: 0]
            occurrences[id] = occurrence + 1
            let key = Key(id: id, occurrence: occurrence)
            let row = newView.content(element)
            let existing = nodes.removeValue(forKey: key)
            if existing == nil { structureChanged = true }
            newNodes[key] = NodeFactory.reconcile(existing, with: row, graph: graph, parent: self, environment: environment)
            newKeys.append(key)
        }
        for (_, removed) in nodes {
            removed.tearDown()
            structureChanged = true
        }
        if newKeys != keys { structureChanged = true }
        keys = newKeys
        nodes = newNodes
        if structureChanged { invalidateLayout() }
    }
}
