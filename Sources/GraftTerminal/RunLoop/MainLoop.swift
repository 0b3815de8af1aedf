import Dispatch

/// The main-actor run loop: it sleeps until terminal input, a timer or
/// main-actor work arrives, hands events to ``eventHandler``, and draws at
/// most one frame per turn.
///
/// The loop never polls: while the user is idle the process sleeps in the
/// main dispatch queue, which also runs Swift concurrency's main-actor jobs,
/// so a `Task` that finishes while nothing else happens wakes the loop and
/// its result is drawn.
///
/// ```swift
/// let loop = MainLoop(surface: try NcursesSurface())
/// loop.eventHandler = { event in
///     if case .key(KeyEvent(.character("q"))) = event { loop.stop() }
///     loop.setNeedsDisplay()
/// }
/// loop.drawHandler = { canvas in canvas.write("Hello", at: .zero) }
/// await loop.run()
/// ```
///
/// Tests and tapes drive the same loop without sleeping: queue events on a
/// ``HeadlessSurface``, then call ``processInput()`` and ``displayIfNeeded()``.
@MainActor
public final class MainLoop {
    /// Where frames go and events come from.
    public let surface: any Surface
    /// Receives every event, in order. A resize also schedules a frame.
    public var eventHandler: ((Event) -> Void)?
    /// Draws a frame into a blank canvas of the surface's size.
    public var drawHandler: ((inout Canvas) -> Void)?
    /// Draws a frame into the canvas that holds the last frame drawn, so
    /// that only what changed needs drawing again; when set, it is used
    /// instead of ``drawHandler``. The second argument says whether the
    /// canvas holds the last frame or is blank (the first frame, or the
    /// surface changed size).
    public var incrementalDrawHandler: ((inout Canvas, CanvasContents) -> Void)?
    /// Whether Ctrl-Z suspends the process (as in a shell) instead of being
    /// delivered as a key. On by default.
    public var suspendsOnControlZ = true
    /// Whether ``run()`` is in progress.
    public private(set) var isRunning = false
    /// How many frames were drawn.
    public private(set) var frameCount = 0
    /// Whether a frame is due.
    public private(set) var needsDisplay = false
    /// The last frame drawn, as drawn (before the surface downgraded colors);
    /// nil before the first frame and while a frame is being drawn.
    ///
    /// Holding on to it costs the next frame a copy of it: the loop draws
    /// every frame into the same storage.
    public var lastFrame: Canvas? { canvas }

    /// The canvas frames are drawn into, kept from one frame to the next so
    /// that a frame allocates nothing. Only this loop holds it (surfaces copy
    /// what they keep), so clearing it for the next frame copies nothing.
    private var canvas: Canvas?

    private var displayScheduled = false
    private var inputSources: [any DispatchSourceRead] = []
    private var stopContinuation: CheckedContinuation<Void, Never>?
    /// The timers that may still fire, for ``advanceTimers(by:)``.
    private var liveTimers: [WeakTimer] = []
    /// The virtual time line's timers that have not ended, kept alive.
    private var heldTimers: [LoopTimer] = []
    /// Whether timers made from now on fire as real time passes (the default).
    /// When false they fire only in ``advanceTimers(by:)``, on the virtual
    /// time line of a headless tape player, so recordings come out the same
    /// however busy the machine is.
    /// Set it before making timers.
    public var timersFollowRealTime = true
    /// When the loop was made, the start of its timers' time line.
    private let createdAt = ContinuousClock.now
    /// The time ``advanceTimers(by:)`` has skipped.
    private var skippedTime: Duration = .zero

    /// Now on the timers' time line: the time skipped, plus the real time
    /// since the loop was made when timers follow real time.
    var timerTime: Duration {
        timersFollowRealTime ? skippedTime + (ContinuousClock.now - createdAt) : skippedTime
    }

    /// The time a timer firing in ``advanceTimers(by:)`` was due, while it runs.
    private var firingTime: Duration?

    /// Now on the loop's time line, which its timers follow: real time since
    /// the loop was made, or a headless tape player's virtual time (inside a
    /// timer that ``advanceTimers(by:)`` fires, the time it was due).
    /// Animations tell time by it, so a recording shows them the same on
    /// every run.
    public var time: Duration { firingTime ?? timerTime }

