import Dispatch
import Synchronization

/// A value computed on the ``BackgroundLane``, started at once and waited
/// for on first use, so that work the first frame does not need stays off
/// its path.
///
/// A value no one holds any more by the time its turn comes is not computed.
final class BackgroundValue<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts computing the value with `make` on the background lane.
    init(_ make: @escaping @Sendable () -> Value) {
        BackgroundLane.shared.run { [weak self] in
            guard let self else { return }
            let value = make()
            result.withLock { $0 = value }
            finished.signal()
        }
    }

    /// The value, waiting for it if it is still being computed.
    var value: Value {
        if let value = result.withLock({ $0 }) { return value }
        finished.wait()
        // Let any other waiter through too.
        finished.signal()
        guard let value = result.withLock({ $0 }) else {
            preconditionFailure("BackgroundValue: the value must be stored before the semaphore is signalled")
        }
        return value
    }
}
