import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@MainActor
@Suite("Pilot")
struct PilotTests {
    @Test func typingAndKeysReachTheAppAndTheScreenFollows() async throws {
        let app = EchoApp()
        let pilot = Pilot(app.target)
        try await pilot.type("hey")
        #expect(pilot.screen.lines[0] == "> hey")
        try await pilot.press(.backspace, times: 2)
        #expect(pilot.screen.lines[0] == "> h")
        try await pilot.press(.character("x"), modifiers: .control)
        #expect(pilot.screen.lines[2] == "last: Ctrl+X")
    }

    @Test func clicksOnTextLandOnItsFirstCell() async throws {
        let app = EchoApp()
        let pilot = Pilot(app.target)
        try await pilot.click(on: "status")
        #expect(app.events.contains(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 1)))))
        try await pilot.click(column: 5, row: 3)
        #expect(app.events.last == .mouse(MouseEvent(.release(.left), at: Point(x: 5, y: 3))))
    }

    @Test func clickingTextThatIsNotShownFailsWithTheCallSiteAndScreen() async {
        let app = EchoApp()
        let pilot = Pilot(app.target)
        do {
            try await pilot.click(on: "Buy Now")
            Issue.record("expected a failure")
        } catch {
            #expect(error.fileName == "GraftTestingTests/PilotTests.swift")
            #expect(error.description.contains("the screen does not show \"Buy Now\""))
            #expect(error.description.contains("| status: idle"))
        }
    }

    @Test func waitingLetsAsyncWorkFinishAndTimesOutOtherwise() async throws {
        let app = EchoApp()
        app.loadDelay = .milliseconds(20)
        let pilot = Pilot(app.target, waitTimeout: .seconds(5))
        try await pilot.press(.character("l"), modifiers: .control)
        try await pilot.waitFor("loaded")
        await #expect(throws: TapeFailure.self) {
            try await pilot.waitFor("never shown", timeout: .milliseconds(30))
        }
    }

    @Test func resizingRedrawsAtTheNewSize() async throws {
        let app = EchoApp()
        let pilot = Pilot(app.target)
        try await pilot.resize(to: Size(width: 40, height: 5))
        #expect(pilot.screen.size == Size(width: 40, height: 5))
        #expect(pilot.screen.text.contains("size 40x5"))
    }

    @Test func locationsCountCellsNotCharacters() {
        var canvas = Canvas(size: Size(width: 12, height: 2))
        canvas.write("日本 go", at: Point(x: 0, y: 1))
        let frame = Frame(canvas)
        #expect(frame.location(of: "go") == Point(x: 5, y: 1))
        #expect(frame.location(of: "absent") == nil)
    }
}
