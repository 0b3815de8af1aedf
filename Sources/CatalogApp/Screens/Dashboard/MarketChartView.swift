import Foundation
import GraftCharts
import GraftUI
import Observation

/// One day of the purchase chart.
struct PurchaseDay: Identifiable, Equatable {
    var id: Date { date }
    /// The day's start.
    var date: Date
    var count: Int
}

/// The chart's days, kept current by the dashboard's controller; the
/// hosted chart redraws from it without its root view being replaced.
@MainActor
@Observable
final class PurchaseChartData {
    /// How many days the chart spans, today included.
    static let dayCount = 14

    var days: [PurchaseDay] = []
    var calendar = Calendar(identifier: .gregorian)
    /// The app's locale, which writes the chart's dates.
    var locale = Locale.current

    /// Counts `purchases` per day over the `dayCount` days that end with the day of `now`.
    func update(purchases: [Purchase], now: Date, timeZone: TimeZone, locale: Locale) {
        if locale != self.locale { self.locale = locale }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = calendar.startOfDay(for: now)
        let starts = (0 ..< Self.dayCount).reversed().compactMap { calendar.date(byAdding: .day, value: -$0, to: today) }
        var counts = [Date: Int]()
        for purchase in purchases { counts[calendar.startOfDay(for: purchase.date), default: 0] += 1 }
        let days = starts.map { PurchaseDay(date: $0, count: counts[$0] ?? 0) }
        if days != self.days { self.days = days }
        if calendar != self.calendar { self.calendar = calendar }
    }
}

/// The hosting guides' `MarketChartView(data:)`: purchases per day over the
/// last two weeks, a Swift Charts bar chart in a child hosting controller
/// of the UIKit dashboard. Tab reaches it; the arrows select a day and the
/// chart writes that day's count under it.
struct MarketChartView: View {
    let data: PurchaseChartData
    @State private var selectedDay: Date?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Purchases, last \(PurchaseChartData.dayCount) days").font(.headline)
            if data.days.allSatisfy({ $0.count == 0 }) {
                Text("No purchases in the last \(PurchaseChartData.dayCount) days.").foregroundStyle(.secondary)
                Spacer(minLength: 0)
            } else {
                Chart(data.days) { day in
                    BarMark(x: .value("Day", day.date, unit: .day, calendar: data.calendar), y: .value("Purchases", day.count))
                }
                // Whole numbers of purchases: at least 0...4, so ticks fall on integers.
                .chartYScale(domain: 0 ... max(4, data.days.map(\.count).max() ?? 0))
                .chartXSelection(value: $selectedDay)
            }
        }
        .environment(\.locale, data.locale)
        .catalogTint()
    }
}
