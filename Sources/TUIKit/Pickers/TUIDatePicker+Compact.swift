import Foundation

/// The compact style: one line whose fields the keys step.
extension TUIDatePicker {
    /// The line's text and where each field sits in it.
    struct CompactLine {
        var text = ""
        /// Each field's columns, from the line's start, in field order.
        var fieldSpans: [(x: Int, width: Int)] = []
    }

    /// The line for the date shown.
    func compactLine() -> CompactLine {
        let context = fieldContext(for: date)
        var line = CompactLine()
        for part in parts {
            switch part {
            case .literal(let text):
                line.text += text
            case .field(let field):
                let title = field.title(forRow: field.row(in: context), in: context)
                line.fieldSpans.append((line.text.displayWidth, title.displayWidth))
                line.text += title
            }
        }
        return line
    }

    /// Draws the line; the focused field reversed while the picker has focus.
    func drawCompact(in canvas: inout Canvas) {
        let line = compactLine()
        let y = bounds.minY + floorDivide(bounds.height - 1, 2)
        let text = isEnabled ? Style(foreground: .default) : Style(foreground: .gray, attributes: [.dim])
        canvas.write(line.text, at: Point(x: bounds.minX, y: y), style: text)
        guard isFocused, isEnabled, line.fieldSpans.indices.contains(focusedFieldIndex) else { return }
        let span = line.fieldSpans[focusedFieldIndex]
        canvas.addAttributes(.reverse, in: Rect(x: bounds.minX + span.x, y: y, width: span.width, height: 1))
    }

    /// Moves the focused field to the row `offset` rows away, going round
    /// except in the year.
    func stepFocusedField(by offset: Int) {
        let fields = fields
        guard fields.indices.contains(focusedFieldIndex) else { return }
        let field = fields[focusedFieldIndex]
        let context = fieldContext(for: date)
        let count = field.rowCount(in: context)
        guard count > 0 else { return }
        var row = field.row(in: context) + offset
        row = field.wraps ? ((row % count) + count) % count : min(max(row, 0), count - 1)
        setFocusedField(toRow: row, context: context)
    }

    private func setFocusedField(toRow row: Int, context: DateFieldContext) {
        let field = fields[focusedFieldIndex]
        guard let newDate = date(from: field.components(settingRow: row, in: context)) else { return }
        changeByUser(to: newDate)
    }

    /// A typed digit: adds to the digits typed into the focused field and
    /// sets it when they make one of its values (starting again from this
    /// digit when they no longer do); a year waits for four digits.
    private func typeDigit(_ digit: Character) {
        let fields = fields
        guard fields.indices.contains(focusedFieldIndex) else { return }
        let field = fields[focusedFieldIndex]
        guard field.maximumDigits > 0 else { return }
        let context = fieldContext(for: date)
        typedDigits.append(digit)
        if field.kind == .year {
            guard typedDigits.count == 4 else { return }
            if let row = Int(typedDigits).flatMap({ field.row(forNumber: $0, in: context) }) {
                setFocusedField(toRow: row, context: context)
            }
            typedDigits = ""
            return
        }
        if Int(typedDigits).flatMap({ field.row(forNumber: $0, in: context) }) == nil || typedDigits.count > field.maximumDigits {
            typedDigits = String(digit)
        }
        guard let row = Int(typedDigits).flatMap({ field.row(forNumber: $0, in: context) }) else {
            typedDigits = ""
            return
        }
        setFocusedField(toRow: row, context: context)
        if typedDigits.count == field.maximumDigits { typedDigits = "" }
    }

    private func chooseDayPeriod(pm: Bool) -> Bool {
        guard let index = fields.firstIndex(where: { $0.kind == .dayPeriod }) else { return false }
        let context = fieldContext(for: date)
        guard let newDate = date(from: fields[index].components(settingRow: pm ? 1 : 0, in: context)) else { return true }
        changeByUser(to: newDate)
        return true
    }

    private func moveFocusedField(by offset: Int) {
        let next = focusedFieldIndex + offset
        guard fields.indices.contains(next) else { return }
        focusedFieldIndex = next
        typedDigits = ""
        setNeedsDisplay()
    }

    /// Left and Right move between fields (keeping the key at the ends),
    /// Up and Down step the focused one, digits type it, `a` and `p` choose
    /// AM and PM.
    ///
    /// - Returns: Whether the picker took the key.
    func handleCompactKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty || key.modifiers == .shift, !fields.isEmpty else { return false }
        switch key.key {
        case .left: moveFocusedField(by: -1)
        case .right: moveFocusedField(by: 1)
        case .up:
            typedDigits = ""
            stepFocusedField(by: 1)
        case .down:
            typedDigits = ""
            stepFocusedField(by: -1)
        case .character(let character) where character.isASCII && character.isNumber:
            typeDigit(character)
        case .character(let character) where character.lowercased() == "a" || character.lowercased() == "p":
            return chooseDayPeriod(pm: character.lowercased() == "p")
        default: return false
        }
        return true
    }

    /// A click on a field makes it the one the keys act on.
    func clickCompact(at location: Point) {
        let column = location.x - bounds.minX
        guard let index = compactLine().fieldSpans.firstIndex(where: { column >= $0.x && column < $0.x + $0.width }) else { return }
        focusedFieldIndex = index
        typedDigits = ""
        setNeedsDisplay()
    }
}

extension TUIDatePicker: ScrollWheelHandling {
    /// The wheel steps the compact field under the pointer, or turns the
    /// calendar's month.
    package func handleScrollWheel(_ action: MouseAction, at location: Point) -> Bool {
        guard isEnabled, action == .scrollUp || action == .scrollDown else { return false }
        let offset = action == .scrollUp ? 1 : -1
        switch datePickerStyle {
        case .compact:
            let column = location.x - bounds.minX
            guard let index = compactLine().fieldSpans.firstIndex(where: { column >= $0.x && column < $0.x + $0.width }) else {
                return false
            }
            focusedFieldIndex = index
            let old = date
            stepFocusedField(by: offset)
            setNeedsDisplay()
            return date != old
        case .inline:
            return moveCalendar(by: .month, value: -offset)
        default:
            return false
        }
    }
}
