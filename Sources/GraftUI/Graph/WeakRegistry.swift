/// A weak reference to a node, as one kind of ``WeakRegistry`` holds them.
///
/// Each kind of registry names its own one-line reference type (a struct
/// with `weak var referent: (any SomeProtocol)?`) because a generic
/// `weak var` needs its element to be a class type, and a class-bound
/// existential such as `any FocusableNode` is not one to the compiler: with
/// no Objective-C runtime there is no way to spell "weak reference to any
/// `P`" generically. The registry's rules are then written once.
@MainActor
protocol WeakReference {
    associatedtype Referent
    init(referent: Referent?)
    /// The node, or nil once it was freed.
    var referent: Referent? { get }
}

/// The nodes of one kind that the graph must reach without walking the tree
/// (focusable controls, tap actions, appearance observers, ...), held weakly
/// so that a removed node is freed as usual.
///
/// One rule for every kind: freed nodes are skipped when read and dropped
/// when the registry has doubled since it was last compacted, so its length
/// stays proportional to the nodes alive and registering costs amortized
/// O(1). Registrations keep their order. A node registers once for its life
/// (each conforming node keeps a flag), so the registry need not search for
/// duplicates; whether a registered node still takes part (it is alive, it
/// animates, it has a shortcut) is the reader's question.
@MainActor
struct WeakRegistry<Reference: WeakReference> {
    private var references: [Reference] = []
    /// The length at which freed nodes are dropped next.
    private var compactionLength = 64

    /// Adds `referent` at the end.
    mutating func insert(_ referent: Reference.Referent) {
        if references.count >= compactionLength {
            references.removeAll { $0.referent == nil }
            compactionLength = Swift.max(64, references.count * 2)
        }
        references.append(Reference(referent: referent))
    }

    /// The nodes not yet freed, in the order they registered.
    var referents: [Reference.Referent] {
        references.compactMap { $0.referent }
    }

    /// Whether a node not yet freed satisfies `predicate`.
    func contains(where predicate: (Reference.Referent) -> Bool) -> Bool {
        references.contains { reference in reference.referent.map(predicate) ?? false }
    }

    /// How many entries are held, freed ones included (for tests).
    var storedCount: Int { references.count }
}
