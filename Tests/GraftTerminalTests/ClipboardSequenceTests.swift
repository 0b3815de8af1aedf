import Testing

@testable import GraftTerminal

/// Copying to the system clipboard: the OSC 52 sequence, written to the
/// real terminal at once.
@MainActor
@Suite("Clipboard sequence")
struct ClipboardSequenceTests {
    @Test func theSequenceCarriesTheTextAsBase64OfItsUTF8() {
        let bytes = ClipboardSequence.bytes(copying: "Crème ✓")
        #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == "\u{1B}]52;c;Q3LDqG1lIOKckw==\u{1B}\\")
        #expect(ClipboardSequence.bytes(copying: String(repeating: "x", count: 80_000)) == nil, "too long for terminals")
    }

    @Test func theRealSurfaceWritesItWithoutAFrame() throws {
        let terminal = try #require(PseudoTerminal(size: Size(width: 10, height: 2)))
        let surface = try terminal.makeSurface()
        surface.present(Canvas(size: Size(width: 10, height: 2)))
        _ = terminal.drainBytes()
        surface.copyToClipboard("Field Notes Case")
        let sent = terminal.drainBytes()
        #expect(sent == Array("\u{1B}]52;c;RmllbGQgTm90ZXMgQ2FzZQ==\u{1B}\\".utf8))
    }

    @Test func aHeadlessSurfaceKeepsWhatWasCopied() {
        let surface = HeadlessSurface(size: Size(width: 4, height: 1))
        #expect(surface.clipboard == nil)
        surface.copyToClipboard("a")
        #expect(surface.clipboard == "a")
    }
}
