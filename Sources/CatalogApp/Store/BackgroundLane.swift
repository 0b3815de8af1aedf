import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One thread, at a lower priority than the main thread, that runs
/// background jobs one after another.
///
/// While the main thread has work (loading a catalog, drawing the first
/// frame) it goes first; when it waits for a job's result, the lane has the
/// processor. One job at a time keeps many pending jobs (a store made per
/// benchmark iteration, say) from all competing at once. A job must not
/// wait for a later job: it would wait for ever.
final class BackgroundLane: Sendable {
    /// The lane background values are computed on.
    static let shared = BackgroundLane()

    private let jobs = Mutex<[@Sendable () -> Void]>([])
    private let jobsWaiting = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [self] in
            Self.lowerThisThreadsPriority()
            while true {
                jobsWaiting.wait()
                let job = jobs.withLock { $0.removeFirst() }
                job()
            }
        }
        thread.name = "CatalogApp background lane"
        thread.start()
    }

    /// Runs `job` after the jobs already waiting.
    func run(_ job: @escaping @Sendable () -> Void) {
        jobs.withLock { $0.append(job) }
        jobsWaiting.signal()
    }

    private static func lowerThisThreadsPriority() {
        #if os(Linux)
            // Linux keeps a nice value per thread, and 0 names the calling one.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #else
            Thread.current.qualityOfService = .utility
        #endif
    }
}
