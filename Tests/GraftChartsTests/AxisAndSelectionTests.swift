import Foundation
import GraftCharts
import GraftTerminal
import GraftUI
import Testing

/// Where a test reads what the chart's selection binding was set to.
@MainActor
final class SelectionBox {
    var month: Date?
}

/// Sales by month with a selectable month in `@State`, as an app holds it.
struct SelectableSales: View {
    let box: SelectionBox
    @State private var month: Date?

    var body: some View {
        Chart(Fixtures.sales) { sale in
            BarMark(x: .value("Month", sale.month, unit: .month, calendar: Fixtures.utc), y: .value("Sales", sale.count))
                .foregroundStyle(by: .value("Category", sale.category))
        }
        .chartXSelection(value: $month)
        .onChange(of: month) { _, month in box.month = month }
    }
}

@MainActor
struct AxisAndSelectionTests {
    let bars = Chart {
        BarMark(x: .value("Name", "Chairs"), y: .value("Sales", 12))
        BarMark(x: .value("Name", "Desks"), y: .value("Sales", 7))
    }

    @Test func hiddenAxesLeaveOnlyTheMarks() {
        let frame = rows(bars.chartXAxis(.hidden).chartYAxis(.hidden).chartGlyphs(.subCell), width: 20, height: 6)
        let text = frame.joined()
        #expect(!text.contains("Chairs") && !text.contains("┈") && !text.contains("0"))
        #expect(frame[5].hasPrefix(" ") && frame[5].contains("███████   ███████"))
    }

    @Test func aScaleDomainSetsTheAxisRange() {
        let frame = rows(
            bars.chartYScale(domain: 0 ... 100).chartGlyphs(.subCell).environment(\.locale, Fixtures.english), width: 30,
            height: 8)
        #expect(frame[0].hasSuffix(" 100"))
        // 12 of 100 is less than one row of seven.
        #expect(frame[6].contains("▇") && !frame[5].contains("█"))
    }

    @Test func axisMarksChooseTheirValuesAndLabels() {
        let chart = Chart(Array(0 ... 10), id: \.self) { step in
            LineMark(x: .value("t", step), y: .value("v", step))
        }
        .chartYAxis {
            AxisMarks(values: .stride(by: 5)) { value in
                AxisGridLine()
                AxisValueLabel("v\(value.index)")
            }
        }
        .chartGlyphs(.subCell)
        let frame = rows(chart, width: 30, height: 8)
        #expect(frame.filter { $0.hasSuffix(" v0") || $0.hasSuffix(" v1") || $0.hasSuffix(" v2") }.count == 3)
        #expect(frame[0].hasSuffix(" v2"))
    }

    @Test func dateAxesAreLabelledByCalendarUnit() {
        let chart = Chart(Fixtures.sales.filter { $0.category == "Chairs" }) { sale in
            BarMark(x: .value("Month", sale.month, unit: .month, calendar: Fixtures.utc), y: .value("Sales", sale.count))
        }
        .environment(\.locale, Fixtures.english)
        let labels = rows(chart, width: 80, height: 8).last ?? ""
        for month in ["Jan", "Feb", "Mar", "Apr", "May", "Jun"] { #expect(labels.range(of: month) != nil, "\(month) in \(labels)") }
    }

    @Test func dateLabelsStartAtTheirTicksAtEvenStepsAndNonePastTheLastBin() {
        let days = (0 ..< 14).map { Fixtures.utc.date(byAdding: .day, value: $0, to: Fixtures.month(3)) ?? Date() }
        let chart = Chart(days, id: \.self) { day in
            BarMark(x: .value("Day", day, unit: .day, calendar: Fixtures.utc), y: .value("Orders", 1))
        }
        .chartYAxis(.hidden)
        .environment(\.locale, Fixtures.english)
        let labels = rows(chart, width: 57, height: 6).last ?? ""
        let starts = labels.indices.filter { labels[$0] == "M" }.map { labels.distance(from: labels.startIndex, to: $0) }
        #expect(starts.count >= 4, "\(labels)")
        let steps = Set(zip(starts, starts.dropFirst()).map { $1 - $0 })
        #expect(steps.count <= 2 && (steps.max() ?? 0) - (steps.min() ?? 0) <= 1, "even steps in \(labels)")
        #expect(labels.hasPrefix("Mar 1"))
        #expect(labels.range(of: "Mar 15") == nil, "no label past the last day's bar: \(labels)")
    }

    @Test func glyphSetsFallBackToWholeCellsAndASCII() {
        let line = Chart(Array(0 ..< 20), id: \.self) { LineMark(x: .value("t", $0), y: .value("v", $0 % 5)) }
        let cells = rows(line.chartGlyphs(.wholeCells), width: 30, height: 8).joined()
        #expect(!cells.containsBraille && cells.contains("•"))
        let ascii = rows(bars.chartGlyphs(.ascii), width: 30, height: 8).joined()
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ascii.contains("#"))
    }

