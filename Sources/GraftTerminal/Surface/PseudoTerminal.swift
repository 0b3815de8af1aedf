import CNcurses
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for tests and benchmarks: a program draws on ``device``
/// as on a real terminal, and whatever reaches the terminal is read back
/// from the controller end with ``drain()``.
package final class PseudoTerminal {
    /// The end read to see what the program sent.
    package let controller: Int32
    /// The terminal the program uses.
    package let device: Int32
    /// Reused by every drain, so reading the terminal allocates nothing.
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    /// Reads the controller end as bytes arrive, once ``drainContinuously()`` is on.
    private var backgroundReader: DispatchSourceRead?

    /// Opens a pseudo-terminal of `size` cells; nil when the system has none to give.
    package init?(size: Size) {
        var controller: Int32 = -1
        var device: Int32 = -1
        guard graft_open_pseudo_terminal(&controller, &device) == 0 else { return nil }
        self.controller = controller
        self.device = device
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        _ = graft_set_terminal_size(device, Int32(size.width), Int32(size.height))
    }

    deinit {
        backgroundReader?.cancel()
        close(controller)
        close(device)
    }

    /// Reads whatever reaches the terminal on a queue of its own from now
    /// on, so a frame larger than the kernel's pty buffer cannot block the
    /// program writing it (``drain()`` then finds little or nothing).
    package func drainContinuously() {
        guard backgroundReader == nil else { return }
        let descriptor = controller
        let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: DispatchQueue(label: "graft.pty.reader"))
        reader.setEventHandler {
            var scratch = [UInt8](repeating: 0, count: 1 << 16)
            while scratch.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        }
        reader.resume()
        backgroundReader = reader
    }

    /// Reads everything sent so far and returns how many bytes it was.
    @discardableResult
    package func drain() -> Int {
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return total }
            total += count
        }
    }

    /// Reads everything sent so far and returns it.
    package func drainBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
        }
    }

    /// An ``NcursesSurface`` on this terminal that leaves the process's own
    /// signals and standard error alone, drawing pictures in cells unless
    /// told otherwise (whatever terminal the tests run in), with everything it drew at start-up
    /// already drained.
    @MainActor
    package func makeSurface(
        terminalType: String = "xterm-256color", pictures: NcursesSurface.Options.PictureDrawing = .cells
    ) throws(TerminalError) -> NcursesSurface {
        var options = NcursesSurface.Options()
        options.pictures = pictures
        options.handlesSignals = false
        options.capturesStandardError = false
        options.terminalType = terminalType
        let surface = try NcursesSurface(input: device, output: device, options: options)
        drain()
        return surface
    }
}
