extension InputDecoder {
    /// Parses what starts with the ESC at `start`: a CSI or SS3 sequence, an Alt-prefixed key,
    /// or the Escape key itself.
    ///
    /// ```
    /// ESC                 Escape (once no more bytes can follow)
    /// ESC [ …             CSI sequence              -> parseControlSequence
    /// ESC O …             SS3 sequence              -> parseSingleShift
    /// ESC ESC [ A         Alt + the sequence's key  (Alt+Up)
    /// ESC ESC             Alt+Escape
    /// ESC x, ESC ^A       Alt + the following key   (Alt+x, Alt+Ctrl+A)
    /// ```
    ///
    /// - Parameters:
    ///   - start: The index of the ESC in `pending`.
    ///   - atEndOfInput: Whether incomplete sequences must be resolved now.
    ///   - nested: Whether this ESC follows another one, which already claimed the Alt prefix.
    /// - Returns: The parsed sequence, or `nil` if more bytes are needed to decide.
    func parseEscape(at start: Int, atEndOfInput: Bool, nested: Bool) -> Parsed? {
        let next = start + 1
        guard next < pending.count else {
            return atEndOfInput ? Parsed(length: 1, key: KeyEvent(.escape)) : nil
        }
        switch pending[next] {
        case UInt8(ascii: "["):
            return parseControlSequence(at: start, atEndOfInput: atEndOfInput)
        case UInt8(ascii: "O"):
            return parseSingleShift(at: start, atEndOfInput: atEndOfInput)
        case _ where nested:
            return Parsed(length: 1, key: KeyEvent(.escape))
        case Self.escapeByte:
            guard let inner = parseEscape(at: next, atEndOfInput: atEndOfInput, nested: true) else { return nil }
            if case .key(var key)? = inner.event, !inner.beginsPaste, !inner.abandonsOverlongSequence {
                key.modifiers.insert(.alt)
                return Parsed(length: 1 + inner.length, key: key)
            }
            // Alt does not apply to mouse reports, pastes or dropped sequences: the first ESC
            // is Escape, and the sequence after it is decoded on its own.
            return Parsed(length: 1, key: KeyEvent(.escape))
        default:
            guard let (key, length) = altTarget(at: next, atEndOfInput: atEndOfInput) else { return nil }
            var altKey = key
            altKey.modifiers.insert(.alt)
            return Parsed(length: 1 + length, key: altKey)
        }
    }

    /// Reads the single key after an Alt-prefix ESC: a control character or the first grapheme
    /// cluster of the text there.
    ///
    /// - Returns: The key and the number of bytes it occupies, or `nil` if it is an incomplete
    ///   UTF-8 character that more bytes may complete.
    func altTarget(at start: Int, atEndOfInput: Bool) -> (KeyEvent, Int)? {
        if let key = Self.controlKey(for: pending[start]) { return (key, 1) }
        // Read a bounded run of text and keep its first grapheme cluster.
        var scalars = String.UnicodeScalarView()
        var scalarEnds: [Int] = []
        var index = start
        scan: while index < pending.count, index - start < Self.maximumSequenceLength {
            let byte = pending[index]
            if byte < 0x20 || byte == 0x7F { break }
            switch Self.scanScalar(in: pending, at: index) {
            case .scalar(let scalar, let length):
                scalars.append(scalar)
                index += length
            case .invalid(let length):
                scalars.append(Self.replacementCharacter)
                index += length
            case .incomplete:
                guard scalars.isEmpty else { break scan }
                guard atEndOfInput else { return nil }
                scalars.append(Self.replacementCharacter)
                index = pending.count
            }
            scalarEnds.append(index)
        }
        guard let first = String(scalars).first else { return nil }
        let length = scalarEnds[first.unicodeScalars.count - 1] - start
        return (KeyEvent(.character(first)), length)
    }

    // MARK: - SS3

    /// Parses an SS3 sequence, `ESC O` followed by an optional modifier parameter and a final
    /// byte: cursor keys and Home/End in keypad transmit mode, F1–F4, the application keypad,
    /// and rxvt's Ctrl+arrows (`ESC O a`…`d`).
    ///
    /// - Parameters:
    ///   - start: The index of the ESC in `pending`.
    ///   - atEndOfInput: Whether incomplete sequences must be resolved now.
    /// - Returns: The parsed sequence, or `nil` if more bytes are needed to decide.
    func parseSingleShift(at start: Int, atEndOfInput: Bool) -> Parsed? {
        let altO = Parsed(length: 2, key: KeyEvent(.character("O"), modifiers: .alt))
        let parametersStart = start + 2
        var index = parametersStart
        while index < pending.count, (0x30 ... 0x3F).contains(pending[index]) {
            index += 1
            if index - parametersStart > Self.maximumSequenceLength {
                return Parsed(length: index - start, abandonsOverlongSequence: true)
            }
        }
        guard index < pending.count else {
            guard atEndOfInput else { return nil }
            return index == parametersStart ? altO : Parsed(length: index - start)
        }
        let finalByte = pending[index]
        guard Self.finalBytes.contains(finalByte) else {
            // `ESC O` then something that cannot end a sequence: it was Alt+O.
            return index == parametersStart ? altO : Parsed(length: index - start)
        }
        let parameters = ControlSequenceParameters(pending[parametersStart ..< index])
        let length = index - start + 1
        guard parameters.privateMarker == nil, !parameters.isMalformed,
            var key = Self.singleShiftKey(finalByte)
        else { return Parsed(length: length) }
        key.modifiers.formUnion(Self.modifiers(fromParameter: parameters.value(at: parameters.fields.count - 1)))
        return Parsed(length: length, key: key)
    }

    /// The key an SS3 final byte stands for.
    static func singleShiftKey(_ finalByte: UInt8) -> KeyEvent? {
        switch finalByte {
        case UInt8(ascii: "A"): KeyEvent(.up)
        case UInt8(ascii: "B"): KeyEvent(.down)
        case UInt8(ascii: "C"): KeyEvent(.right)
        case UInt8(ascii: "D"): KeyEvent(.left)
        case UInt8(ascii: "H"): KeyEvent(.home)
        case UInt8(ascii: "F"): KeyEvent(.end)
        case UInt8(ascii: "P") ... UInt8(ascii: "S"): KeyEvent(.function(Int(finalByte) - 0x4F))
        case UInt8(ascii: "M"): KeyEvent(.enter)  // keypad Enter
        case UInt8(ascii: "a"): KeyEvent(.up, modifiers: .control)  // rxvt
        case UInt8(ascii: "b"): KeyEvent(.down, modifiers: .control)
        case UInt8(ascii: "c"): KeyEvent(.right, modifiers: .control)
        case UInt8(ascii: "d"): KeyEvent(.left, modifiers: .control)
        case UInt8(ascii: "X"): KeyEvent(.character("="))  // keypad =
        case UInt8(ascii: "j") ... UInt8(ascii: "y"):
            // Application keypad: j * k + l , m - n . o / p…y 0…9, which are ASCII minus 0x40.
            KeyEvent(.character(Character(Unicode.Scalar(finalByte - 0x40))))
        default: nil
        }
    }
}
