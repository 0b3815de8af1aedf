import Foundation
import Testing

@testable import GraftTerminal

/// Asking the terminal at start-up whether it draws sixels, without losing
/// what the person types meanwhile.
@MainActor
@Suite("Device attributes query")
struct DeviceAttributesQueryTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aReplyIsFoundAmongTypedBytes() throws {
        let found = try #require(TerminalGraphics.deviceAttributesReply(in: bytes("ab\u{1B}[?62;4;22cxy")))
        #expect(found.reply == "\u{1B}[?62;4;22c")
        #expect(found.rest == bytes("abxy"))
        #expect(TerminalGraphics.listsSixels(found.reply))
        // An arrow key typed before the reply is kept as it was.
        let withArrow = try #require(TerminalGraphics.deviceAttributesReply(in: bytes("\u{1B}[A\u{1B}[?1;2c")))
        #expect(withArrow.rest == bytes("\u{1B}[A") && !TerminalGraphics.listsSixels(withArrow.reply))
    }

    @Test func aPartReplyIsNoReplyYet() {
        #expect(TerminalGraphics.deviceAttributesReply(in: bytes("\u{1B}[?62;4")) == nil)
        #expect(TerminalGraphics.deviceAttributesReply(in: bytes("\u{1B}[?62;x4c")) == nil)
        #expect(TerminalGraphics.deviceAttributesReply(in: []) == nil)
    }

    @Test func onlyAnUndecidedTerminalIsAsked() {
        func asks(_ environment: [String: String], _ colors: ColorSupport = .indexed256) -> Bool {
            TerminalGraphics.asksForDeviceAttributes(environment: environment, colorSupport: colors)
        }
        #expect(asks(["TERM": "xterm-256color"]))
        #expect(!asks(["TERM": "xterm-kitty"]), "kitty is known already")
        #expect(!asks(["TERM": "xterm-256color", "GRAFT_GRAPHICS": "cells"]))
        #expect(!asks(["TERM": "xterm-256color", "GRAFT_GRAPHICS": "sixel"]), "the variable decides")
        #expect(!asks(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(!asks(["TERM": "screen-256color"]))
        #expect(!asks(["TERM": "xterm-256color"], .ansi16), "16 colors keep cells anyway")
    }

    /// A pseudo-terminal in raw mode, as the surface puts it before asking.
    private func rawTerminal() throws -> PseudoTerminal {
        let terminal = try #require(PseudoTerminal(size: Size(width: 20, height: 5)))
        var modes = termios()
        tcgetattr(terminal.device, &modes)
        cfmakeraw(&modes)
        tcsetattr(terminal.device, TCSANOW, &modes)
        return terminal
    }

    @Test func theQueryReadsTheReplyFromTheTerminalAndKeepsTypedKeys() throws {
        let terminal = try rawTerminal()
        // The terminal answered, and the person typed "q" first.
        let answer = bytes("q\u{1B}[?63;1;4c")
        _ = answer.withUnsafeBytes { write(terminal.controller, $0.baseAddress, $0.count) }
        let result = NcursesSurface.queryDeviceAttributes(input: terminal.device, output: terminal.device)
        #expect(result.reply == "\u{1B}[?63;1;4c")
        #expect(result.typed == bytes("q"))
        #expect(terminal.drainBytes() == bytes("\u{1B}[c"), "the question was asked")
    }

    @Test func aTerminalThatDoesNotAnswerCostsAboutTheTimeout() throws {
        let terminal = try rawTerminal()
        let start = ContinuousClock.now
        let result = NcursesSurface.queryDeviceAttributes(input: terminal.device, output: terminal.device, timeout: .milliseconds(50))
        let waited = ContinuousClock.now - start
        #expect(result.reply == nil && result.typed.isEmpty)
        #expect(waited >= .milliseconds(40) && waited < .seconds(5), "waited \(waited)")
    }
}
