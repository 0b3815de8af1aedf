import Foundation

/// Feeds a date picker's wheels: a wheel per field of the date, or hours
/// and minutes for a count-down timer, and turns a spun wheel into a new
/// date.
@MainActor
final class DatePickerWheels: TUIPickerViewDataSource, TUIPickerViewDelegate {
    private weak var datePicker: TUIDatePicker?
    private weak var pickerView: TUIPickerView?

    init(datePicker: TUIDatePicker, pickerView: TUIPickerView) {
        self.datePicker = datePicker
        self.pickerView = pickerView
    }

    private var isCountDown: Bool { datePicker?.datePickerMode == .countDownTimer }

    /// The minutes a count-down row steps by.
    private var minuteStep: Int { datePicker?.effectiveMinuteInterval ?? 1 }

    /// Reloads the wheels (a month's day count may have changed) and turns
    /// each to the value shown.
    func syncSelection() {
        guard let datePicker, let pickerView else { return }
        pickerView.reloadAllComponents()
        if isCountDown {
            let minutes = Int(datePicker.countDownDuration / 60)
            pickerView.selectRow(minutes / 60, inComponent: 0, animated: false)
            pickerView.selectRow(minutes % 60 / minuteStep, inComponent: 1, animated: false)
            return
        }
        let context = datePicker.fieldContext(for: datePicker.date)
        for (index, field) in datePicker.fields.enumerated() {
            pickerView.selectRow(field.row(in: context), inComponent: index, animated: false)
        }
    }

    func numberOfComponents(in pickerView: TUIPickerView) -> Int {
        guard let datePicker else { return 0 }
        return isCountDown ? 2 : datePicker.fields.count
    }

    func pickerView(_ pickerView: TUIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let datePicker else { return 0 }
        if isCountDown { return component == 0 ? 24 : 60 / minuteStep }
        let fields = datePicker.fields
        guard fields.indices.contains(component) else { return 0 }
        return fields[component].rowCount(in: datePicker.fieldContext(for: datePicker.date))
    }

    func pickerView(_ pickerView: TUIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let datePicker else { return nil }
        if isCountDown {
            if component == 0 { return row == 1 ? "1 hour" : "\(row) hours" }
            return "\(row * minuteStep) min"
        }
        let fields = datePicker.fields
        guard fields.indices.contains(component) else { return nil }
        return fields[component].title(forRow: row, in: datePicker.fieldContext(for: datePicker.date))
    }

    func pickerView(_ pickerView: TUIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let datePicker else { return }
        if isCountDown {
            let minutes = Int(datePicker.countDownDuration / 60)
            let hours = component == 0 ? row : minutes / 60
            let rest = component == 1 ? row * minuteStep : minutes % 60
            datePicker.changeCountDownByUser(to: TimeInterval((hours * 60 + rest) * 60))
        } else {
            let fields = datePicker.fields
            guard fields.indices.contains(component) else { return }
            let context = datePicker.fieldContext(for: datePicker.date)
            if let date = datePicker.date(from: fields[component].components(settingRow: row, in: context)) {
                datePicker.changeByUser(to: date)
            }
        }
        // A date pinned to the range, or a shorter month, turns the wheels back.
        syncSelection()
    }
}
