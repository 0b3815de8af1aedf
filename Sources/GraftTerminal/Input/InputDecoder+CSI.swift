extension InputDecoder {
    /// Parses a CSI sequence, `ESC [` followed by parameter bytes (0x30–0x3F), intermediate
    /// bytes (0x20–0x2F) and one final byte (0x40–0x7E).
    ///
    /// Sequences are consumed up to their final byte whether or not they mean anything, so an
    /// unknown sequence never leaks its parameters as typed text. A byte that cannot appear
    /// inside a sequence (a control character, ESC, non-ASCII) ends it early: the bytes before
    /// it are dropped and decoding resumes at that byte. A sequence longer than
    /// ``maximumSequenceLength`` is abandoned, and the rest of it skipped.
    ///
    /// - Parameters:
    ///   - start: The index of the ESC in `pending`.
    ///   - atEndOfInput: Whether incomplete sequences must be resolved now.
    /// - Returns: The parsed sequence, or `nil` if more bytes are needed to decide.
    func parseControlSequence(at start: Int, atEndOfInput: Bool) -> Parsed? {
        let altBracket = Parsed(length: 2, key: KeyEvent(.character("["), modifiers: .alt))
        let parametersStart = start + 2
        guard parametersStart < pending.count else { return atEndOfInput ? altBracket : nil }
        switch pending[parametersStart] {
        case UInt8(ascii: "M"):
            return parseLegacyMouse(at: start, atEndOfInput: atEndOfInput)
        case UInt8(ascii: "["):
            return parseLinuxConsoleFunctionKey(at: start, atEndOfInput: atEndOfInput)
        default:
            break
        }
        var index = parametersStart
        while index < pending.count {
            let byte = pending[index]
            if Self.finalBytes.contains(byte) {
                let parameters = ControlSequenceParameters(pending[parametersStart ..< index])
                return controlSequenceMeaning(parameters, finalByte: byte, length: index - start + 1)
            }
            guard Self.parameterOrIntermediateBytes.contains(byte) else {
                // `ESC [` then something that cannot continue a sequence: it was Alt+[.
                return index == parametersStart ? altBracket : Parsed(length: index - start)
            }
            index += 1
            if index - parametersStart >= Self.maximumSequenceLength {
                return Parsed(length: index - start, abandonsOverlongSequence: true)
            }
        }
        return atEndOfInput ? Parsed(length: index - start) : nil
    }

    /// Parses the Linux console's F1–F5, `ESC [ [ A` through `ESC [ [ E`.
    func parseLinuxConsoleFunctionKey(at start: Int, atEndOfInput: Bool) -> Parsed? {
        let finalIndex = start + 3
        guard finalIndex < pending.count else {
            return atEndOfInput ? Parsed(length: pending.count - start) : nil
        }
        let finalByte = pending[finalIndex]
        guard (UInt8(ascii: "A") ... UInt8(ascii: "E")).contains(finalByte) else {
            return Parsed(length: 3)  // drop `ESC [ [` and decode what follows on its own
        }
        return Parsed(length: 4, key: KeyEvent(.function(Int(finalByte) - 0x40)))
    }

    /// What a complete CSI sequence means.
    ///
    /// - Parameters:
    ///   - parameters: The parsed parameter bytes.
    ///   - finalByte: The final byte.
    ///   - length: The sequence's length in bytes, from the ESC to the final byte.
    func controlSequenceMeaning(_ parameters: ControlSequenceParameters, finalByte: UInt8, length: Int) -> Parsed {
        guard !parameters.hasIntermediates, !parameters.isMalformed else { return Parsed(length: length) }
        switch parameters.privateMarker {
        case nil:
            break
        case UInt8(ascii: "<"):
            return Parsed(length: length, event: sgrMouseEvent(parameters, finalByte: finalByte).map(Event.mouse))
        default:
            return Parsed(length: length)  // replies to queries, not input
        }
        if finalByte == UInt8(ascii: "~"), parameters.value(at: 0) == 200 {
            return Parsed(length: length, beginsPaste: true)
        }
        if finalByte == UInt8(ascii: "M"), parameters.fields.count >= 3 {
            return Parsed(length: length, event: urxvtMouseEvent(parameters).map(Event.mouse))
        }
        return Parsed(length: length, event: Self.controlSequenceKey(parameters, finalByte: finalByte).map(Event.key))
    }

    /// The key a CSI sequence with no private marker stands for.
    static func controlSequenceKey(_ parameters: ControlSequenceParameters, finalByte: UInt8) -> KeyEvent? {
        let first = parameters.value(at: 0)
        let keyModifiers = modifiers(fromParameter: parameters.value(at: 1))
        // Cursor keys and F1–F4 carry modifiers as `CSI 1 ; m X`; any other first parameter is
        // not a key (`CSI row ; column R` is a cursor position report, not Ctrl+F3).
        let isKeyForm = first == nil || first == 1
        let key: Key
        switch finalByte {
        case UInt8(ascii: "A") where isKeyForm: key = .up
        case UInt8(ascii: "B") where isKeyForm: key = .down
        case UInt8(ascii: "C") where isKeyForm: key = .right
        case UInt8(ascii: "D") where isKeyForm: key = .left
        case UInt8(ascii: "H") where isKeyForm: key = .home
        case UInt8(ascii: "F") where isKeyForm: key = .end
        case UInt8(ascii: "P") ... UInt8(ascii: "S") where isKeyForm: key = .function(Int(finalByte) - 0x4F)
        case UInt8(ascii: "Z") where isKeyForm:
            return KeyEvent(.tab, modifiers: keyModifiers.union(.shift))
        case UInt8(ascii: "a") ... UInt8(ascii: "d") where first == nil:
            // rxvt's Shift+arrows.
            let arrows: [Key] = [.up, .down, .right, .left]
            return KeyEvent(arrows[Int(finalByte - UInt8(ascii: "a"))], modifiers: .shift)
        case UInt8(ascii: "~"):
            guard let first else { return nil }
            if first == 27 {
                // xterm's modifyOtherKeys: `CSI 27 ; m ; code ~`.
                guard let code = parameters.value(at: 2) else { return nil }
                return codePointKey(code, modifiers: keyModifiers)
            }
            guard let tildeKey = tildeKey(first) else { return nil }
            key = tildeKey
        case UInt8(ascii: "u"):
            // `CSI code ; m u` (fixterms, kitty, xterm's formatOtherKeys); kitty's event type
            // 3 in `m:3` is a key release, which is not a key press.
            guard let first, parameters.value(at: 1, subparameter: 1) != 3 else { return nil }
            return codePointKey(first, modifiers: keyModifiers)
        default:
            return nil  // focus reports (`CSI I`, `CSI O`) and everything unknown
        }
        return KeyEvent(key, modifiers: keyModifiers)
    }

    /// The key of a `CSI n ~` sequence.
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11 ... 15: .function(number - 10)
        case 17 ... 21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    /// The key a Unicode code point stands for in `CSI u` and modifyOtherKeys reports.
    ///
    /// With `.control`, an ASCII capital is reported in lowercase, as ``Key/character(_:)``
    /// promises.
    static func codePointKey(_ code: Int, modifiers: KeyModifiers) -> KeyEvent? {
        switch code {
        case 8, 127: return KeyEvent(.backspace, modifiers: modifiers)
        case 9: return KeyEvent(.tab, modifiers: modifiers)
        case 13: return KeyEvent(.enter, modifiers: modifiers)
        case 27: return KeyEvent(.escape, modifiers: modifiers)
        case 0 ..< 0x20, 0x80 ..< 0xA0, 0xE000 ... 0xF8FF:
            return nil  // other controls, and kitty's private-use codes for keys Graft has no name for
        default:
            guard code <= 0x10FFFF, var scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            if modifiers.contains(.control), ("A" ... "Z").contains(scalar) {
                scalar = Unicode.Scalar(scalar.value + 0x20) ?? scalar
            }
            return KeyEvent(.character(Character(scalar)), modifiers: modifiers)
        }
    }

    /// The modifiers an xterm modifier parameter encodes: the parameter minus one is a bit set
    /// of Shift (1), Alt (2), Control (4) and Meta (8, reported as Alt); higher bits, such as
    /// kitty's Super, Hyper and lock keys, are ignored.
    static func modifiers(fromParameter parameter: Int?) -> KeyModifiers {
        guard let parameter, parameter > 1 else { return [] }
        let bits = (parameter - 1) & 0x0F
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}

extension InputDecoder {
    /// The parameters of a CSI or SS3 sequence: `;`-separated fields of `:`-separated numbers.
    struct ControlSequenceParameters {
        /// Numbers are clamped to this, so parsing never overflows. It is past the last Unicode
        /// code point, so a clamped number never reads as a key.
        static let maximumValue = 9_999_999

        /// A leading `<`, `=`, `>` or `?`.
        var privateMarker: UInt8?
        /// The fields; a field holds its subparameters, `nil` where a number was left out.
        var fields: [[Int?]] = []
        /// Whether intermediate bytes (0x20–0x2F) occurred.
        var hasIntermediates = false
        /// Whether a private marker occurred after the first byte.
        var isMalformed = false

        /// Parses parameter and intermediate bytes.
        init(_ bytes: ArraySlice<UInt8>) {
            var field: [Int?] = []
            var number: Int?
            for (offset, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                    number = min((number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), Self.maximumValue)
                case UInt8(ascii: ":"):
                    field.append(number)
                    number = nil
                case UInt8(ascii: ";"):
                    field.append(number)
                    fields.append(field)
                    field = []
                    number = nil
                case 0x3C ... 0x3F:
                    if offset == 0 { privateMarker = byte } else { isMalformed = true }
                default:
                    hasIntermediates = true
                }
            }
            field.append(number)
            fields.append(field)
        }

        /// The first number of field `index`, or `nil` if it is absent.
        func value(at index: Int, subparameter: Int = 0) -> Int? {
            guard index < fields.count, subparameter < fields[index].count else { return nil }
            return fields[index][subparameter]
        }
    }
}
