import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// VHS's grammar, as its README's command reference and parser define it,
/// written as tapes of our own.
@Suite("Tape parsing: VHS grammar")
struct TapeVHSGrammarTests {
    private func commands(_ source: String, loading: @escaping (String) -> String? = { _ in nil }) throws -> [TapeCommand] {
        try Tape.parse(source, fileName: "vhs.tape", loadingSource: loading).steps.map(\.command)
    }

    @Test func bareNumbersAreSeconds() throws {
        #expect(
            try commands("Sleep 0.5\nSleep 2\nSleep .5\nSleep 100ms\nSleep 1s\nSleep 1m\nSleep 500 ms") == [
                .sleep(.milliseconds(500)), .sleep(.seconds(2)), .sleep(.milliseconds(500)), .sleep(.milliseconds(100)),
                .sleep(.seconds(1)), .sleep(.seconds(60)), .sleep(.milliseconds(500)),
            ])
        #expect(
            try commands("Down@1 3\nType@.5 \"All\"\nBackspace@500ms 2") == [
                .key(KeyEvent(.down), count: 3, speed: .seconds(1)), .type("All", speed: .milliseconds(500)),
                .key(KeyEvent(.backspace), count: 2, speed: .milliseconds(500)),
            ])
    }

    @Test func stringsHaveNoEscapesAndBareWordsAreStrings() throws {
        #expect(try commands(#"Type "C:\temp\new""#) == [.type(#"C:\temp\new"#, speed: nil)])
        #expect(try commands(#"Type '"Single" Quote'"#) == [.type(#""Single" Quote"#, speed: nil)])
        #expect(try commands("Type `\"Backtick\" 'Quote'`") == [.type(#""Backtick" 'Quote'"#, speed: nil)])
        #expect(try commands(#"Type "a" "b" c"#) == [.type("a b c", speed: nil)])
    }

    @Test func outputsRequireEnvCopyAndPaste() throws {
        let tape = try Tape.parse(
            "Output a.gif\nOutput out/b.svg\nOutput frames/\nRequire git\nEnv HELLO \"WORLD\"\nCopy \"x y\"\nPaste",
            fileName: "t.tape")
        #expect(tape.outputPaths == ["a.gif", "out/b.svg", "frames/"])
        #expect(tape.requiredPrograms == ["git"])
        #expect(tape.environment == ["HELLO": "WORLD"])
        #expect(tape.steps.suffix(2).map(\.command) == [.copy("x y"), .paste])
        // Declarations are not commands: the size may still be set after them.
        #expect(throws: Never.self) { try Tape.parse("Output a.svg\nRequire git\nEnv A \"b\"\nSet Size 80x24", fileName: "t") }
    }

    @Test func everySettingIsAcceptedAndTheLookOnesAreApplied() throws {
        let tape = try Tape.parse(
            """
            Set Shell "fish"
            Set FontSize 22
            Set FontFamily "DejaVu Sans Mono"
            Set Height 600
            Set Width 1200
            Set LetterSpacing 1
            Set LineHeight 1.2
            Set Theme { "name": "Whimsy", "black": "#535178", "background": "#29283b", "foreground": "#b3b0d6" }
            Set Padding 50
            Set Framerate 60
            Set PlaybackSpeed 2
            Set TypingSpeed .1
            Set LoopOffset 20.99%
            Set CursorBlink false
            Set Margin 80
            Set MarginFill "#674EFF"
            Set WindowBar Colorful
            Set WindowBarSize 40
            Set BorderRadius 8
            Set WaitTimeout 15s
            Set WaitPattern /\\$ $/
            """, fileName: "t.tape")
        let look = tape.look
        #expect(look.fontSize == 22 && look.padding == 50 && look.lineHeight == 1.2 && look.framerate == 60)
        #expect(look.fontFamily == "DejaVu Sans Mono")
        #expect(look.theme.background == 0x29283B && look.theme.foreground == 0xB3B0D6 && look.theme.palette[0] == 0x535178)
        #expect(look.themeName == "Whimsy")
        #expect(
            look.ignoredSettings == [
                "Shell fish", "LetterSpacing 1", "PlaybackSpeed 2", "LoopOffset 20.99%", "CursorBlink false", "Margin 80",
                "MarginFill #674EFF", "WindowBar Colorful", "WindowBarSize 40", "BorderRadius 8",
            ])
        // 1200 - 2 * 50 pixels at 13.2 a cell; 600 - 100 at 22 * 17/14 * 1.2.
        #expect(tape.initialSize == Size(width: 83, height: 15))
        #expect(tape.settings.contains(.typingSpeed(.milliseconds(100))))
        #expect(tape.settings.contains(.waitPattern(#"\$ $"#)))
        #expect(look.renderer.fontFamily.hasPrefix("'DejaVu Sans Mono', "))
    }

    @Test func aNamedThemeIsAppliedAndAnUnknownOneWarns() throws {
        #expect(try Tape.parse(#"Set Theme "Graft Light""#, fileName: "t").look.theme == .light)
        let unknown = try Tape.parse(#"Set Theme "Catppuccin Frappe""#, fileName: "t").look
        #expect(unknown.theme == .dark)
        #expect(unknown.warnings.first?.hasPrefix(#"unknown theme "Catppuccin Frappe""#) == true)
    }

    @Test func aPaddingThatLeavesNoRoomIsWarnedAbout() throws {
        let look = try Tape.parse("Set Height 100\nSet Width 100\nSet Padding 100", fileName: "t").look
        #expect(look.warnings == ["a 100x100 picture leaves no room for text inside a padding of 100; the screen is 1x1"])
        #expect(try Tape.parse("Set Width 1000", fileName: "t").look.warnings.isEmpty)
    }

    @Test func waitTakesARegexAScopeAndATimeout() throws {
        #expect(
            try commands("Wait\nWait /World/\nWait+Screen /World/\nWait+Line@10ms /World/\nWait@10ms /a\\/b/\nWait \"x\"") == [
                .waitMatch(pattern: nil, scope: .line, timeout: nil),
                .waitMatch(pattern: "World", scope: .line, timeout: nil),
                .waitMatch(pattern: "World", scope: .screen, timeout: nil),
                .waitMatch(pattern: "World", scope: .line, timeout: .milliseconds(10)),
                .waitMatch(pattern: #"a\/b"#, scope: .line, timeout: .milliseconds(10)),
                .wait("x", timeout: nil),
            ])
    }

    @Test func scrollScreenshotsAndChords() throws {
        #expect(
            try commands("ScrollUp\nScrollDown@1 3\nScreenshot examples/shot.png\nScreenshot shot.svg\nAlt+.\nCtrl+Alt+Shift+P\nCtrl+[")
                == [
                    .scrollViewport(.up, count: 1, speed: nil), .scrollViewport(.down, count: 3, speed: .seconds(1)),
                    .screenshotFile("examples/shot.png"), .screenshotFile("shot.svg"),
                    .key(KeyEvent(.character("."), modifiers: .alt), count: 1, speed: nil),
                    .key(KeyEvent(.character("p"), modifiers: [.control, .alt, .shift]), count: 1, speed: nil),
                    .key(KeyEvent(.character("["), modifiers: .control), count: 1, speed: nil),
                ])
    }

    @Test func sourceSplicesInAnotherTapeWithoutItsOutput() throws {
        let files = ["setup.tape": "Output other.gif\nType \"hi\"\nEnter", "nested.tape": "Source setup.tape"]
        let tape = try Tape.parse("Output main.svg\nSource setup.tape\nSleep 1", fileName: "main.tape", loadingSource: { files[$0] })
        #expect(
            tape.steps.map(\.command) == [
                .output("main.svg"), .type("hi", speed: nil), .key(KeyEvent(.enter), count: 1, speed: nil), .sleep(.seconds(1)),
            ])
        #expect(tape.steps[1].line == 2 && tape.steps[1].source == #"setup.tape:2: Type "hi""#)
        #expect(tape.steps[2].line == 2 && tape.steps[2].source == "setup.tape:3: Enter")
        let nested = #expect(throws: TapeErrors.self) {
            try Tape.parse("Source nested.tape", fileName: "main.tape", loadingSource: { files[$0] })
        }
        #expect(nested?.errors.first?.message == "a sourced tape cannot source another ('Source setup.tape')")
        #expect(nested?.errors.first?.fileName == "nested.tape")
    }
}
