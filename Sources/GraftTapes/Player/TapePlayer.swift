import GraftTerminal

/// Plays a ``Tape`` against a ``TapeTarget`` and records what the screen showed.
///
/// ```swift
/// let tape = try Tape.parse(source, fileName: "tour.tape")
/// let target = HeadlessTapeTarget(size: tape.initialSize ?? Size(width: 80, height: 24))
/// // … attach the app to target.loop …
/// do {
///     let recording = try await TapePlayer(target: target).play(tape)
///     try recording.write(toFile: "tour.svg")
/// } catch {
///     print(error)  // the failing step, its line, and the screen
///     exit(1)
/// }
/// ```
///
/// Two modes:
/// - ``Mode/headless`` plays as fast as the app can draw. Typing speed and
///   `Sleep` do not wait; each moves the app's timers on instead (in steps
///   of ``frameInterval``, recording what they draw), so spinners turn. The
///   recording's times are virtual: every key and click adds the typing
///   speed in effect, every `Sleep` adds its duration, and nothing else adds
///   time, so a headless recording is the same on every run.
/// - ``Mode/realTime`` plays at human pace: each key is followed by the
///   typing speed, `Sleep` sleeps, and frames are stamped with the real time
///   elapsed. While pausing, frames the app draws on its own (a spinner) are
///   recorded too.
///
/// In both modes `Wait` polls the screen in real time until its text shows
/// or its timeout passes; async work the app starts gets that long to finish.
/// Steps between `Hide` and `Show` play but are left out of the timed frames,
/// and their time is left out of the time line.
@MainActor
public final class TapePlayer {
    /// How fast a tape plays.
    public enum Mode: Hashable, Sendable {
        /// As fast as possible, with reproducible virtual times.
        case headless
        /// At the pace the tape asks for, with real times.
        case realTime
    }

    /// What the tape drives.
    public let target: any TapeTarget
    /// How fast the tape plays.
    public let mode: Mode
    /// How often `Wait` looks at the screen.
    var pollInterval: Duration = .milliseconds(5)
    /// How often a real-time pause looks for frames the app drew on its own,
    /// and the step a headless pause moves the app's timers by; a tape's
    /// `Set Framerate` sets it for that tape.
    public var frameInterval: Duration = .milliseconds(20)
    /// Whether the recording keeps every timed frame (true by default).
    /// Only an asciicast needs them (see ``RecordingFormat/usesTimedFrames``);
    /// without, a long tape's memory stays flat: the recording then holds its
    /// screenshots and final frame only.
    public var keepsTimedFrames = true
    /// A screen size the command line fixed (`--size`): `Set Size` then
    /// changes nothing, as the command line wins over the tape.
    public var fixedSize: Size?

    /// Creates a player.
    ///
    /// - Parameters:
    ///   - target: The app to drive.
    ///   - mode: How fast to play; headless by default.
    public init(target: any TapeTarget, mode: Mode = .headless) {
        self.target = target
        self.mode = mode
    }

    /// Plays every step of `tape` in order and returns what was shown.
    ///
    /// - Parameter tape: A parsed tape.
    /// - Returns: The timed frames, screenshots and final frame.
    /// - Throws: ``TapeFailure`` at the first step that does not hold; the
    ///   steps after it do not run.
    public func play(_ tape: Tape) async throws(TapeFailure) -> Recording {
        let playback = Playback(fileName: tape.fileName, isRealTime: mode == .realTime)
        if let first = tape.steps.first {
            for program in tape.requiredPrograms where ProgramSearch.find(program) == nil {
                let step = tape.steps.first { $0.command == .require(program) } ?? first
                throw failure(.missingProgram(program), step, playback)
            }
        }
        if let rate = tape.look.framerate {
            frameInterval = .microseconds(1_000_000 / rate)
        }
        if fixedSize == nil, let size = tape.initialSize, target.size != size {
            target.resize(to: size)
        }
        await target.settle()
        for step in tape.steps {
            if !playback.hasStarted, !Self.isSetting(step.command) {
                playback.hasStarted = true
                if step.command != .hide { capture(playback) }
            }
            try await perform(step, playback)
        }
        await target.settle()
        if !playback.hasStarted { capture(playback) }
        return Recording(
            screenshots: playback.screenshots, frames: playback.frames, finalFrame: currentScreen,
            screenshotFiles: playback.screenshotFiles)
    }

