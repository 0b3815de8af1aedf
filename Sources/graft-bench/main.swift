import Cassowary
import Foundation
import GraftHosting
import GraftTerminal
import TUIKit

// graft-bench [FILTER...] [--samples N] [--iterations N]
// Runs every benchmark whose name contains one of the filters (all when none;
// a filter ending in `$` must end the name), and prints medians per iteration.
// `--iterations N` fixes the iterations per sample (one warm-up iteration, then
// N per sample), so a callgrind run knows how many iterations it counted.
// Build in release: swift run -c release graft-bench

var filters: [String] = []
var harness = Harness()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--samples", let value = arguments.popFirst().flatMap(Int.init) {
        harness.sampleCount = max(value, 1)
    } else if argument == "--iterations", let value = arguments.popFirst().flatMap(Int.init) {
        harness.fixedIterations = max(value, 1)
    } else {
        filters.append(argument)
    }
}

@MainActor
func selected(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { $0.hasSuffix("$") ? name.hasSuffix($0.dropLast()) : name.contains($0) }
}

#if DEBUG
    print("warning: graft-bench is a debug build; measure with: swift run -c release graft-bench")
#endif

let benchmarks =
    (TerminalBenchmarks.all + GraftUIBenchmarks.all + GraftUIScrollBenchmarks.all + ListSelectionBenchmarks.all + ListBenchmarks.all
    + TUIKitControlBenchmarks.all
    + CatalogBenchmarks.all + CatalogAppBenchmarks.all + ChartBenchmarks.all + HostingBenchmarks.all + PresentBenchmarks.all
    + TerminalPathBenchmarks.all + ShapeStyleBenchmarks.all + AnimationBenchmarks.all + PictureBenchmarks.all).filter { selected($0.name) }
if !benchmarks.isEmpty {
    print("benchmark".padding(toLength: 44, withPad: " ", startingAt: 0) + "median      min         per")
    for benchmark in benchmarks {
        let result = harness.measure(benchmark)
        print(
            result.name.padding(toLength: 44, withPad: " ", startingAt: 0)
                + result.median.formatted.padding(toLength: 12, withPad: " ", startingAt: 0)
                + result.minimum.formatted.padding(toLength: 12, withPad: " ", startingAt: 0)
                + result.unit)
    }
}

if selected("wire") {
    print("\nwire: bytes NcursesSurface sends for one frame (xterm-256color, 80x24, pseudo-terminal)")
    let results = await MainActor.run { WireBenchmarks.run() }
    for result in results {
        print(
            "  " + result.scenario.padding(toLength: 44, withPad: " ", startingAt: 0)
                + "\(result.bytes) bytes".padding(toLength: 12, withPad: " ", startingAt: 0) + "\(result.writes) write(s)")
    }
}

if selected("graftui") {
    print("\ngraftui: bodies evaluated per one-row update")
    for count in [100, 1_000, 10_000] {
        print("  vstack/\(count): \(GraftUIBenchmarks.evaluationsPerUpdate(count: count))")
    }
    for count in [1_000, 10_000, 100_000] {
        print("  lazy/\(count): \(GraftUIBenchmarks.evaluationsPerUpdate(count: count, lazy: true))")
    }
}

if selected("graftui.lazy.scroll-nodes") {
    print("\ngraftui.lazy.scroll-nodes: nodes built per page over 40 pages (120x40, after 8 warm-up pages)")
    for count in [1_000, 10_000, 100_000] {
        let built = GraftUIScrollBenchmarks.PageFixture(count: count).nodesBuilt(perPages: 40)
        print("  \(count): \(built)")
    }
}

if selected("cassowary") {
    print("\ncassowary: 1,000 views in a grid, ~4,000 constraints, 200 window resizes (suggestValue)")
    do {
        for run in 1 ... 3 {
            print("  run \(run): \(try BenchmarkLayout(viewCount: 1000, columns: 20).measure(resizes: 200))")
        }
    } catch {
        print("  failed: \(error)")
    }
}

if selected("tuikit") {
    print("\ntuikit: 1,000 views pinned with Auto Layout (~4,000 constraints) in a window, then 100 window resizes")
    for run in 1 ... 3 {
        let result = await MainActor.run { TUIKitBenchmarks.measureLayout() }
        print("  run \(run): \(result)")
    }
}

if selected("lists") {
    print("\nlists: live cells before and after paging through 100,000 items (80x24)")
    let cells = await MainActor.run { ListBenchmarks.cellsAfterScrollingThrough(count: 100_000) }
    print("  before: \(cells.before), after: \(cells.after)")
}

if selected("catalog-app") {
    print("\ncatalog-app: each search keystroke, from the key press to the frame (80x24, median of 9)")
    for count in CatalogAppBenchmarks.sizes {
        let keystrokes = await MainActor.run { CatalogAppBenchmarks.searchKeystrokes(count: count) }
        print("  \(count): " + keystrokes.map { "\($0.key) \($0.median.formatted)" }.joined(separator: ", "))
    }
}

if selected("path.bytes") {
    print("\npath.bytes: bytes written to the terminal per key press (120x40, xterm-256color)")
    let report = await MainActor.run { TerminalPathBenchmarks.bytesReport() }
    for line in report {
        print("  " + line.name.padding(toLength: 44, withPad: " ", startingAt: 0) + line.bytes.map(String.init).joined(separator: ", "))
    }
}

if selected("path.frame-bytes") {
    print("\npath.frame-bytes: bytes written to the terminal per frame of the whole-screen benchmarks (xterm-256color)")
    let report = await MainActor.run {
        [
            ("animation.frame (120x40), 4 frames", AnimationBenchmarks.bytesPerFrame()),
            ("style.gradient (120x40), 2 presses", ShapeStyleBenchmarks.gradientBytesPerPress()),
            ("picture (120x50), 2 presses", PictureBenchmarks.bytesPerPress()),
        ]
    }
    for line in report {
        print("  " + line.0.padding(toLength: 44, withPad: " ", startingAt: 0) + line.1.map(String.init).joined(separator: ", "))
    }
}

if filters.isEmpty || filters.contains(where: { $0.hasPrefix("path.first-frame") }) {
    print(
        "\npath.first-frame: catalog start as the command does it, to the first frame and to the catalog's, on the pseudo-terminal (120x40), 5 runs"
    )
    for count in [10_000] + TerminalPathBenchmarks.catalogSizes {
        let runs = await MainActor.run { TerminalPathBenchmarks.firstFrame(count: count) }
        print(
            "  \(count): "
                + runs.map { "\($0.first.formatted)\($0.loadingScreen ? " (loading screen)" : "") / \($0.catalog.formatted)" }.joined(
                    separator: ", "))
    }
}

if filters.isEmpty || filters.contains(where: { $0.hasPrefix("path.startup") }) {
    print("\npath.startup: catalog app start-up to its first frame written on the pseudo-terminal (120x40), 5 runs")
    for count in TerminalPathBenchmarks.catalogSizes
    where filters.isEmpty || filters.contains(where: { "path.startup/\(count)".contains($0) }) {
        let runs = await MainActor.run { TerminalPathBenchmarks.startup(count: count) }
        print("  \(count): " + runs.map(\.formatted).joined(separator: ", "))
    }
}
