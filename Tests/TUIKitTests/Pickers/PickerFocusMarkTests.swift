import Foundation
import Testing

@testable import TUIKit

/// Each picker shows exactly one focus mark, in reverse video, in every
/// color mode, and none when it lacks focus or is disabled.
@MainActor
@Suite("Picker focus marks")
struct PickerFocusMarkTests {
    @Test(arguments: [ColorSupport.trueColor, .none])
    func aPickerViewReversesOnlyTheFocusedComponentsSelection(colorSupport: ColorSupport) {
        let source = ColumnsSource([["One", "Two", "Three"], ["A", "B"]])
        let picker = TUIPickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(1, inComponent: 0, animated: false)
        let ui = PickerHarness(picker, size: Size(width: 12, height: 5), colorSupport: colorSupport)
        #expect(ui.reverseRuns.count == 1 && ui.reversedText == "  Two  ")
        ui.press(.right)
        #expect(ui.reverseRuns.count == 1 && ui.reversedText == " A ")
    }

    @Test(arguments: [TUIDatePickerStyle.compact, .inline, .wheels])
    func aDatePickerShowsOneMarkWhenFocusedAndNoneWhenNot(style: TUIDatePickerStyle) {
        let picker = TestDates.picker(.date, style: style, at: TestDates.date(2026, 12, 7))
        let other = TUIButton(primaryAction: TUIAction(title: "OK") { _ in })
        let ui = PickerHarness(picker, size: Size(width: 20, height: 8), windowSize: Size(width: 30, height: 8), colorSupport: .none)
        other.frame = Rect(x: 24, y: 0, width: 4, height: 1)
        ui.window.addSubview(other)
        ui.display()
        #expect(ui.reverseRuns.count == 1 && ui.reverseRuns.first?.x ?? 99 < 20)
        ui.window.setFocus(to: other, heading: [])
        ui.display()
        #expect(ui.reverseRuns.count == 1 && ui.reverseRuns.first?.x == 24)
    }

    @Test func aDisabledDatePickerIsDimmedAndCannotTakeFocus() {
        let picker = TestDates.picker(.date, style: .compact, at: TestDates.date(2026, 12, 7))
        picker.isEnabled = false
        var changes = 0
        picker.addAction(TUIAction { _ in changes += 1 }, for: .valueChanged)
        let ui = PickerHarness(picker, size: Size(width: 20, height: 1))
        #expect(!picker.isFocused && ui.reverseRuns.isEmpty && ui.style(0, 0).attributes.contains(.dim))
        ui.press(.up)
        ui.click(0, 0)
        #expect(changes == 0 && picker.date == TestDates.date(2026, 12, 7))
    }
}
