import Foundation

/// One editable part of a date as a picker shows it (the month, the day,
/// the hour…), with the rows a wheel of it has: the compact style steps
/// through the same rows a wheel spins through.
struct DateField: Equatable {
    enum Kind: Equatable {
        case month, day, year, hour, minute, dayPeriod
    }

    var kind: Kind
    /// The field's letters in a date format pattern: `MMM`, `d`, `h`, `a`.
    var pattern: String

    /// The hour field's first row's hour: 0 for `H`/`K`, 1 for `h`/`k`.
    private var hourBase: Int { pattern.hasPrefix("H") || pattern.hasPrefix("K") ? 0 : 1 }
    /// Hours in the hour field's cycle: 12 for `h`/`K`, 24 for `H`/`k`.
    private var hourCycle: Int { pattern.hasPrefix("h") || pattern.hasPrefix("K") ? 12 : 24 }

    /// Whether stepping past an end goes round to the other (all but the year).
    var wraps: Bool { kind != .year }

    /// How many digits a typed value of this field has at most.
    var maximumDigits: Int { kind == .year ? 4 : kind == .dayPeriod ? 0 : 2 }
}

/// What a field needs to know about the date being edited.
struct DateFieldContext {
    var calendar: Calendar
    var components: DateComponents
    var minuteInterval: Int
    /// The year of the year wheel's first row, and how many rows it has.
    var years: ClosedRange<Int>
    var monthSymbols: [String]
    var shortMonthSymbols: [String]
    var amSymbol: String
    var pmSymbol: String

    var year: Int { components.year ?? 1 }
    var month: Int { components.month ?? 1 }
    var day: Int { components.day ?? 1 }
    var hour: Int { components.hour ?? 0 }
    var minute: Int { components.minute ?? 0 }

    /// The number of days in the month being edited.
    var daysInMonth: Int {
        daysIn(year: year, month: month)
    }

    func daysIn(year: Int, month: Int) -> Int {
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let range = calendar.range(of: .day, in: .month, for: first)
        else { return 28 }
        return range.count
    }
}

extension DateField {
    /// The rows of this field's wheel.
    func rowCount(in context: DateFieldContext) -> Int {
        switch kind {
        case .month: 12
        case .day: context.daysInMonth
        case .year: context.years.count
        case .hour: hourCycle
        case .minute: 60 / max(context.minuteInterval, 1)
        case .dayPeriod: 2
        }
    }

    /// The row showing the date being edited.
    func row(in context: DateFieldContext) -> Int {
        switch kind {
        case .month: return context.month - 1
        case .day: return context.day - 1
        case .year: return min(max(context.year - context.years.lowerBound, 0), context.years.count - 1)
        case .hour:
            let hour = hourCycle == 12 ? context.hour % 12 : context.hour
            // `h` shows 12 first, as a clock does; `k` shows 24 for midnight last.
            if hourBase == 1 { return hourCycle == 12 ? (hour + 11) % 12 : (hour + 23) % 24 }
            return hour
        case .minute: return context.minute / max(context.minuteInterval, 1)
        case .dayPeriod: return context.hour < 12 ? 0 : 1
        }
    }

    /// The value `row` stands for, as a number typed into the field would
    /// give it: the month, the day, the year, the hour on the clock, the minute.
    private func number(forRow row: Int, in context: DateFieldContext) -> Int {
        switch kind {
        case .month, .day: row + 1
        case .year: context.years.lowerBound + row
        case .hour: row + hourBase
        case .minute: row * max(context.minuteInterval, 1)
        case .dayPeriod: row
        }
    }

    /// The row a typed number selects, or nil when no row has it.
    func row(forNumber number: Int, in context: DateFieldContext) -> Int? {
        let count = rowCount(in: context)
        let row: Int
        switch kind {
        case .month, .day: row = number - 1
        case .year: row = number - context.years.lowerBound
        case .hour: row = number - hourBase
        case .minute:
            guard number < 60 else { return nil }
            row = number / max(context.minuteInterval, 1)
        case .dayPeriod: return nil
        }
        return (0 ..< count).contains(row) ? row : nil
    }

    /// The text of `row`, as the field's pattern writes it.
    func title(forRow row: Int, in context: DateFieldContext) -> String {
        switch kind {
        case .month where pattern.count >= 4:
            return context.monthSymbols.indices.contains(row) ? context.monthSymbols[row] : "\(row + 1)"
        case .month where pattern.count == 3:
            return context.shortMonthSymbols.indices.contains(row) ? context.shortMonthSymbols[row] : "\(row + 1)"
        case .dayPeriod:
            return row == 0 ? context.amSymbol : context.pmSymbol
        case .year where pattern.count == 2:
            return Self.padded(number(forRow: row, in: context) % 100, to: 2)
        default:
            return Self.padded(number(forRow: row, in: context), to: kind == .year ? 1 : pattern.count)
        }
    }

    private static func padded(_ number: Int, to digits: Int) -> String {
        let text = String(number)
        return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
    }

    /// The date components with this field moved to `row`; a day past the
    /// end of the month is pinned to its last day (Jan 31 in February is
    /// Feb 28 or 29).
    func components(settingRow row: Int, in context: DateFieldContext) -> DateComponents {
        var result = context.components
        switch kind {
        case .month: result.month = row + 1
        case .day: result.day = row + 1
        case .year: result.year = context.years.lowerBound + row
        case .hour:
            let onClock = row + hourBase
            if hourCycle == 12 {
                result.hour = onClock % 12 + (context.hour >= 12 ? 12 : 0)
            } else {
                result.hour = onClock % 24
            }
        case .minute: result.minute = row * max(context.minuteInterval, 1)
        case .dayPeriod: result.hour = context.hour % 12 + (row == 1 ? 12 : 0)
        }
        let days = context.daysIn(year: result.year ?? 1, month: result.month ?? 1)
        result.day = min(result.day ?? 1, days)
        return result
    }
}

/// The parts of a date format pattern: fields and the literal text
/// between them.
enum DatePatternPart: Equatable {
    case field(DateField)
    case literal(String)

    /// Splits `pattern` (`MMM d, y`) into fields and literals; quoted text
    /// is literal, and letters of no editable field (a weekday, an era) are
    /// left out.
    static func parse(_ pattern: String) -> [DatePatternPart] {
        var parts: [DatePatternPart] = []
        var literal = ""
        var characters = Array(pattern)[...]
        func flushLiteral() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                let quoted = characters.prefix { $0 != "'" }
                literal += quoted.isEmpty ? "'" : String(quoted)
                characters = characters.dropFirst(quoted.count + 1)
                continue
            }
            guard character.isASCII, character.isLetter else {
                // Terminals draw no-break spaces (as before "PM") unevenly: a plain space reads the same.
                literal.append(character == "\u{202F}" || character == "\u{00A0}" ? " " : character)
                characters = characters.dropFirst()
                continue
            }
            let run = characters.prefix { $0 == character }
            characters = characters.dropFirst(run.count)
            guard let kind = kind(of: character) else { continue }
            flushLiteral()
            parts.append(.field(DateField(kind: kind, pattern: String(run))))
        }
        flushLiteral()
        return parts
    }

    private static func kind(of letter: Character) -> DateField.Kind? {
        switch letter {
        case "M", "L": .month
        case "d": .day
        case "y", "u": .year
        case "h", "H", "k", "K": .hour
        case "m": .minute
        case "a", "b", "B": .dayPeriod
        default: nil
        }
    }
}
