import GraftTerminal

/// `NcursesSurface.present` alone on a pseudo-terminal (120x40), with the
/// caller keeping its canvas from frame to frame as a retained-frame
/// renderer does: the cost of getting one change, or none, to the terminal.
@MainActor
enum PresentBenchmarks {
    static let screen = Size(width: 120, height: 40)

    static var all: [Benchmark] {
        let fixture = CatalogAppBenchmarks.Lazy { Fixture() }
        return [
            Benchmark(name: "present.one-glyph/120x40", unit: "one glyph changes in a retained canvas, present, to the pty") { iterations in
                fixture.value.run(iterations, changing: true)
            },
            Benchmark(name: "present.unchanged/120x40", unit: "present an unchanged retained canvas") { iterations in
                fixture.value.run(iterations, changing: false)
            },
        ]
    }

    @MainActor
    final class Fixture {
        let terminal: PseudoTerminal
        let surface: NcursesSurface
        var canvas = Canvas(size: PresentBenchmarks.screen)
        private var step = 0

        init() {
            guard let terminal = PseudoTerminal(size: PresentBenchmarks.screen),
                let surface = try? terminal.makeSurface()
            else {
                preconditionFailure("PresentBenchmarks: no pseudo-terminal with ncurses to run on")
            }
            self.terminal = terminal
            self.surface = surface
            for row in 0 ..< PresentBenchmarks.screen.height {
                canvas.write("Row \(row): the quick brown fox jumps over the lazy dog", at: Point(x: 0, y: row))
            }
            surface.present(canvas)
            terminal.drain()
        }

        func run(_ iterations: Int, changing: Bool) -> Int {
            for _ in 0 ..< iterations {
                frame(changing: changing)
            }
            return surface.outputStatistics.bytes
        }

        /// One frame; never inlined, so callgrind can count it.
        @inline(never)
        func frame(changing: Bool) {
            if changing {
                step += 1
                canvas.write(step % 2 == 0 ? "X" : "Y", at: Point(x: 60, y: 20))
            }
            surface.present(canvas)
            terminal.drain()
        }
    }
}
