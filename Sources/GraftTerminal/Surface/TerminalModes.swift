import CNcurses

// Every call into the shim's process-wide restore and signal state is made
// from this file only: the shim's state lives in static functions that each
// object file would otherwise get its own copy of.

/// Process-wide terminal restoration: on exit, on fatal signals, and on the
/// signals a terminal app must answer (resize, suspend, termination).
@MainActor
enum TerminalModes {
    /// Arms restoration: `sequence` is written and
    /// `savedModes` reinstated on `descriptor` if the process exits or dies before ``disarm()``.
    static func arm(
        terminal descriptor: Int32, sequence: [UInt8], savedModes: termios, capturedErrorDescriptor: Int32, originalErrorDescriptor: Int32
    ) {
        var modes = savedModes
        sequence.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                _ = graft_arm_terminal_restore(
                    descriptor, &modes, characters.baseAddress, characters.count,
                    capturedErrorDescriptor, originalErrorDescriptor)
            }
        }
        installExitHandlerOnce()
    }

    /// Restores right now (normal shutdown), then forgets the restore.
    static func restoreNow() {
        graft_restore_terminal_now()
    }

    /// Forgets the restore without running it.
    static func disarm() {
        graft_disarm_terminal_restore()
    }

    /// Routes `signals` to `pipeDescriptor`, one byte (the signal number) each.
    static func route(_ signals: [Int32], to pipeDescriptor: Int32) {
        for signalNumber in signals {
            _ = graft_route_signal_to_pipe(signalNumber, pipeDescriptor)
        }
    }

    /// Lets the next termination signal be handled gracefully again.
    static func clearPendingTermination() {
        graft_clear_pending_termination()
    }

    private static var exitHandlerInstalled = false

    private static func installExitHandlerOnce() {
        guard !exitHandlerInstalled else { return }
        exitHandlerInstalled = true
        installExitHandler()
    }

    /// Registers the restore with `atexit`. Nonisolated, so the handler is
    /// not checked to run on the main actor: `exit` may be called from any
    /// thread (a test runner's, say), and the restore is thread-safe C.
    private nonisolated static func installExitHandler() {
        atexit { graft_restore_terminal_at_exit() }
    }
}
