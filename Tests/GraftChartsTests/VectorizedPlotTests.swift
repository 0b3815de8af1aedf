import Foundation
import GraftCharts
import GraftTerminal
import GraftUI
import Testing

/// Vectorized plots draw what the same data drawn mark by mark draws, however
/// many points share a column.
@MainActor
struct VectorizedPlotTests {
    struct Sample: Identifiable {
        let id: Int
        let x: Double
        let value: Double
    }

    /// Many noisy points, several hundred to a braille column at 40 cells.
    static func samples(_ count: Int, shuffled: Bool = false) -> [Sample] {
        var state: UInt64 = 42
        func noise() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 33) / Double(1 << 31) - 0.5
        }
        var samples = (0 ..< count).map { index in
            Sample(id: index, x: Double(index) / 7, value: sin(Double(index) / 300) * 10 + noise() * 4)
        }
        if shuffled {
            samples = samples.enumerated().map { index, sample in
                Sample(id: index, x: samples[(index * 7_919) % count].x, value: sample.value)
            }
        }
        return samples
    }

    func expectSame(_ plot: some View, _ marks: some View, width: Int = 40, height: Int = 12) {
        for glyphs in [ChartGlyphs.subCell, .wholeCells, .ascii] {
            let expected = rows(marks.chartGlyphs(glyphs).environment(\.locale, Fixtures.english), width: width, height: height)
            let actual = rows(plot.chartGlyphs(glyphs).environment(\.locale, Fixtures.english), width: width, height: height)
            #expect(actual == expected, "\(glyphs)")
        }
    }

    @Test func aLinePlotDrawsWhatItsLineMarksDraw() {
        let data = Self.samples(20_000)
        expectSame(
            Chart { LinePlot(data, x: .value("x", \.x), y: .value("y", \.value)) },
            Chart(data) { LineMark(x: .value("x", $0.x), y: .value("y", $0.value)) })
    }

    @Test func aLinePlotOutOfOrderDrawsWhatItsLineMarksDraw() {
        let data = Self.samples(3_000, shuffled: true)
        expectSame(
            Chart { LinePlot(data, x: .value("x", \.x), y: .value("y", \.value)) },
            Chart(data) { LineMark(x: .value("x", $0.x), y: .value("y", $0.value)) })
    }

    @Test func aLinePlotOfIntegersAndAColorDrawsWhatItsLineMarksDraw() {
        let data = Self.samples(5_000)
        expectSame(
            Chart { LinePlot(data, x: .value("id", \.id), y: .value("y", \.value)).foregroundStyle(.green) },
            Chart(data) { LineMark(x: .value("id", $0.id), y: .value("y", $0.value)).foregroundStyle(.green) },
            width: 33, height: 7)
    }

    @Test func aPointPlotDrawsWhatItsPointMarksDraw() {
        let data = Self.samples(20_000)
        expectSame(
            Chart { PointPlot(data, x: .value("x", \.x), y: .value("y", \.value)) },
            Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.value)) })
    }

    @Test func aBarPlotDrawsWhatItsBarMarksDraw() {
        let data = Self.samples(2_000).map { Sample(id: $0.id, x: $0.x, value: abs($0.value)) }
        expectSame(
            Chart { BarPlot(data, x: .value("id", \.id), y: .value("y", \.value)) },
            Chart(data) { BarMark(x: .value("id", $0.id), y: .value("y", $0.value)) })
    }

    @Test func anAreaPlotDrawsWhatItsAreaMarksDraw() {
        let data = Self.samples(2_000).map { Sample(id: $0.id, x: $0.x, value: abs($0.value)) }
        expectSame(
            Chart { AreaPlot(data, x: .value("x", \.x), y: .value("y", \.value)) },
            Chart(data) { AreaMark(x: .value("x", $0.x), y: .value("y", $0.value)) })
    }

    @Test func aLinePlotWithSeriesDrawsWhatItsLineMarksDraw() {
        let data = Self.samples(2_000).map { (sample: $0, name: $0.id % 2 == 0 ? "even" : "odd") }
        expectSame(
            Chart { LinePlot(data, x: .value("x", \.sample.x), y: .value("y", \.sample.value), series: .value("S", \.name)) },
            Chart(data, id: \.sample.id) {
                LineMark(x: .value("x", $0.sample.x), y: .value("y", $0.sample.value), series: .value("S", $0.name))
            })
    }

    @Test func aSelectionOnALinePlotReadsOutItsValue() {
        struct Selecting: View {
            let data: [Sample]
            @State var selected: Int? = 3
            var body: some View {
                Chart { LinePlot(data, x: .value("Step", \.id), y: .value("Value", \.value)) }
                    .chartXSelection(value: $selected)
            }
        }
        let data = (0 ..< 10).map { Sample(id: $0, x: 0, value: Double($0 * 2)) }
        let frame = rows(Selecting(data: data).environment(\.locale, Fixtures.english), width: 40, height: 10)
        #expect(frame.last == "3: Value 6")
    }

    @Test func pointsThatAreNotFiniteAreLeftOut() {
        let data = [Sample(id: 0, x: 0, value: 1), Sample(id: 1, x: .nan, value: 2), Sample(id: 2, x: 2, value: .infinity)]
        expectSame(
            Chart { LinePlot(data, x: .value("x", \.x), y: .value("y", \.value)) },
            Chart(data) { LineMark(x: .value("x", $0.x), y: .value("y", $0.value)) })
    }
}
