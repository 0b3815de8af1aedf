import Foundation

/// A gesture that ends when the view is clicked `count` times in a row,
/// each click within half a second of the last.
public struct TapGesture: Gesture {
    /// Taps report nothing but that they happened.
    public typealias Value = Void
    /// Primitive.
    public typealias Body = Never

    /// How many clicks in a row.
    public var count: Int

    /// A gesture of `count` clicks.
    public init(count: Int = 1) {
        self.count = count
    }
}

extension TapGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer { TapRecognizer(count: max(count, 1)) }
}

@MainActor
final class TapRecognizer: GestureRecognizer {
    private let count: Int
    private var clicks = 0
    private var lastRelease: ContinuousClock.Instant?

    init(count: Int) {
        self.count = count
    }

    override func receive(_ event: GestureEvent) -> GestureOutcome {
        switch event.phase {
        case .began:
            if let lastRelease, event.time - lastRelease > .milliseconds(500) { clicks = 0 }
            return .possible
        case .moved, .timer:
            return .possible
        case .ended:
            clicks += 1
            lastRelease = event.time
            guard clicks >= count else { return .possible }
            clicks = 0
            return .ended(())
        case .cancelled:
            reset()
            return .failed
        }
    }

    override func reset() {
        clicks = 0
        lastRelease = nil
    }
}

/// A gesture that succeeds once the button has been held for
/// `minimumDuration` seconds without moving more than `maximumDistance`
/// points. Its value is whether the press is still going on.
public struct LongPressGesture: Gesture {
    /// True while the button is held.
    public typealias Value = Bool
    /// Primitive.
    public typealias Body = Never

    /// How long the button must be held, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the press fails, in points.
    public var maximumDistance: CGFloat

    /// A long press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

@MainActor
final class LongPressRecognizer: GestureRecognizer {
    private let minimumDuration: Duration
    private let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: ContinuousClock.Instant)?
    private var isDone = false

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        let seconds = minimumDuration.isFinite ? max(minimumDuration, 0) : 0
        self.minimumDuration = .milliseconds(Int64((seconds * 1000).rounded()))
        self.maximumDistance = maximumDistance
    }

    override var timerDelay: Duration? { minimumDuration }

    override func receive(_ event: GestureEvent) -> GestureOutcome {
        switch event.phase {
        case .began:
            start = (event.location, event.time)
            isDone = false
            if minimumDuration == .zero { return finish() }
            return .changed(true)
        case .moved:
            guard let start, !isDone else { return .possible }
            if hypot(event.location.x - start.location.x, event.location.y - start.location.y) > maximumDistance {
                self.start = nil
                return .failed
            }
            return .possible
        case .timer:
            guard let start, !isDone, event.time - start.time >= minimumDuration else { return .possible }
            return finish()
        case .ended, .cancelled:
            defer { reset() }
            return isDone ? .possible : .failed
        }
    }

    private func finish() -> GestureOutcome {
        isDone = true
        return .ended(true)
    }

    override func reset() {
        start = nil
        isDone = false
    }
}

/// A gesture that follows the pointer while the button is held, once it has
/// moved `minimumDistance` points (at most a cell: the least a terminal
/// reports) from where it went down.
public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable, Sendable {
        /// When the latest event came.
        public var time: Date
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// How far the pointer has moved since it went down.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// How fast the pointer is moving, in points per second.
        public var velocity: CGSize
        /// Where the pointer would stop if let go now, from its velocity.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }
        /// The translation to the predicted end location.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// Primitive.
    public typealias Body = Never

    /// How far the pointer must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// Where locations are measured; the view itself unless `.global`.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension DragGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer { DragRecognizer(minimumDistance: minimumDistance) }
}

@MainActor
final class DragRecognizer: GestureRecognizer {
    private let minimumDistance: CGFloat
    private var start: (location: CGPoint, time: ContinuousClock.Instant)?
    private var previous: (location: CGPoint, time: ContinuousClock.Instant)?
    private var velocity = CGSize.zero
    private var isDragging = false

    init(minimumDistance: CGFloat) {
        self.minimumDistance = minimumDistance
    }

    override func receive(_ event: GestureEvent) -> GestureOutcome {
        switch event.phase {
        case .began:
            start = (event.location, event.time)
            previous = start
            velocity = .zero
            isDragging = minimumDistance <= 0
            return isDragging ? .changed(value(at: event)) : .possible
        case .moved:
            guard let start else { return .possible }
            if let previous {
                let seconds =
                    Double((event.time - previous.time).components.attoseconds) / 1e18
                    + Double((event.time - previous.time).components.seconds)
                if seconds > 0 {
                    velocity = CGSize(
                        width: (event.location.x - previous.location.x) / seconds,
                        height: (event.location.y - previous.location.y) / seconds)
                }
            }
            previous = (event.location, event.time)
            // Any move to another cell counts once the distance asked for
            // exceeds a cell, the smallest move a terminal reports.
            let distance = hypot(event.location.x - start.location.x, event.location.y - start.location.y)
            if !isDragging, distance >= minimumDistance || distance > 0 && minimumDistance > 0 && distance >= cellStep {
                isDragging = true
            }
            return isDragging ? .changed(value(at: event)) : .possible
        case .ended:
            defer { reset() }
            return isDragging ? .ended(value(at: event)) : .failed
        case .cancelled:
            reset()
            return .failed
        case .timer:
            return .possible
        }
    }

    /// Set by the node: the size of a cell in points, along the smaller side.
    var cellStep: CGFloat = 1

    private func value(at event: GestureEvent) -> DragGesture.Value {
        DragGesture.Value(time: Date(), location: event.location, startLocation: start?.location ?? event.location, velocity: velocity)
    }

    override func reset() {
        start = nil
        previous = nil
        velocity = .zero
        isDragging = false
    }
}
