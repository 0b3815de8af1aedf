import Foundation
import GraftCharts
import GraftTerminal
import GraftUI
import Testing

@MainActor
struct LineAndPointChartTests {
    @Test func aLineIsDrawnInBrailleAcrossThePlot() {
        let chart = Chart(Array(0 ..< 200), id: \.self) { step in
            LineMark(x: .value("t", Double(step) / 10), y: .value("sin", sin(Double(step) / 10)))
        }
        .chartGlyphs(.subCell)
        .environment(\.locale, Fixtures.english)
        let frame = rows(chart, width: 50, height: 10)
        #expect(frame[0].hasSuffix(" 1.0"))
        #expect(frame[8].hasSuffix(" -1.0"))
        #expect(frame[9].hasPrefix("0 "))
        // Every column of the plot has a dot of the line.
        let plot = frame.prefix(9)
        for column in 0 ..< 44 {
            #expect(plot.contains { Array($0).count > column && String(Array($0)[column]).containsBraille }, "column \(column)")
        }
    }

    @Test func severalLinesAreToldApartByTheirDashes() {
        let chart = Chart(Fixtures.sales) { sale in
            LineMark(x: .value("Month", sale.month, unit: .month, calendar: Fixtures.utc), y: .value("Sales", sale.count))
                .foregroundStyle(by: .value("Category", sale.category))
        }
        .chartGlyphs(.subCell)
        .environment(\.locale, Fixtures.english)
        let legend = rows(chart, width: 50, height: 12).last ?? ""
        #expect(legend == "⠤⠤ Chairs  ⠤  Desks")
    }

    @Test func pointsOfSeveralSeriesUseASymbolEach() {
        let chart = Chart {
            PointMark(x: .value("a", 1), y: .value("b", 2)).foregroundStyle(by: .value("S", "one"))
            PointMark(x: .value("a", 3), y: .value("b", 5)).foregroundStyle(by: .value("S", "two"))
            RuleMark(y: .value("Average", 3.5))
        }
        .chartGlyphs(.subCell)
        .environment(\.locale, Fixtures.english)
        let frame = rows(chart, width: 30, height: 10)
        #expect(frame.joined().contains("●") && frame.joined().contains("■"))
        #expect(frame.contains { $0.contains("───") })
        #expect(frame.last == "● one  ■ two")
    }

    @Test func areasFillUnderTheirLine() {
        let chart = Chart(Array(0 ..< 5), id: \.self) { step in
            AreaMark(x: .value("t", step), y: .value("v", step))
        }
        .chartGlyphs(.subCell)
        .chartYAxis(.hidden)
        .chartXAxis(.hidden)
        let frame = rows(chart, width: 20, height: 4)
        // The area rises left to right: the bottom row is full, the top only at the right.
        #expect(frame[3].filter { $0 == "█" }.count >= 15)
        #expect(frame[0].prefix(10).allSatisfy { $0 == " " })
        #expect(frame[0].last == "█")
    }
}