    @Test func badValuesAreLeftOutWithoutCrashing() {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Sales", Double.nan))
            BarMark(x: .value("Name", "B"), y: .value("Sales", Double.infinity))
            BarMark(x: .value("Name", "C"), y: .value("Sales", 1e300))
            LineMark(x: .value("t", 1e308), y: .value("v", -1e308))
            SectorMark(angle: .value("Share", 1e308))
        }
        .chartYScale(domain: 0 ... 10)
        for size in [(0, 0), (1, 1), (3, 2), (40, 10)] {
            _ = rows(chart, width: size.0, height: size.1)
        }
        _ = rows(Chart {}, width: 20, height: 5)
    }

    @Test func arrowsSelectMonthsAndTheReadoutShowsTheirValues() {
        let box = SelectionBox()
        let chart = SelectableSales(box: box).environment(\.locale, Fixtures.english)
        let graph = ViewGraph(root: chart)
        func frame() -> [String] {
            graph.render(size: Size(width: 60, height: 12)).text(trimmingTrailingSpaces: true).components(separatedBy: "\n")
        }
        #expect(frame()[10] == "← → select a month")
        _ = graph.handle(.key(KeyEvent(.tab)))
        #expect(graph.handle(.key(KeyEvent(.right))))
        _ = frame()
        #expect(box.month == Fixtures.month(1))
        #expect(graph.handle(.key(KeyEvent(.right))))
        _ = frame()
        #expect(box.month == Fixtures.month(2))
        let shown = graph.render(size: Size(width: 60, height: 12))
        #expect(shown.text(trimmingTrailingSpaces: true).components(separatedBy: "\n")[10] == "Feb 2026: Chairs 4, Desks 5")
        // The readout is the chart's focus mark.
        #expect(shown[0, 10].style.attributes.contains(.reverse))
        #expect(graph.handle(.key(KeyEvent(.end))))
        _ = frame()
        #expect(box.month == Fixtures.month(6))
        #expect(graph.handle(.key(KeyEvent(.escape))))
        #expect(frame()[10] == "← → select a month")
        #expect(box.month == nil)
    }

    @Test func aClickOnThePlotSelectsTheValueUnderThePointer() {
        let box = SelectionBox()
        let graph = ViewGraph(root: SelectableSales(box: box).environment(\.locale, Fixtures.english))
        func readout() -> String {
            graph.render(size: Size(width: 60, height: 12)).text(trimmingTrailingSpaces: true).components(separatedBy: "\n")[10]
        }
        _ = readout()
        #expect(graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 5)))))
        #expect(readout() == "Jan 2026: Chairs 2, Desks 6")
        #expect(box.month == Fixtures.month(1))
        #expect(graph.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 52, y: 5)))))
        #expect(readout().hasPrefix("Jun 2026"))
        // Off the plot (on the value labels) a click selects nothing new.
        _ = graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 59, y: 5))))
        #expect(readout().hasPrefix("Jun 2026"))
    }
}
