import Foundation

/// How a change moves from the old value to the new one over time: a timing
/// curve or a spring, with a delay, a speed and repetitions.
///
/// Apply one to a change with ``withAnimation(_:_:)``, to a view's changes
/// of a value with ``View/animation(_:value:)``, or to a binding's with
/// ``Binding/animation(_:)``. Graft moves positions, sizes, colors, opacity
/// and shapes frame by frame, at most 60 times a second, and draws nothing
/// more once they settle. With reduce motion on
/// (``EnvironmentValues/accessibilityReduceMotion``) changes take effect at once.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let curve: AnimationCurve
    private var delaySeconds: Double = 0
    private var speedFactor: Double = 1
    /// How many times the curve runs; nil for once, `Int.max` for ever.
    private var repetitions: Int?
    private var reverses = false
    private let name: String

    init(curve: AnimationCurve, name: String) {
        self.curve = curve
        self.name = name
    }

    /// The animation's name and curve, for logs.
    public var description: String { name }

    // MARK: - Time

    /// The fraction of the way from the old value to the new one `time`
    /// seconds after the change, or nil once the animation is over (the
    /// value is then the new one).
    func progress(at time: Double) -> Double? {
        var context: AnimationContext<Double>?
        return progress(at: time, context: &context)
    }

    /// The progress at `time` for a run whose custom curve (if any) keeps
    /// its state in `context`.
    func progress(at time: Double, context: inout AnimationContext<Double>?) -> Double? {
        let local = (time - delaySeconds) * speedFactor
        guard local > 0 else { return 0 }
        guard let repetitions, repetitions > 1, curve.settlingTime > 0 else {
            return curve.progress(at: local, context: &context)
        }
        let length = curve.settlingTime
        guard length > 0 else { return nil }
        let iteration = Int(local / length)
        guard iteration < repetitions else { return nil }
        let fraction = curve.progress(at: local - Double(iteration) * length, context: &context) ?? 1
        return reverses && iteration % 2 == 1 ? 1 - fraction : fraction
    }

    /// Whether the animation never ends.
    var repeatsForever: Bool { repetitions == Int.max }

    // MARK: - Timing curves

    /// Apple's default: a smooth spring that does not bounce.
    public static let `default` = Animation(curve: .spring(response: 0.55, damping: 1), name: "default")

    /// A constant speed over 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// A constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: duration), name: "linear(duration: \(duration))")
    }

    /// Slow at the start, over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Slow at the start, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(0.42, 0, 1, 1, duration: duration, name: "easeIn")
    }

    /// Slow at the end, over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Slow at the end, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(0, 0, 0.58, 1, duration: duration, name: "easeOut")
    }

    /// Slow at both ends, over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Slow at both ends, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(0.42, 0, 0.58, 1, duration: duration, name: "easeInOut")
    }

    /// A cubic Bézier timing curve through the control points (`p1x`, `p1y`)
    /// and (`p2x`, `p2y`), over `duration` seconds.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    )
        -> Animation
    {
        timingCurve(p1x, p1y, p2x, p2y, duration: duration, name: "timingCurve")
    }

    /// A cubic Bézier timing curve through the control points `p1` and `p2`,
    /// over `duration` seconds.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }

    private static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval, name: String
    ) -> Animation {
        // x must stay within 0...1 for the curve to be a function of time.
        let curve = AnimationCurve.bezier(
            x1: min(max(p1x, 0), 1), y1: p1y, x2: min(max(p2x, 0), 1), y2: p2y, duration: duration)
        return Animation(curve: curve, name: "\(name)(duration: \(duration))")
    }

    // MARK: - Springs

    /// A spring that settles in about half a second without bouncing.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// A spring with a perceptual `duration` in seconds and a `bounce` from
    /// -1 (overdamped) through 0 (no bounce) to 1 (never stops).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        springAnimation(response: duration, bounce: bounce, name: "spring(duration: \(duration), bounce: \(bounce))")
    }

    /// A spring with the period `response` in seconds of the undamped spring
    /// and the `dampingFraction` (1 settles without overshooting).
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    )
        -> Animation
    {
        Animation(
            curve: .spring(response: response, damping: dampingFraction),
            name: "spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A quick spring suited to following a drag.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15) }

    /// A quick spring suited to following a drag, by response and damping.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick spring suited to following a drag, by duration and extra bounce.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    )
        -> Animation
    {
        springAnimation(response: duration, bounce: 0.14 + extraBounce, name: "interactiveSpring(duration: \(duration))")
    }

    /// A spring that keeps its velocity when interrupted, by its duration and bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A spring that keeps its velocity when interrupted, by its duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        springAnimation(response: duration, bounce: bounce, name: "interpolatingSpring(duration: \(duration))")
    }

    /// A spring by its physical constants: the `stiffness` and `damping` of a
    /// spring moving `mass`.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    )
        -> Animation
    {
        let mass = max(mass, .leastNonzeroMagnitude)
        let stiffness = max(stiffness, .leastNonzeroMagnitude)
        let omega = (stiffness / mass).squareRoot()
        return Animation(
            curve: .spring(response: 2 * .pi / omega, damping: damping / (2 * (stiffness * mass).squareRoot())),
            name: "interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }

    /// A spring that settles without bouncing.
    public static var smooth: Animation { smooth() }
    /// A spring that settles without bouncing, over `duration` seconds.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        springAnimation(response: duration, bounce: extraBounce, name: "smooth(duration: \(duration))")
    }

    /// A spring with a little bounce.
    public static var snappy: Animation { snappy() }
    /// A spring with a little bounce, over `duration` seconds.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        springAnimation(response: duration, bounce: 0.15 + extraBounce, name: "snappy(duration: \(duration))")
    }

    /// A spring with a visible bounce.
    public static var bouncy: Animation { bouncy() }
    /// A spring with a visible bounce, over `duration` seconds.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        springAnimation(response: duration, bounce: 0.3 + extraBounce, name: "bouncy(duration: \(duration))")
    }

    private static func springAnimation(response: Double, bounce: Double, name: String) -> Animation {
        let bounce = min(max(bounce, -1 + 1e-6), 1 - 1e-6)
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Animation(curve: .spring(response: max(response, 0), damping: damping), name: name)
    }

    // MARK: - Modifiers

    /// The animation, started `delay` seconds after the change.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delaySeconds += max(delay, 0)
        return copy
    }

    /// The animation run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedFactor *= max(speed, .leastNonzeroMagnitude)
        return copy
    }

    /// The animation run `repeatCount` times, each other run backwards when
    /// `autoreverses` is true.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetitions = max(repeatCount, 1)
        copy.reverses = autoreverses
        return copy
    }

    /// The animation run again for as long as the view is on screen, each
    /// other run backwards when `autoreverses` is true.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        repeatCount(Int.max, autoreverses: autoreverses)
    }
}
