import Dispatch
import Synchronization
import Testing

@testable import CatalogApp

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Background values")
struct BackgroundValueTests {
    /// Waits until every job queued on the lane so far has run.
    private func drainLane() {
        let done = DispatchSemaphore(value: 0)
        BackgroundLane.shared.run { done.signal() }
        done.wait()
    }

    @Test func everyReaderGetsTheOneComputedValue() async {
        let computations = Mutex(0)
        let value = BackgroundValue {
            computations.withLock { $0 += 1 }
            return 42
        }
        async let first = Task.detached { value.value }.value
        async let second = Task.detached { value.value }.value
        #expect(await [first, second, value.value] == [42, 42, 42])
        #expect(computations.withLock { $0 } == 1)
    }

    @Test func aValueReleasedBeforeItsTurnIsNeverComputed() {
        let gate = DispatchSemaphore(value: 0)
        BackgroundLane.shared.run { gate.wait() }
        let computed = Mutex(false)
        // Made and released while the lane is busy with the gate.
        _ = BackgroundValue {
            computed.withLock { $0 = true }
            return 1
        }
        gate.signal()
        drainLane()
        #expect(computed.withLock { $0 } == false)
    }

    #if os(Linux)
        @Test func theLaneYieldsToTheMainThread() {
            let niceness = Mutex<Int32>(0)
            BackgroundLane.shared.run { niceness.withLock { $0 = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) } }
            drainLane()
            #expect(niceness.withLock { $0 } > getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
        }
    #endif
}
