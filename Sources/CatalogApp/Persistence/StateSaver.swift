import Foundation
import Synchronization

/// Saves states to a ``StateFile`` in order, off the main thread, writing
/// only the newest when several were asked for while a write was running.
final class StateSaver: Sendable {
    private let file: StateFile
    private let queue = DispatchQueue(label: "graft-catalog.state")
    private let pending = Mutex<SavedState?>(nil)
    private let failureHandler: @Sendable (FileSystemError) -> Void

    /// Creates a saver for `file`; `failureHandler` hears of failed writes, on the saver's queue.
    init(file: StateFile, failureHandler: @escaping @Sendable (FileSystemError) -> Void) {
        self.file = file
        self.failureHandler = failureHandler
    }

    /// Saves `state` soon; a later call before the write starts replaces it.
    func save(_ state: SavedState) {
        let isQueued = pending.withLock { (value: inout SavedState?) -> Bool in
            defer { value = state }
            return value != nil
        }
        guard !isQueued else { return }
        queue.async { [self] in
            let next = pending.withLock { (value: inout SavedState?) -> SavedState? in
                defer { value = nil }
                return value
            }
            guard let state = next else { return }
            do throws(FileSystemError) {
                try file.save(state)
            } catch {
                failureHandler(error)
            }
        }
    }

    /// Returns once every state asked for so far is written (or has failed).
    func flush() {
        queue.sync {}
    }
}
