import GraftTerminal

@testable import GraftTapes
@testable import GraftTesting

/// Frames and recordings built by hand, for the exporters.
enum Fixtures {
    static func canvas(_ lines: [String], width: Int? = nil, style: Style = .plain) -> Canvas {
        let width = width ?? lines.map { $0.reduce(0) { $0 + $1.displayWidth } }.max() ?? 0
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() {
            canvas.write(line, at: Point(x: 0, y: y), style: style)
        }
        return canvas
    }

    /// Two screenshots, three timed frames and a final frame with styles.
    static var recording: Recording {
        var first = canvas(["Menu", "  one  ", "  two"], width: 10)
        first.write("one", at: Point(x: 2, y: 1), style: Style(foreground: .cyan, attributes: .bold))
        var second = first
        second.write("> ", at: Point(x: 0, y: 2))
        var final = second
        final.write("done", at: Point(x: 5, y: 0), style: Style(foreground: .rgb(255, 136, 0), background: .indexed(236)))
        return Recording(
            screenshots: [.init(name: "menu", frame: first), .init(name: "picked", frame: second)],
            frames: [
                .init(time: .zero, frame: first),
                .init(time: .milliseconds(50), frame: second),
                .init(time: .milliseconds(1250), frame: final),
            ],
            finalFrame: final
        )
    }
}
