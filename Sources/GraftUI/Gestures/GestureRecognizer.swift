import Foundation

/// Pointer input as a gesture sees it: where, in the view's points, and when.
struct GestureEvent {
    enum Phase {
        /// The left button went down over the view.
        case began
        /// The pointer moved with the button held.
        case moved
        /// The button came up.
        case ended
        /// The gesture was interrupted (the view went away, another took over).
        case cancelled
        /// Time passed: a recognizer asked to be woken (a long press).
        case timer
    }

    var phase: Phase
    var location: CGPoint
    var time: ContinuousClock.Instant
}

/// What a recognizer made of an event. Values are type-erased so gestures
/// of any value type compose; each modifier casts back to its own.
enum GestureOutcome {
    /// Nothing to report yet.
    case possible
    /// The gesture is recognized and its value changed.
    case changed(Any)
    /// The gesture ended with this value.
    case ended(Any)
    /// The input is not this gesture.
    case failed
}

/// Follows one gesture's input from press to release: the live side of a
/// ``Gesture`` value.
@MainActor
class GestureRecognizer {
    /// Reads `event`; called in order from press to release.
    func receive(_ event: GestureEvent) -> GestureOutcome { .failed }

    /// When the recognizer wants a `.timer` event after its `.began`; nil for never.
    var timerDelay: Duration? { nil }

    /// Forgets the gesture in progress.
    func reset() {}
}

/// A recognizer that watches another and acts on its outcomes.
@MainActor
final class ObservingRecognizer: GestureRecognizer {
    private let base: GestureRecognizer
    private let observe: (GestureOutcome) -> Void

    init(_ base: GestureRecognizer, observe: @escaping (GestureOutcome) -> Void) {
        self.base = base
        self.observe = observe
    }

    override func receive(_ event: GestureEvent) -> GestureOutcome {
        let outcome = base.receive(event)
        observe(outcome)
        return outcome
    }

    override var timerDelay: Duration? { base.timerDelay }

    override func reset() {
        base.reset()
    }
}

/// Gestures Graft recognizes itself; others are recognized through their body.
@MainActor
protocol PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer
}

extension Gesture {
    /// A recognizer for this gesture: its own if primitive, else its body's.
    func makeRecognizer() -> GestureRecognizer {
        if let primitive = self as? any PrimitiveGesture { return primitive.makeRecognizer() }
        if Body.self == Never.self { return GestureRecognizer() }
        return body.makeRecognizer()
    }
}
