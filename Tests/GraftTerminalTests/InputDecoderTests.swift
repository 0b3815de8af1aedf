import Testing

@testable import GraftTerminal

// MARK: - Helpers shared by the InputDecoder*Tests files

extension InputDecoder {
    /// Decodes `bytes` in one read, then flushes as the run loop would after the timeout.
    static func events(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.decode(bytes) + decoder.flushPending()
    }

    /// Decodes the UTF-8 of `text` (escape sequences written with `\u{1B}`) in one read, then
    /// flushes.
    static func events(_ text: String) -> [Event] {
        events(Array(text.utf8))
    }

    /// Decodes `bytes` one byte per read, then flushes.
    static func eventsByteByByte(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        var events: [Event] = []
        for byte in bytes { events += decoder.decode([byte]) }
        return events + decoder.flushPending()
    }
}

extension Event {
    /// A key event, briefly.
    static func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Event {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    /// A character key event.
    static func char(_ character: Character, _ modifiers: KeyModifiers = []) -> Event {
        .key(KeyEvent(.character(character), modifiers: modifiers))
    }
}

/// ESC, for building sequences.
private let esc = "\u{1B}"

// MARK: - Keys

@Suite struct InputDecoderTests {
    @Test func asciiTextIsOneCharacterEventPerLetter() {
        #expect(InputDecoder.events("aZ 1~") == [.char("a"), .char("Z"), .char(" "), .char("1"), .char("~")])
    }

    @Test func multiByteCharactersDecodeWhole() {
        #expect(InputDecoder.events("é中👍") == [.char("é"), .char("中"), .char("👍")])
    }

    @Test func combiningSequencesArriveAsOneGraphemeCluster() {
        #expect(InputDecoder.events("e\u{301}x") == [.char("e\u{301}"), .char("x")])
        #expect(InputDecoder.events("👍🏽👨‍👩‍👧") == [.char("👍🏽"), .char("👨‍👩‍👧")])
        #expect(InputDecoder.events("🇫🇷") == [.char("🇫🇷")])
    }

    @Test(arguments: ["é", "中", "👍", "𝄞"])
    func characterSplitByteByByteDecodesOnceComplete(text: String) {
        var decoder = InputDecoder()
        let bytes = Array(text.utf8)
        for byte in bytes.dropLast() {
            #expect(decoder.decode([byte]) == [])
            #expect(decoder.hasPendingInput)
        }
        #expect(decoder.decode([bytes.last!]) == [.char(Character(text))])
        #expect(!decoder.hasPendingInput)
    }

    @Test func enterIsCarriageReturnOrLineFeed() {
        #expect(InputDecoder.events([0x0D, 0x0A]) == [.press(.enter), .press(.enter)])
    }

    @Test func tabAndShiftTab() {
        #expect(InputDecoder.events("\t") == [.press(.tab)])
        #expect(InputDecoder.events("\(esc)[Z") == [.press(.tab, .shift)])
        #expect(InputDecoder.events("\(esc)[1;5Z") == [.press(.tab, [.shift, .control])])
    }

    @Test func backspaceIsDeleteOrBackspaceByte() {
        #expect(InputDecoder.events([0x7F, 0x08]) == [.press(.backspace), .press(.backspace)])
    }

    @Test func editingKeys() {
        #expect(InputDecoder.events("\(esc)[3~") == [.press(.delete)])
        #expect(InputDecoder.events("\(esc)[2~") == [.press(.insert)])
        #expect(InputDecoder.events("\(esc)[5~\(esc)[6~") == [.press(.pageUp), .press(.pageDown)])
    }

    @Test func loneEscapeWaitsForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flushPending() == [.press(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flushPending() == [])
    }

    @Test func escapeFollowedBySequenceInLaterReadIsTheSequence() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[A".utf8)) == [.press(.up)])
    }

    @Test func arrowsInCSIAndSS3Form() {
        let expected: [Event] = [.press(.up), .press(.down), .press(.right), .press(.left)]
        #expect(InputDecoder.events("\(esc)[A\(esc)[B\(esc)[C\(esc)[D") == expected)
        #expect(InputDecoder.events("\(esc)OA\(esc)OB\(esc)OC\(esc)OD") == expected)
    }

