/// How a ``TUIDatePicker`` shows its value and lets the user edit it.
public enum TUIDatePickerStyle: Int, Sendable {
    /// The picker chooses: compact, or wheels for a count-down timer and
    /// a year-and-month picker.
    case automatic = 0
    /// A wheel for each field (a ``TUIPickerView``).
    case wheels = 1
    /// One line of text whose fields the arrows step: `Dec 7, 2026  10:30 PM`.
    case compact = 2
    /// A month's calendar to move through by day, week and month (with the
    /// time on a compact line below it for a date and time).
    case inline = 3
}

extension TUIDatePicker {
    /// What a ``TUIDatePicker`` picks.
    public enum Mode: Int, Sendable {
        /// An hour and minute (and AM or PM, where the locale uses them).
        case time = 0
        /// A day, month and year.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes, in ``TUIDatePicker/countDownDuration``.
        case countDownTimer = 3
        /// A month and year.
        case yearAndMonth = 4
    }
}
