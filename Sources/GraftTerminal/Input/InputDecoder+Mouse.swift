extension InputDecoder {
    /// Parses a legacy X10-style mouse report, `ESC [ M b x y`, where each of the three bytes
    /// is its value plus 32 and the coordinates are 1-based (so column 1 is the byte 0x21).
    ///
    /// - Parameters:
    ///   - start: The index of the ESC in `pending`.
    ///   - atEndOfInput: Whether an incomplete report must be resolved (dropped) now.
    /// - Returns: The parsed report, or `nil` if more bytes are needed.
    func parseLegacyMouse(at start: Int, atEndOfInput: Bool) -> Parsed? {
        let length = 6
        guard start + length <= pending.count else {
            return atEndOfInput ? Parsed(length: pending.count - start) : nil
        }
        let code = Int(pending[start + 3]) - 32
        let column = Int(pending[start + 4]) - 33
        let row = Int(pending[start + 5]) - 33
        let event = mouseEvent(code: code, column: column, row: row, isRelease: false)
        return Parsed(length: length, event: event.map(Event.mouse))
    }

    /// The mouse event of an SGR report, `CSI < b ; x ; y M` (press, motion, wheel) or
    /// `CSI < b ; x ; y m` (release), with 1-based coordinates.
    func sgrMouseEvent(_ parameters: ControlSequenceParameters, finalByte: UInt8) -> MouseEvent? {
        guard finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m"),
            let code = parameters.value(at: 0),
            let column = parameters.value(at: 1),
            let row = parameters.value(at: 2)
        else { return nil }
        return mouseEvent(code: code, column: column - 1, row: row - 1, isRelease: finalByte == UInt8(ascii: "m"))
    }

    /// The mouse event of an urxvt report, `CSI b ; x ; y M`: X10's values in decimal.
    func urxvtMouseEvent(_ parameters: ControlSequenceParameters) -> MouseEvent? {
        guard let code = parameters.value(at: 0),
            let column = parameters.value(at: 1),
            let row = parameters.value(at: 2)
        else { return nil }
        return mouseEvent(code: code - 32, column: column - 1, row: row - 1, isRelease: false)
    }

    /// The mouse event a button code describes.
    ///
    /// The code's low two bits are the button (0 left, 1 middle, 2 right, 3 none); 4, 8 and 16
    /// add Shift, Alt (Meta) and Control; 32 marks motion; 64 marks the wheel, whose low bits
    /// are up, down, left and right; 128 marks buttons 8–11, which are not reported. Legacy
    /// reports say "released" as button 3 without naming the button: the release is attributed
    /// to the last button pressed.
    ///
    /// - Parameters:
    ///   - code: The button code.
    ///   - column: The zero-based column; negative values are clamped to zero.
    ///   - row: The zero-based row; negative values are clamped to zero.
    ///   - isRelease: Whether the report is an SGR release (`m`).
    func mouseEvent(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
        guard code >= 0, code & 128 == 0 else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let buttonBits = code & 3
        let action: MouseAction
        if code & 64 != 0 {
            guard !isRelease else { return nil }  // wheel "releases" carry no information
            action = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight][buttonBits]
        } else {
            let button: MouseButton? = [.left, .middle, .right, nil][buttonBits]
            if isRelease {
                action = .release(button ?? lastPressedButton ?? .left)
            } else if code & 32 != 0 {
                action = button.map(MouseAction.drag) ?? .move
            } else if let button {
                action = .press(button)
            } else {
                action = .release(lastPressedButton ?? .left)
            }
        }
        let location = Point(x: max(0, column), y: max(0, row))
        return MouseEvent(action, at: location, modifiers: modifiers)
    }
}
