import Foundation

/// A control for picking a date, a time, both, or a count-down duration:
/// UIKit's date picker, in three terminal styles.
///
/// ```swift
/// let delivery = TUIDatePicker()
/// delivery.datePickerMode = .date
/// delivery.minimumDate = Date()
/// delivery.addAction(TUIAction { _ in order.deliveryDate = delivery.date }, for: .valueChanged)
/// ```
///
/// - Compact (the default): one line, `Dec 7, 2026  10:30 PM`, its fields
///   in the locale's order. While focused, the field the keys act on is
///   reversed: Left and Right move between fields, Up and Down step it
///   (going round, except the year; a day past the end of a month is
///   pinned to its last day), digits type a value, `a` and `p` choose AM
///   and PM. A click focuses the field under it; the wheel steps it.
/// - Inline: a month's calendar (for a date and time, with a compact time
///   line below it). Left and Right move a day, Up and Down a week, Page Up
///   and Page Down a month; a click picks a day, `‹` and `›` turn the month.
///   Today is underlined; the selected day is bold in the tint color, and
///   reversed while the calendar has focus.
/// - Wheels: a ``TUIPickerView`` with a wheel per field (hours and minutes
///   for a count-down timer), which takes focus itself.
///
/// The date stays within ``minimumDate`` and ``maximumDate``. A change the
/// user makes sends `.valueChanged`; setting ``date`` in code sends nothing,
/// as in UIKit. Text comes from the picker's ``locale`` and ``calendar``
/// in its ``timeZone``.
@MainActor
open class TUIDatePicker: TUIControl {
    private var storedDate = Date()
    private var storedCountDownDuration: TimeInterval = 0
    private var storedCalendar = Calendar.current
    /// The parts the date is shown in, for the mode and locale; nil when
    /// they must be worked out again.
    private var cachedParts: [DatePatternPart]?
    private var cachedSymbols: DateSymbols?
    /// The field the keys act on in the compact style.
    var focusedFieldIndex = 0
    /// Digits typed into the focused field so far.
    var typedDigits = ""
    /// The wheels, in the wheels style.
    private(set) var wheels: TUIPickerView?
    private var wheelsAdapter: DatePickerWheels?
    /// The time line under the calendar, in the inline style of a date and time.
    private(set) var timeLine: TUIDatePicker?
    /// Today, for the calendar's mark; tests fix it.
    var now: () -> Date = { Date() }

    /// Creates a date and time picker set to now.
    public override init(frame: Rect) {
        super.init(frame: frame)
        focusEffect = nil
    }

    // MARK: - Mode and style

