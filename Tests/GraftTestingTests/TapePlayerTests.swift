import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@MainActor
@Suite("Tape player")
struct TapePlayerTests {
    private func play(_ source: String, on app: EchoApp = EchoApp(), mode: TapePlayer.Mode = .headless) async throws -> Recording {
        let tape = try Tape.parse(source, fileName: "demo.tape")
        return try await TapePlayer(target: app.target, mode: mode).play(tape)
    }

    private func failure(_ source: String, on app: EchoApp = EchoApp()) async throws -> TapeFailure {
        let tape = try Tape.parse(source, fileName: "demo.tape")
        do {
            _ = try await TapePlayer(target: app.target).play(tape)
        } catch {
            return error
        }
        Issue.record("the tape played without failing")
        throw CancellationError()
    }

    @Test func typingAndKeysReachTheApp() async throws {
        let app = EchoApp()
        let recording = try await play("Type \"hey\"\nBackspace\nType 'lo'\nCtrl+C", on: app)
        #expect(recording.finalFrame.text.hasPrefix("> helo\nstatus: idle\nlast: Ctrl+C"))
        #expect(app.events.count == 7)
    }

    @Test func headlessTimesComeFromTypingSpeedAndSleep() async throws {
        let source = "Set TypingSpeed 10ms\nType \"ab\"\nSleep 1s\nDown@100ms 2\nType@5ms \"c\""
        let recording = try await play(source)
        // The first frame, then "a", "b", Down (the second Down changes nothing) and "c";
        // each key's frame appears before its pause.
        #expect(recording.frames.map(\.time) == [.zero, .zero, .milliseconds(10), .milliseconds(1020), .milliseconds(1220)])
        #expect(recording.duration == .milliseconds(1220))
        #expect(try await play(source) == recording)
    }

    /// A target whose app shows how often a timer of `interval` has fired.
    @MainActor
    private final class Spinner {
        let target = HeadlessTapeTarget(size: Size(width: 10, height: 1))
        var turns = 0
        var timer: LoopTimer?

        init(interval: Duration) {
            target.loop.drawHandler = { [unowned self] canvas in canvas.write("turn \(turns)", at: .zero) }
            timer = target.loop.schedule(after: interval, repeating: interval) { [unowned self] in
                turns += 1
                target.loop.setNeedsDisplay()
            }
            target.loop.setNeedsDisplay()
        }

        isolated deinit { timer?.cancel() }
    }

    @Test func headlessSleepTurnsTheAppsTimersFrameByFrame() async throws {
        let spinner = Spinner(interval: .milliseconds(100))
        let recording = try await TapePlayer(target: spinner.target).play(try Tape.parse("Sleep 0.5", fileName: "spin.tape"))
        #expect(recording.frames.map(\.frame.text) == (0 ... 5).map { "turn \($0)" })
        #expect(recording.frames.map(\.time) == (0 ... 5).map { .milliseconds(100 * $0) })
    }

    @Test func outputAndRequireLinesBeforeHideDoNotRecordAFrame() async throws {
        let recording = try await play("Output a.svg\nRequire sh\nEnv A \"b\"\nHide\nType \"x\"\nShow\nType \"y\"")
        #expect(recording.frames.first?.frame.text.hasPrefix("> x") == true)
    }

    @Test func theTapesFramerateSetsTheStepTimersMoveBy() async throws {
        let spinner = Spinner(interval: .milliseconds(10))
        let player = TapePlayer(target: spinner.target)
        let recording = try await player.play(try Tape.parse("Set Framerate 10\nSleep 0.3", fileName: "rate.tape"))
        #expect(player.frameInterval == .milliseconds(100))
        #expect(spinner.turns == 30)
        // One frame a step: the start, then 100, 200 and 300 ms.
        #expect(recording.frames.map(\.frame.text) == ["turn 0", "turn 10", "turn 20", "turn 30"])
    }

    @Test func withoutATypingSpeedKeysArePacedAtVHSsFiftyMilliseconds() async throws {
        let recording = try await play("Type \"abc\"")
        #expect(recording.frames.map(\.time) == [.zero, .zero, .milliseconds(50), .milliseconds(100)])
    }

    @Test func withoutTimedFramesOnlyScreenshotsAndTheFinalFrameAreKept() async throws {
        let app = EchoApp()
        let tape = try Tape.parse("Type \"ab\"\nScreenshot two\nType \"cd\"", fileName: "demo.tape")
        let player = TapePlayer(target: app.target)
        player.keepsTimedFrames = false
        let recording = try await player.play(tape)
        #expect(recording.frames.isEmpty)
        #expect(recording.screenshots.map(\.name) == ["two"] && recording.screenshots[0].frame.text.hasPrefix("> ab"))
        #expect(recording.finalFrame.text.hasPrefix("> abcd"))
        #expect(try await play("Type \"ab\"\nScreenshot two\nType \"cd\"").frames.count == 5)
    }