    @Test(arguments: ["[H", "OH", "[1~", "[7~"])
    func homeVariants(sequence: String) {
        #expect(InputDecoder.events(esc + sequence) == [.press(.home)])
    }

    @Test(arguments: ["[F", "OF", "[4~", "[8~"])
    func endVariants(sequence: String) {
        #expect(InputDecoder.events(esc + sequence) == [.press(.end)])
    }

    @Test func functionKeysOneToFour() {
        let expected: [Event] = (1 ... 4).map { .press(.function($0)) }
        #expect(InputDecoder.events("\(esc)OP\(esc)OQ\(esc)OR\(esc)OS") == expected)
        #expect(InputDecoder.events("\(esc)[11~\(esc)[12~\(esc)[13~\(esc)[14~") == expected)
        #expect(InputDecoder.events("\(esc)[[A\(esc)[[B\(esc)[[C\(esc)[[D") == expected)  // Linux console
    }

    @Test func functionKeysFiveToTwelve() {
        let codes = [15, 17, 18, 19, 20, 21, 23, 24]
        let text = codes.map { "\(esc)[\($0)~" }.joined()
        #expect(InputDecoder.events(text) == (5 ... 12).map { .press(.function($0)) })
    }

    @Test func xtermModifierParameters() {
        #expect(InputDecoder.events("\(esc)[1;5A") == [.press(.up, .control)])
        #expect(InputDecoder.events("\(esc)[3;2~") == [.press(.delete, .shift)])
        #expect(InputDecoder.events("\(esc)[1;3P") == [.press(.function(1), .alt)])
        #expect(InputDecoder.events("\(esc)[15;6~") == [.press(.function(5), [.shift, .control])])
        #expect(InputDecoder.events("\(esc)[1;8H") == [.press(.home, [.shift, .alt, .control])])
        #expect(InputDecoder.events("\(esc)[1;9D") == [.press(.left, .alt)])  // Meta reads as Alt
        #expect(InputDecoder.events("\(esc)[1;1C") == [.press(.right)])
    }

    @Test(arguments: 1 ... 16)
    func everyModifierParameterOnAnArrow(parameter: Int) {
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        #expect(InputDecoder.events("\(esc)[1;\(parameter)B") == [.press(.down, modifiers)])
    }

    @Test func modifiedSS3Forms() {
        #expect(InputDecoder.events("\(esc)O5A") == [.press(.up, .control)])
        #expect(InputDecoder.events("\(esc)O1;2P") == [.press(.function(1), .shift)])
    }

    @Test func controlLetters() {
        let skipped: Set<UInt8> = [0x08, 0x09, 0x0A, 0x0D]
        for byte in UInt8(0x01) ... 0x1A where !skipped.contains(byte) {
            let letter = Character(Unicode.Scalar(byte + 0x60))
            #expect(InputDecoder.events([byte]) == [.char(letter, .control)], "byte \(byte)")
        }
    }

    @Test func controlSpaceAndPunctuation() {
        #expect(InputDecoder.events([0x00]) == [.char(" ", .control)])
        #expect(
            InputDecoder.events([0x1C, 0x1D, 0x1E, 0x1F])
                == [.char("\\", .control), .char("]", .control), .char("^", .control), .char("_", .control)])
    }

    @Test func nulInTheMiddleOfText() {
        #expect(InputDecoder.events("a\u{0}b") == [.char("a"), .char(" ", .control), .char("b")])
    }

    @Test func altAsEscapePrefix() {
        #expect(InputDecoder.events("\(esc)x") == [.char("x", .alt)])
        #expect(InputDecoder.events("\(esc)X") == [.char("X", .alt)])
        #expect(InputDecoder.events("\(esc)é") == [.char("é", .alt)])
        #expect(InputDecoder.events("\(esc)e\u{301}z") == [.char("e\u{301}", .alt), .char("z")])
        #expect(InputDecoder.events("\(esc)\r") == [.press(.enter, .alt)])
        #expect(InputDecoder.events("\(esc)\u{7F}") == [.press(.backspace, .alt)])
        #expect(InputDecoder.events("\(esc)\u{1}") == [.char("a", [.alt, .control])])
        #expect(InputDecoder.events("\(esc)\u{0}") == [.char(" ", [.alt, .control])])
    }

