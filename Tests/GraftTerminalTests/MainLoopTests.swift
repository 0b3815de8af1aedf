import Testing

@testable import GraftTerminal

@MainActor
@Suite("Main loop")
struct MainLoopTests {
    private func makeLoop() -> (MainLoop, HeadlessSurface) {
        let surface = HeadlessSurface(size: Size(width: 10, height: 2))
        return (MainLoop(surface: surface), surface)
    }

    /// Lets queued main-actor work (the coalesced frame) run.
    private func settle() async {
        for _ in 0 ..< 5 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(5))
    }

    @Test func manyInvalidationsInOneTurnDrawOneFrame() async {
        let (loop, surface) = makeLoop()
        var draws = 0
        loop.drawHandler = { canvas in
            draws += 1
            canvas.write("frame", at: .zero)
        }
        for _ in 0 ..< 50 { loop.setNeedsDisplay() }
        await settle()
        #expect(draws == 1)
        #expect(surface.presentedFrameCount == 1)
        #expect(surface.text == "frame\n")
    }

    @Test func displayIfNeededDrawsOnlyWhenAsked() {
        let (loop, surface) = makeLoop()
        loop.displayIfNeeded()
        #expect(surface.presentedFrameCount == 0)
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        loop.displayIfNeeded()
        #expect(surface.presentedFrameCount == 1)
    }

    @Test func eventsAreDeliveredInOrderAndResizeAsksForAFrame() {
        let (loop, surface) = makeLoop()
        var received: [Event] = []
        loop.eventHandler = { received.append($0) }
        surface.enqueue(.key(KeyEvent(.up)))
        surface.resize(to: Size(width: 4, height: 4))
        loop.processInput()
        #expect(received == [.key(KeyEvent(.up)), .resize(Size(width: 4, height: 4))])
        #expect(loop.needsDisplay)
    }

    @Test func controlZSuspendsInsteadOfReachingTheApp() {
        let (loop, surface) = makeLoop()
        var received: [Event] = []
        loop.eventHandler = { received.append($0) }
        surface.enqueue(.key(KeyEvent(.character("z"), modifiers: .control)))
        loop.processInput()
        #expect(received.isEmpty)
        loop.suspendsOnControlZ = false
        surface.enqueue(.key(KeyEvent(.character("z"), modifiers: .control)))
        loop.processInput()
        #expect(received.count == 1)
    }

    @Test func aTaskFinishingWhileIdleWakesTheLoopAndIsDrawn() async {
        let (loop, surface) = makeLoop()
        var message = "waiting"
        loop.drawHandler = { canvas in canvas.write(message, at: .zero) }
        let running = Task { await loop.run() }
        await settle()
        #expect(surface.text == "waiting\n")
        Task.detached {
            try? await Task.sleep(for: .milliseconds(20))
            await MainActor.run {
                message = "done"
                loop.setNeedsDisplay()
            }
        }
        var turns = 0
        while surface.text != "done\n", turns < 2_000 {
            try? await Task.sleep(for: .milliseconds(5))
            turns += 1
        }
        #expect(surface.text == "done\n")
        loop.stop()
        await running.value
        #expect(!loop.isRunning)
    }

    @Test func timersFireOnTheMainActorAndStopWhenCancelled() async {
        let (loop, _) = makeLoop()
        var ticks = 0
        let timer = loop.schedule(after: .milliseconds(1), repeating: .milliseconds(5)) { ticks += 1 }
        // Poll a number of turns rather than sleep a fixed time: other tests may
        // hold the main actor, where the timer fires, for seconds.
        var turns = 0
        while ticks < 2, turns < 2_000 {
            try? await Task.sleep(for: .milliseconds(5))
            turns += 1
        }
        timer.cancel()
        let afterCancel = ticks
        #expect(afterCancel >= 2)
        try? await Task.sleep(for: .milliseconds(30))
        #expect(ticks == afterCancel)
    }

    @Test func aOneShotTimerWhoseResultIsDiscardedStillFiresOnce() async {
        let (loop, _) = makeLoop()
        var fired = 0
        loop.schedule(after: .milliseconds(2)) { fired += 1 }
        var turns = 0
        while fired == 0, turns < 2_000 {
            try? await Task.sleep(for: .milliseconds(5))
            turns += 1
        }
        // Long enough for a wrongly repeating timer to fire again.
        try? await Task.sleep(for: .milliseconds(40))
        #expect(fired == 1)
    }

    @Test func advancingTheTimersFiresWhatThePauseCoversInOrder() {
        let (loop, _) = makeLoop()
        // On the player's time line only: real time passing on a loaded machine
        // (the main actor held for seconds by other tests) must not fire timers.
        loop.timersFollowRealTime = false
        var log: [String] = []
        let spinner = loop.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) { log.append("spin") }
        loop.schedule(after: .milliseconds(250)) { log.append("once") }
        #expect(loop.hasPendingTimers)
        loop.advanceTimers(by: .milliseconds(350))
        #expect(log == ["spin", "spin", "once", "spin"])
        loop.advanceTimers(by: .milliseconds(40))
        #expect(log.count == 4)
        loop.advanceTimers(by: .milliseconds(10))
        #expect(log.count == 5)  // the fourth turn, 400 ms in
        spinner.cancel()
        loop.advanceTimers(by: .seconds(10))
        #expect(log.count == 5)
        #expect(!loop.hasPendingTimers)
    }

    @Test func stopDrawsTheFrameAlreadyAskedFor() async {
        let (loop, surface) = makeLoop()
        loop.drawHandler = { canvas in canvas.write("last", at: .zero) }
        let running = Task { await loop.run() }
        await settle()
        loop.setNeedsDisplay()
        loop.stop()
        await running.value
        #expect(surface.text == "last\n")
    }
}