    @Test func aFixedSizeWinsOverTheTapesSetSize() async throws {
        let app = EchoApp()
        let tape = try Tape.parse("Set Size 40x6\nType \"a\"", fileName: "demo.tape")
        let player = TapePlayer(target: app.target)
        player.fixedSize = app.target.size
        let recording = try await player.play(tape)
        #expect(recording.finalFrame.size == app.target.size && app.target.size != Size(width: 40, height: 6))
    }

    @Test func headlessSleepDoesNotWait() async throws {
        let start = ContinuousClock.now
        // An hour of Sleep: finishing well under it proves nothing slept,
        // however loaded the machine is.
        let recording = try await play("Sleep 3600s\nType \"x\"")
        #expect(ContinuousClock.now - start < .seconds(600))
        #expect(recording.frames.last?.time == .seconds(3600))
    }

    @Test func waitSeesAsyncWorkFinish() async throws {
        let recording = try await play("Ctrl+L\nWait@10s \"loaded\"\nExpect not \"loading\"")
        #expect(recording.finalFrame.text.contains("status: loaded"))
        #expect(recording.frames.contains { $0.frame.text.contains("status: loading") })
    }

    @Test func waitTimeoutFailsWithTheStepAndTheScreen() async throws {
        let failure = try await failure("Type \"a\"\n\nWait@20ms \"never\"\nType \"b\"")
        #expect(failure.step.line == 3)
        #expect(failure.reason == .timedOut(waitingFor: "never", after: .milliseconds(20)))
        #expect(failure.screen.hasPrefix("> a\nstatus: idle"))
        #expect(
            failure.description.hasPrefix(
                """
                demo.tape:3: Wait@20ms "never": the screen did not show "never" within 20ms
                Screen (30x4):
                | > a
                | status: idle
                """))
    }

    @Test func setWaitTimeoutAppliesToLaterWaits() async throws {
        let failure = try await failure("Set WaitTimeout 15ms\nWait \"never\"")
        #expect(failure.reason == .timedOut(waitingFor: "never", after: .milliseconds(15)))
    }

    @Test func expectChecksTheScreenNow() async throws {
        _ = try await play("Type \"abc\"\nExpect \"> abc\"\nExpect not \"xyz\"")
        let missing = try await failure("Expect \"xyz\"")
        #expect(missing.reason == .missingText("xyz"))
        #expect(missing.message == "the screen does not show \"xyz\"")
        let present = try await failure("Type \"q\"\nExpect not \"> q\"")
        #expect(present.reason == .unexpectedText("> q"))
        #expect(present.step == TapeStep(command: .expectAbsent("> q"), line: 2, source: "Expect not \"> q\""))
    }

    @Test func screenshotsKeepTheFrameOfTheMoment() async throws {
        let recording = try await play("Type \"1\"\nScreenshot one\nType \"2\"\nScreenshot two")
        #expect(recording.screenshots.map(\.name) == ["one", "two"])
        #expect(recording.screenshots[0].frame.text.hasPrefix("> 1\n"))
        #expect(recording.screenshots[1].frame.text.hasPrefix("> 12\n"))
    }

    @Test func hiddenStepsAreLeftOutOfTheFramesAndTheTimeLine() async throws {
        let recording = try await play(
            """
            Hide
            Type "secret"
            Sleep 5s
            Enter
            Show
            Type "a"
            Hide
            Type "b"
            Show
            """)
        // Show records the screen the hidden steps left; the 5s sleep does not count.
        #expect(recording.frames.map { $0.frame.text.prefix(5) } == [">\nsta", "> a\ns", "> ab\n"])
        #expect(recording.frames.map(\.time) == [.zero, .zero, .milliseconds(50)])
        #expect(!recording.frames.contains { $0.frame.text.contains("secret") })
    }

    @Test func clickSendsPressAndReleaseAtTheZeroBasedCell() async throws {
        let app = EchoApp()
        _ = try await play("Click 0 0\nClick 29 3", on: app)
        #expect(
            app.events == [
                .mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))), .mouse(MouseEvent(.release(.left), at: Point(x: 0, y: 0))),
                .mouse(MouseEvent(.press(.left), at: Point(x: 29, y: 3))), .mouse(MouseEvent(.release(.left), at: Point(x: 29, y: 3))),
            ])
    }

    @Test func clicksOutsideTheScreenFail() async throws {
        let click = try await failure("Click 30 0")
        #expect(click.reason == .outsideScreen(Point(x: 30, y: 0), screen: Size(width: 30, height: 4)))
        #expect(click.message == "column 30, row 0 is outside the 30x4 screen (columns and rows count from 0)")
        let scroll = try await failure("Scroll Up 0 4")
        #expect(scroll.reason == .outsideScreen(Point(x: 0, y: 4), screen: Size(width: 30, height: 4)))
    }

    @Test func scrollTurnsTheWheel() async throws {
        let app = EchoApp()
        _ = try await play("Scroll Down 2 1 2\nScroll Up 2 1", on: app)
        #expect(
            app.events == [
                .mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 1))), .mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 1))),
                .mouse(MouseEvent(.scrollUp, at: Point(x: 2, y: 1))),
            ])
    }

    @Test func resizeChangesTheScreenAndTellsTheApp() async throws {
        let app = EchoApp()
        let recording = try await play("Resize 20x5", on: app)
        #expect(app.events == [.resize(Size(width: 20, height: 5))])
        #expect(recording.finalFrame.size == Size(width: 20, height: 5))
        #expect(recording.finalFrame.text.contains("size 20x5"))
        #expect(recording.size == Size(width: 30, height: 4))
    }

    @Test func setSizeResizesBeforeTheFirstFrame() async throws {
        let recording = try await play("Set Size 24x6\nType \"x\"")
        #expect(recording.size == Size(width: 24, height: 6))
        #expect(recording.frames.allSatisfy { $0.frame.size == Size(width: 24, height: 6) })
    }

    @Test func emptyTapeRecordsTheFirstFrame() async throws {
        let recording = try await play("# nothing\n")
        #expect(recording.frames.count == 1)
        #expect(recording.finalFrame.text.hasPrefix(">\nstatus: idle"))
    }

    @Test func realTimeHonorsTypingSpeedAndSleep() async throws {
        let start = ContinuousClock.now
        let recording = try await play("Set TypingSpeed 15ms\nType \"abc\"\nSleep 40ms\nType \"d\"", mode: .realTime)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed >= .milliseconds(100))
        let times = recording.frames.map(\.time)
        #expect(times == times.sorted())
        #expect(try #require(times.last) >= .milliseconds(85))
        #expect(recording.finalFrame.text.hasPrefix("> abcd"))
    }

    @Test func realTimeRecordsFramesTheAppDrawsWhilePausing() async throws {
        // The load finishes on a loop timer, which only the player's pause moves on:
        // however long the machine stalls, "loading" is recorded before it.
        let app = EchoApp()
        app.loadsOnTimer = true
        let recording = try await play("Ctrl+L\nSleep 1s", on: app, mode: .realTime)
        let statuses = recording.frames.map { $0.frame.text.contains("status: loaded") }
        #expect(recording.frames.contains { $0.frame.text.contains("status: loading") })
        #expect(statuses.last == true)
        #expect(statuses.firstIndex(of: true).map { !statuses[..<$0].isEmpty } == true)
    }

    @Test func cancellingPlaybackFailsTheCurrentStep() async throws {
        let app = EchoApp()
        let tape = try Tape.parse("Wait@5s \"never\"", fileName: "demo.tape")
        let player = TapePlayer(target: app.target)
        let task = Task { @MainActor in try await player.play(tape) }
        try await Task.sleep(for: .milliseconds(20))
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("the tape played without failing")
        } catch let failure as TapeFailure {
            #expect(failure.reason == .cancelled)
        }
    }

    @Test func everyCommandPlaysInOneTape() async throws {
        let app = EchoApp()
        let recording = try await play(
            """
            # A tour of every command.
            Set Size 32x5
            Set TypingSpeed 5ms
            Set WaitTimeout 2s
            Type "hi"
            Type@1ms 'there'
            Backspace 2
            Space
            Key x 2
            Enter
            Escape
            Tab
            Shift+Tab
            Delete
            Insert
            Up
            Down@1ms 2
            Left
            Right
            Home
            End
            PageUp
            PageDown
            Alt+b
            Key F2
            Click 1 1
            Scroll Up 1 1 2
            Resize 30x5
            Sleep 10ms
            Ctrl+L
            Wait "loaded"
            Expect "loaded"
            Expect not "loading"
            Screenshot done
            Hide
            Type "z"
            Show
            """, on: app)
        #expect(recording.screenshots.map(\.name) == ["done"])
        #expect(recording.finalFrame.size == Size(width: 30, height: 5))
        #expect(recording.finalFrame.text.hasPrefix("> z\nstatus: loaded"))
        for format in RecordingFormat.allCases {
            #expect(!format.render(recording).isEmpty)
        }
    }
}
