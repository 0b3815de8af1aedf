import Foundation
import Synchronization

/// Saves states to a ``StateFile`` in order, off the main thread, writing
/// only the newest when several were asked for while a write was running.
///
/// Every save is a merge (see ``StateFile/synchronize(mine:base:)``): each
/// state comes with its base, the state of the file it was derived from, so
/// that only this instance's own changes since are applied and another
/// instance's are kept; the saver reports the merged state for the app to
/// show. A failed save is tried again by the next ``save(_:base:)`` or
/// ``refresh(_:base:)``.
final class StateSaver: Sendable {
    /// What a save came to, reported on the saver's queue.
    enum Outcome: Sendable {
        /// The file holds `merged`: `sent` with the other instances' changes.
        case synchronized(sent: SavedState, merged: SavedState)
        /// The save failed; the state is not on disk.
        case failed(FileSystemError)
    }

    private struct Shared {
        /// The state waiting to be written, and whether it must be merged even if nothing changed.
        var pending: (state: SavedState, base: SavedState, isForced: Bool)?
        var signature: StateFile.FileSignature?
        var lastError: FileSystemError?
    }

    private let file: StateFile
    private let queue = DispatchQueue(label: "graft-catalog.state")
    private let shared: Mutex<Shared>
    private let outcomeHandler: @Sendable (Outcome) -> Void

    /// Creates a saver for `file`; `outcomeHandler` hears of every save, on the saver's queue.
    init(file: StateFile, outcomeHandler: @escaping @Sendable (Outcome) -> Void) {
        self.file = file
        shared = Mutex(Shared(signature: file.signature()))
        self.outcomeHandler = outcomeHandler
    }

    /// Saves `state`, made from `base` by this instance's changes, soon; a
    /// later call before the write starts replaces it.
    func save(_ state: SavedState, base: SavedState) {
        enqueue(state, base: base, isForced: true)
    }

    /// Merges with the file only if something changed: `state` since
    /// `base`, the file (another instance saved), or the last save failed.
    func refresh(_ state: SavedState, base: SavedState) {
        enqueue(state, base: base, isForced: false)
    }

    /// Why the last save failed, while no save has succeeded since: the
    /// state is then not on disk.
    var unsavedError: FileSystemError? {
        shared.withLock { $0.lastError }
    }

    /// Returns once every state asked for so far is written (or has failed).
    func flush() {
        queue.sync {}
    }

    private func enqueue(_ state: SavedState, base: SavedState, isForced: Bool) {
        let isQueued = shared.withLock { (shared: inout Shared) -> Bool in
            defer { shared.pending = (state, base, isForced || shared.pending?.isForced == true) }
            return shared.pending != nil
        }
        guard !isQueued else { return }
        queue.async { [self] in run() }
    }

    private func run() {
        let job = shared.withLock { (shared: inout Shared) -> (state: SavedState, base: SavedState, isNeeded: Bool)? in
            defer { shared.pending = nil }
            guard let (state, base, isForced) = shared.pending else { return nil }
            let isNeeded = isForced || shared.lastError != nil || state != base || file.signature() != shared.signature
            return (state, base, isNeeded)
        }
        guard let job, job.isNeeded else { return }
        do throws(FileSystemError) {
            let (merged, signature) = try file.synchronize(mine: job.state, base: job.base)
            shared.withLock { shared in
                shared.signature = signature
                shared.lastError = nil
            }
            outcomeHandler(.synchronized(sent: job.state, merged: merged))
        } catch {
            shared.withLock { $0.lastError = error }
            outcomeHandler(.failed(error))
        }
    }
}
