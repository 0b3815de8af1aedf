import Foundation
import GraftCharts
import GraftTerminal
import GraftUI
import Testing

@MainActor
struct BarChartTests {
    @Test func categoryBarsStandFromZeroWithRoundTicksOnTheTrailingSide() {
        let chart = Chart {
            BarMark(x: .value("Name", "Chairs"), y: .value("Sales", 12))
            BarMark(x: .value("Name", "Desks"), y: .value("Sales", 7))
            BarMark(x: .value("Name", "Lamps"), y: .value("Sales", 3.5))
        }
        .chartGlyphs(.subCell)
        .environment(\.locale, Fixtures.english)
        #expect(
            rows(chart, width: 40, height: 10) == [
                "┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 15",
                "  ▂▂▂▂▂▂▂▂▂",
                "  █████████",
                "┈┈█████████┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 10",
                "  █████████   ▂▂▂▂▂▂▂▂▂",
                "┈┈█████████┈┈┈█████████┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 5",
                "  █████████   █████████   ▁▁▁▁▁▁▁▁▁",
                "  █████████   █████████   █████████",
                "┈┈█████████┈┈┈█████████┈┈┈█████████┈┈ 0",
                "    Chairs      Desks       Lamps",
            ])
    }

    @Test func seriesStackAndStayApartByGlyphWithALegend() {
        let chart = Chart(Fixtures.sales) { sale in
            BarMark(x: .value("Month", sale.month, unit: .month, calendar: Fixtures.utc), y: .value("Sales", sale.count))
                .foregroundStyle(by: .value("Category", sale.category))
        }
        .chartGlyphs(.subCell)
        .environment(\.locale, Fixtures.english)
        let frame = rows(chart, width: 50, height: 12)
        #expect(frame.last == "█ Chairs  ▓ Desks")
        #expect(frame[frame.count - 2].hasPrefix("Jan"))
        #expect(frame[frame.count - 2].contains("Mar"))
        // The tallest stack (June: 12 + 1) reaches past 10 on a 0-15 axis.
        #expect(frame[0].hasSuffix(" 15"))
        let plot = frame.prefix(9).joined()
        #expect(plot.contains("▓") && plot.contains("█"))
    }

    @Test func barsLieDownWhenYNamesTheCategories() {
        let chart = Chart {
            BarMark(x: .value("Sales", 12), y: .value("Name", "Chairs"))
            BarMark(x: .value("Sales", 6), y: .value("Name", "Desks"))
            RuleMark(x: .value("Goal", 10))
        }
        .chartGlyphs(.subCell)
        .environment(\.locale, Fixtures.english)
        let frame = rows(chart, width: 40, height: 6)
        let chairs = frame.first { $0.hasPrefix("Chairs") } ?? ""
        let desks = frame.first { $0.hasPrefix("Desks") } ?? ""
        let chairsLength = chairs.filter { $0 == "█" }.count
        let desksLength = desks.filter { $0 == "█" }.count
        #expect(chairsLength > 0 && desksLength > 0)
        // 12 against 6: twice as long, to the cell.
        #expect(abs(chairsLength - 2 * desksLength) <= 1)
        #expect(frame.joined().contains("│"))
        #expect(frame.last?.trimmingCharacters(in: .whitespaces).hasPrefix("0") == true)
    }

    @Test func sectorsAreABarOfSharesWithPercentagesInTheLegend() {
        let chart = Chart {
            SectorMark(angle: .value("Share", 5)).foregroundStyle(by: .value("Kind", "Chairs"))
            SectorMark(angle: .value("Share", 3)).foregroundStyle(by: .value("Kind", "Desks"))
            SectorMark(angle: .value("Share", 2)).foregroundStyle(by: .value("Kind", "Lamps"))
        }
        .chartGlyphs(.subCell)
        .environment(\.locale, Fixtures.english)
        #expect(
            rows(chart, width: 40, height: 2) == [
                String(repeating: "█", count: 20) + String(repeating: "▓", count: 12) + String(repeating: "▒", count: 8),
                "█ Chairs 50%  ▓ Desks 30%  ▒ Lamps 20%",
            ])
    }

    @Test func negativeBarsHangBelowZero() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Change", 4))
            BarMark(x: .value("Day", "Tue"), y: .value("Change", -4))
        }
        .chartGlyphs(.subCell)
        .chartXAxis(.hidden)
        .environment(\.locale, Fixtures.english)
        let frame = rows(chart, width: 20, height: 8)
        let zero = frame.firstIndex { $0.hasSuffix(" 0") } ?? -1
        #expect(zero > 0 && zero < 7)
        // Monday's bar is above zero, Tuesday's under it.
        #expect(frame[zero - 1].prefix(10).contains("█"))
        #expect(!frame[zero + 1].prefix(10).contains("█"))
        #expect(frame[zero + 1].dropFirst(10).contains("█"))
    }
}
