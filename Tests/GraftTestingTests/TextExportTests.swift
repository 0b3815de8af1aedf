import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Text exports")
struct TextExportTests {
    @Test func plainTextListsScreenshotsThenTheFinalFrame() {
        #expect(
            Fixtures.recording.plainText() == """
                --- menu ---
                Menu
                  one
                  two
                --- picked ---
                Menu
                  one
                > two
                --- final ---
                Menu done
                  one
                > two

                """)
    }

    @Test func plainTextIsTheSameForTheSameRecording() {
        #expect(Array(Fixtures.recording.plainText().utf8) == Array(Fixtures.recording.plainText().utf8))
    }

    @Test func recordingWithoutScreenshotsHasOnlyTheFinalFrame() {
        let recording = Recording(finalFrame: Fixtures.canvas(["a  ", ""], width: 3))
        #expect(recording.plainText() == "--- final ---\na\n\n")
    }

    @Test func ansiTextStylesTheCells() {
        let text = Fixtures.recording.ansiText()
        #expect(text.hasPrefix("--- menu ---\n"))
        #expect(text.contains("--- picked ---\n"))
        #expect(text.contains("--- final ---\n"))
        #expect(text.contains("\u{1B}[0;1;36mone"))
        #expect(text.contains("\u{1B}[0;38;2;255;136;0;48;5;236mdone"))
        #expect(text.hasSuffix("\u{1B}[0m\n"))
        let sixteen = Fixtures.recording.ansiText(colorSupport: .ansi16)
        #expect(!sixteen.contains("38;2;"))
    }
}
