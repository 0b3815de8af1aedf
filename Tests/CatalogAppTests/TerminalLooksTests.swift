import GraftTerminal
import Testing

/// The reader of tmux's styled captures that the real-terminal tour
/// compares colors with: it must see what a terminal shows.
@Suite("Reading a terminal's colors")
struct TerminalLooksTests {
    @Test func stylesCarryAcrossCellsAndLinesUntilChanged() {
        let captured = "\u{1B}[1;31mAB\u{1B}[0m \u{1B}[48;5;208m漢\n\u{1B}[4mx\u{1B}[24;39m "
        let looks = TerminalLooks.parse(captured, size: Size(width: 6, height: 3))
        let boldRed = CellLook(foreground: 1, background: nil, attributes: [.bold], isBlank: false)
        #expect(looks[0][0] == boldRed && looks[0][1] == boldRed)
        #expect(looks[0][2] == CellLook(foreground: nil, background: nil, attributes: [], isBlank: true))
        let orange = CellLook(foreground: nil, background: 208, attributes: [], isBlank: false)
        #expect(looks[0][3] == orange && looks[0][4] == orange, "a wide character fills two cells")
        #expect(looks[0][5] == nil, "past the end of the line")
        #expect(
            looks[1][0] == CellLook(foreground: nil, background: 208, attributes: [.underline], isBlank: false),
            "the background set on the line above still holds")
        #expect(looks[1][1] == CellLook(foreground: nil, background: 208, attributes: [], isBlank: true))
        #expect(looks[2].allSatisfy { $0 == nil })
    }

    @Test func aCanvasLooksAsItWouldOn256Colors() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("a", at: Point(x: 0, y: 0), style: Style(foreground: .rgb(255, 0, 0), attributes: [.italic, .bold]))
        canvas.write(" ", at: Point(x: 1, y: 0), style: Style(foreground: .blue, attributes: [.bold]))
        canvas.write(" ", at: Point(x: 2, y: 0), style: Style(foreground: .blue, attributes: [.reverse]))
        let looks = TerminalLooks.looks(of: canvas)[0]
        #expect(looks[0] == CellLook(foreground: 196, background: nil, attributes: [.bold], isBlank: false))
        #expect(looks[1] == CellLook(foreground: nil, background: nil, attributes: [], isBlank: true), "a bold blue blank looks blank")
        #expect(
            looks[2] == CellLook(foreground: 4, background: nil, attributes: [.reverse], isBlank: true), "a reversed blank shows its color")
    }
}
