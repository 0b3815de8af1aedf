import Foundation

@testable import TUIKit

/// A running app with one view at the top left of its window, for picker
/// tests that press keys, click and read several rows.
@MainActor
struct PickerHarness {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface

    /// Puts `view` at the origin in `size`, on a window `windowSize` big.
    init(_ view: TUIView, size: Size, windowSize: Size? = nil, colorSupport: ColorSupport = .trueColor) {
        app = TUIApplication()
        surface = HeadlessSurface(size: windowSize ?? size, colorSupport: colorSupport)
        window = TUIWindow()
        app.makeKey(window)
        app.connect(to: surface)
        view.frame = Rect(origin: .zero, size: size)
        window.addSubview(view)
        app.mainLoop?.displayIfNeeded()
    }

    /// The screen's rows, trailing spaces trimmed.
    var rows: [String] {
        surface.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Draws what changed.
    func display() { app.mainLoop?.displayIfNeeded() }

    /// Delivers keys and draws.
    func press(_ keys: Key...) {
        send(keys.map { key($0) }, to: app, surface: surface)
    }

    /// Types `text` one character at a time.
    func type(_ text: String) {
        send(text.map { key(.character($0)) }, to: app, surface: surface)
    }

    /// Clicks the cell at `x`, `y`: press and release there.
    func click(_ x: Int, _ y: Int) {
        let point = Point(x: x, y: y)
        send([.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point))], to: app, surface: surface)
    }

    /// Turns the wheel once over `x`, `y`.
    func wheel(_ action: MouseAction, _ x: Int, _ y: Int) {
        send([.mouse(MouseEvent(action, at: Point(x: x, y: y)))], to: app, surface: surface)
    }

    /// The style of the cell at `x`, `y` on screen.
    func style(_ x: Int, _ y: Int) -> Style {
        surface.lastFrame?[x, y].style ?? Style()
    }

    /// Every run of reversed cells on screen, as (row, first column, width).
    var reverseRuns: [(y: Int, x: Int, width: Int)] {
        var runs: [(y: Int, x: Int, width: Int)] = []
        for y in 0 ..< surface.size.height {
            var x = 0
            while x < surface.size.width {
                guard style(x, y).attributes.contains(.reverse) else {
                    x += 1
                    continue
                }
                let start = x
                while x < surface.size.width, style(x, y).attributes.contains(.reverse) { x += 1 }
                runs.append((y, start, x - start))
            }
        }
        return runs
    }

    /// The text of the one reversed run, or nil when there is not exactly one.
    var reversedText: String? {
        guard reverseRuns.count == 1, let run = reverseRuns.first else { return nil }
        guard let frame = surface.lastFrame else { return nil }
        return String((run.x ..< run.x + run.width).map { frame[$0, run.y].character })
    }
}

/// A data source and delegate over fixed columns of titles, recording
/// every selection the picker reports.
@MainActor
final class ColumnsSource: TUIPickerViewDataSource, TUIPickerViewDelegate {
    var columns: [[String]]
    var widths: [Int: CGFloat] = [:]
    private(set) var selections: [String] = []

    init(_ columns: [[String]]) {
        self.columns = columns
    }

    func numberOfComponents(in pickerView: TUIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: TUIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }

    func pickerView(_ pickerView: TUIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component][row]
    }

    func pickerView(_ pickerView: TUIPickerView, widthForComponent component: Int) -> CGFloat {
        widths[component] ?? 0
    }

    func pickerView(_ pickerView: TUIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// Dates for tests, read in UTC with the POSIX locale.
enum TestDates {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    /// The moment of `year`-`month`-`day` `hour`:`minute` in UTC.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
            ?? Date(timeIntervalSince1970: 0)
    }

    /// A date picker in POSIX English and UTC, at `date`.
    @MainActor
    static func picker(_ mode: TUIDatePicker.Mode, style: TUIDatePickerStyle = .compact, at date: Date) -> TUIDatePicker {
        let picker = TUIDatePicker()
        picker.locale = Locale(identifier: "en_US_POSIX")
        picker.calendar = calendar
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = date
        picker.now = { TestDates.date(2026, 12, 7, 12) }
        return picker
    }
}
