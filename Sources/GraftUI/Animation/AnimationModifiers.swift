extension View {
    /// Animates the changes made inside this view with `animation` whenever
    /// `value` changes, unless the change's transaction disables animations.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .foregroundStyle(isFavorite ? .red : .gray)
    ///     .animation(.easeInOut, value: isFavorite)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        TransactionModifierView(content: self, rule: .whenChanged(animation, value: value))
    }

    /// Animates every change made inside this view with `animation`.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        TransactionModifierView<Self, Bool>(content: self, rule: .always(animation))
    }

    /// Changes the transaction of every change made inside this view, as
    /// `transform` says (turning animations off, or choosing another).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifierView<Self, Bool>(content: self, rule: .transform(transform))
    }

    /// Changes the transaction of the changes made inside this view when
    /// `value` changes, as `transform` says.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifierView(content: self, rule: .transformWhenChanged(transform, value: value))
    }
}

extension Binding {
    /// The binding, with changes made through it animated with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let binding = self
        return Binding(get: { binding.wrappedValue }, set: { newValue in withAnimation(animation) { binding.wrappedValue = newValue } })
    }

    /// The binding, with changes made through it made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let binding = self
        return Binding(get: { binding.wrappedValue }, set: { newValue in withTransaction(transaction) { binding.wrappedValue = newValue } })
    }
}

/// How a transaction modifier changes its content's transaction.
enum TransactionRule<V: Equatable> {
    case whenChanged(Animation?, value: V)
    case always(Animation?)
    case transform((inout Transaction) -> Void)
    case transformWhenChanged((inout Transaction) -> Void, value: V)

    var value: V? {
        switch self {
        case let .whenChanged(_, value), let .transformWhenChanged(_, value): return value
        case .always, .transform: return nil
        }
    }
}

struct TransactionModifierView<Content: View, V: Equatable>: View, PrimitiveView {
    var content: Content
    var rule: TransactionRule<V>

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TransactionModifierNode<Content, V>(graph: graph, parent: parent, environment: environment)
    }
}

/// Updates its content in the transaction its rule makes; stacks see
/// through it, as they do through an environment modifier.
@MainActor
final class TransactionModifierNode<Content: View, V: Equatable>: ContainerNode<TransactionModifierView<Content, V>, Content> {
    private var value: V?
    private var storedRule: TransactionRule<V>?

    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: TransactionModifierView<Content, V>?, to newView: TransactionModifierView<Content, V>) {
        let rule = newView.rule
        storedRule = rule
        let newValue = rule.value
        // The first value is where the view starts, not a change.
        let changed = value != nil && newValue != value
        value = newValue
        let current = graph.animations.transaction
        var transaction = current ?? Transaction()
        switch rule {
        case let .whenChanged(animation, _):
            guard changed, !transaction.disablesAnimations else { return updateContent(newView.content) }
            transaction.animation = animation
        case let .always(animation):
            guard !transaction.disablesAnimations else { return updateContent(newView.content) }
            transaction.animation = animation
        case let .transform(transform):
            transform(&transaction)
        case let .transformWhenChanged(transform, _):
            guard changed else { return updateContent(newView.content) }
            transform(&transaction)
        }
        graph.withTransaction(transaction, scope: self) { updateContent(newView.content) }
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        value = nil
        storedRule = nil
    }

    /// The rule's change for a body below that is evaluated on its own: only
    /// the rules that hold for every change, not those tied to a value.
    func adjust(_ transaction: inout Transaction) {
        switch storedRule {
        case let .always(animation)?:
            if !transaction.disablesAnimations { transaction.animation = animation }
        case let .transform(transform)?:
            transform(&transaction)
        case .whenChanged?, .transformWhenChanged?, nil:
            break
        }
    }
}

/// A node that changes the transaction of the changes below it.
@MainActor
protocol TransactionAdjusting: AnyObject {
    func adjust(_ transaction: inout Transaction)
}

extension TransactionModifierNode: TransactionAdjusting {}

extension ViewNode {
    /// Applies the transaction modifiers above this node to `transaction`,
    /// the outermost first.
    func adjustByAncestors(_ transaction: inout Transaction) {
        var modifiers: [any TransactionAdjusting] = []
        var node = parent
        while let current = node {
            if let modifier = current as? any TransactionAdjusting { modifiers.append(modifier) }
            node = current.parent
        }
        for modifier in modifiers.reversed() { modifier.adjust(&transaction) }
    }
}
