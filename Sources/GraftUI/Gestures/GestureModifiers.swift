import Foundation

/// A gesture that calls an action each time its base's value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The base gesture's value.
    public typealias Value = Content.Value
    /// Primitive.
    public typealias Body = Never

    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture that calls an action when its base ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The base gesture's value.
    public typealias Value = Content.Value
    /// Primitive.
    public typealias Body = Never

    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture whose value is its base's, transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// Primitive.
    public typealias Body = Never

    let content: Content
    let transform: (Content.Value) -> Value
}

/// A gesture that keeps a ``GestureState`` up to date while it runs, and
/// puts it back to its initial value when the gesture ends or fails.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// Primitive.
    public typealias Body = Never

    /// The gesture being followed.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// How a new value changes the state.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture that updates `state` through `body` as `base` changes.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture where Value: Equatable {
    /// Calls `action` with the gesture's value each time it changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Calls `action` with the gesture's final value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture with its value transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` through `body` while the gesture changes; the state
    /// goes back to its initial value when the gesture ends or fails.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension _ChangedGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer {
        var last: Content.Value?
        return ObservingRecognizer(content.makeRecognizer()) { [action] outcome in
            guard case .changed(let any) = outcome, let value = any as? Content.Value, value != last else { return }
            last = value
            action(value)
        }
    }
}

extension _EndedGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer {
        ObservingRecognizer(content.makeRecognizer()) { [action] outcome in
            guard case .ended(let any) = outcome, let value = any as? Content.Value else { return }
            action(value)
        }
    }
}

extension _MapGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer {
        MappingRecognizer(content.makeRecognizer()) { [transform] any in
            (any as? Content.Value).map(transform) ?? any
        }
    }
}

extension GestureStateGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer {
        ObservingRecognizer(base.makeRecognizer()) { [state, body] outcome in
            switch outcome {
            case .changed(let any), .ended(let any):
                guard let value = any as? Base.Value else { return }
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.set(current)
                if case .ended = outcome { state.reset() }
            case .failed:
                state.reset()
            case .possible:
                break
            }
        }
    }
}

/// A recognizer whose values are its base's, transformed.
@MainActor
final class MappingRecognizer: GestureRecognizer {
    private let base: GestureRecognizer
    private let transform: (Any) -> Any

    init(_ base: GestureRecognizer, transform: @escaping (Any) -> Any) {
        self.base = base
        self.transform = transform
    }

    override func receive(_ event: GestureEvent) -> GestureOutcome {
        switch base.receive(event) {
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case let other: other
        }
    }

    override var timerDelay: Duration? { base.timerDelay }

    override func reset() {
        base.reset()
    }
}
