// Robustness of InputDecoder against truncated, malformed and random input.
//
// The fuzz tests run a modest number of random cases by default. Set the environment variable
// GRAFT_FUZZ_COUNT to run more, for example:
//
//     GRAFT_FUZZ_COUNT=1000000 swift test --filter InputDecoderRobustness
//
// The cases are generated from fixed seeds, so a failure reproduces; the failure message
// names the case's bytes.

import Foundation
import Testing

@testable import GraftTerminal

private let esc = "\u{1B}"

/// The number of random cases each fuzz test runs.
private let fuzzCount = ProcessInfo.processInfo.environment["GRAFT_FUZZ_COUNT"].flatMap(Int.init) ?? 3000

/// The most bytes a decoder may hold back outside a paste: `ESC ESC [`, a sequence's
/// parameters up to the bound, and slack.
private let holdBackBound = InputDecoder.maximumSequenceLength + 8

/// A small deterministic random number generator (SplitMix64).
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random bytes weighted towards what makes escape sequences: ESC, `[`, `;`, digits and
/// final bytes, with some control bytes, invalid UTF-8, and whole or cut real sequences.
private func garbage(length: Int, asciiOnly: Bool = false, using random: inout SplitMix64) -> [UInt8] {
    let sequenceBytes = Array("[[[O<;;;::0123456789MmuZ~~ABPR".utf8)
    let text = Array("ax Q".utf8)
    let wholeCharacters = ["é", "中", "ß"].map { Array($0.utf8) }
    var bytes: [UInt8] = []
    while bytes.count < length {
        switch Int.random(in: 0 ..< 20, using: &random) {
        case 0 ..< 4: bytes.append(0x1B)
        case 4 ..< 12: bytes.append(sequenceBytes.randomElement(using: &random)!)
        case 12 ..< 14: bytes.append(text.randomElement(using: &random)!)
        case 14: bytes.append(UInt8.random(in: 0x00 ... 0x1F, using: &random))
        case 15:
            // All or part of a real sequence, or the paste end marker.
            let sequence = (knownSequences + [InputDecoder.pasteEndMarker]).randomElement(using: &random)!
            bytes += sequence.prefix(Int.random(in: 1 ... sequence.count, using: &random))
        case 16: bytes += wholeCharacters.randomElement(using: &random)!
        default:
            bytes.append(asciiOnly ? UInt8.random(in: 0x20 ... 0x7E, using: &random) : UInt8.random(in: 0 ... 0xFF, using: &random))
        }
    }
    return bytes
}

/// Decodes `bytes` in random pieces, checking the hold-back bound after each, then flushes.
private func decodeInPieces(_ bytes: [UInt8], decoder: inout InputDecoder, using random: inout SplitMix64) -> [Event] {
    var events: [Event] = []
    var offset = 0
    while offset < bytes.count {
        let next = min(bytes.count, offset + Int.random(in: 1 ... 12, using: &random))
        events += decoder.decode(bytes[offset ..< next])
        if !decoder.isInsidePaste {
            #expect(decoder.pending.count <= holdBackBound, "\(bytes)")
        }
        offset = next
    }
    return events + decoder.flushPending()
}

/// Every complete sequence the decoder knows, in the variants terminals send.
private let knownSequences: [[UInt8]] = {
    var sequences: [[UInt8]] = []
    let keys: [Key] =
        [.tab, .delete, .insert, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter]
        + (1 ... 12).map { .function($0) }
    for key in keys {
        for raw in 0 ..< 8 {
            sequences.append(InputDecoder.encode(KeyEvent(key, modifiers: KeyModifiers(rawValue: UInt8(raw)))))
        }
    }
    let variants = [
        "[A", "[B", "[C", "[D", "[H", "[F", "[1~", "[4~", "[7~", "[8~", "[11~", "[12~", "[13~", "[14~",
        "OA", "OH", "OP", "O5A", "[Z", "[[A", "[99;5u", "[27;5;105~", "\u{1B}[A", "\u{1B}OP", "[<0;10;20M",
        "[<35;1;1M", "[<65;300;400m", "[32;10;5M", "[200~", "[I", "[O",
    ]
    sequences += variants.map { Array((esc + $0).utf8) }
    sequences.append([0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x21])  // X10 press
    return sequences.filter { $0.count > 1 && $0.first == 0x1B }
}()