    /// Creates a loop over `surface`.
    public init(surface: any Surface) {
        self.surface = surface
    }

    // MARK: - Frames

    /// Asks for a frame. However many times this is called within one turn of
    /// the loop, one frame is drawn, after the current work finishes.
    public func setNeedsDisplay() {
        needsDisplay = true
        guard !displayScheduled else { return }
        displayScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.displayScheduled = false
                self?.displayIfNeeded()
            }
        }
    }

    /// Draws and presents a frame now if one was asked for.
    public func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        // Taken out while drawing, so the storage has one owner and the
        // draw handler cannot reach it through lastFrame.
        var contents = CanvasContents.previousFrame
        var frame: Canvas
        if let kept = canvas.take(), kept.size == surface.size {
            frame = kept
            frame.resetDrawingState()
        } else {
            frame = surface.makeCanvas()
            contents = .blank
        }
        if let incrementalDrawHandler {
            frame.forgetWrittenRows()
            incrementalDrawHandler(&frame, contents)
        } else {
            if contents == .previousFrame { frame.clear() }
            drawHandler?(&frame)
        }
        if contents == .previousFrame {
            // The canvas is the frame last presented, changed only where written.
            surface.present(frame, changedRows: frame.writtenRows)
        } else {
            surface.present(frame)
        }
        canvas = frame
        frameCount += 1
    }

    /// What the canvas handed to ``incrementalDrawHandler`` holds.
    public enum CanvasContents: Sendable {
        /// Every cell is blank: draw everything.
        case blank
        /// The last frame drawn, exactly as it was left: draw what changed.
        case previousFrame
    }

    // MARK: - Input

    /// Reads the events that are ready, without waiting, and delivers them.
    public func processInput() {
        for event in surface.readEvents(timeout: .zero) {
            dispatch(event)
        }
    }

    /// Delivers `event` as if the surface had read it (a scripted key, say):
    /// Ctrl-Z suspends when ``suspendsOnControlZ`` is on, a resize asks for a frame.
    public func dispatch(_ event: Event) {
        if suspendsOnControlZ, event == .key(KeyEvent(.character("z"), modifiers: .control)) {
            surface.suspend()
            processInput()
            return
        }
        if case .resize = event { setNeedsDisplay() }
        eventHandler?(event)
    }

    // MARK: - Timers

    /// Calls `action` on the main actor after `delay`, and then every `interval`
    /// if one is given, until the returned timer is cancelled.
    @discardableResult
    public func schedule(after delay: Duration, repeating interval: Duration? = nil, _ action: @escaping @MainActor () -> Void) -> LoopTimer
    {
        guard timersFollowRealTime else {
            let timer = LoopTimer(source: nil, loop: self, due: timerTime + delay, interval: interval, action: action)
            track(timer)
            // As a dispatch source keeps a real-time timer, the loop keeps a
            // virtual one until it is cancelled or, one-shot, has fired.
            heldTimers.removeAll { $0.isCancelled }
            heldTimers.append(timer)
            return timer
        }
        let source = DispatchSource.makeTimerSource(queue: .main)
        let timer = LoopTimer(source: source, loop: self, due: timerTime + delay, interval: interval, action: action)
        source.schedule(
            deadline: .now() + delay.dispatchInterval,
            repeating: interval.map { $0.dispatchInterval } ?? .never,
            leeway: .milliseconds(1)
        )
        // The handler keeps the timer alive until it is cancelled, so a
        // timer whose result is discarded still fires.
        source.setEventHandler {
            MainActor.assumeIsolated { timer.fire() }
        }
        source.resume()
        track(timer)
        return timer
    }

    private func track(_ timer: LoopTimer) {
        liveTimers.removeAll { $0.timer?.isCancelled ?? true }
        liveTimers.append(WeakTimer(timer: timer))
    }

    /// Whether a timer may still fire.
    public var hasPendingTimers: Bool {
        liveTimers.contains { !($0.timer?.isCancelled ?? true) }
    }

    /// Moves the timers on as if `duration` had passed at once: every firing
    /// that falls within it happens now, in order, and each timer's next
    /// deadline comes that much sooner. A headless tape player calls this
    /// for `Sleep` and typing pauses, which do not wait, so that spinners and
    /// other animations turn in a recording as they would on a terminal.
    ///
    /// - Parameter duration: The time to skip; zero or less does nothing.
    public func advanceTimers(by duration: Duration) {
        guard duration > .zero else { return }
        let start = timerTime
        let end = start + duration
        liveTimers.removeAll { $0.timer?.isCancelled ?? true }
        // Timers that the firings schedule count from now, so only these move.
        let timers = liveTimers.compactMap(\.timer)
        var firings: [(at: Duration, order: Int, timer: LoopTimer)] = []
        for (order, timer) in timers.enumerated() {
            var due = max(timer.due, start)
            var count = 0
            while due <= end, count < LoopTimer.maximumSkippedFirings {
                firings.append((due, order, timer))
                count += 1
                guard let interval = timer.interval, interval > .zero else { break }
                due += interval
            }
        }
        for firing in firings.sorted(by: { ($0.at, $0.order) < ($1.at, $1.order) }) {
            firingTime = firing.at
            firing.timer.fire(at: firing.at)
        }
        firingTime = nil
        skippedTime += duration
        for timer in timers {
            timer.rescheduleAfterSkip(to: end)
        }
        heldTimers.removeAll { $0.isCancelled }
    }

    // MARK: - Running

    /// Draws the first frame, then handles input, timers and main-actor work
    /// until ``stop()`` is called.
    public func run() async {
        precondition(!isRunning, "MainLoop.run(): the loop is already running")
        isRunning = true
        for descriptor in surface.inputDescriptors {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.processInput() }
            }
            source.resume()
            inputSources.append(source)
        }
        setNeedsDisplay()
        processInput()
        if isRunning {
            await withCheckedContinuation { continuation in
                stopContinuation = continuation
            }
        }
        for source in inputSources { source.cancel() }
        inputSources.removeAll()
    }

    /// Ends ``run()`` after the current work; any frame already asked for is drawn first.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        displayIfNeeded()
        stopContinuation?.resume()
        stopContinuation = nil
    }
}

