import Foundation

/// Calendar-aligned values for a date axis and how they are written.
enum DateTicks {
    struct Stride {
        var component: Calendar.Component
        var count: Int
        var seconds: Double
    }

    static let strides: [Stride] = [
        Stride(component: .minute, count: 1, seconds: 60), Stride(component: .minute, count: 5, seconds: 300),
        Stride(component: .minute, count: 15, seconds: 900), Stride(component: .minute, count: 30, seconds: 1800),
        Stride(component: .hour, count: 1, seconds: 3600), Stride(component: .hour, count: 3, seconds: 10_800),
        Stride(component: .hour, count: 6, seconds: 21_600), Stride(component: .hour, count: 12, seconds: 43_200),
        Stride(component: .day, count: 1, seconds: 86_400), Stride(component: .day, count: 2, seconds: 172_800),
        Stride(component: .day, count: 7, seconds: 604_800), Stride(component: .day, count: 14, seconds: 1_209_600),
        Stride(component: .month, count: 1, seconds: 2_629_746), Stride(component: .month, count: 2, seconds: 5_259_492),
        Stride(component: .month, count: 3, seconds: 7_889_238), Stride(component: .month, count: 6, seconds: 15_778_476),
        Stride(component: .year, count: 1, seconds: 31_556_952), Stride(component: .year, count: 2, seconds: 63_113_904),
        Stride(component: .year, count: 5, seconds: 157_784_760), Stride(component: .year, count: 10, seconds: 315_569_520),
        Stride(component: .year, count: 25, seconds: 788_923_800), Stride(component: .year, count: 100, seconds: 3_155_695_200),
    ]

    /// The finest stride that puts at most `maximum` values in `lower...upper`
    /// seconds, no finer than `unit` when the marks are binned by one.
    static func stride(lower: Double, upper: Double, maximum: Int, unit: Calendar.Component?) -> Stride {
        let span = max(1, upper - lower)
        let floor = unit.flatMap { unit in strides.first { $0.component == unit } }?.seconds ?? 0
        return strides.first { $0.seconds >= floor && span / $0.seconds <= Double(max(1, maximum)) } ?? strides[strides.count - 1]
    }

    /// The dates of `stride` within `lower...upper` seconds, aligned to the calendar.
    static func ticks(lower: Double, upper: Double, stride: Stride, calendar: Calendar) -> [Double] {
        let start = Date(timeIntervalSince1970: lower)
        // Strides of a week or more start on the calendar's first weekday, not on a day of the month.
        let isWeekly = stride.component == .day && stride.count >= 7
        let alignment: Calendar.Component = isWeekly ? .weekOfYear : stride.component
        guard var date = calendar.dateInterval(of: alignment, for: start)?.start else { return [] }
        var ticks: [Double] = []
        var guardCount = 0
        while date.timeIntervalSince1970 <= upper + 1e-6, guardCount < 2_000 {
            guardCount += 1
            if date.timeIntervalSince1970 >= lower - 1e-6, isWeekly || isAligned(date, stride: stride, calendar: calendar) {
                ticks.append(date.timeIntervalSince1970)
            }
            guard let next = calendar.date(byAdding: stride.component, value: isWeekly ? stride.count : 1, to: date) else { break }
            date = next
        }
        return ticks
    }

    private static func isAligned(_ date: Date, stride: Stride, calendar: Calendar) -> Bool {
        guard stride.count > 1 else { return true }
        let value = calendar.component(stride.component, from: date)
        switch stride.component {
        case .month, .day: return (value - 1) % stride.count == 0
        default: return value % stride.count == 0
        }
    }

    /// How a value of `stride` is written: "2026", "Mar", "Mar 3", "3 PM".
    static func formatter(for stride: Stride, calendar: Calendar, locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        switch stride.component {
        case .year: formatter.setLocalizedDateFormatFromTemplate("yyyy")
        case .month: formatter.setLocalizedDateFormatFromTemplate("MMM")
        case .day: formatter.setLocalizedDateFormatFromTemplate("MMMd")
        default: formatter.setLocalizedDateFormatFromTemplate("jm")
        }
        return formatter
    }

    /// How a selected date binned by `unit` is written: "Mar 2026", "Mar 3, 2026".
    static func readoutFormatter(unit: Calendar.Component?, calendar: Calendar, locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        switch unit {
        case .year: formatter.setLocalizedDateFormatFromTemplate("yyyy")
        case .month: formatter.setLocalizedDateFormatFromTemplate("MMMyyyy")
        case .day, .weekOfYear, .weekOfMonth: formatter.setLocalizedDateFormatFromTemplate("MMMdyyyy")
        default: formatter.setLocalizedDateFormatFromTemplate("MMMdyyyyjm")
        }
        return formatter
    }
}