    // MARK: - Steps

    /// Runs one step; the tape player and ``Pilot`` share this.
    package func perform(_ step: TapeStep, _ playback: Playback) async throws(TapeFailure) {
        switch step.command {
        case .set(.size(let size)):
            if fixedSize == nil, target.size != size {
                target.resize(to: size)
                await target.settle()
            }
        case .set(.typingSpeed(let speed)):
            playback.typingSpeed = speed
        case .set(.waitTimeout(let timeout)):
            playback.waitTimeout = timeout
        case .set(.waitPattern(let pattern)):
            playback.waitPattern = pattern
        case .set, .output, .require, .env:
            // The look, outputs and environment are read from the whole tape before it plays.
            break
        case .type(_, let speed), .key(_, _, let speed):
            for event in step.command.events {
                target.send(event)
                try await afterInput(pausing: speed ?? playback.typingSpeed, step, playback)
            }
        case .click(let point):
            try checkOnScreen(point, step, playback)
            for event in step.command.events { target.send(event) }
            try await afterInput(pausing: playback.typingSpeed, step, playback)
        case .drag(let start, let end):
            try checkOnScreen(start, step, playback)
            try checkOnScreen(end, step, playback)
            for event in step.command.events {
                target.send(event)
                try await afterInput(pausing: playback.typingSpeed, step, playback)
            }
        case .scroll(_, let point, _):
            try checkOnScreen(point, step, playback)
            for event in step.command.events {
                target.send(event)
                try await afterInput(pausing: playback.typingSpeed, step, playback)
            }
        case .scrollViewport(_, _, let speed):
            for event in step.command.events(on: target.size) {
                target.send(event)
                try await afterInput(pausing: speed ?? playback.typingSpeed, step, playback)
            }
        case .copy(let text):
            playback.clipboard = text
        case .paste:
            target.send(.paste(playback.clipboard))
            try await afterInput(pausing: playback.typingSpeed, step, playback)
        case .resize(let size):
            target.resize(to: size)
            await target.settle()
            capture(playback)
        case .sleep(let duration):
            try await pause(duration, step, playback)
        case .wait(let text, let timeout):
            try await wait(
                timeout: timeout ?? playback.waitTimeout, step, playback,
                failing: .timedOut(waitingFor: text, after: timeout ?? playback.waitTimeout)
            ) {
                $0.text.contains(text)
            }
        case .waitMatch(let pattern, let scope, let timeout):
            let pattern = pattern ?? playback.waitPattern
            let limit = timeout ?? playback.waitTimeout
            guard let regex = try? Regex(pattern) else { throw failure(.noMatch(pattern, scope, after: limit), step, playback) }
            try await wait(timeout: limit, step, playback, failing: .noMatch(pattern, scope, after: limit)) { screen in
                let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.replacing(/\s+$/, with: "") }
                switch scope {
                case .screen: return lines.contains { $0.contains(regex) }
                case .line: return (lines.last { !$0.isEmpty } ?? "").contains(regex)
                }
            }
        case .expect(let text):
            await target.settle()
            capture(playback)
            guard currentScreen.text.contains(text) else { throw failure(.missingText(text), step, playback) }
        case .expectAbsent(let text):
            await target.settle()
            capture(playback)
            guard !currentScreen.text.contains(text) else { throw failure(.unexpectedText(text), step, playback) }
        case .screenshot(let name):
            await target.settle()
            capture(playback)
            playback.screenshots.append(Recording.Screenshot(name: name, frame: currentScreen))
        case .screenshotFile(let path):
            await target.settle()
            capture(playback)
            playback.screenshotFiles.append(Recording.Screenshot(name: path, frame: currentScreen))
        case .hide:
            playback.clock.hide()
        case .show:
            playback.clock.show()
            await target.settle()
            capture(playback)
        }
    }

    /// Lets the app draw what the input changed, records it, then pauses.
    private func afterInput(pausing duration: Duration, _ step: TapeStep, _ playback: Playback) async throws(TapeFailure) {
        await target.settle()
        capture(playback)
        try await pause(duration, step, playback)
    }

    /// A pause of `duration`: virtual in headless mode, real in real-time mode.
    private func pause(_ duration: Duration, _ step: TapeStep, _ playback: Playback) async throws(TapeFailure) {
        switch mode {
        case .headless:
            // In steps of a frame, so that what the app's timers draw is recorded as it turns.
            var remaining = duration
            repeat {
                let step = frameInterval > .zero && target.hasPendingTimers ? min(remaining, frameInterval) : remaining
                remaining -= step
                playback.clock.advance(by: step)
                target.advanceTime(by: step)
                await target.settle()
                capture(playback)
            } while remaining > .zero
        case .realTime:
            let end = ContinuousClock.now + duration
            var lastLook = ContinuousClock.now
            while true {
                let remaining = end - ContinuousClock.now
                guard remaining > .zero else { break }
                try await sleep(min(remaining, frameInterval), step, playback)
                // The app's timers see the real time pass, as they do while waiting.
                let now = ContinuousClock.now
                target.advanceTime(by: now - lastLook)
                lastLook = now
                await target.settle()
                capture(playback)
            }
            target.advanceTime(by: ContinuousClock.now - lastLook)
            await target.settle()
            capture(playback)
        }
    }

    /// Polls the screen in real time until `isDone` holds for it.
    private func wait(
        timeout: Duration, _ step: TapeStep, _ playback: Playback, failing reason: TapeFailure.Reason,
        until isDone: (Canvas) -> Bool
    ) async throws(TapeFailure) {
        let deadline = ContinuousClock.now + timeout
        var lastLook = ContinuousClock.now
        while true {
            // Waiting takes real time, and the app's timers see it pass; headless,
            // a frame of it per look, so that what they draw (a sheet rising) is
            // recorded the same on every run, however fast the machine is.
            let now = ContinuousClock.now
            if mode == .headless {
                if frameInterval > .zero, target.hasPendingTimers {
                    playback.clock.advance(by: frameInterval)
                    target.advanceTime(by: frameInterval)
                }
            } else {
                target.advanceTime(by: now - lastLook)
            }
            lastLook = now
            await target.settle()
            capture(playback)
            if isDone(currentScreen) { return }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw failure(reason, step, playback) }
            try await sleep(min(remaining, pollInterval), step, playback)
        }
    }

    private func sleep(_ duration: Duration, _ step: TapeStep, _ playback: Playback) async throws(TapeFailure) {
        do {
            try await Task.sleep(for: duration)
        } catch {
            throw failure(.cancelled, step, playback)
        }
    }

    private func checkOnScreen(_ point: Point, _ step: TapeStep, _ playback: Playback) throws(TapeFailure) {
        let size = target.size
        guard point.x < size.width, point.y < size.height else {
            throw failure(.outsideScreen(point, screen: size), step, playback)
        }
    }

    // MARK: - Frames

    /// The frame shown now; a blank canvas before the app's first frame.
    package var currentScreen: Canvas {
        target.screen ?? Canvas(size: target.size)
    }

    /// Records the current frame if it is new and the tape is not hidden.
    private func capture(_ playback: Playback) {
        guard keepsTimedFrames, !playback.clock.isHidden else { return }
        let frame = currentScreen
        guard playback.frames.last?.frame != frame else { return }
        playback.frames.append(Recording.TimedFrame(time: playback.clock.now, frame: frame))
    }

    private func failure(_ reason: TapeFailure.Reason, _ step: TapeStep, _ playback: Playback) -> TapeFailure {
        let screen = currentScreen
        return TapeFailure(fileName: playback.fileName, step: step, reason: reason, screen: screen.text, screenSize: screen.size)
    }

    /// Whether a command only declares something (a setting, an output, a
    /// required program, a variable), which does not start the recording.
    private static func isSetting(_ command: TapeCommand) -> Bool {
        switch command {
        case .set, .output, .require, .env: true
        default: false
        }
    }
}

/// The state of one play of a tape.
@MainActor
package final class Playback {
    package var fileName: String
    var typingSpeed = TapeCommand.defaultTypingSpeed
    package var waitTimeout = TapeCommand.defaultWaitTimeout
    var waitPattern = TapeCommand.defaultWaitPattern
    var clipboard = ""
    var screenshotFiles: [Recording.Screenshot] = []
    var clock: RecordingClock
    package var hasStarted = false
    var frames: [Recording.TimedFrame] = []
    var screenshots: [Recording.Screenshot] = []

    package init(fileName: String, isRealTime: Bool) {
        self.fileName = fileName
        self.clock = RecordingClock(isReal: isRealTime)
    }
}
