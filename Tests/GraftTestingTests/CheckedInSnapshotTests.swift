import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// Snapshots compared with references checked in under `__Snapshots__`.
@MainActor
@Suite("Checked-in snapshots")
struct CheckedInSnapshotTests {
    @Test func echoAppAfterATape() async throws {
        let app = EchoApp()
        let tape = try Tape.parse("Type \"Grüße, 世界\"\nShift+Tab", fileName: "echo.tape")
        let recording = try await TapePlayer(target: app.target).play(tape)
        assertSnapshot(of: Frame(recording.finalFrame), named: "final")
    }

    @Test func boxWithWideTextAndColors() {
        var canvas = Canvas(size: Size(width: 16, height: 4))
        canvas.drawBox(Rect(x: 0, y: 0, width: 16, height: 4), line: .rounded, style: Style(foreground: .indexed(244)))
        canvas.write("漢字 ok", at: Point(x: 2, y: 1), style: Style(foreground: .rgb(255, 136, 0), attributes: .bold))
        canvas.fill(Rect(x: 1, y: 2, width: 14, height: 1), with: .blank(Style(background: .blue)))
        canvas.write("<Buy>", at: Point(x: 5, y: 2), style: Style(foreground: .brightWhite, attributes: .underline))
        assertSnapshot(of: canvas, as: .frame)
    }
}
