import Foundation
import Testing

@testable import TUIKit

@MainActor
@Suite("Date pickers")
struct DatePickerTests {
    /// A compact picker in a harness logging the date on `.valueChanged`.
    private func compact(_ mode: TUIDatePicker.Mode, at date: Date) -> (TUIDatePicker, ControlHarness) {
        let picker = TestDates.picker(mode, at: date)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let ui = ControlHarness(picker, width: 30) { formatter.string(from: picker.date) }
        return (picker, ui)
    }

    @Test func theDefaultsAreUIKits() {
        let picker = TUIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact && picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.locale == nil && picker.timeZone == nil)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .time
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .date
        #expect(picker.datePickerStyle == .inline)
    }

    @Test func compactShowsOneLineInTheLocalesOrderWithTheFocusedFieldReversed() {
        let (picker, ui) = compact(.dateAndTime, at: TestDates.date(2026, 12, 7, 22, 30))
        #expect(ui.row.hasPrefix("Dec 7, 2026  10:30 PM"))
        #expect(picker.intrinsicContentSize == Size(width: 21, height: 1))
        #expect(picker.isFocused && ui.columns(with: .reverse) == [0, 1, 2])  // "Dec"
        ui.press(.right, .right)
        #expect(ui.columns(with: .reverse) == [7, 8, 9, 10])  // "2026"
        ui.press(.right, .right, .right, .right, .right)  // kept at the last field
        #expect(ui.columns(with: .reverse) == [19, 20])  // "PM"
        ui.click(14)
        #expect(ui.columns(with: .reverse) == [13, 14])  // "10"
        #expect(ui.events.isEmpty)
    }

    @Test func upAndDownStepTheFocusedFieldAndSendValueChanged() {
        let (picker, ui) = compact(.dateAndTime, at: TestDates.date(2026, 12, 7, 22, 30))
        ui.press(.right, .up)
        #expect(ui.row.hasPrefix("Dec 8, 2026"))
        ui.press(.down, .down)
        #expect(ui.events == ["2026-12-08 22:30", "2026-12-07 22:30", "2026-12-06 22:30"])
        ui.press(.left, .up)  // the month goes round, the year stays
        #expect(ui.row.hasPrefix("Jan 6, 2026"))
        ui.press(.right, .right, .right, .right, .up)  // 10:31
        ui.press(.right, .up)  // PM to AM
        #expect(ui.row.hasPrefix("Jan 6, 2026  10:31 AM"))
        picker.date = TestDates.date(2026, 12, 7, 22, 30)
        #expect(ui.events.count == 6)  // setting the date in code sends nothing
    }

    @Test func aDayPastTheEndOfTheNewMonthIsPinnedToItsLastDay() {
        let (picker, ui) = compact(.date, at: TestDates.date(2027, 1, 31))
        #expect(ui.row.hasPrefix("Jan 31, 2027"))
        ui.press(.up)  // January 31 + 1 month
        #expect(ui.row.hasPrefix("Feb 28, 2027") && picker.date == TestDates.date(2027, 2, 28))
        picker.date = TestDates.date(2028, 2, 29)
        ui.press(.right, .right, .up)  // February 29 in a year that has none
        #expect(picker.date == TestDates.date(2029, 2, 28))
        ui.press(.left, .up)  // the day goes round within the month
        #expect(picker.date == TestDates.date(2029, 2, 1))
    }

    @Test func theDateStaysWithinTheMinimumAndMaximum() {
        let (picker, ui) = compact(.date, at: TestDates.date(2026, 12, 7))
        picker.minimumDate = TestDates.date(2026, 12, 5)
        picker.maximumDate = TestDates.date(2027, 3, 1)
        ui.press(.right, .down, .down, .down, .down)
        #expect(picker.date == TestDates.date(2026, 12, 5) && ui.events.count == 2)
        ui.press(.right, .up)
        #expect(picker.date == TestDates.date(2027, 3, 1))
        picker.date = TestDates.date(2030, 1, 1)
        #expect(picker.date == TestDates.date(2027, 3, 1))
        picker.minimumDate = TestDates.date(2027, 6, 1)
        #expect(picker.date == TestDates.date(2027, 6, 1))
    }

    @Test func digitsTypeTheFocusedFieldAndAOrPChooseTheHalfOfTheDay() {
        let (picker, ui) = compact(.dateAndTime, at: TestDates.date(2026, 12, 7, 22, 30))
        ui.press(.right, .character("1"), .character("5"))
        #expect(ui.row.hasPrefix("Dec 15, 2026"))
        ui.press(.character("3"))
        #expect(ui.row.hasPrefix("Dec 3, 2026"))
        ui.press(.right, .character("2"), .character("0"), .character("3"))
        #expect(ui.row.hasPrefix("Dec 3, 2026"))  // a year waits for four digits
        ui.press(.character("0"))
        #expect(ui.row.hasPrefix("Dec 3, 2030"))
        ui.press(.character("a"))
        #expect(ui.row.hasPrefix("Dec 3, 2030  10:30 AM"))
        ui.press(.character("p"))
        #expect(picker.date == TestDates.date(2030, 12, 3, 22, 30))
    }

    @Test func theMinuteFieldStepsByTheMinuteInterval() {
        let (picker, ui) = compact(.time, at: TestDates.date(2026, 12, 7, 9, 30))
        picker.minuteInterval = 15
        ui.app.mainLoop?.displayIfNeeded()
        #expect(ui.row.hasPrefix("9:30 AM"))
        ui.press(.right, .up, .up)
        #expect(ui.row.hasPrefix("9:00 AM"))  // round within the hour
        picker.minuteInterval = 7  // does not divide 60: steps of one minute
        ui.press(.up)
        #expect(ui.row.hasPrefix("9:01 AM"))
    }

    @Test func inlineShowsTheMonthsCalendarWithTodayMarkedAndTheSelectedDayReversed() {
        let picker = TestDates.picker(.date, style: .inline, at: TestDates.date(2026, 12, 7))
        #expect(picker.intrinsicContentSize == Size(width: 20, height: 8))
        let ui = PickerHarness(picker, size: Size(width: 20, height: 8))
        #expect(
            ui.rows.prefix(7) == [
                "‹  December 2026   ›", "Su Mo Tu We Th Fr Sa", "       1  2  3  4  5", " 6  7  8  9 10 11 12",
                "13 14 15 16 17 18 19", "20 21 22 23 24 25 26", "27 28 29 30 31",
            ])
        #expect(picker.isFocused && ui.reversedText == " 7")
        #expect(ui.style(4, 3).attributes.contains(.underline))  // today
        ui.press(.right, .down)
        #expect(picker.date == TestDates.date(2026, 12, 15) && ui.reversedText == "15")
        #expect(!ui.style(4, 3).attributes.contains(.reverse) && ui.style(4, 3).attributes.contains(.underline))
        ui.press(.pageDown)
        #expect(picker.date == TestDates.date(2027, 1, 15) && ui.rows[0] == "‹   January 2027   ›")
        ui.press(.pageUp, .pageUp, .up, .left)
        #expect(picker.date == TestDates.date(2026, 11, 7))
        picker.date = TestDates.date(2027, 1, 31)
        ui.press(.pageDown)
        #expect(picker.date == TestDates.date(2027, 2, 28))
    }

    @Test func aClickOnTheCalendarPicksADayOrTurnsTheMonth() {
        let picker = TestDates.picker(.date, style: .inline, at: TestDates.date(2026, 12, 7))
        picker.maximumDate = TestDates.date(2027, 1, 10)
        var changes = 0
        picker.addAction(TUIAction { _ in changes += 1 }, for: .valueChanged)
        let ui = PickerHarness(picker, size: Size(width: 20, height: 8))
        ui.click(1, 5)
        #expect(picker.date == TestDates.date(2026, 12, 20))
        ui.click(19, 0)  // ›: to January, pinned to the maximum
        #expect(picker.date == TestDates.date(2027, 1, 10))
        #expect(ui.style(1, 5).attributes.contains(.dim))  // January 17 is past the maximum
        ui.click(1, 5)
        #expect(picker.date == TestDates.date(2027, 1, 10) && changes == 2)
    }

    @Test func inlineDateAndTimeHasATimeLineBelowTheCalendar() {
        let picker = TestDates.picker(.dateAndTime, style: .inline, at: TestDates.date(2026, 12, 7, 22, 30))
        var changes = 0
        picker.addAction(TUIAction { _ in changes += 1 }, for: .valueChanged)
        let ui = PickerHarness(picker, size: Size(width: 20, height: 9))
        #expect(ui.rows[8] == "10:30 PM" && ui.reverseRuns.count == 1)
        ui.press(.tab)
        #expect(picker.timeLine?.isFocused == true && ui.reversedText == "10")
        ui.press(.up)
        #expect(picker.date == TestDates.date(2026, 12, 7, 23, 30) && changes == 1 && ui.rows[8] == "11:30 PM")
    }

    @Test func wheelsShowAWheelPerFieldThatTakesFocus() {
        let picker = TestDates.picker(.date, style: .wheels, at: TestDates.date(2027, 1, 31))
        var changes = 0
        picker.addAction(TUIAction { _ in changes += 1 }, for: .valueChanged)
        let ui = PickerHarness(picker, size: Size(width: 20, height: 5))
        let wheels = picker.wheels
        #expect(wheels?.isFocused == true && wheels?.numberOfComponents == 3)
        #expect(ui.reverseRuns.count == 1 && ui.reversedText?.contains("Jan") == true)
        #expect(wheels?.numberOfRows(inComponent: 1) == 31)
        ui.press(.down)  // to February: the day is pinned, and its wheel shortens
        #expect(picker.date == TestDates.date(2027, 2, 28) && changes == 1)
        #expect(wheels?.numberOfRows(inComponent: 1) == 28 && wheels?.selectedRow(inComponent: 1) == 27)
        ui.press(.right, .right, .down)
        #expect(picker.date == TestDates.date(2028, 2, 28) && wheels?.selectedRow(inComponent: 2) == 2027)
    }

    @Test func aCountDownTimerPicksHoursAndMinutesOnWheels() {
        let picker = TestDates.picker(.countDownTimer, style: .automatic, at: TestDates.date(2026, 1, 1))
        picker.countDownDuration = 5400
        var changes = 0
        picker.addAction(TUIAction { _ in changes += 1 }, for: .valueChanged)
        let ui = PickerHarness(picker, size: Size(width: 20, height: 5))
        #expect(ui.rows[2].contains("1 hour") && ui.rows[2].contains("30 min"))
        ui.press(.down)
        #expect(picker.countDownDuration == 9000 && changes == 1)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == TimeInterval((23 * 60 + 59) * 60))
    }
}
