import CNcurses

extension NcursesSurface {
    /// How long start-up waits for the terminal to say what it is; every
    /// terminal that knows the question answers in a few milliseconds.
    static let deviceAttributesTimeout: Duration = .milliseconds(100)

    /// Asks the terminal for its primary device attributes (`ESC [ c`) and
    /// waits a moment for the reply, which says whether it draws sixels.
    /// Keys typed meanwhile come back too, for ``readEvents(timeout:)``, so
    /// nothing the person typed is lost.
    /// - Returns: The reply, or nil when none came in time, and the other bytes read.
    static func queryDeviceAttributes(
        input: Int32, output: Int32, timeout: Duration = deviceAttributesTimeout
    ) -> (reply: String?, typed: [UInt8]) {
        let request = Array("\u{1B}[c".utf8)
        guard request.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == request.count else { return (nil, []) }
        let deadline = ContinuousClock.now + timeout
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            if let (reply, rest) = TerminalGraphics.deviceAttributesReply(in: received) { return (reply, rest) }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            guard poll(&descriptor, 1, milliseconds) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return (nil, received)
    }

    /// Decodes bytes read while waiting for a reply into events for later.
    func keepTyped(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        queuedEvents += decoder.decode(bytes[...])
        if decoder.hasPendingInput { queuedEvents += decoder.flushPending() }
    }
}
