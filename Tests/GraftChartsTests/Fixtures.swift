import Foundation

/// A month's sales of one category.
struct Sale: Identifiable {
    var id: String { "\(month)-\(category)" }
    var month: Date
    var category: String
    var count: Int
}

enum Fixtures {
    /// A Gregorian calendar in UTC, so dates bin the same on every machine.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    static func month(_ month: Int, year: Int = 2026) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: 1)) ?? Date(timeIntervalSince1970: 0)
    }

    /// Six months of chairs (rising) and desks (falling).
    static let sales: [Sale] = (1 ... 6).flatMap { month in
        [
            Sale(month: Self.month(month), category: "Chairs", count: month * 2),
            Sale(month: Self.month(month), category: "Desks", count: 7 - month),
        ]
    }

    static let english = Locale(identifier: "en_US")
}

extension String {
    /// Whether any character is a braille pattern.
    var containsBraille: Bool { unicodeScalars.contains { (0x2800 ... 0x28FF).contains($0.value) } }
}
