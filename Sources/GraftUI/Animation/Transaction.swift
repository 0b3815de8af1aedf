import Dispatch

/// The context of a state change: the animation it runs with, if any, and
/// whether animations are off.
///
/// ``withAnimation(_:_:)`` and ``withTransaction(_:_:)`` set one for the
/// changes made in their body; ``View/animation(_:value:)`` and
/// ``View/transaction(_:)`` change it for a view's part of the update.
public struct Transaction: Sendable {
    /// The animation the change runs with; nil changes at once.
    public var animation: Animation?
    /// Whether animations set by views (``View/animation(_:value:)``) are
    /// off for the change.
    public var disablesAnimations = false
    /// Whether the change is one of many in a continuous interaction (a drag).
    public var isContinuous = false
    /// Whether springs should track the velocity of the values they move.
    public var tracksVelocity = false

    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Actions to run once every animation the change started has finished.
    var completion: AnimationCompletionGroup?

    /// A transaction with no animation.
    public init() {}

    /// A transaction that runs its changes with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value for a custom key, its default when none was set.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` once the animations this transaction starts have
    /// finished (at once, on the main actor, when it starts none).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        let group = self.completion ?? AnimationCompletionGroup()
        group.add(completion)
        self.completion = group
    }

    /// The transaction whose changes are being made, set by ``withTransaction(_:_:)``.
    @TaskLocal static var current: Transaction?
}

/// A key for a custom value carried by a ``Transaction``.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// When an animation counts as finished for a completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let kind: Int
    /// When the value reaches its target (a spring may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    /// When the animation is removed, having settled.
    public static let removed = AnimationCompletionCriteria(kind: 1)
}

/// Runs the changes `body` makes with `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    defer { transaction.completion?.seal() }
    return try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs the changes `body` makes with the current transaction's `keyPath` set to `value`.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs the changes `body` makes with `animation`: every view they affect
/// moves to its new appearance over time instead of at once.
///
/// ```swift
/// Button("Favorite") {
///     withAnimation(.snappy) { isFavorite.toggle() }
/// }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    transaction.completion = nil
    return try withTransaction(transaction, body)
}

/// Runs the changes `body` makes with `animation`, then `completion` once
/// the animations they started have finished.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    transaction.completion = nil
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// The completions of one transaction and the animations it started that
/// have not finished. Touched on the main actor only; a transaction is
/// `Sendable`, so this is too.
final class AnimationCompletionGroup: @unchecked Sendable {
    private var actions: [() -> Void] = []
    /// Running animations, plus one until the transaction's body has returned
    /// and the update it caused has had a chance to start animations.
    private var pending = 1

    func add(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    /// An animation of this transaction started.
    @MainActor
    func retain() {
        pending += 1
    }

    /// An animation of this transaction finished or was replaced.
    @MainActor
    func release() {
        pending -= 1
        guard pending == 0 else { return }
        let actions = self.actions
        self.actions.removeAll()
        for action in actions { action() }
    }

    /// The transaction's body returned: once the frame it caused has run
    /// (main-queue work queued later runs later), animations it will start
    /// have started.
    func seal() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.release() }
        }
    }
}