    /// What the picker picks; ``Mode/dateAndTime`` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { configurationDidChange() } }
    }

    /// The style asked for; ``TUIDatePickerStyle/automatic`` by default.
    open var preferredDatePickerStyle: TUIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { configurationDidChange() } }
    }

    /// The style the picker shows: the preferred one where the mode allows
    /// it (a count-down timer has only wheels, as in UIKit; an inline time
    /// is the compact line), compact for automatic (wheels for a count-down
    /// timer and a year and month).
    open var datePickerStyle: TUIDatePickerStyle {
        switch (preferredDatePickerStyle, datePickerMode) {
        case (_, .countDownTimer), (.automatic, .yearAndMonth): .wheels
        case (.automatic, _), (.inline, .time), (.inline, .yearAndMonth): .compact
        default: preferredDatePickerStyle
        }
    }

    // MARK: - The value

    /// The date shown, within ``minimumDate`` and ``maximumDate``; now by
    /// default. Setting it sends no events.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Sets the date, pinned to the range, without sending events.
    ///
    /// - Parameters:
    ///   - date: The new date.
    ///   - animated: Ignored; the terminal does not animate.
    open func setDate(_ date: Date, animated: Bool) {
        let pinned = clamped(date)
        guard pinned != storedDate else { return }
        storedDate = pinned
        valueDidChange()
    }

    /// The earliest date the user can pick; nil (the default) for none.
    /// A later date than the value moves the value to it.
    open var minimumDate: Date? {
        didSet { rangeDidChange() }
    }

    /// The latest date the user can pick; nil (the default) for none.
    /// An earlier date than the value moves the value to it.
    open var maximumDate: Date? {
        didSet { rangeDidChange() }
    }

    /// The step of the minute field, from 1 (the default) to 30; a value
    /// that does not divide 60 evenly counts as 1, as in UIKit.
    open var minuteInterval = 1 {
        didSet { configurationDidChange() }
    }

    /// The step the minute field uses.
    var effectiveMinuteInterval: Int {
        (1 ... 30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    }

    /// The locale whose words and field order the picker uses; nil (the
    /// default) for the calendar's, else the current one.
    open var locale: Locale? {
        didSet { configurationDidChange() }
    }

    /// The calendar dates are worked out in; the current one by default,
    /// and setting nil goes back to it.
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? .current
            configurationDidChange()
        }
    }

    /// The time zone the date is shown in; nil (the default) for the
    /// calendar's.
    open var timeZone: TimeZone? {
        didSet { configurationDidChange() }
    }

    /// The duration a count-down timer shows, in seconds: whole minutes
    /// from 0 to 23 hours 59 minutes (others are pinned and rounded down);
    /// 0 by default.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            let minutes = newValue.isNaN ? 0 : min(max(Int(newValue / 60), 0), 23 * 60 + 59)
            storedCountDownDuration = TimeInterval(minutes * 60)
            valueDidChange()
        }
    }

    // MARK: - Working out dates

    /// The calendar with the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    var effectiveLocale: Locale { locale ?? storedCalendar.locale ?? .current }

    /// `date` within ``minimumDate`` and ``maximumDate``.
    func clamped(_ date: Date) -> Date {
        var result = date
        if let maximumDate, result > maximumDate { result = maximumDate }
        if let minimumDate, result < minimumDate { result = minimumDate }
        return result
    }

    /// The parts of the date as shown, in the locale's order: the date's
    /// fields, then the time's.
    var parts: [DatePatternPart] {
        if let cachedParts { return cachedParts }
        let locale = effectiveLocale
        func pattern(_ template: String) -> [DatePatternPart] {
            let format = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
            return Self.trimmed(DatePatternPart.parse(format))
        }
        let parts: [DatePatternPart]
        switch datePickerMode {
        case .date: parts = pattern("yMMMd")
        case .time: parts = pattern("jm")
        case .dateAndTime: parts = pattern("yMMMd") + [.literal("  ")] + pattern("jm")
        case .yearAndMonth: parts = pattern("yMMMM")
        case .countDownTimer: parts = []
        }
        cachedParts = parts
        return parts
    }

    /// `parts` without literals at either end (left by fields the picker
    /// does not edit, such as a weekday).
    private static func trimmed(_ parts: [DatePatternPart]) -> [DatePatternPart] {
        var result = parts
        while case .literal = result.first { result.removeFirst() }
        while case .literal = result.last { result.removeLast() }
        return result
    }

    /// The editable fields, in order.
    var fields: [DateField] {
        parts.compactMap { part in
            if case .field(let field) = part { return field }
            return nil
        }
    }

    /// Month names and the AM and PM symbols, in the picker's locale.
    private var symbols: DateSymbols {
        if let cachedSymbols { return cachedSymbols }
        let symbols = DateSymbols(calendar: effectiveCalendar, locale: effectiveLocale)
        cachedSymbols = symbols
        return symbols
    }

    /// What the fields need to know about `date`.
    func fieldContext(for date: Date) -> DateFieldContext {
        let calendar = effectiveCalendar
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        let first = minimumDate.map { calendar.component(.year, from: $0) } ?? 1
        let last = maximumDate.map { calendar.component(.year, from: $0) } ?? 9999
        return DateFieldContext(
            calendar: calendar, components: components, minuteInterval: effectiveMinuteInterval,
            years: first ... max(first, last), monthSymbols: symbols.months, shortMonthSymbols: symbols.shortMonths,
            amSymbol: symbols.am, pmSymbol: symbols.pm)
    }

    /// The date the components give, in the picker's calendar and time zone.
    func date(from components: DateComponents) -> Date? {
        var components = components
        components.calendar = nil
        components.timeZone = nil
        return effectiveCalendar.date(from: components)
    }

    // MARK: - Changes

    /// Sets the date as the user does: pinned to the range, sending
    /// `.valueChanged` when it moved.
    func changeByUser(to date: Date) {
        let old = storedDate
        setDate(date, animated: false)
        if storedDate != old { sendActions(for: .valueChanged) }
    }

    /// Sets the count-down duration as the user does.
    func changeCountDownByUser(to duration: TimeInterval) {
        let old = storedCountDownDuration
        countDownDuration = duration
        if storedCountDownDuration != old { sendActions(for: .valueChanged) }
    }

    private func rangeDidChange() {
        storedDate = clamped(storedDate)
        configurationDidChange()
    }

    private func valueDidChange() {
        wheelsAdapter?.syncSelection()
        if let timeLine, timeLine.date != storedDate { timeLine.date = storedDate }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The mode, style, locale or range changed: works out the parts again
    /// and puts in the subviews the style needs.
    private func configurationDidChange() {
        cachedParts = nil
        cachedSymbols = nil
        focusedFieldIndex = min(focusedFieldIndex, max(fields.count - 1, 0))
        typedDigits = ""
        updateSubviews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func updateSubviews() {
        let style = datePickerStyle
        if style == .wheels {
            if wheels == nil {
                let picker = TUIPickerView()
                let adapter = DatePickerWheels(datePicker: self, pickerView: picker)
                picker.dataSource = adapter
                picker.delegate = adapter
                wheels = picker
                wheelsAdapter = adapter
                addSubview(picker)
            }
            wheels?.isUserInteractionEnabled = isEnabled
            wheelsAdapter?.syncSelection()
        } else {
            wheels?.removeFromSuperview()
            wheels = nil
            wheelsAdapter = nil
        }
        if style == .inline, datePickerMode == .dateAndTime {
            let line = timeLine ?? makeTimeLine()
            line.locale = locale
            line.calendar = storedCalendar
            line.timeZone = timeZone
            line.minuteInterval = minuteInterval
            line.minimumDate = minimumDate
            line.maximumDate = maximumDate
            line.isEnabled = isEnabled
            line.date = storedDate
        } else {
            timeLine?.removeFromSuperview()
            timeLine = nil
        }
    }

    private func makeTimeLine() -> TUIDatePicker {
        let line = TUIDatePicker()
        line.datePickerMode = .time
        line.preferredDatePickerStyle = .compact
        line.addAction(
            TUIAction { [weak self, weak line] _ in
                guard let self, let line else { return }
                self.changeByUser(to: line.date)
            }, for: .valueChanged)
        timeLine = line
        addSubview(line)
        return line
    }

    /// Disabling the picker disables its wheels and time line too.
    open override var isEnabled: Bool {
        didSet {
            wheels?.isUserInteractionEnabled = isEnabled
            timeLine?.isEnabled = isEnabled
        }
    }

    // MARK: - Layout

    /// The wheels take focus in the wheels style; the picker itself in the others.
    open override var canBecomeFocused: Bool { super.canBecomeFocused && datePickerStyle != .wheels }

    /// The compact line's width by one row; the calendar's 20 by 8 (9 with
    /// the time line); the wheels' size.
    open override var intrinsicContentSize: Size {
        switch datePickerStyle {
        case .wheels: return wheels?.intrinsicContentSize ?? .zero
        case .inline: return Size(width: Self.calendarWidth, height: timeLine == nil ? Self.calendarHeight : Self.calendarHeight + 1)
        default: return Size(width: compactLine().text.displayWidth, height: 1)
        }
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The wheels fill the picker; the time line sits under the calendar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels?.frame = bounds
        timeLine?.frame = Rect(x: bounds.minX, y: bounds.minY + Self.calendarHeight, width: bounds.width, height: 1)
    }

    /// Draws the compact line or the calendar; the wheels draw themselves.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        switch datePickerStyle {
        case .compact: drawCompact(in: &canvas)
        case .inline: drawCalendar(in: &canvas)
        default: break
        }
    }

    /// Arrow, digit and page keys edit the value; see ``TUIDatePicker``.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard isEnabled, let key = presses.first?.key?.keyEvent else { return super.pressesBegan(presses, with: event) }
        let handled: Bool
        switch datePickerStyle {
        case .compact: handled = handleCompactKey(key)
        case .inline: handled = handleCalendarKey(key)
        default: handled = false
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }

    /// A click picks a field or a day.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let location = touches.first?.location(in: self) else { return }
        switch datePickerStyle {
        case .compact: clickCompact(at: location)
        case .inline: clickCalendar(at: location)
        default: break
        }
    }
}

/// The words a date picker shows, read once per locale.
struct DateSymbols {
    var months: [String]
    var shortMonths: [String]
    var am: String
    var pm: String

    init(calendar: Calendar, locale: Locale) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        // Optional on Apple's Foundation, not on the open-source one.
        months = asOptional(formatter.standaloneMonthSymbols) ?? asOptional(formatter.monthSymbols) ?? []
        shortMonths = asOptional(formatter.shortStandaloneMonthSymbols) ?? asOptional(formatter.shortMonthSymbols) ?? []
        am = asOptional(formatter.amSymbol) ?? "AM"
        pm = asOptional(formatter.pmSymbol) ?? "PM"
    }
}

/// `value`, as an optional whatever Foundation declares it as.
func asOptional<Value>(_ value: Value?) -> Value? { value }
