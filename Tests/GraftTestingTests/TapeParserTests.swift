import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Tape parsing")
struct TapeParserTests {
    private func commands(_ source: String) throws -> [TapeCommand] {
        try Tape.parse(source, fileName: "test.tape").steps.map(\.command)
    }

    private func command(_ line: String) throws -> TapeCommand? {
        try commands(line).first
    }

    @Test func commentsAndBlankLinesAreSkippedAndStepsKeepTheirLines() throws {
        let tape = try Tape.parse("# intro\n\n   \n  Enter  \n# more\nTab\n", fileName: "t.tape")
        #expect(
            tape.steps == [
                TapeStep(command: .key(KeyEvent(.enter), count: 1, speed: nil), line: 4, source: "Enter"),
                TapeStep(command: .key(KeyEvent(.tab), count: 1, speed: nil), line: 6, source: "Tab"),
            ])
        #expect(tape.fileName == "t.tape")
    }

    @Test func windowsLineEndingsCountAsOneLineBreak() throws {
        let tape = try Tape.parse("Enter\r\nTab\r\n", fileName: "t.tape")
        #expect(tape.steps.map(\.line) == [1, 2])
    }

    @Test func settings() throws {
        #expect(
            try commands("Set Size 100x30\nSet TypingSpeed 50ms\nSet TypingSpeed 1s\nSet WaitTimeout 5s") == [
                .set(.size(Size(width: 100, height: 30))),
                .set(.typingSpeed(.milliseconds(50))),
                .set(.typingSpeed(.seconds(1))),
                .set(.waitTimeout(.seconds(5))),
            ])
        let tape = try Tape.parse("Set Size 100x30\nEnter", fileName: "t.tape")
        #expect(tape.initialSize == Size(width: 100, height: 30))
        #expect(try Tape.parse("Enter", fileName: "t.tape").initialSize == nil)
    }

    @Test func typingSpeedMayChangeMidTape() throws {
        #expect(try commands("Enter\nSet TypingSpeed 10ms").count == 2)
    }

    @Test func typeInEachQuoteStyle() throws {
        // As in VHS, a backslash is just a backslash.
        #expect(try command(#"Type "a\nb\\""#) == .type(#"a\nb\\"#, speed: nil))
        #expect(try command(#"Type 'He said "no" \n'"#) == .type(#"He said "no" \n"#, speed: nil))
        #expect(try command("Type `it's \"fine\"`") == .type(#"it's "fine""#, speed: nil))
        #expect(try command(#"Type """#) == .type("", speed: nil))
        #expect(try command(#"Type "漢字 é""#) == .type("漢字 é", speed: nil))
    }

    @Test func typeWithSpeedOverride() throws {
        #expect(try command(#"Type@100ms "x""#) == .type("x", speed: .milliseconds(100)))
        #expect(try command(#"Type@0.5s "x""#) == .type("x", speed: .milliseconds(500)))
    }

    @Test func namedKeysWithCountsAndSpeeds() throws {
        let keys: [(String, Key)] = [
            ("Enter", .enter), ("Escape", .escape), ("Tab", .tab), ("Space", .character(" ")),
            ("Backspace", .backspace), ("Delete", .delete), ("Insert", .insert), ("Up", .up), ("Down", .down),
            ("Left", .left), ("Right", .right), ("PageUp", .pageUp), ("PageDown", .pageDown),
            ("Home", .home), ("End", .end),
        ]
        for (name, key) in keys {
            #expect(try command(name) == .key(KeyEvent(key), count: 1, speed: nil))
            #expect(try command("\(name) 3") == .key(KeyEvent(key), count: 3, speed: nil))
            #expect(try command("\(name)@100ms 2") == .key(KeyEvent(key), count: 2, speed: .milliseconds(100)))
        }
    }

    @Test func chords() throws {
        #expect(try command("Ctrl+C") == .key(KeyEvent(.character("c"), modifiers: .control), count: 1, speed: nil))
        #expect(try command("Ctrl+c") == .key(KeyEvent(.character("c"), modifiers: .control), count: 1, speed: nil))
        #expect(try command("Alt+x") == .key(KeyEvent(.character("x"), modifiers: .alt), count: 1, speed: nil))
        #expect(try command("Ctrl+Alt+Left") == .key(KeyEvent(.left, modifiers: [.control, .alt]), count: 1, speed: nil))
        #expect(try command("Shift+Tab") == .key(KeyEvent(.tab, modifiers: .shift), count: 1, speed: nil))
        #expect(try command("Shift+Up") == .key(KeyEvent(.up, modifiers: .shift), count: 1, speed: nil))
        #expect(try command("Shift+a") == .key(KeyEvent(.character("A")), count: 1, speed: nil))
        #expect(try command("Ctrl+Shift+A") == .key(KeyEvent(.character("a"), modifiers: [.control, .shift]), count: 1, speed: nil))
        #expect(try command("Ctrl++") == .key(KeyEvent(.character("+"), modifiers: .control), count: 1, speed: nil))
        #expect(try command("Alt+F4") == .key(KeyEvent(.function(4), modifiers: .alt), count: 1, speed: nil))
    }

    @Test func keyCommandTakesACharacterANameOrAChord() throws {
        #expect(try command("Key f") == .key(KeyEvent(.character("f")), count: 1, speed: nil))
        #expect(try command("Key +") == .key(KeyEvent(.character("+")), count: 1, speed: nil))
        #expect(try command("Key é") == .key(KeyEvent(.character("é")), count: 1, speed: nil))
        #expect(try command("Key F5") == .key(KeyEvent(.function(5)), count: 1, speed: nil))
        #expect(try command("Key F12 2") == .key(KeyEvent(.function(12)), count: 2, speed: nil))
        #expect(try command("Key Enter") == .key(KeyEvent(.enter), count: 1, speed: nil))
        #expect(try command("Key Ctrl+K 2") == .key(KeyEvent(.character("k"), modifiers: .control), count: 2, speed: nil))
        #expect(try command("Key@20ms 3 4") == .key(KeyEvent(.character("3")), count: 4, speed: .milliseconds(20)))
    }

    @Test func mouseCommandsUseZeroBasedCells() throws {
        #expect(try command("Click 0 0") == .click(Point(x: 0, y: 0)))
        #expect(try command("Click 12 5") == .click(Point(x: 12, y: 5)))
        #expect(try command("Scroll Up 3 4") == .scroll(.up, at: Point(x: 3, y: 4), count: 1))
        #expect(try command("Scroll Down 3 4 5") == .scroll(.down, at: Point(x: 3, y: 4), count: 5))
        #expect(try command("Drag 1 2 5 2") == .drag(from: Point(x: 1, y: 2), to: Point(x: 5, y: 2)))
        #expect(throws: (any Error).self) { try command("Drag 1 2 5") }
    }

    @Test func resizeSleepAndDurations() throws {
        #expect(try command("Resize 60x20") == .resize(Size(width: 60, height: 20)))
        #expect(try command("Sleep 500ms") == .sleep(.milliseconds(500)))
        #expect(try command("Sleep 1s") == .sleep(.seconds(1)))
        #expect(try command("Sleep 0.5s") == .sleep(.milliseconds(500)))
        #expect(try command("Sleep 1.25ms") == .sleep(.microseconds(1250)))
        #expect(try command("Sleep 0s") == .sleep(.zero))
    }

    @Test func waitAndExpect() throws {
        #expect(try command(#"Wait "Ready""#) == .wait("Ready", timeout: nil))
        #expect(try command(#"Wait@5s "Ready""#) == .wait("Ready", timeout: .seconds(5)))
        #expect(try command(#"Expect "Total: 3""#) == .expect("Total: 3"))
        #expect(try command(#"Expect not "Error""#) == .expectAbsent("Error"))
        #expect(try command(#"Expect "not""#) == .expect("not"))
    }

    @Test func screenshotHideAndShow() throws {
        #expect(try commands("Screenshot cart-2_final.v1\nHide\nShow") == [.screenshot("cart-2_final.v1"), .hide, .show])
    }

    @Test func durationsAreWrittenBackInTapeForm() {
        #expect(Duration.milliseconds(500).tapeDescription == "500ms")
        #expect(Duration.seconds(10).tapeDescription == "10s")
        #expect(Duration.milliseconds(1500).tapeDescription == "1.5s")
        #expect(Duration.microseconds(250).tapeDescription == "0.25ms")
    }
}
