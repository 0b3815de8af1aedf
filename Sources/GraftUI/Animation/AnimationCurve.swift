import Foundation

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
        guard time > 0 else { return 0 }
        switch self {
        case let .bezier(x1, y1, x2, y2, duration):
            guard duration > 0, time < duration else { return nil }
            return Self.bezierValue(at: time / duration, x1: x1, y1: y1, x2: x2, y2: y2)
        case let .spring(response, damping):
            guard time < settlingTime else { return nil }
            return Self.springValue(at: time, response: response, damping: damping)
        case .custom:
            return nil
        }
    }

    /// How long the animation runs, in seconds.
    var settlingTime: Double {
        switch self {
        case let .bezier(_, _, _, _, duration): return max(duration, 0)
        case let .spring(response, damping):
            guard response > 0 else { return 0 }
            let omega = 2 * Double.pi / response
            // The envelope e^(-ζωt) falls below a thousandth of the distance:
            // far less than a cell on any terminal.
            let decay = max(min(damping, 1), 0.05) * omega
            return -log(Self.settledFraction) / decay
        case .custom:
            // Unknown until the curve says it is over: it does not repeat.
            return 0
        }
    }

    private static let settledFraction = 0.001

    /// The spring's position for a unit step, released at rest.
    private static func springValue(at time: Double, response: Double, damping: Double) -> Double {
        let omega = 2 * Double.pi / response
        let zeta = max(damping, 0)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        } else if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + omega * time)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root
            let r2 = -zeta * omega - root
            // x(t) = 1 + A e^(r1 t) + B e^(r2 t), with x(0) = 0 and x'(0) = 0.
            let a = r2 / (r1 - r2)
            let b = -r1 / (r1 - r2)
            return 1 + a * exp(r1 * time) + b * exp(r2 * time)
        }
    }

    /// The curve's y for `x` in 0...1, by Newton's method on x(t) with
    /// bisection when the slope is too flat to trust.
    private static func bezierValue(at x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0 ..< 8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(t, y1, y2) }
            let derivative = slope(t, x1, x2)
            guard abs(derivative) > 1e-6 else { break }
            t -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0 ..< 40 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}
