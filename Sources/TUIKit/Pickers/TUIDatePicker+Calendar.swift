import Foundation

/// The inline style of a date: a month's calendar.
///
///     ‹   December 2026  ›
///     Su Mo Tu We Th Fr Sa
///            1  2  3  4  5
///      6  7  8  9 10 11 12
extension TUIDatePicker {
    /// Seven columns of three cells, less the last gap.
    static let calendarWidth = 20
    /// The month's title, the weekdays, and six weeks.
    static let calendarHeight = 8

    /// The first day of the month shown, and the column it falls in.
    private func monthLayout(calendar: Calendar) -> (first: Date, column: Int, days: Int)? {
        let components = calendar.dateComponents([.year, .month], from: date)
        guard let first = calendar.date(from: components), let days = calendar.range(of: .day, in: .month, for: first) else {
            return nil
        }
        let weekday = calendar.component(.weekday, from: first)
        return (first, (weekday - calendar.firstWeekday + 7) % 7, days.count)
    }

    /// The calendar's origin: the grid is centered in the picker's width.
    private var calendarOrigin: Point {
        Point(x: bounds.minX + max((bounds.width - Self.calendarWidth) / 2, 0), y: bounds.minY)
    }

    /// Draws the title, the weekdays and the days; see ``TUIDatePicker``.
    func drawCalendar(in canvas: inout Canvas) {
        let calendar = effectiveCalendar
        guard let month = monthLayout(calendar: calendar) else { return }
        let origin = calendarOrigin
        let dimmed = Style(foreground: .gray, attributes: [.dim])
        let tint = isEnabled ? Style(foreground: terminalColor(tintColor)) : dimmed
        let title = monthTitle(for: month.first, calendar: calendar)
        canvas.write("‹", at: origin, style: tint)
        canvas.write(title, at: Point(x: origin.x + (Self.calendarWidth - title.displayWidth) / 2, y: origin.y), style: bold(isEnabled))
        canvas.write("›", at: Point(x: origin.x + Self.calendarWidth - 1, y: origin.y), style: tint)
        let symbols = weekdaySymbols(calendar: calendar)
        for column in 0 ..< 7 {
            canvas.write(symbols[column], at: Point(x: origin.x + column * 3, y: origin.y + 1), style: Style(foreground: .gray))
        }
        let selectedDay = calendar.component(.day, from: date)
        let today = calendar.dateComponents([.year, .month, .day], from: now())
        let shown = calendar.dateComponents([.year, .month], from: month.first)
        for day in 1 ... month.days {
            let cell = month.column + day - 1
            let point = Point(x: origin.x + cell % 7 * 3, y: origin.y + 2 + cell / 7)
            var style = isEnabled && isSelectable(day: day, of: month.first, calendar: calendar) ? Style(foreground: .default) : dimmed
            if day == selectedDay {
                if isFocused, isEnabled {
                    style = Style(foreground: .default, attributes: [.bold, .reverse])
                } else {
                    style.foreground = isEnabled ? terminalColor(tintColor) : .gray
                    style.attributes.insert(.bold)
                }
            }
            if today.year == shown.year, today.month == shown.month, today.day == day { style.attributes.insert(.underline) }
            canvas.write(day < 10 ? " \(day)" : "\(day)", at: point, style: style)
        }
    }

    private func bold(_ enabled: Bool) -> Style {
        enabled ? Style(foreground: .default, attributes: [.bold]) : Style(foreground: .gray, attributes: [.dim])
    }

    private func monthTitle(for date: Date, calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("yMMMM")
        return TextLayout.truncate(formatter.string(from: date), width: Self.calendarWidth - 4, mode: .byTruncatingTail)
    }

    /// Two-cell weekday names from the calendar's first weekday on.
    private func weekdaySymbols(calendar: Calendar) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        let names = asOptional(formatter.shortStandaloneWeekdaySymbols) ?? asOptional(formatter.shortWeekdaySymbols) ?? []
        return (0 ..< 7).map { column in
            let index = (calendar.firstWeekday - 1 + column) % 7
            let name = names.indices.contains(index) ? names[index] : ""
            return TextLayout.truncate(String(name.prefix(2)), width: 2, mode: .byTruncatingTail)
        }
    }

    /// Whether any moment of `day` in the month of `first` is within the range.
    private func isSelectable(day: Int, of first: Date, calendar: Calendar) -> Bool {
        guard let start = calendar.date(byAdding: .day, value: day - 1, to: first),
            let end = calendar.date(byAdding: .day, value: 1, to: start)
        else { return false }
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }

    /// Moves the date by `value` days, weeks or months as the user does (a
    /// day past the end of the new month pinned to its last day), within
    /// the range.
    ///
    /// - Returns: Whether the date moved.
    @discardableResult
    func moveCalendar(by unit: Calendar.Component, value: Int) -> Bool {
        guard let moved = effectiveCalendar.date(byAdding: unit, value: value, to: date) else { return false }
        let old = date
        changeByUser(to: moved)
        return date != old
    }

    /// Left and Right a day, Up and Down a week, Page Up and Page Down a
    /// month, Home and End the month's first and last day.
    ///
    /// - Returns: Whether the calendar took the key.
    func handleCalendarKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        let calendar = effectiveCalendar
        let day = calendar.component(.day, from: date)
        switch key.key {
        case .left: moveCalendar(by: .day, value: -1)
        case .right: moveCalendar(by: .day, value: 1)
        case .up: moveCalendar(by: .day, value: -7)
        case .down: moveCalendar(by: .day, value: 7)
        case .pageUp: moveCalendar(by: .month, value: -1)
        case .pageDown: moveCalendar(by: .month, value: 1)
        case .home: moveCalendar(by: .day, value: 1 - day)
        case .end:
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? day
            moveCalendar(by: .day, value: days - day)
        default: return false
        }
        return true
    }

    /// A click on a day picks it; on `‹` or `›` turns the month.
    func clickCalendar(at location: Point) {
        let origin = calendarOrigin
        let x = location.x - origin.x
        let y = location.y - origin.y
        if y == 0 {
            if x == 0 { moveCalendar(by: .month, value: -1) }
            if x == Self.calendarWidth - 1 { moveCalendar(by: .month, value: 1) }
            return
        }
        let calendar = effectiveCalendar
        guard y >= 2, y < Self.calendarHeight, x >= 0, x < Self.calendarWidth, x % 3 != 2,
            let month = monthLayout(calendar: calendar)
        else { return }
        let day = (y - 2) * 7 + x / 3 - month.column + 1
        guard (1 ... month.days).contains(day), isSelectable(day: day, of: month.first, calendar: calendar) else { return }
        moveCalendar(by: .day, value: day - calendar.component(.day, from: date))
    }
}
