import Dispatch

/// Tells whether code runs on the main queue, which is the main actor's
/// executor. `Thread.isMainThread` is not the same question: once the main
/// queue is driven by `dispatchMain()`, its work can run on another thread.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller is running on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `work` now when on the main queue, otherwise soon on it.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }
}