@Suite struct InputDecoderRobustnessTests {
    @Test func everyTruncatedSequenceResolvesSensiblyAtTheTimeout() {
        let allowedAtTimeout: [[UInt8]: [Event]] = [
            [0x1B]: [.press(.escape)],
            [0x1B, 0x1B]: [.press(.escape, .alt)],
            Array("\(esc)[".utf8): [.char("[", .alt)],
            Array("\(esc)O".utf8): [.char("O", .alt)],
            Array("\(esc)\(esc)[".utf8): [.char("[", .alt)],
            Array("\(esc)\(esc)O".utf8): [.char("O", .alt)],
        ]
        for sequence in knownSequences {
            let expected = InputDecoder.events(sequence)
            for length in 1 ..< sequence.count {
                let prefix = Array(sequence[..<length])
                var decoder = InputDecoder()
                #expect(decoder.decode(prefix) == [], "prefix \(prefix) of \(sequence) decoded early")
                #expect(decoder.hasPendingInput)
                #expect(decoder.flushPending() == allowedAtTimeout[prefix, default: []], "prefix \(prefix)")
                #expect(!decoder.hasPendingInput && decoder.pending.isEmpty)
                #expect(decoder.decode(Array("x".utf8)) == [.char("x")])
                var fresh = decoder
                #expect(fresh.decode(sequence) + fresh.flushPending() == expected, "\(sequence) after prefix \(prefix)")
            }
        }
    }

    @Test func unknownSequencesAreConsumedUpToTheirFinalByte() {
        #expect(InputDecoder.events("\(esc)[?1;2cx") == [.char("x")])  // device attributes reply
        #expect(InputDecoder.events("\(esc)[>0;95;0cx") == [.char("x")])
        #expect(InputDecoder.events("\(esc)[0 qx") == [.char("x")])  // intermediate byte
        #expect(InputDecoder.events("\(esc)[1;2;3;4zx") == [.char("x")])  // unknown final
        #expect(InputDecoder.events("\(esc)[99~\(esc)[2Ax") == [.char("x")])
        #expect(InputDecoder.events("\(esc)Ozx") == [.char("x")])
        #expect(InputDecoder.events("\(esc)O?5Ax") == [.char("x")])
        #expect(InputDecoder.events("\(esc)[1<5Ax") == [.char("x")])  // marker in the wrong place
    }

    @Test func sequenceInterruptedByAnotherByteDoesNotSwallowIt() {
        #expect(InputDecoder.events("\(esc)[1;\r") == [.press(.enter)])
        #expect(InputDecoder.events("\(esc)[12\(esc)[A") == [.press(.up)])
        #expect(InputDecoder.events("\(esc)[1é") == [.char("é")])
        #expect(InputDecoder.events("\(esc)O5\tz") == [.press(.tab), .char("z")])
        #expect(InputDecoder.events("\(esc)[[\u{7F}") == [.press(.backspace)])
    }

    @Test func overlongParameterListIsAbandonedAndSkipped() {
        let digits = String(repeating: "1;", count: 500)
        #expect(InputDecoder.events("\(esc)[\(digits)Ax") == [.char("x")])
        #expect(InputDecoder.eventsByteByByte(Array("\(esc)[\(digits)Ax".utf8)) == [.char("x")])
        #expect(InputDecoder.events("\(esc)[\(digits)\r") == [.press(.enter)])
        #expect(InputDecoder.events("\(esc)O\(digits)\r") == [.press(.enter)])

        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)[\(digits)".utf8)) == [])
        #expect(decoder.pending.count <= holdBackBound)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flushPending() == [])
        #expect(decoder.decode(Array("x".utf8)) == [.char("x")])
    }

