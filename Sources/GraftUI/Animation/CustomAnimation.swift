import Foundation

/// A timing curve of your own, which ``Animation/init(_:)`` turns into an
/// ``Animation`` that drives every animated value.
///
/// ```swift
/// struct Steps: CustomAnimation {
///     var count = 4.0
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         guard time < 1 else { return nil }
///         return value.scaled(by: (time * count).rounded(.down) / count)
///     }
/// }
/// withAnimation(Animation(Steps())) { isOn.toggle() }
/// ```
///
/// Graft asks for the way along a unit change (`value` is 1 as a `Double`)
/// and moves each animated value (a position, a color, a shape) by that
/// fraction, so a curve that treats the components of `value` alike
/// behaves as in SwiftUI. When a change interrupts a running animation of
/// the same type, ``shouldMerge(previous:value:time:context:)`` decides
/// whether the new one takes over its run (its start, state and time) or
/// starts again from the value drawn; ``velocity(value:time:context:)`` is
/// not asked, as Graft's curves take no initial velocity.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` (the whole change) covered `time` seconds after
    /// the animation began, or nil once it is over.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// How fast the value moves at `time`, if known.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether the animation takes over the `previous` one that was running
    /// when a new change came, rather than starting afresh.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity is known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    /// The new animation starts afresh.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
}

/// What a ``CustomAnimation`` keeps from one frame to the next of one run,
/// and what it sees of the views it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation stores between frames of the run, by key.
    public var state: AnimationState<Value>
    /// Set by the animation once the value has logically reached its end,
    /// though it may still move (a spring settling).
    public var isLogicallyComplete: Bool
    /// The environment of the view whose value animates.
    public private(set) var environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = false
        self.environment = environment
    }

    /// This context with `state` for values of another type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>(state: state, environment: environment)
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}

/// A key for a value a ``CustomAnimation`` stores in its ``AnimationState``.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value before the animation stores one.
    static var defaultValue: Value { get }
}

/// The values a ``CustomAnimation`` stored during one run, by key.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty state: every key has its default value.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension Animation {
    /// An animation that follows `base`, a curve of your own.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(curve: .custom(CustomCurve(base: base)), name: String(describing: base))
    }
}

/// A ``CustomAnimation`` held where curves are compared and hashed.
struct CustomCurve: Hashable, Sendable {
    let base: any CustomAnimation

    static func == (lhs: CustomCurve, rhs: CustomCurve) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The fraction of a unit change covered at `time`, or nil once over.
    func progress(at time: Double, context: inout AnimationContext<Double>) -> Double? {
        base.animate(value: 1.0, time: time, context: &context)
    }
}