    @Test func altPrefixBeforeASequence() {
        #expect(InputDecoder.events("\(esc)\(esc)[A") == [.press(.up, .alt)])
        #expect(InputDecoder.events("\(esc)\(esc)OP") == [.press(.function(1), .alt)])
        #expect(InputDecoder.events("\(esc)\(esc)[1;5C") == [.press(.right, [.alt, .control])])
        #expect(InputDecoder.events("\(esc)\(esc)[3~") == [.press(.delete, .alt)])
    }

    @Test func doubleEscapeIsAltEscapeAfterTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [])
        #expect(decoder.flushPending() == [.press(.escape, .alt)])
        #expect(InputDecoder.events("\(esc)\(esc)\(esc)") == [.press(.escape, .alt), .press(.escape)])
    }

    @Test func altBracketAndAltOAfterTheTimeout() {
        #expect(InputDecoder.events("\(esc)[") == [.char("[", .alt)])
        #expect(InputDecoder.events("\(esc)O") == [.char("O", .alt)])
    }

    @Test func altBracketFollowedByTextThatCannotContinueASequence() {
        #expect(InputDecoder.events("\(esc)[é") == [.char("[", .alt), .char("é")])
        #expect(InputDecoder.events("\(esc)O\r") == [.char("O", .alt), .press(.enter)])
    }

    @Test func csiUKeys() {
        #expect(InputDecoder.events("\(esc)[99;5u") == [.char("c", .control)])
        #expect(InputDecoder.events("\(esc)[67;5u") == [.char("c", .control)])
        #expect(InputDecoder.events("\(esc)[13;5u") == [.press(.enter, .control)])
        #expect(InputDecoder.events("\(esc)[27u") == [.press(.escape)])
        #expect(InputDecoder.events("\(esc)[97;2u") == [.char("a", .shift)])
        #expect(InputDecoder.events("\(esc)[233;3u") == [.char("é", .alt)])
        #expect(InputDecoder.events("\(esc)[127;3u") == [.press(.backspace, .alt)])
        #expect(InputDecoder.events("\(esc)[97:65;2u") == [.char("a", .shift)])  // kitty alternate keys
    }

    @Test func csiUReleasesAndPrivateUseKeysAreDropped() {
        #expect(InputDecoder.events("\(esc)[97;1:3ux") == [.char("x")])
        #expect(InputDecoder.events("\(esc)[57441;2ux") == [.char("x")])
    }

    @Test func modifyOtherKeysForm() {
        #expect(InputDecoder.events("\(esc)[27;5;105~") == [.char("i", .control)])
        #expect(InputDecoder.events("\(esc)[27;2;13~") == [.press(.enter, .shift)])
    }

    @Test func focusReportsAreDropped() {
        #expect(InputDecoder.events("a\(esc)[Ib\(esc)[Oc") == [.char("a"), .char("b"), .char("c")])
    }

    @Test func cursorPositionReportIsNotAFunctionKey() {
        #expect(InputDecoder.events("\(esc)[12;40Rx") == [.char("x")])
    }

    @Test func applicationKeypad() {
        #expect(
            InputDecoder.events("\(esc)Op\(esc)Oy\(esc)Ok\(esc)Oo\(esc)OM")
                == [.char("0"), .char("9"), .char("+"), .char("/"), .press(.enter)])
    }

    @Test func rxvtModifiedArrows() {
        #expect(InputDecoder.events("\(esc)Oa\(esc)[d") == [.press(.up, .control), .press(.left, .shift)])
    }

    @Test func mixedInputInOneRead() {
        #expect(
            InputDecoder.events("a\(esc)[Ab\r\(esc)OPé\t")
                == [.char("a"), .press(.up), .char("b"), .press(.enter), .press(.function(1)), .char("é"), .press(.tab)])
    }

    @Test func everySequenceDecodesTheSameByteByByte() {
        let text = "a\(esc)[1;5A\(esc)OP\(esc)[15~\(esc)\(esc)[B\(esc)x中\(esc)[99;5u\(esc)[<0;5;6M"
        #expect(InputDecoder.eventsByteByByte(Array(text.utf8)) == InputDecoder.events(text))
    }
}
