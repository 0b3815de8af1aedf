import Testing

@testable import GraftTerminal

/// Which graphics a terminal gets, from its environment and device attributes.
@Suite("Terminal graphics detection")
struct TerminalGraphicsDetectionTests {
    private func detect(_ environment: [String: String], colors: ColorSupport = .trueColor, reply: String? = nil) -> TerminalGraphics? {
        TerminalGraphics.detect(environment: environment, colorSupport: colors, deviceAttributes: reply)
    }

    @Test func kittyWezTermAndGhosttyGetKittyGraphics() {
        #expect(detect(["TERM": "xterm-kitty"]) == .kitty)
        #expect(detect(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(detect(["TERM_PROGRAM": "WezTerm"]) == .kitty)
        #expect(detect(["TERM_PROGRAM": "ghostty"]) == .kitty)
        #expect(detect(["TERM_PROGRAM": "Apple_Terminal"]) == nil)
        #expect(detect(["TERM": "xterm-256color"]) == nil)
    }

    @Test func tmuxKeepsCellsUnlessTold() {
        #expect(detect(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]) == nil)
        #expect(detect(["TMUX": "/tmp/tmux", "GRAFT_GRAPHICS": "kitty"]) == .kitty)
    }

    @Test func theVariableChoosesOrTurnsGraphicsOff() {
        #expect(detect(["GRAFT_GRAPHICS": "sixel"]) == .sixel)
        #expect(detect(["GRAFT_GRAPHICS": "KITTY"]) == .kitty)
        #expect(detect(["GRAFT_GRAPHICS": "cells", "TERM": "xterm-kitty"]) == nil)
        #expect(detect(["GRAFT_GRAPHICS": "off", "KITTY_WINDOW_ID": "3"]) == nil)
        #expect(detect(["GRAFT_GRAPHICS": "off"], reply: "\u{1B}[?62;4c") == nil)
    }

    @Test func fewerThan256ColorsKeepCells() {
        #expect(detect(["TERM": "xterm-kitty"], colors: .ansi16) == nil)
        #expect(detect(["GRAFT_GRAPHICS": "kitty"], colors: .ansi8) == nil)
        #expect(detect(["GRAFT_GRAPHICS": "sixel"], colors: .none) == nil)
        #expect(detect(["TERM": "xterm-kitty"], colors: .indexed256) == .kitty)
    }

    @Test func deviceAttributesListingFourMeanSixels() {
        #expect(detect([:], reply: "\u{1B}[?62;4;22c") == .sixel)
        #expect(detect([:], reply: "\u{1B}[?64;1;2;4c") == .sixel)
        #expect(detect([:], reply: "\u{1B}[?62;22;42c") == nil)
        #expect(detect([:], reply: "\u{1B}[?1;2c") == nil)
        #expect(detect([:], reply: "garbage;4") == nil)
        #expect(detect(["TERM": "xterm-kitty"], reply: "\u{1B}[?62;4c") == .kitty)
    }
}
