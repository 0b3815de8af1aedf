extension InputDecoder {
    /// The bytes an xterm-compatible terminal sends for a key, in keypad transmit mode.
    ///
    /// This is the inverse of ``decode(_:)``, for scripted input and tests: decoding the result
    /// (and, for the ambiguous lone ESC, then calling ``flushPending()``) yields the key again.
    ///
    /// - Unmodified cursor keys, Home and End use SS3 (`ESC O A`), as in keypad transmit mode;
    ///   F1–F4 are `ESC O P`…`S`; the other keys use `CSI n ~`.
    /// - Modified special keys use xterm's modifier parameter (`ESC [1;5A` is Ctrl+Up,
    ///   `ESC [3;2~` is Shift+Delete); Shift+Tab is `ESC [Z`.
    /// - Characters are UTF-8; Ctrl+letter and the other control keys are C0 bytes; Alt alone
    ///   is an ESC prefix (`ESC x`).
    /// - Combinations with no traditional encoding (Ctrl+Enter, Ctrl+Shift+A, Ctrl+1, Ctrl+H,
    ///   which would read as Backspace, or Shift+x) use `CSI code ; m u`, as xterm sends with
    ///   `formatOtherKeys` and kitty with its keyboard protocol.
    ///
    /// ```swift
    /// InputDecoder.encode(KeyEvent(.up, modifiers: .control))  // ESC [ 1 ; 5 A
    /// ```
    ///
    /// - Parameter key: The key to encode. With `.control`, an ASCII capital letter is encoded as
    ///   its lowercase form, which is how it decodes.
    /// - Returns: The bytes, or an empty array for keys no terminal can send: function keys
    ///   outside F1–F12, and a character of several Unicode scalars with Control or Shift. A
    ///   ``Key/character(_:)`` holding a control character is sent as that raw byte, which
    ///   decodes as the key it stands for (`"\r"` as ``Key/enter``).
    public static func encode(_ key: KeyEvent) -> [UInt8] {
        let modifiers = key.modifiers
        switch key.key {
        case .character(let character):
            return encodeCharacter(character, modifiers: modifiers)
        case .enter:
            return encodeTraditional([0x0D], codePoint: 13, modifiers: modifiers)
        case .tab:
            if modifiers == .shift { return Array("\u{1B}[Z".utf8) }
            return encodeTraditional([0x09], codePoint: 9, modifiers: modifiers)
        case .backspace:
            return encodeTraditional([0x7F], codePoint: 127, modifiers: modifiers)
        case .escape:
            return encodeTraditional([escapeByte], codePoint: 27, modifiers: modifiers)
        case .up: return encodeCursorKey("A", modifiers: modifiers)
        case .down: return encodeCursorKey("B", modifiers: modifiers)
        case .right: return encodeCursorKey("C", modifiers: modifiers)
        case .left: return encodeCursorKey("D", modifiers: modifiers)
        case .home: return encodeCursorKey("H", modifiers: modifiers)
        case .end: return encodeCursorKey("F", modifiers: modifiers)
        case .insert: return encodeTildeKey(2, modifiers: modifiers)
        case .delete: return encodeTildeKey(3, modifiers: modifiers)
        case .pageUp: return encodeTildeKey(5, modifiers: modifiers)
        case .pageDown: return encodeTildeKey(6, modifiers: modifiers)
        case .function(let number):
            switch number {
            case 1 ... 4:
                let finalByte = Character(Unicode.Scalar(UInt8(0x4F + number)))
                return encodeCursorKey(finalByte, modifiers: modifiers)
            case 5: return encodeTildeKey(15, modifiers: modifiers)
            case 6 ... 10: return encodeTildeKey(number + 11, modifiers: modifiers)
            case 11, 12: return encodeTildeKey(number + 12, modifiers: modifiers)
            default: return []
            }
        }
    }

    /// The SGR report (mode 1006) an xterm-compatible terminal sends for a mouse event.
    ///
    /// ```swift
    /// InputDecoder.encode(MouseEvent(.press(.left), at: Point(x: 0, y: 0)))  // ESC [ < 0 ; 1 ; 1 M
    /// ```
    ///
    /// - Parameter mouse: The mouse event. Negative coordinates are sent as zero, and
    ///   coordinates are clamped to what the decoder accepts.
    /// - Returns: The bytes of the report.
    public static func encode(_ mouse: MouseEvent) -> [UInt8] {
        var code: Int
        var isRelease = false
        switch mouse.action {
        case .press(let button): code = buttonCode(button)
        case .release(let button):
            code = buttonCode(button)
            isRelease = true
        case .drag(let button): code = 32 + buttonCode(button)
        case .move: code = 32 + 3
        case .scrollUp: code = 64
        case .scrollDown: code = 65
        case .scrollLeft: code = 66
        case .scrollRight: code = 67
        }
        if mouse.modifiers.contains(.shift) { code += 4 }
        if mouse.modifiers.contains(.alt) { code += 8 }
        if mouse.modifiers.contains(.control) { code += 16 }
        let limit = ControlSequenceParameters.maximumValue
        let column = min(max(0, mouse.location.x), limit - 1) + 1
        let row = min(max(0, mouse.location.y), limit - 1) + 1
        return Array("\u{1B}[<\(code);\(column);\(row)\(isRelease ? "m" : "M")".utf8)
    }

    /// The bytes a terminal in bracketed-paste mode (2004) sends when text is pasted.
    ///
    /// - Parameter text: The pasted text, sent verbatim as UTF-8. It cannot contain the end
    ///   marker `ESC [201~`: no terminal can send that inside a paste.
    /// - Returns: `ESC [200~`, the text, `ESC [201~`.
    public static func encode(paste text: String) -> [UInt8] {
        Array("\u{1B}[200~".utf8) + Array(text.utf8) + pasteEndMarker
    }

    /// The bytes a terminal sends for an event: see ``encode(_:)-(KeyEvent)``,
    /// ``encode(_:)-(MouseEvent)`` and ``encode(paste:)``.
    ///
    /// - Parameter event: The event.
    /// - Returns: The bytes; empty for ``Event/resize(_:)``, which terminals signal out of band.
    public static func encode(_ event: Event) -> [UInt8] {
        switch event {
        case .key(let key): encode(key)
        case .mouse(let mouse): encode(mouse)
        case .paste(let text): encode(paste: text)
        case .resize: []
        }
    }

    // MARK: - Pieces

    /// A key with a traditional byte encoding: the bytes alone, behind ESC for Alt, and
    /// `CSI code ; m u` for any other modifier.
    static func encodeTraditional(_ bytes: [UInt8], codePoint: UInt32, modifiers: KeyModifiers) -> [UInt8] {
        switch modifiers {
        case []: bytes
        case .alt: [escapeByte] + bytes
        default: encodeCodePoint(codePoint, modifiers: modifiers)
        }
    }

    /// `CSI code ; m u`, or `CSI code u` without modifiers.
    static func encodeCodePoint(_ codePoint: UInt32, modifiers: KeyModifiers) -> [UInt8] {
        let parameter = modifierParameter(modifiers)
        let suffix = parameter == 1 ? "" : ";\(parameter)"
        return Array("\u{1B}[\(codePoint)\(suffix)u".utf8)
    }

    /// `ESC O X` unmodified, `ESC [ 1 ; m X` modified.
    static func encodeCursorKey(_ finalByte: Character, modifiers: KeyModifiers) -> [UInt8] {
        let text =
            modifiers.isEmpty
            ? "\u{1B}O\(finalByte)"
            : "\u{1B}[1;\(modifierParameter(modifiers))\(finalByte)"
        return Array(text.utf8)
    }

    /// `ESC [ n ~` unmodified, `ESC [ n ; m ~` modified.
    static func encodeTildeKey(_ number: Int, modifiers: KeyModifiers) -> [UInt8] {
        let suffix = modifiers.isEmpty ? "" : ";\(modifierParameter(modifiers))"
        return Array("\u{1B}[\(number)\(suffix)~".utf8)
    }

    /// A character key: UTF-8, a C0 byte for Ctrl, ESC before either for Alt, else `CSI u`.
    static func encodeCharacter(_ character: Character, modifiers: KeyModifiers) -> [UInt8] {
        var character = character
        if modifiers.contains(.control), let ascii = character.asciiValue,
            (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(ascii)
        {
            character = Character(Unicode.Scalar(ascii + 0x20))
        }
        let altPrefix: [UInt8] = modifiers.contains(.alt) ? [escapeByte] : []
        let others = modifiers.subtracting(.alt)
        if others.isEmpty {
            return altPrefix + Array(String(character).utf8)
        }
        if others == .control, let byte = controlByte(for: character) {
            return altPrefix + [byte]
        }
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return [] }
        return encodeCodePoint(scalar.value, modifiers: modifiers)
    }

    /// The C0 byte a terminal sends for Ctrl plus a character, where it decodes back to it:
    /// Ctrl+Space is NUL, Ctrl+A…Z are 0x01…0x1A except H, I, J and M (which read as
    /// Backspace, Tab and Enter), and Ctrl+`\ ] ^ _` are 0x1C…0x1F.
    static func controlByte(for character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: " "): return 0x00
        case UInt8(ascii: "h"), UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "m"): return nil
        case UInt8(ascii: "a") ... UInt8(ascii: "z"): return ascii - 0x60
        case UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "_"): return ascii - 0x40
        default: return nil
        }
    }

    /// xterm's modifier parameter: one plus Shift 1, Alt 2, Control 4.
    static func modifierParameter(_ modifiers: KeyModifiers) -> Int {
        var bits = 0
        if modifiers.contains(.shift) { bits |= 1 }
        if modifiers.contains(.alt) { bits |= 2 }
        if modifiers.contains(.control) { bits |= 4 }
        return bits + 1
    }

    /// The SGR code of a button.
    static func buttonCode(_ button: MouseButton) -> Int {
        switch button {
        case .left: 0
        case .middle: 1
        case .right: 2
        }
    }
}
