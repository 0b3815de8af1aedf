import Testing

@testable import GraftTerminal

@Suite("Terminal type choice")
struct TerminalTypeChoiceTests {
    @Test func colorTermTruecolorTriesTheDirectColorSiblingFirst() {
        #expect(TerminalTypeChoice.candidates(for: "xterm-256color", colorTerm: "truecolor") == ["xterm-direct", "xterm-256color"])
        #expect(TerminalTypeChoice.candidates(for: "tmux-256color", colorTerm: "24bit") == ["tmux-direct", "tmux-256color"])
        #expect(TerminalTypeChoice.candidates(for: "xterm", colorTerm: "TrueColor") == ["xterm-direct", "xterm"])
    }

    @Test func otherwiseTheTypeIsUsedAsGiven() {
        #expect(TerminalTypeChoice.candidates(for: "xterm-256color", colorTerm: nil) == ["xterm-256color"])
        #expect(TerminalTypeChoice.candidates(for: "xterm-256color", colorTerm: "yes") == ["xterm-256color"])
        #expect(TerminalTypeChoice.candidates(for: "xterm-direct", colorTerm: "truecolor") == ["xterm-direct"])
    }

    @Test func dumbAndEmptyTerminalsAreRefusedWithAMessageThatSaysWhy() {
        #expect(TerminalTypeChoice.refusal(for: "dumb") == .cannotDrawScreen(terminalType: "dumb"))
        #expect(TerminalTypeChoice.refusal(for: "") == .cannotDrawScreen(terminalType: ""))
        #expect(TerminalTypeChoice.refusal(for: "xterm") == nil)
        #expect(TerminalError.cannotDrawScreen(terminalType: "dumb").description.contains("cannot move the cursor"))
        #expect(TerminalError.cannotStart(terminalType: "foo").description.contains("'foo' (TERM) is not in the terminfo database"))
    }
}