/// A timer made by ``MainLoop/schedule(after:repeating:_:)``.
@MainActor
public final class LoopTimer {
    /// The dispatch source that fires it in real time; nil on a virtual time line.
    private let source: (any DispatchSourceTimer)?
    private weak var loop: MainLoop?
    /// When the timer fires next, on the loop's timer time line.
    private(set) var due: Duration
    /// The time between firings of a repeating timer; nil for a one-shot timer.
    let interval: Duration?
    private var action: (@MainActor () -> Void)?
    /// Whether the timer was cancelled (a one-shot timer cancels itself when it fires).
    public private(set) var isCancelled = false

    /// The most firings of one timer that ``MainLoop/advanceTimers(by:)`` makes up for.
    static let maximumSkippedFirings = 10_000

    init(source: (any DispatchSourceTimer)?, loop: MainLoop, due: Duration, interval: Duration?, action: @escaping @MainActor () -> Void) {
        self.source = source
        self.loop = loop
        self.due = due
        self.interval = interval
        self.action = action
    }

    /// Calls the action, then sets the next due time (or cancels a one-shot
    /// timer). `time` is when on the time line it fires; nil is now.
    func fire(at time: Duration? = nil) {
        guard !isCancelled, let action else { return }
        if let interval {
            let now = time ?? loop?.timerTime ?? due
            due = max(due, now - interval) + interval
        } else {
            cancel()
        }
        action()
    }

    /// After the loop skipped ahead to `time`: the dispatch source (if any)
    /// is set for the next due time.
    func rescheduleAfterSkip(to time: Duration) {
        guard !isCancelled else { return }
        if let interval, interval > .zero {
            while due <= time { due += interval }
        }
        guard let source, let now = loop?.timerTime else { return }
        source.schedule(
            deadline: .now() + max(due - now, .zero).dispatchInterval,
            repeating: interval.map { $0.dispatchInterval } ?? .never, leeway: .milliseconds(1))
    }

    /// Stops the timer; its action is not called again.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        action = nil
        source?.setEventHandler(handler: nil)
        source?.cancel()
    }
}

/// A timer the loop keeps track of without keeping it alive.
@MainActor
private struct WeakTimer {
    weak var timer: LoopTimer?
}

extension Duration {
    /// This duration for Dispatch, in nanoseconds.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .never }
        return .nanoseconds(Int(clamping: nanoseconds.partialValue + attoseconds / 1_000_000_000))
    }
}
