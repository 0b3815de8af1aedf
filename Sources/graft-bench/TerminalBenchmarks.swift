import GraftTerminal

/// The terminal layer's hot path: drawing text into a canvas, diffing frames,
/// and measuring display width.
enum TerminalBenchmarks {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 400, height: 120)]

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for size in sizes {
            let asciiLine = String(repeating: "Graft draws cells. ", count: size.width / 19 + 1)
            let wideLine = String(repeating: "漢字かな한글 ", count: size.width / 11 + 1)
            benchmarks.append(
                Benchmark(name: "canvas.fill-screen-ascii/\(size)", unit: "screen") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations {
                        var canvas = Canvas(size: size)
                        for row in 0 ..< size.height {
                            total &+= canvas.write(asciiLine, at: Point(x: 0, y: row), style: Style(foreground: .cyan))
                        }
                    }
                    return total
                })
            benchmarks.append(
                Benchmark(name: "canvas.fill-screen-wide/\(size)", unit: "screen") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations {
                        var canvas = Canvas(size: size)
                        for row in 0 ..< size.height {
                            total &+= canvas.write(wideLine, at: Point(x: 0, y: row))
                        }
                    }
                    return total
                })
            var before = Canvas(size: size)
            for row in 0 ..< size.height { before.write(asciiLine, at: Point(x: 0, y: row)) }
            var oneCell = before
            oneCell.write("#", at: Point(x: size.width / 2, y: size.height / 2))
            var allCells = Canvas(size: size)
            for row in 0 ..< size.height { allCells.write(wideLine, at: Point(x: 0, y: row)) }
            benchmarks.append(
                Benchmark(name: "diff.one-cell/\(size)", unit: "frame") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations { total &+= oneCell.changes(from: before).count }
                    return total
                })
            benchmarks.append(
                Benchmark(name: "diff.every-cell/\(size)", unit: "frame") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations { total &+= allCells.changes(from: before).count }
                    return total
                })
        }
        let mixed = String(repeating: "Price $49.00 · 漢字 · café · 👍🏽 · 🇯🇵 ", count: 20)
        let ascii = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 20)
        benchmarks.append(
            Benchmark(name: "width.ascii/\(ascii.utf8.count)B", unit: "string") { iterations in
                var total = 0
                for _ in 0 ..< iterations { total &+= ascii.displayWidth }
                return total
            })
        benchmarks.append(
            Benchmark(name: "width.mixed/\(mixed.utf8.count)B", unit: "string") { iterations in
                var total = 0
                for _ in 0 ..< iterations { total &+= mixed.displayWidth }
                return total
            })
        return benchmarks
    }
}
