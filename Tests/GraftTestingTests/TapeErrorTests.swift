import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Tape errors")
struct TapeErrorTests {
    /// Every error a tape is refused with.
    private func errors(_ source: String) -> [TapeError] {
        do {
            _ = try Tape.parse(source, fileName: "tour.tape", loadingSource: { _ in nil })
            return []
        } catch {
            return error.errors
        }
    }

    /// The first error, as `FILE:LINE:COLUMN: MESSAGE`.
    private func failure(_ source: String) -> String? {
        errors(source).first?.description
    }

    @Test func errorNamesFileLineAndColumnAndShowsTheLineWithACaret() throws {
        let error = try #require(errors("Enter\n# note\n\tDown 0").first)
        #expect(error.fileName == "tour.tape" && error.line == 3 && error.column == 7)
        #expect(error.description == "tour.tape:3:7: expected a count from 1 to 9999 after 'Down', found '0'")
        #expect(
            error.diagnostic == """
                tour.tape:3:7: expected a count from 1 to 9999 after 'Down', found '0'
                    3 | \tDown 0
                      | \t     ^
                """)
    }

    @Test func everyBrokenLineIsReportedAndTheCountEndsTheList() throws {
        let found = errors("Set Foo Bar\nEnter\nFoo\nType Enter\nSleep 1\nBar Backspace@\n")
        #expect(found.map(\.line) == [1, 3, 4, 6])
        let text = TapeErrors(found).description
        #expect(text.hasSuffix("4 errors in tour.tape"))
        #expect(text.contains("    4 | Type Enter\n      |      ^"))
    }

    @Test func unknownCommandsHintAtTheRightName() throws {
        let frob = try #require(errors("Frob 3").first)
        #expect(frob.description == "tour.tape:1:1: unknown command 'Frob'")
        for name in ["Output", "Require", "Click", "Wait", "Expect", "Screenshot", "Copy", "Paste", "ScrollUp", "Ctrl+<key>"] {
            #expect(frob.hint?.contains(name) == true)
        }
        #expect(errors("  enter").first?.hint == "did you mean 'Enter'?")
        #expect(errors("  enter").first?.column == 3)
        #expect(errors(#""hello""#).first?.hint == #"to type text, write Type "hello""#)
    }

    @Test func commandsMayShareALineAndCommentsMayFollowThem() throws {
        let tape = try Tape.parse(#"Type "ls" Enter Sleep 0.5 # run it"#, fileName: "t.tape")
        #expect(
            tape.steps.map(\.command) == [.type("ls", speed: nil), .key(.init(.enter), count: 1, speed: nil), .sleep(.milliseconds(500))])
        #expect(tape.steps.map(\.source) == [#"Type "ls""#, "Enter", "Sleep 0.5"])
        #expect(failure("Down 3 x") == "tour.tape:1:8: unknown command 'x'")
    }

    @Test func countAndDurationErrors() {
        #expect(failure("Down 10000")?.contains("a count from 1 to 9999") == true)
        #expect(failure("Enter@") == "tour.tape:1:7: expected a duration after 'Enter@', such as 100ms or 0.5, found end of line")
        #expect(failure("Sleep") == "tour.tape:1:6: expected a duration after 'Sleep', such as 0.5, 500ms or 2s, found end of line")
        #expect(failure("Sleep 2h") == "tour.tape:1:7: expected duration after 'Sleep', such as 0.5, 500ms or 2s, found '2h'")
        #expect(errors("Sleep 2h").first?.hint?.contains("a bare number is seconds") == true)
        #expect(failure("Sleep@1s 2s") == "tour.tape:1:6: 'Sleep' takes no '@' duration")
        #expect(
            failure("Set TypingSpeed fast")
                == "tour.tape:1:17: expected a duration after 'Set TypingSpeed', such as 50ms or 0.1, found 'fast'")
        #expect(failure("Wait@0 /x/") == "tour.tape:1:6: 'Wait@' needs a duration above zero")
    }

    @Test func typeAndStringErrors() {
        #expect(failure("Type") == "tour.tape:1:5: expected a quoted string after 'Type', found end of line")
        #expect(failure("Type Enter") == "tour.tape:1:6: expected a quoted string after 'Type', found 'Enter'")
        #expect(
            failure(#"Type "abc"#)
                == #"tour.tape:1:6: expected a quoted string after 'Type', found a string with no closing " on this line"#)
        #expect(failure(#"Type@fast "x""#) == "tour.tape:1:6: expected a duration after 'Type@', such as 100ms or 0.5, found 'fast'")
    }

    @Test func settingErrors() {
        #expect(
            failure("Set") == "tour.tape:1:4: expected a setting after 'Set', such as Width, FontSize or TypingSpeed, found end of line")
        #expect(
            failure("Set Colour x")?.hasPrefix("tour.tape:1:5: unknown setting 'Colour'; valid settings are Size, Width, Height") == true)
        #expect(errors("Set fontsize 3").first?.hint == "did you mean 'FontSize'?")
        #expect(
            failure("Set Size 100") == "tour.tape:1:10: expected a size such as 80x24 (1 to 1000 on each side) after 'Size', found '100'")
        #expect(failure("Set Size 10x10\nSet Size 20x20") == "tour.tape:2:5: the size is already set on line 1")
        #expect(failure("Enter\nSet Size 20x20") == "tour.tape:2:5: 'Set Size' must come before the first command (line 1)")
        #expect(failure("Enter\nSet Width 800") == "tour.tape:2:5: 'Set Width' must come before the first command (line 1)")
        #expect(failure("Set FontSize big") == "tour.tape:1:14: expected a font size in pixels after 'Set FontSize', found 'big'")
        #expect(
            failure("Set FontSize 0") == "tour.tape:1:14: expected a font size in pixels from 1 to 1000 after 'Set FontSize', found '0'")
        #expect(failure("Set Width 12.5") == "tour.tape:1:11: expected whole pixels after 'Set Width', found '12.5'")
        #expect(failure("Set CursorBlink maybe") == "tour.tape:1:17: expected true or false after 'Set CursorBlink', found 'maybe'")
        #expect(
            failure("Set WindowBar Fancy")
                == "tour.tape:1:15: 'Fancy' is not a window bar; valid bars are Colorful, ColorfulRight, Rings, RingsRight")
        #expect(failure(##"Set MarginFill "#12""##) == ##"tour.tape:1:16: "#12" is not a color; write #RRGGBB"##)
        #expect(
            failure(#"Set Theme { "background": "blue" }"#)
                == ##"tour.tape:1:11: invalid theme: "background" is not a color such as "#29283b""##)
        #expect(
            failure("Set Theme { \"name\": 3")
                == "tour.tape:1:11: expected a theme after 'Set Theme': a name such as \"Graft Light\", or a { … } object, found a string with no closing } for this theme"
        )
        #expect(failure("Set WaitPattern /(/")?.hasPrefix("tour.tape:1:17: invalid regular expression /(/") == true)
    }

    @Test func outputSourceAndScreenshotErrors() {
        #expect(failure("Output") == "tour.tape:1:7: expected a file to write after 'Output', such as demo.svg, found end of line")
        #expect(failure("Output demo") == "tour.tape:1:8: expected a file name with an extension after 'Output', found 'demo'")
        #expect(errors("Output demo").first?.hint?.hasPrefix("Output writes a recording") == true)
        #expect(failure("Source setup") == "tour.tape:1:8: expected a file ending in .tape after 'Source', found 'setup'")
        #expect(failure("Source missing.tape") == "tour.tape:1:8: cannot read the tape 'missing.tape'")
        #expect(failure("Screenshot shot.gif") == nil)  // a name with a dot, kept in the recording
        #expect(
            failure("Screenshot out/shot.gif")
                == "tour.tape:1:12: expected a file ending in .png, .svg, .txt or .ansi after 'Screenshot', found 'out/shot.gif'")
        #expect(failure("Screenshot final") == "tour.tape:1:12: the screenshot name 'final' is reserved for the last frame")
        #expect(failure("Screenshot a\nEnter\nScreenshot a") == "tour.tape:3:12: the screenshot name 'a' is already used on line 1")
        #expect(failure("Require") == "tour.tape:1:8: expected a program name after 'Require', such as git, found end of line")
        #expect(failure("Env HELLO") == "tour.tape:1:10: expected a value after 'Env HELLO', such as \"world\", found end of line")
    }

    @Test func keyChordMouseAndWaitErrors() {
        #expect(failure("Ctrl+Foo")?.hasPrefix("tour.tape:1:6: unknown key 'Foo'; expected one character or one of Enter, Escape") == true)
        #expect(failure("Super+C") == "tour.tape:1:1: unknown modifier 'Super'; valid modifiers are Ctrl, Alt and Shift")
        #expect(failure("Ctrl+Alt+Ctrl+C") == "tour.tape:1:10: 'Ctrl' appears twice in 'Ctrl+Alt+Ctrl+C'")
        #expect(failure("Key") == "tour.tape:1:4: expected a key after 'Key', such as x, Enter, F5 or Ctrl+C, found end of line")
        #expect(failure("Key F13")?.hasPrefix("tour.tape:1:5: unknown key 'F13'") == true)
        #expect(failure("Click 3") == "tour.tape:1:8: expected a zero-based row after the column, found end of line")
        #expect(failure("Scroll Left 1 2") == "tour.tape:1:8: expected Up or Down after 'Scroll', found 'Left'")
        #expect(failure("Resize 60") == "tour.tape:1:8: expected a size such as 80x24 (1 to 1000 on each side) after 'Resize', found '60'")
        #expect(failure("Wait+Page /x/") == "tour.tape:1:6: expected Screen or Line after 'Wait+', found 'Page'")
        #expect(failure("Wait /[/")?.hasPrefix("tour.tape:1:6: invalid regular expression /[/") == true)
        #expect(failure(#"Wait+Line "x""#) == "tour.tape:1:11: 'Wait+Line' takes a /regex/, found a string")
        #expect(failure("Expect never \"x\"") == "tour.tape:1:8: expected a quoted string after 'Expect', found 'never'")
        #expect(failure("Show@1s") == "tour.tape:1:5: 'Show' takes no '@' duration")
    }
}
