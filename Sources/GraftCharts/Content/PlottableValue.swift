import Foundation

/// A value for one of a mark's properties, with the label that names what it
/// measures: `.value("Month", date, unit: .month)`, `.value("Sales", 12)`.
public struct PlottableValue<Value: Plottable> {
    @usableFromInline let label: String
    @usableFromInline let value: PlotValue
    /// For dates binned by a calendar unit: the unit and the calendar.
    @usableFromInline let bin: DateBin?

    @usableFromInline
    init(label: String, value: PlotValue, bin: DateBin?) {
        self.label = label
        self.value = value
        self.bin = bin
    }

    /// A value and the label that names it.
    @inlinable
    public static func value(_ label: some StringProtocol, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: PlotValue(value), bin: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for the whole `unit` it falls in (a month's sales
    /// drawn across that month), measured with `calendar`.
    public static func value(
        _ label: some StringProtocol, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        let interval = calendar.dateInterval(of: unit, for: value)
        let start = interval?.start ?? value
        return PlottableValue(
            label: String(label), value: .date(start),
            bin: DateBin(unit: unit, calendar: calendar, end: interval?.end ?? value))
    }
}

/// A date's calendar bin: the unit, the calendar it was measured in, and
/// where it ends. A class, so a mark holding one stays small.
@usableFromInline
final class DateBin: Equatable, Sendable {
    let unit: Calendar.Component
    let calendar: Calendar
    let end: Date

    init(unit: Calendar.Component, calendar: Calendar, end: Date) {
        self.unit = unit
        self.calendar = calendar
        self.end = end
    }

    @usableFromInline
    static func == (lhs: DateBin, rhs: DateBin) -> Bool {
        lhs === rhs || (lhs.unit == rhs.unit && lhs.end == rhs.end && lhs.calendar == rhs.calendar)
    }
}

/// A property of a mark that a ``PlottableValue`` set: its label and value,
/// whatever the value's type was.
@usableFromInline
struct MarkValue: Equatable, Sendable {
    @usableFromInline var label: String
    @usableFromInline var value: PlotValue
    @usableFromInline var bin: DateBin?

    init(label: String, value: PlotValue) {
        self.label = label
        self.value = value
        bin = nil
    }

    @inlinable
    init<Value>(_ plottable: PlottableValue<Value>) {
        label = plottable.label
        value = plottable.value
        bin = plottable.bin
    }
}
