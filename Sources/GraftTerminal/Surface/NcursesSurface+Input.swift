import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension NcursesSurface {
    /// How long to wait for the rest of an escape sequence before treating a
    /// lone Escape as the Escape key.
    static let escapeTimeoutMilliseconds = Int32(
        InputDecoder.escapeTimeout.components.attoseconds / 1_000_000_000_000_000 + InputDecoder.escapeTimeout.components.seconds * 1000)

    /// The descriptors a run loop should watch: the terminal input and the
    /// pipe signals arrive on.
    public var inputDescriptors: [Int32] {
        signalPipe.read >= 0 ? [input, signalPipe.read] : [input]
    }

    /// Queues `event` for the next ``readEvents(timeout:)`` as if the terminal
    /// had sent it, ahead of what the terminal sends: benchmarks drive the
    /// real surface with keys already decoded.
    package func enqueue(_ event: Event) {
        queuedEvents.append(event)
    }

    /// Waits up to `timeout` for terminal input or a signal, then returns the
    /// decoded events. A resize, or a return from suspension, yields a
    /// ``Event/resize(_:)``; termination signals call ``terminationHandler``.
    public func readEvents(timeout: Duration) -> [Event] {
        guard isActive else { return [] }
        var events: [Event] = []
        if pendingResize {
            pendingResize = false
            events.append(.resize(size))
        }
        if !deferredSignals.isEmpty {
            events += drainSignals()
        }
        if !queuedEvents.isEmpty {
            events += queuedEvents
            queuedEvents.removeAll(keepingCapacity: true)
        }
        var descriptors = inputDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = events.isEmpty ? Self.milliseconds(timeout) : 0
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return events }
        if descriptors.count > 1, descriptors[1].revents != 0 {
            events += drainSignals()
        }
        guard isActive else { return events }
        if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            events += readTerminal()
        }
        return events
    }

    /// Reads what the terminal sent, completing a cut escape sequence within
    /// the escape timeout.
    private func readTerminal() -> [Event] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count == 0 {
            // The terminal hung up.
            handleTermination(SIGHUP)
            return []
        }
        guard count > 0 else { return [] }
        var events = decoder.decode(buffer[..<count])
        while decoder.hasPendingInput {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Self.escapeTimeoutMilliseconds) > 0 {
                let more = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                guard more > 0 else { break }
                events += decoder.decode(buffer[..<more])
            } else {
                events += decoder.flushPending()
            }
        }
        return events
    }

    // MARK: - Signals

    func routeSignals() {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        signalPipe = (descriptors[0], descriptors[1])
        TerminalModes.route([SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP], to: signalPipe.write)
    }

    private func drainSignals() -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals = deferredSignals
        deferredSignals.removeAll()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(signalPipe.read, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            signals += buffer[..<count].map(Int32.init)
        }
        for signalNumber in signals {
            switch signalNumber {
            case SIGWINCH:
                updateSize()
                events.append(.resize(size))
            case SIGCONT:
                shown.forget()
                events.append(.resize(size))
            case SIGTSTP:
                suspend()
                pendingResize = false
                events.append(.resize(size))
            case SIGINT, SIGTERM, SIGHUP:
                handleTermination(signalNumber)
            default:
                break
            }
        }
        return events
    }

    private func handleTermination(_ signalNumber: Int32) {
        TerminalModes.clearPendingTermination()
        if let terminationHandler {
            terminationHandler(signalNumber)
        } else {
            close()
            exit(128 + signalNumber)
        }
    }

    /// Reads the terminal's size and resizes ncurses' screen to match.
    func updateSize() {
        var columns: Int32 = 0
        var rows: Int32 = 0
        guard graft_terminal_size(output, &columns, &rows) == 0, columns > 0, rows > 0 else { return }
        resizeterm(rows, columns)
        size = Size(width: Int(columns), height: Int(rows))
        shown.forget()
        updateCellPixelSize()
    }

    /// Reads a cell's pixel size from the terminal (TIOCGWINSZ), for sixel
    /// pictures; terminals that leave it out keep the default.
    func updateCellPixelSize() {
        guard graphicsLayer != nil else { return }
        var width: Int32 = 0
        var height: Int32 = 0
        guard graft_terminal_pixel_size(output, &width, &height) == 0, width > 0, height > 0, size.width > 0, size.height > 0
        else { return }
        let cell = Size(width: Int(width) / size.width, height: Int(height) / size.height)
        if cell.width > 0, cell.height > 0 { graphicsLayer?.cellPixelSize = cell }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(total, 0))
    }
}
