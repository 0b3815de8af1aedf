import Testing
@testable import GraftTesting

@Suite("Tape errors")
struct TapeErrorTests {
    /// The error a tape is refused with, as its description.
    private func failure(_ source: String) -> String? {
        do {
            _ = try Tape.parse(source, fileName: "tour.tape")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func errorNamesFileLineAndColumn() throws {
        let error = try #require(throws: TapeError.self) {
            try Tape.parse("Enter\n# note\nDown x", fileName: "tour.tape")
        }
        #expect(error.fileName == "tour.tape")
        #expect(error.line == 3)
        #expect(error.column == 6)
        #expect(error.description == "tour.tape:3:6: expected a count or end of line after 'Down', found 'x'")
    }

    @Test func unknownCommandListsTheValidOnes() throws {
        let message = try #require(failure("Frob 3"))
        #expect(message.hasPrefix("tour.tape:1:1: unknown command 'Frob'; valid commands are Set, Type, Key, Enter"))
        for name in ["Click", "Scroll", "Resize", "Sleep", "Wait", "Expect", "Screenshot", "Hide", "Show", "Ctrl+<key>"] {
            #expect(message.contains(name))
        }
    }

    @Test func unknownCommandSuggestsTheRightCase() {
        #expect(failure("  enter")?.hasPrefix("tour.tape:1:3: unknown command 'enter' (did you mean 'Enter'?); valid commands") == true)
        #expect(failure("sleep@1s 2s")?.contains("unknown command 'sleep' (did you mean 'Sleep'?)") == true)
    }

    @Test func countErrors() {
        #expect(failure("Down 0") == "tour.tape:1:6: expected a count from 1 to 9999 or end of line after 'Down', found '0'")
        #expect(failure("Down 10000")?.contains("a count from 1 to 9999") == true)
        #expect(failure("Down 3 x") == "tour.tape:1:8: expected end of line after the count, found 'x'")
        #expect(failure("Enter@") == "tour.tape:1:7: expected a duration such as 100ms or 1s after 'Enter@', found nothing")
    }

    @Test func typeErrors() {
        #expect(failure("Type") == "tour.tape:1:5: expected a quoted string after 'Type', found end of line")
        #expect(failure("Type hello") == "tour.tape:1:6: expected a quoted string after 'Type', found 'hello'")
        #expect(failure(#"Type "abc"#) == #"tour.tape:1:6: unterminated string: no closing " on this line"#)
        #expect(failure("Type 'abc") == "tour.tape:1:6: unterminated string: no closing ' on this line")
        #expect(failure(#"Type "a\qb""#) == #"tour.tape:1:8: unknown escape '\q'; valid escapes are \" \\ \n \t"#)
        #expect(failure(#"Type "x" Enter"#) == "tour.tape:1:10: expected end of line after the text, found 'Enter'")
        #expect(failure(#"Type@fast "x""#) == "tour.tape:1:6: expected a duration such as 100ms or 1s after 'Type@', found 'fast'")
    }

    @Test func durationErrors() {
        #expect(failure("Sleep") == "tour.tape:1:6: expected a duration such as 500ms or 2s after 'Sleep', found end of line")
        #expect(failure("Sleep 500") == "tour.tape:1:7: expected a duration such as 500ms or 2s after 'Sleep', found '500'")
        #expect(failure("Sleep .5s") != nil)
        #expect(failure("Sleep 1.s") != nil)
        #expect(failure("Sleep 1m") != nil)
        #expect(failure("Sleep 2s now") == "tour.tape:1:10: expected end of line after the duration, found 'now'")
        #expect(failure("Sleep@1s 2s") == "tour.tape:1:6: 'Sleep' takes no '@' duration")
        #expect(failure("Set TypingSpeed fast") == "tour.tape:1:17: expected a duration such as 50ms or 1s after 'Set TypingSpeed', found 'fast'")
        #expect(failure("Set WaitTimeout") != nil)
    }

    @Test func settingErrors() {
        #expect(failure("Set") == "tour.tape:1:4: expected a setting after 'Set': Size, TypingSpeed or WaitTimeout, found end of line")
        #expect(failure("Set Theme dark") == "tour.tape:1:5: unknown setting 'Theme'; valid settings are Size, TypingSpeed or WaitTimeout")
        #expect(failure("Set Size 100") == "tour.tape:1:10: expected a size such as 80x24 (1 to 1000 on each side) after 'Set Size', found '100'")
        #expect(failure("Set Size 0x10") != nil)
        #expect(failure("Set Size 2000x10") != nil)
        #expect(failure("Set Size 10x10 big") == "tour.tape:1:16: expected end of line after the size, found 'big'")
        #expect(failure("Set Size 10x10\nSet Size 20x20") == "tour.tape:2:5: the size is already set on line 1")
        #expect(failure("Enter\nSet Size 20x20") == "tour.tape:2:5: 'Set Size' must come before the first command (line 1); use 'Resize' to change the size later")
        #expect(failure("Set@1s Size 10x10") == "tour.tape:1:4: 'Set' takes no '@' duration")
    }

    @Test func keyAndChordErrors() {
        #expect(failure("Ctrl+Foo")?.hasPrefix("tour.tape:1:6: unknown key 'Foo'; expected one character or one of Enter, Escape") == true)
        #expect(failure("Super+C") == "tour.tape:1:1: unknown modifier 'Super'; valid modifiers are Ctrl, Alt and Shift")
        #expect(failure("Ctrl+Alt+Ctrl+C") == "tour.tape:1:10: 'Ctrl' appears twice in 'Ctrl+Alt+Ctrl+C'")
        #expect(failure("Ctrl+")?.hasPrefix("tour.tape:1:6: expected a key after 'Ctrl+'") == true)
        #expect(failure("Ctrl+C 2") == "tour.tape:1:8: expected end of line after 'Ctrl+C', found '2'")
        #expect(failure("Key") == "tour.tape:1:4: expected a key after 'Key', such as x, Enter, F5 or Ctrl+C, found end of line")
        #expect(failure("Key F13")?.hasPrefix("tour.tape:1:5: unknown key 'F13'") == true)
        #expect(failure("Key x y") == "tour.tape:1:7: expected a count or end of line after 'x', found 'y'")
    }

    @Test func mouseErrors() {
        #expect(failure("Click") == "tour.tape:1:6: expected a zero-based column after 'Click', found end of line")
        #expect(failure("Click 3") == "tour.tape:1:8: expected a zero-based row after the column, found end of line")
        #expect(failure("Click -1 2") == "tour.tape:1:7: expected a zero-based column after 'Click', found '-1'")
        #expect(failure("Click 1 2 3") == "tour.tape:1:11: expected end of line after the row, found '3'")
        #expect(failure("Scroll Left 1 2") == "tour.tape:1:8: expected Up or Down after 'Scroll', found 'Left'")
        #expect(failure("Scroll Up 1") == "tour.tape:1:12: expected a zero-based row after the column, found end of line")
        #expect(failure("Scroll Up 1 2 0") == "tour.tape:1:15: expected a count from 1 to 9999 or end of line after the row, found '0'")
        #expect(failure("Resize 60") == "tour.tape:1:8: expected a size such as 80x24 (1 to 1000 on each side) after 'Resize', found '60'")
        #expect(failure("Resize 60x20 x") == "tour.tape:1:14: expected end of line after the size, found 'x'")
    }

    @Test func waitAndExpectErrors() {
        #expect(failure("Wait") == "tour.tape:1:5: expected a quoted string after 'Wait', found end of line")
        #expect(failure(#"Wait@soon "x""#) == "tour.tape:1:6: expected a duration such as 100ms or 1s after 'Wait@', found 'soon'")
        #expect(failure(#"Wait "x" 5s"#) == "tour.tape:1:10: expected end of line after the text, found '5s'")
        #expect(failure("Expect") == "tour.tape:1:7: expected a quoted string after 'Expect', found end of line")
        #expect(failure("Expect not") == "tour.tape:1:11: expected a quoted string after 'Expect not', found end of line")
        #expect(failure("Expect never \"x\"") == "tour.tape:1:8: expected a quoted string after 'Expect', found 'never'")
    }

    @Test func screenshotAndVisibilityErrors() {
        #expect(failure("Screenshot") == "tour.tape:1:11: expected a name after 'Screenshot' (letters, digits, '-', '_', '.'), found end of line")
        #expect(failure("Screenshot a/b") == "tour.tape:1:12: invalid screenshot name 'a/b'; use ASCII letters, digits, '-', '_' and '.'")
        #expect(failure("Screenshot final") == "tour.tape:1:12: the screenshot name 'final' is reserved for the last frame")
        #expect(failure("Screenshot a\nEnter\nScreenshot a") == "tour.tape:3:12: the screenshot name 'a' is already used on line 1")
        #expect(failure("Screenshot a b") == "tour.tape:1:14: expected end of line after the name, found 'b'")
        #expect(failure("Hide now") == "tour.tape:1:6: expected end of line after 'Hide', found 'now'")
        #expect(failure("Show@1s") == "tour.tape:1:5: 'Show' takes no '@' duration")
    }
}
