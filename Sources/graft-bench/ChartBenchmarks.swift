import Foundation
import GraftCharts
import GraftHosting
import GraftTerminal
import TUIKit

/// A line chart of N points, hosted and focused, on the app's own path: each
/// iteration is an arrow key that moves the chart's selection, so the chart's
/// marks are built again from its data, laid out, drawn and written.
@MainActor
enum ChartBenchmarks {
    static let sizes = [1_000, 100_000]

    struct Point: Identifiable {
        let id: Int
        let value: Double
    }

    struct LineChart: View {
        let points: [Point]
        @State private var selected: Int?

        var body: some View {
            Chart(points) { point in
                LineMark(x: .value("Step", point.id), y: .value("Value", point.value))
            }
            .chartXSelection(value: $selected)
        }
    }

    /// The same chart as one vectorized `LinePlot` over the points.
    struct LinePlotChart: View {
        let points: [Point]
        @State private var selected: Int?

        var body: some View {
            Chart {
                LinePlot(points, x: .value("Step", \.id), y: .value("Value", \.value))
            }
            .chartXSelection(value: $selected)
        }
    }

    static var all: [Benchmark] { marks + plots }

    static func points(_ count: Int) -> [Point] {
        (0 ..< count).map { Point(id: $0, value: sin(Double($0) / Double(max(1, count / 20)))) }
    }

    /// `path.chart.plot/N`: the selection moves on a chart of one `LinePlot`.
    static var plots: [Benchmark] {
        sizes.map { count in
            let path = CatalogAppBenchmarks.Lazy { () -> TerminalPath in
                let path = TerminalPath(root: TUIHostingController(rootView: LinePlotChart(points: points(count))))
                _ = path.press(.tab)
                return path
            }
            return Benchmark(name: "path.chart.plot/\(count)", unit: "key: a LinePlot chart's selection moves, to the pty") { iterations in
                path.value.press(cycling: [.right, .left], iterations)
            }
        }
    }

    static var marks: [Benchmark] {
        sizes.map { count in
            let path = CatalogAppBenchmarks.Lazy { () -> TerminalPath in
                let path = TerminalPath(root: TUIHostingController(rootView: LineChart(points: points(count))))
                // Focus the chart, so the arrows reach it.
                _ = path.press(.tab)
                return path
            }
            return Benchmark(name: "path.chart.select/\(count)", unit: "key: a line chart's selection moves, to the pty") { iterations in
                path.value.press(cycling: [.right, .left], iterations)
            }
        }
    }
}
