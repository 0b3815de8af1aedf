import Testing

@testable import GraftTerminal

/// Every combination of Shift, Alt and Control.
private let allModifiers: [KeyModifiers] = (0 ..< 8).map { KeyModifiers(rawValue: UInt8($0)) }

/// Every key that is not a character.
private let specialKeys: [Key] =
    [
        .enter, .tab, .backspace, .delete, .insert, .escape, .up, .down, .left, .right,
        .home, .end, .pageUp, .pageDown,
    ] + (1 ... 12).map { .function($0) }

/// Characters covering ASCII letters, digits, punctuation, controls' partner characters,
/// and multi-byte and multi-scalar clusters.
private let characters: [Character] =
    Array("abchijmnozAZ09 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~éß中👍") + [
        "e\u{301}", "👍🏽", "👨‍👩‍👧", "🇫🇷",
    ]

@Suite struct InputDecoderRoundTripTests {
    @Test func specialKeysRoundTripWithEveryModifierCombination() {
        for key in specialKeys {
            for modifiers in allModifiers {
                let event = KeyEvent(key, modifiers: modifiers)
                let bytes = InputDecoder.encode(event)
                #expect(!bytes.isEmpty, "\(event)")
                #expect(InputDecoder.events(bytes) == [.key(event)], "\(event): \(bytes)")
                #expect(InputDecoder.eventsByteByByte(bytes) == [.key(event)], "\(event): \(bytes)")
            }
        }
    }

    @Test func representableCharactersRoundTrip() {
        var checked = 0
        for character in characters {
            for modifiers in allModifiers {
                // With Control, letters are reported in lowercase; an uppercase one is not canonical.
                if modifiers.contains(.control), character.isUppercase { continue }
                let event = KeyEvent(.character(character), modifiers: modifiers)
                let bytes = InputDecoder.encode(event)
                if bytes.isEmpty {
                    // Only multi-scalar clusters with Control or Shift have no encoding.
                    #expect(character.unicodeScalars.count > 1 && !modifiers.subtracting(.alt).isEmpty, "\(event)")
                    continue
                }
                #expect(InputDecoder.events(bytes) == [.key(event)], "\(event): \(bytes)")
                checked += 1
            }
        }
        #expect(checked > 400)
    }

    @Test func controlCapitalIsEncodedAsItsLowercaseForm() {
        #expect(InputDecoder.encode(KeyEvent(.character("C"), modifiers: .control)) == [0x03])
    }

    @Test func encodingsMatchWhatXtermSends() {
        func encoded(_ key: Key, _ modifiers: KeyModifiers = []) -> String {
            String(decoding: InputDecoder.encode(KeyEvent(key, modifiers: modifiers)), as: UTF8.self)
        }
        #expect(encoded(.up) == "\u{1B}OA")
        #expect(encoded(.up, .control) == "\u{1B}[1;5A")
        #expect(encoded(.delete, .shift) == "\u{1B}[3;2~")
        #expect(encoded(.function(1), .alt) == "\u{1B}[1;3P")
        #expect(encoded(.function(1)) == "\u{1B}OP")
        #expect(encoded(.function(5)) == "\u{1B}[15~")
        #expect(encoded(.function(12), .control) == "\u{1B}[24;5~")
        #expect(encoded(.tab, .shift) == "\u{1B}[Z")
        #expect(encoded(.enter) == "\r")
        #expect(encoded(.backspace) == "\u{7F}")
        #expect(encoded(.character("c"), .control) == "\u{3}")
        #expect(encoded(.character(" "), .control) == "\u{0}")
        #expect(encoded(.character("x"), .alt) == "\u{1B}x")
        #expect(encoded(.character("h"), .control) == "\u{1B}[104;5u")
        #expect(encoded(.enter, .control) == "\u{1B}[13;5u")
        #expect(encoded(.character("é")) == "é")
    }

    @Test func unrepresentableKeysEncodeToNothing() {
        #expect(InputDecoder.encode(KeyEvent(.function(13))) == [])
        #expect(InputDecoder.encode(KeyEvent(.function(0))) == [])
        #expect(InputDecoder.encode(KeyEvent(.character("e\u{301}"), modifiers: .control)) == [])
    }

    @Test func mouseEventsRoundTrip() {
        let actions: [MouseAction] = [
            .press(.left), .press(.middle), .press(.right), .release(.left), .release(.middle), .release(.right),
            .drag(.left), .drag(.middle), .drag(.right), .move, .scrollUp, .scrollDown, .scrollLeft, .scrollRight,
        ]
        let points = [Point(x: 0, y: 0), Point(x: 79, y: 23), Point(x: 1000, y: 5)]
        for action in actions {
            for modifiers in allModifiers {
                for point in points {
                    let event = MouseEvent(action, at: point, modifiers: modifiers)
                    #expect(InputDecoder.events(InputDecoder.encode(event)) == [.mouse(event)], "\(event)")
                }
            }
        }
    }

    @Test func mouseEncodingIsSGR() {
        let event = MouseEvent(.release(.right), at: Point(x: 4, y: 9), modifiers: .control)
        #expect(String(decoding: InputDecoder.encode(event), as: UTF8.self) == "\u{1B}[<18;5;10m")
        let outside = MouseEvent(.press(.left), at: Point(x: -3, y: -1))
        #expect(InputDecoder.events(InputDecoder.encode(outside)) == [.mouse(MouseEvent(.press(.left), at: .zero))])
    }

    @Test(arguments: ["", "plain", "two\nlines\r\n", "tab\tand \u{1B}[A escape", "中文 👨‍👩‍👧"])
    func pastesRoundTrip(text: String) {
        #expect(InputDecoder.events(InputDecoder.encode(paste: text)) == [.paste(text)])
        #expect(InputDecoder.eventsByteByByte(InputDecoder.encode(.paste(text))) == [.paste(text)])
    }

    @Test func eventEncodingCoversEveryCase() {
        let events: [Event] = [
            .key(KeyEvent(.character("q"))), .mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 3))),
            .paste("p"), .key(KeyEvent(.left, modifiers: .shift)),
        ]
        #expect(InputDecoder.events(events.flatMap(InputDecoder.encode)) == events)
        #expect(InputDecoder.encode(.resize(Size(width: 80, height: 24))) == [])
    }
}
