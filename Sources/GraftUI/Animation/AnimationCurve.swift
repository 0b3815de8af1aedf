import Foundation
import GraftTerminal

/// How an animation's progress follows time: the fraction of the way from
/// the old value to the new one after some seconds, and when it is done.
enum AnimationCurve: Hashable, Sendable {
    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control
    /// points, over `duration` seconds.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A damped spring released from rest; `response` is the period of the
    /// undamped spring in seconds, `damping` the damping fraction (1 is critical).
    case spring(response: Double, damping: Double)
    /// A curve of the app's own; `context` keeps its state through one run.
    case custom(CustomCurve)

    /// The fraction of the way at `time` seconds (may pass 1 for a bouncy
    /// spring), or nil once the animation has settled at 1.
    func progress(at time: Double, context: inout AnimationContext<Double>?) -> Double? {
        if case .custom(let curve) = self {
            var current = context ?? AnimationContext()
            defer { context = current }
            return curve.progress(at: max(time, 0), context: &current)
        }
        // Bézier and spring timing is TUIKit's too: one implementation, in the terminal layer.
        return timing?.progress(at: time)
    }

    /// The shared timing curve for a Bézier or a spring; nil for a custom curve.
    private var timing: TimingCurve? {
        switch self {
        case let .bezier(x1, y1, x2, y2, duration): .bezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration)
        case let .spring(response, damping): .spring(response: response, damping: damping)
        case .custom: nil
        }
    }

    /// How long the animation runs, in seconds; zero for a custom curve,
    /// which runs until it says it is over and does not repeat.
    var settlingTime: Double { timing?.settlingTime ?? 0 }
}
