import Foundation
import GraftTerminal

/// What the real terminal surface sends on the wire: bytes per frame for
/// typical changes, measured by running ``NcursesSurface`` on a
/// pseudo-terminal and reading everything it writes.
@MainActor
enum WireBenchmarks {
    struct Result {
        var scenario: String
        var bytes: Int
        var writes: Int
    }

    static func run(size: Size = Size(width: 80, height: 24), terminalType: String = "xterm-256color") -> [Result] {
        guard let terminal = PseudoTerminal(size: size) else {
            print("wire: cannot open a pseudo-terminal")
            return []
        }
        guard let surface = try? terminal.makeSurface(terminalType: terminalType) else {
            print("wire: cannot start ncurses on the pseudo-terminal")
            return []
        }
        defer { surface.close() }

        var results: [Result] = []
        func frame(_ scenario: String, _ canvas: Canvas) {
            let writesBefore = surface.outputStatistics.writes
            surface.present(canvas)
            let writes = surface.outputStatistics.writes - writesBefore
            results.append(Result(scenario: scenario, bytes: drain(terminal), writes: writes))
        }
        var canvas = Canvas(size: surface.size)
        for row in 0 ..< size.height {
            canvas.write("Row \(row): the quick brown fox jumps over the lazy dog", at: Point(x: 0, y: row))
        }
        frame("first frame, full screen of text", canvas)
        frame("unchanged frame", canvas)
        canvas.write("X", at: Point(x: 40, y: 12))
        frame("one changed glyph, plain style", canvas)
        canvas.write("Y", at: Point(x: 41, y: 12))
        frame("one changed glyph next to the last one", canvas)
        canvas.write("Z", at: Point(x: 10, y: 3), style: Style(foreground: .red))
        frame("one changed glyph in red", canvas)
        canvas.write("W", at: Point(x: 70, y: 20), style: Style(foreground: .rgb(10, 200, 90), attributes: .bold))
        frame("one changed glyph, bold 24-bit color", canvas)
        canvas.write("漢", at: Point(x: 30, y: 5))
        frame("one changed wide glyph", canvas)
        canvas.write("hello", at: Point(x: 5, y: 18))
        frame("a typed word (5 glyphs)", canvas)
        var highlighted = canvas
        highlighted.fillBackground(Rect(x: 0, y: 8, width: size.width, height: 1), color: .blue)
        frame("selection bar moves onto a row", highlighted)
        var scrolled = Canvas(size: surface.size)
        for row in 0 ..< size.height {
            scrolled.write("Row \(row + 1): the quick brown fox jumps over the lazy dog", at: Point(x: 0, y: row))
        }
        frame("list scrolled by one row", scrolled)
        return results
    }

    /// Reads what reached the terminal; `GRAFT_WIRE_DUMP=1` prints it.
    private static func drain(_ terminal: PseudoTerminal) -> Int {
        let bytes = terminal.drainBytes()
        if ProcessInfo.processInfo.environment["GRAFT_WIRE_DUMP"] != nil {
            print("    " + String(decoding: bytes, as: UTF8.self).debugDescription)
        }
        return bytes.count
    }
}
