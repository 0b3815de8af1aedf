import Dispatch
import Foundation
import Synchronization

/// A catalog file being read on another thread, with how far it has got,
/// so the app can show a loading screen while a large catalog reads.
///
/// ```swift
/// let loading = CatalogLoading(contentsOfFile: path)
/// if !loading.wait(upTo: .milliseconds(50)) {
///     // show CatalogLoadingScreen until it finishes
/// }
/// ```
public final class CatalogLoading: Sendable {
    /// The file's size in bytes; 0 when it is not known (a pipe).
    public let totalBytes: Int

    private struct State {
        var bytesRead = 0
        var isWaitingForWriter = false
        var result: Result<Catalog, CatalogLoadError>?
        var waiters: [CheckedContinuation<Result<Catalog, CatalogLoadError>, Never>] = []
    }

    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading and checking the catalog file at `path` (see
    /// ``Catalog/load(contentsOfFile:)``).
    public convenience init(contentsOfFile path: String) {
        // Only a regular file's size is what will be read; a pipe's says nothing.
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let isRegular = attributes?[.type] as? FileAttributeType == .typeRegular
        let size = isRegular ? (attributes?[.size] as? Int) ?? 0 : 0
        self.init(totalBytes: size, waitingPath: path) { progress, waiting throws(CatalogLoadError) in
            try Catalog.load(contentsOfFile: path, progress: progress, waiting: waiting)
        }
    }

    /// Starts `read` on a thread of its own; it reports bytes read to the
    /// closure it is given. Tests read slowly through this.
    convenience init(
        totalBytes: Int, read: @escaping @Sendable (_ progress: @escaping @Sendable (Int) -> Void) throws(CatalogLoadError) -> Catalog
    ) {
        self.init(totalBytes: totalBytes, waitingPath: "") { progress, _ throws(CatalogLoadError) in try read(progress) }
    }

    /// Starts `read` on a thread of its own; it reports bytes read to the
    /// first closure it is given, and waiting for a FIFO's writer to the second.
    init(
        totalBytes: Int, waitingPath: String,
        read:
            @escaping @Sendable (_ progress: @escaping @Sendable (Int) -> Void, _ waiting: @escaping @Sendable (Bool) -> Void)
            throws(CatalogLoadError) -> Catalog
    ) {
        self.totalBytes = totalBytes
        self.path = waitingPath
        // A thread rather than a queue: reading a large catalog takes a
        // second or more, and must not wait behind other background work.
        let thread = Thread { [self] in
            let result = Result { () throws(CatalogLoadError) in
                try read(
                    { bytes in self.state.withLock { $0.bytesRead = max($0.bytesRead, bytes) } },
                    { isWaiting in self.state.withLock { $0.isWaitingForWriter = isWaiting } })
            }
            let waiters = state.withLock { state in
                state.result = result
                if case .success = result { state.bytesRead = max(state.bytesRead, totalBytes) }
                defer { state.waiters.removeAll() }
                return state.waiters
            }
            finished.signal()
            for waiter in waiters { waiter.resume(returning: result) }
        }
        // As much stack as the main thread has: the scanner nests up to
        // JSONScanner.maximumDepth deep, as it would reading there.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The file being read.
    public let path: String

    /// Whether reading waits for a program to open the FIFO for writing:
    /// nothing comes until one does.
    public var isWaitingForWriter: Bool {
        state.withLock { $0.isWaitingForWriter }
    }

    /// What to tell the user while ``isWaitingForWriter``.
    public var waitingMessage: String {
        "waiting for a program to write to the FIFO '\(path)' (q quits)"
    }

    /// How many bytes of the file have been read so far.
    public var bytesRead: Int {
        state.withLock { $0.bytesRead }
    }

    /// The catalog, or why it cannot be used; nil while still reading.
    public var result: Result<Catalog, CatalogLoadError>? {
        state.withLock { $0.result }
    }

    /// Waits until the catalog is read or `timeout` has passed, blocking the
    /// calling thread; returns whether it is read.
    public func wait(upTo timeout: Duration) -> Bool {
        if result != nil { return true }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        guard finished.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success else { return false }
        // Let any other waiter through too.
        finished.signal()
        return true
    }

    /// The catalog, or why it cannot be used, once read; waits without
    /// blocking the thread.
    public func value() async -> Result<Catalog, CatalogLoadError> {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Result<Catalog, CatalogLoadError>? in
                if let result = state.result { return result }
                state.waiters.append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
