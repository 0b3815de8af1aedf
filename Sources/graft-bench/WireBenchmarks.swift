import CNcurses
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

    /// A pseudo-terminal whose far end the benchmark reads.
    private final class PseudoTerminal {
        let controller: Int32
        let device: Int32

        init?(size: Size) {
            var controller: Int32 = -1
            var device: Int32 = -1
            guard graft_open_pseudo_terminal(&controller, &device) == 0 else { return nil }
            self.controller = controller
            self.device = device
            _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
            _ = graft_set_terminal_size(device, Int32(size.width), Int32(size.height))
        }

        /// Reads and counts everything written so far.
        func drain() -> Int {
            var total = 0
            var seen: [UInt8] = []
            defer {
                if ProcessInfo.processInfo.environment["GRAFT_WIRE_DUMP"] != nil {
                    print("    " + String(decoding: seen, as: UTF8.self).debugDescription)
                }
            }
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                guard count > 0 else { return total }
                total += count
                seen += buffer[..<count]
            }
        }
    }

    static func run(size: Size = Size(width: 80, height: 24), terminalType: String = "xterm-256color") -> [Result] {
        guard let terminal = PseudoTerminal(size: size) else {
            print("wire: cannot open a pseudo-terminal")
            return []
        }
        var options = NcursesSurface.Options()
        options.handlesSignals = false
        options.capturesStandardError = false
        options.terminalType = terminalType
        guard let surface = try? NcursesSurface(input: terminal.device, output: terminal.device, options: options) else {
            print("wire: cannot start ncurses on the pseudo-terminal")
            return []
        }
        defer { surface.close() }
        _ = terminal.drain()

        var results: [Result] = []
        func frame(_ scenario: String, _ canvas: Canvas) {
            let writesBefore = surface.outputStatistics.writes
            surface.present(canvas)
            let writes = surface.outputStatistics.writes - writesBefore
            results.append(Result(scenario: scenario, bytes: terminal.drain(), writes: writes))
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
}