    @Test func hugeNumbersAreClamped() {
        let huge = String(repeating: "9", count: 25)
        #expect(
            InputDecoder.events("\(esc)[<0;\(huge);\(huge)M")
                == [.mouse(MouseEvent(.press(.left), at: Point(x: 9_999_998, y: 9_999_998)))])
        #expect(InputDecoder.events("\(esc)[\(huge);5Ax") == [.char("x")])
        #expect(InputDecoder.events("\(esc)[1;\(huge)A").count == 1)
        #expect(InputDecoder.events("\(esc)[\(huge)ux") == [.char("x")])
        #expect(InputDecoder.events("\(esc)[\(huge)~x") == [.char("x")])
    }

    @Test(
        arguments: [
            [0xFF], [0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE4, 0xB8, 0x41],
            [0x80, 0x80], [0xF0, 0x9F, 0x91, 0x78], [0x61, 0xFE, 0xE2, 0x82, 0xAC], [0xF8, 0x88, 0x80, 0x80, 0x80],
        ] as [[UInt8]])
    func invalidUTF8BecomesReplacementCharacters(bytes: [UInt8]) {
        let expected = String(decoding: bytes, as: UTF8.self).map { Event.char($0) }
        #expect(InputDecoder.events(bytes) == expected)
        #expect(InputDecoder.eventsByteByByte(bytes) == expected)
    }

    @Test func partialCharacterBecomesReplacementAtTheTimeout() {
        #expect(InputDecoder.events([0xE4, 0xB8]) == [.char("\u{FFFD}")])
        #expect(InputDecoder.events([0x1B, 0xE4, 0xB8]) == [.char("\u{FFFD}", .alt)])
        #expect(InputDecoder.events([0x1B, 0xFF]) == [.char("\u{FFFD}", .alt)])
    }

    @Test func randomGarbageNeverStopsLaterInputFromDecoding() {
        var random = SplitMix64(state: 0x6772_6166_74)
        for _ in 0 ..< fuzzCount {
            let bytes = garbage(length: Int.random(in: 0 ... 80, using: &random), using: &random)
            var decoder = InputDecoder()
            _ = decodeInPieces(bytes, decoder: &decoder, using: &random)
            if decoder.isInsidePaste {
                let events = decoder.decode(InputDecoder.pasteEndMarker)
                guard case .paste? = events.last else {
                    Issue.record("paste not ended by its marker: \(bytes)")
                    continue
                }
            }
            #expect(decoder.pending.isEmpty && !decoder.hasPendingInput && !decoder.isInsidePaste, "\(bytes)")
            #expect(decoder.decode(Array("x".utf8)) == [.char("x")], "\(bytes)")
            #expect(decoder.decode(Array("\(esc)[1;5A".utf8)) == [.press(.up, .control)], "\(bytes)")
        }
    }

    @Test func howInputIsSplitDoesNotChangeWhatItMeans() {
        var random = SplitMix64(state: 0x5350_4C49_54)
        for _ in 0 ..< fuzzCount {
            // ASCII and precomposed characters only: a grapheme cluster that straddles two
            // reads legitimately arrives as two events.
            let bytes = garbage(length: Int.random(in: 0 ... 80, using: &random), asciiOnly: true, using: &random)
            var whole = InputDecoder()
            let expected = whole.decode(bytes) + whole.finish()
            var pieces = InputDecoder()
            let events = decodeInPieces(bytes, decoder: &pieces, using: &random) + pieces.finish()
            #expect(events == expected, "\(bytes)")
        }
    }

    @Test func randomTextDecodesLikeTheStandardLibrary() {
        var random = SplitMix64(state: 0x5554_4638)
        for _ in 0 ..< fuzzCount {
            let length = Int.random(in: 0 ... 24, using: &random)
            let bytes = (0 ..< length).map { _ in
                Bool.random(using: &random)
                    ? UInt8.random(in: 0x80 ... 0xFF, using: &random) : UInt8.random(in: 0x20 ... 0x7E, using: &random)
            }
            // Compare scalars, not events: the decoder holds back a partial character at the
            // end of a read, so a cluster that would absorb its replacement (after a Prepend
            // character such as U+0600) legitimately arrives as two events.
            var text = ""
            for event in InputDecoder.events(bytes) {
                guard case .key(let key) = event, case .character(let character) = key.key, key.modifiers.isEmpty else {
                    Issue.record("\(event) from text \(bytes)")
                    continue
                }
                text.append(character)
            }
            #expect(Array(text.unicodeScalars) == Array(String(decoding: bytes, as: UTF8.self).unicodeScalars), "\(bytes)")
        }
    }
}
