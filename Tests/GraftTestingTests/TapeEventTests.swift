import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Tape events")
struct TapeEventTests {
    @Test func typeSendsOneKeyPerCharacter() {
        let events = TapeCommand.type("a漢\n\tZ", speed: nil).events
        #expect(
            events == [
                .key(KeyEvent(.character("a"))), .key(KeyEvent(.character("漢"))),
                .key(KeyEvent(.enter)), .key(KeyEvent(.tab)), .key(KeyEvent(.character("Z"))),
            ])
    }

    @Test func keysRepeatByCount() {
        #expect(TapeCommand.key(KeyEvent(.down), count: 3, speed: nil).events == Array(repeating: .key(KeyEvent(.down)), count: 3))
    }

    @Test func clickIsAPressAndARelease() {
        let point = Point(x: 4, y: 2)
        #expect(
            TapeCommand.click(point).events == [
                .mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point)),
            ])
    }

    @Test func dragIsAPressMovesThroughEachCellAndARelease() {
        let events = TapeCommand.drag(from: Point(x: 1, y: 1), to: Point(x: 4, y: 2)).events
        #expect(
            events == [
                .mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 1))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 2, y: 1))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 3, y: 2))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 4, y: 2))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 2))),
            ])
        let back = TapeCommand.drag(from: Point(x: 3, y: 0), to: Point(x: 0, y: 0)).events
        #expect(back.count == 5 && back[3] == .mouse(MouseEvent(.drag(.left), at: Point(x: 0, y: 0))))
    }

    @Test func scrollSendsOneWheelEventPerNotch() {
        let point = Point(x: 1, y: 1)
        #expect(TapeCommand.scroll(.up, at: point, count: 2).events == Array(repeating: .mouse(MouseEvent(.scrollUp, at: point)), count: 2))
        #expect(TapeCommand.scroll(.down, at: point, count: 1).events == [.mouse(MouseEvent(.scrollDown, at: point))])
    }

    @Test func commandsWithoutInputSendNothing() {
        let commands: [TapeCommand] = [
            .set(.typingSpeed(.zero)), .resize(Size(width: 2, height: 2)), .sleep(.zero), .wait("x", timeout: nil),
            .expect("x"), .expectAbsent("x"), .screenshot("x"), .hide, .show,
        ]
        for command in commands {
            #expect(command.events.isEmpty)
            #expect(command.inputBytes.isEmpty)
        }
    }

    @Test func inputBytesDecodeBackToTheEvents() throws {
        let tape = try Tape.parse(
            """
            Type "hé漢"
            Ctrl+C
            Alt+x
            Shift+Tab
            Ctrl+Alt+Left
            Down 2
            Key F5
            Click 3 4
            Scroll Down 5 6
            """, fileName: "t.tape")
        for step in tape.steps {
            var decoder = InputDecoder()
            let decoded = decoder.decode(step.command.inputBytes) + decoder.flushPending()
            #expect(decoded == step.command.events, "\(step)")
        }
    }
}
