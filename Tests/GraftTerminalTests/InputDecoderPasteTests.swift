import Testing

@testable import GraftTerminal

private let esc = "\u{1B}"
private let start = Array("\u{1B}[200~".utf8)
private let end = Array("\u{1B}[201~".utf8)

@Suite struct InputDecoderPasteTests {
    @Test func pasteIsOneEventWithVerbatimContent() {
        #expect(InputDecoder.events(start + Array("hello\nworld\r\n\ttab".utf8) + end) == [.paste("hello\nworld\r\n\ttab")])
    }

    @Test func escapeBeforeAPasteIsEscapeNotAlt() {
        #expect(InputDecoder.events([0x1B] + start + Array("p".utf8) + end) == [.press(.escape), .paste("p")])
    }

    @Test func emptyPaste() {
        #expect(InputDecoder.events(start + end) == [.paste("")])
    }

    @Test func pasteKeepsEscapeBytesAndThingsThatLookLikeKeys() {
        let content = "a\(esc)[Ab\(esc)\(esc)[200~c\(esc)[20d\(esc)[201e\(esc)"
        #expect(InputDecoder.events(start + Array(content.utf8) + end) == [.paste(content)])
    }

    @Test func keysAroundAPasteInOneRead() {
        let bytes = Array("x".utf8) + start + Array("pasted".utf8) + end + Array("y\(esc)[B".utf8)
        #expect(InputDecoder.events(bytes) == [.char("x"), .paste("pasted"), .char("y"), .press(.down)])
    }

    @Test func pasteSplitByteByByte() {
        let content = "línea 1\nlínea 2 中 \(esc)[A \(esc)"
        let bytes = start + Array(content.utf8) + end + [0x61]
        #expect(InputDecoder.eventsByteByByte(bytes) == [.paste(content), .char("a")])
    }

    @Test(arguments: 0 ... 12)
    func pasteSplitAnywhereInItsMarkers(split: Int) {
        let bytes = start + Array("ab".utf8) + end
        var decoder = InputDecoder()
        let first = decoder.decode(bytes[..<split])
        let second = decoder.decode(bytes[split...])
        #expect(first + second == [.paste("ab")])
        #expect(second == [.paste("ab")])
    }

    @Test func invalidUTF8InAPasteIsRepaired() {
        let bytes = start + [0x61, 0xFF, 0x62, 0xE4, 0xB8] + end
        #expect(InputDecoder.events(bytes) == [.paste("a\u{FFFD}b\u{FFFD}")])
    }

    @Test func flushPendingDoesNotEndAPaste() {
        var decoder = InputDecoder()
        #expect(decoder.decode(start + Array("slow \(esc)[20".utf8)) == [])
        #expect(decoder.isInsidePaste)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flushPending() == [])
        #expect(decoder.decode(Array("link".utf8)) == [])
        #expect(decoder.decode(end) == [.paste("slow \(esc)[20link")])
        #expect(!decoder.isInsidePaste)
    }

    @Test func finishDeliversAnUnfinishedPaste() {
        var decoder = InputDecoder()
        #expect(decoder.decode(start + Array("cut \(esc)[201".utf8)) == [])
        #expect(decoder.finish() == [.paste("cut \(esc)[201")])
        #expect(!decoder.isInsidePaste)
        #expect(decoder.decode([0x61]) == [.char("a")])
    }

    @Test func truncatedStartMarkerIsDroppedAtTheTimeout() {
        #expect(InputDecoder.events(Array("\(esc)[200".utf8)) == [])
    }

    @Test func strayEndMarkerIsDropped() {
        #expect(InputDecoder.events(end + [0x61]) == [.char("a")])
    }

    /// A 1 MB paste must decode in linear time, whether it arrives whole or in small reads.
    /// The bound is generous; a decoder that rescanned the paste on every read would need
    /// about a thousand times longer.
    @Test func megabytePasteDecodesInLinearTime() {
        let line = Array("0123456789 abcdefghijklmnopqrstuvwxyz é中 \u{1B}[A\n".utf8)
        var content: [UInt8] = []
        while content.count < 1 << 20 { content += line }
        let expected = String(decoding: content, as: UTF8.self)
        let bytes = start + content + end

        let clock = ContinuousClock()
        let elapsed = clock.measure {
            var whole = InputDecoder()
            #expect(whole.decode(bytes) == [.paste(expected)])

            var chunked = InputDecoder()
            var events: [Event] = []
            var offset = 0
            while offset < bytes.count {
                let next = min(offset + 1024, bytes.count)
                events += chunked.decode(bytes[offset ..< next])
                #expect(chunked.pending.count <= InputDecoder.pasteEndMarker.count)
                offset = next
            }
            #expect(events == [.paste(expected)])
        }
        #expect(elapsed < .seconds(20))
    }
}
