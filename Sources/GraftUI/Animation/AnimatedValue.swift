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
@MainActor
struct AnimatedValue<Value: VectorArithmetic> {
    /// The value the view asked for last.
    private(set) var target: Value
    /// The value to draw now.
    private(set) var presented: Value
    private var from: Value
    private var running: AnimationStart?
    /// What a custom curve keeps between frames of the running animation.
    private var customContext: AnimationContext<Double>?

    init(_ value: Value) {
        target = value
        presented = value
        from = value
    }

    /// Whether an animation moves the value.
    var isAnimating: Bool { running != nil }

    /// Takes a new target: at once without `start`, or animated from the
    /// value drawn now. An animation already running is replaced.
    /// - Returns: Whether the value to draw changed now.
    mutating func set(_ value: Value, start: AnimationStart?) -> Bool {
        guard value != target || (start == nil && running != nil) else { return false }
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
            from = current
            running = start
            start.completion?.retain()
            if case .custom = start.animation.curve {
                customContext = AnimationContext(environment: start.environment ?? EnvironmentValues())
            }
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
        guard let running, case .custom(let curve) = start.animation.curve,
            case .custom(let previous) = running.animation.curve, type(of: previous.base) == type(of: curve.base)
        else { return false }
        var context = customContext ?? AnimationContext(environment: start.environment ?? EnvironmentValues())
        let elapsed = (start.time - running.time).inSeconds
        guard curve.base.shouldMerge(previous: running.animation, value: 1.0, time: elapsed, context: &context) else {
            return false
        }
        customContext = context
        self.running = AnimationStart(
            animation: start.animation, time: running.time, completion: start.completion, environment: start.environment)
        start.completion?.retain()
        running.completion?.release()
        return true
    }

    /// Moves the presented value to where the animation is at `time`.
    /// - Returns: Whether the presented value changed.
    mutating func advance(to time: Duration) -> Bool {
        guard let running else { return false }
        let old = presented
        if let progress = running.animation.progress(at: (time - running.time).inSeconds, context: &customContext) {
            presented = from.interpolated(towards: target, amount: progress)
        } else {
            presented = target
            finish()
        }
        return presented != old
    }

    /// Ends the animation where it is meant to end (a node leaving the tree).
    mutating func finish() {
        guard let running else { return }
        self.running = nil
        customContext = nil
        presented = target
        running.completion?.release()
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
        guard var current = parameter, current.isAnimating else { return false }
        defer { parameter = current }
        guard isAlive else {
            current.finish()
            return false
        }
        return current.advance(to: time)
    }
}
