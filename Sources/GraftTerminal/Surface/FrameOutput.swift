import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Collects what ncurses writes for a frame and sends it to the terminal in
/// one `write`.
///
/// ncurses flushes its output at every cursor movement, which costs a system
/// call (and on a slow link, a packet) per escape sequence. Its output
/// descriptor is pointed at a pipe instead; after each update the pipe is
/// drained into one buffer and written to the terminal at once.
struct FrameOutput {
    /// The real terminal.
    let terminal: Int32
    private let pipeRead: Int32
    /// How many bytes the pipe holds before ncurses would block.
    let capacity: Int
    private var buffer: [UInt8]
    /// Bytes sent to the terminal so far.
    private(set) var bytesWritten = 0
    /// Writes made to the terminal so far.
    private(set) var writeCount = 0

    /// Points `ncursesDescriptor` at a new pipe; nil when no pipe can be made
    /// (ncurses then keeps writing to the terminal itself).
    init?(terminal: Int32, ncursesDescriptor: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        // Room for a large frame; the kernel caps this at pipe-max-size.
        let size = Int(graft_set_pipe_capacity(descriptors[1], 1 << 20))
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        guard dup2(descriptors[1], ncursesDescriptor) >= 0 else {
            Glibc.close(descriptors[0])
            Glibc.close(descriptors[1])
            return nil
        }
        Glibc.close(descriptors[1])
        self.terminal = terminal
        self.pipeRead = descriptors[0]
        self.capacity = max(size, 4096)
        self.buffer = [UInt8](repeating: 0, count: max(size, 4096))
    }

    /// How many cells one update may change before the pipe could fill: at
    /// most 64 bytes per cell (cursor move, colors, attributes, a long cluster).
    var cellsPerUpdate: Int { max(capacity / 64, 64) }

    /// Sends everything ncurses wrote since the last call, in one write.
    mutating func forward() {
        var length = 0
        while length < buffer.count {
            let count = buffer.withUnsafeMutableBytes { bytes in
                read(pipeRead, bytes.baseAddress! + length, bytes.count - length)
            }
            guard count > 0 else { break }
            length += count
            // ncurses wrote the whole update before this read began, so a
            // read that leaves room in the buffer has emptied the pipe:
            // asking again would only cost a system call to learn so.
            if length < buffer.count { break }
        }
        guard length > 0 else { return }
        var offset = 0
        while offset < length {
            let written = buffer.withUnsafeBytes { bytes in
                write(terminal, bytes.baseAddress! + offset, length - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        bytesWritten += length
        writeCount += 1
    }

    /// Closes the pipe's read end.
    func close() {
        Glibc.close(pipeRead)
    }
}
