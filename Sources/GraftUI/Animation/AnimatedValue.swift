/// The start of an animation a change runs with: its curve, when it began
/// on the graph's clock, and the completion group of its transaction.
struct AnimationStart {
    let animation: Animation
    let time: Duration
    let completion: AnimationCompletionGroup?
    /// The environment of the view whose value animates, which a custom
    /// curve sees in its context.
    var environment: EnvironmentValues?
}

/// A node's animatable parameter: the value its view asked for (the target)
/// and the value drawn now, which moves towards the target frame by frame
/// while an animation runs.
///
/// The running animation lives in one object: a node steps its parameters
/// on every frame, and copying a value that holds an `Animation` (a string,
/// a curve enum) would cost retains and generic value-witness calls each time.
@MainActor
struct AnimatedValue<Value: VectorArithmetic> {
    /// The value the view asked for last.
    private(set) var target: Value
    /// The value to draw now.
    private(set) var presented: Value
    private var run: AnimationRun<Value>?

    init(_ value: Value) {
        target = value
        presented = value
    }

    /// Whether an animation moves the value.
    var isAnimating: Bool { run != nil }

    /// Takes a new target: at once without `start`, or animated from the
    /// value drawn now. An animation already running is replaced.
    /// - Returns: Whether the value to draw changed now.
    mutating func set(_ value: Value, start: AnimationStart?) -> Bool {
        guard value != target || (start == nil && run != nil) else { return false }
        if let start, merge(into: start) {
            target = value
            return false
        }
        target = value
        // A running animation is replaced from where it has got to, not from its end.
        let current = presented
        finish()
        if let start {
            presented = current
            var context: AnimationContext<Double>? = nil
            if case .custom = start.animation.curve {
                context = AnimationContext(environment: start.environment ?? EnvironmentValues())
            }
            run = AnimationRun(start: start, from: current, customContext: context)
            start.completion?.retain()
            return false
        }
        let changed = presented != value
        presented = value
        return changed
    }

    /// Lets a custom curve take over the running animation of its own kind,
    /// as its ``CustomAnimation/shouldMerge(previous:value:time:context:)``
    /// decides: the run keeps its start, state and time, and heads for the
    /// new target from where it began.
    /// - Returns: Whether it merged.
    private mutating func merge(into start: AnimationStart) -> Bool {
        guard let run, case .custom(let curve) = start.animation.curve,
            case .custom(let previous) = run.start.animation.curve, type(of: previous.base) == type(of: curve.base)
        else { return false }
        var context = run.customContext ?? AnimationContext(environment: start.environment ?? EnvironmentValues())
        let elapsed = (start.time - run.start.time).inSeconds
        guard curve.base.shouldMerge(previous: run.start.animation, value: 1.0, time: elapsed, context: &context) else {
            return false
        }
        self.run = AnimationRun(
            start: AnimationStart(
                animation: start.animation, time: run.start.time, completion: start.completion, environment: start.environment),
            from: run.from, customContext: context)
        start.completion?.retain()
        run.start.completion?.release()
        return true
    }

    /// Moves the presented value to where the animation is at `time`.
    /// - Returns: Whether the presented value changed.
    mutating func advance(to time: Duration) -> Bool {
        guard let run else { return false }
        let old = presented
        if let progress = run.progress(at: time) {
            presented = run.from.interpolated(towards: target, amount: progress)
        } else {
            presented = target
            finish()
        }
        return presented != old
    }

    /// Ends the animation where it is meant to end (a node leaving the tree).
    mutating func finish() {
        guard let run else { return }
        self.run = nil
        presented = target
        run.start.completion?.release()
    }
}

/// One run of an animation on an ``AnimatedValue``: where it started, and
/// what a custom curve keeps between frames. Copies of a value share the
/// run; a node keeps one copy (it steps its parameter in place).
@MainActor
final class AnimationRun<Value: VectorArithmetic> {
    let start: AnimationStart
    let from: Value
    /// What a custom curve keeps between frames of this run. Only this
    /// run's value touches it, on the main actor and never reentrantly, so
    /// each frame skips the runtime's exclusivity check.
    @exclusivity(unchecked) var customContext: AnimationContext<Double>?

    init(start: AnimationStart, from: Value, customContext: AnimationContext<Double>? = nil) {
        self.start = start
        self.from = from
        self.customContext = customContext
    }

    /// The fraction of the way at `time` on the graph's clock, or nil once over.
    func progress(at time: Duration) -> Double? {
        start.animation.progress(at: ElapsedTime.seconds(from: start.time, to: time), context: &customContext)
    }
}

/// Seconds from an animation's start to a frame's time, remembered for the
/// last pair asked: the animations of one transaction share their start, a
/// frame steps them all at one time, and turning a `Duration` into seconds
/// costs a 128-bit division.
@MainActor
private enum ElapsedTime {
    @exclusivity(unchecked) private static var last: (start: Duration, time: Duration, seconds: Double)?

    static func seconds(from start: Duration, to time: Duration) -> Double {
        if let last, last.start == start, last.time == time { return last.seconds }
        let seconds = (time - start).inSeconds
        last = (start, time, seconds)
        return seconds
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

extension ViewNode {
    /// Takes a view's new `value` for an animatable parameter: animated when
    /// the update runs in an animated transaction, at once otherwise.
    /// - Returns: Whether the value to draw changed now (always, the first time).
    func take<Value>(_ value: Value, into parameter: inout AnimatedValue<Value>?) -> Bool {
        guard var current = parameter else {
            parameter = AnimatedValue(value)
            return true
        }
        let changed = current.set(value, start: current.target == value ? nil : graph.animationStart(in: environment))
        if current.isAnimating { graph.startAnimating(self) }
        parameter = current
        return changed
    }

    /// Moves a parameter's animation to `time`, or ends it once the node left the tree.
    /// - Returns: Whether the value to draw changed.
    func advance<Value>(_ parameter: inout AnimatedValue<Value>?, to time: Duration) -> Bool {
        // Stepped in place: no copy of the value in and out on every frame.
        guard parameter?.isAnimating == true else { return false }
        guard isAlive else {
            parameter?.finish()
            return false
        }
        return parameter?.advance(to: time) ?? false
    }
}
