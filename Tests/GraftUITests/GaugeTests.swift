import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
struct GaugeTests {
    @Test func theDefaultStyleIsACapacityBarWithItsLabelsAroundIt() {
        let gauge = Gauge(value: 2.5, in: 0 ... 5) {
            Text("Rewards")
        } currentValueLabel: {
            Text("50%")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("5")
        }
        #expect(
            render(gauge, width: 20, height: 3).components(separatedBy: "\n") == [
                "Rewards          50%",
                String(repeating: "█", count: 10) + String(repeating: "░", count: 10),
                "0                  5",
            ])
    }

    @Test func theBarFillsToTheEighthOfACell() {
        let gauge = Gauge(value: 0.3) { Text("Load") }
        let bar = render(gauge, width: 10, height: 2).components(separatedBy: "\n")[1]
        // 0.3 of 10 cells is 24 eighths: three whole cells, then the track.
        #expect(bar == "███░░░░░░░")
        let finer = render(Gauge(value: 0.35) { Text("Load") }, width: 10, height: 2).components(separatedBy: "\n")[1]
        #expect(finer == "███▌░░░░░░")
    }

    @Test func valuesOutsideTheRangeOrNaNStayInTheBar() {
        #expect(render(Gauge(value: 7.0, in: 0 ... 5) { Text("") }, width: 4, height: 2).contains("████"))
        #expect(render(Gauge(value: -1.0, in: 0 ... 5) { Text("") }, width: 4, height: 2).contains("░░░░"))
        #expect(render(Gauge(value: Double.nan) { Text("") }, width: 4, height: 2).contains("░░░░"))
        #expect(render(Gauge(value: 1.0, in: 1 ... 1) { Text("") }, width: 4, height: 2).contains("░░░░"))
    }

    @Test func accessoryStylesDrawALineWithAMarkerOrADial() {
        let linear = Gauge(value: 0.5) {
            Text("Battery")
        } currentValueLabel: {
            Text("50")
        } minimumValueLabel: {
            Text("E")
        } maximumValueLabel: {
            Text("F")
        }
        #expect(
            render(linear.gaugeStyle(.accessoryLinear), width: 13, height: 2).components(separatedBy: "\n") == [
                "Battery 50", "E ━━━━●──── F",
            ])
        #expect(render(linear.gaugeStyle(.accessoryLinearCapacity), width: 13, height: 2).hasSuffix("E ━━━━━──── F"))
        #expect(render(linear.gaugeStyle(.accessoryCircular), width: 13, height: 1) == "◑ 50 Battery")
    }

    @Test func aCustomStyleGetsTheConfiguration() {
        struct PercentStyle: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 1) {
                    configuration.label
                    Text("\(Int(configuration.value * 100))%")
                }
            }
        }
        #expect(
            render(Gauge(value: 0.25) { Text("Disk") }.gaugeStyle(PercentStyle()), width: 10, height: 1).trimmingCharacters(
                in: .whitespaces) == "Disk 25%")
    }
}
