import Testing

@testable import GraftTerminal

private let esc = "\u{1B}"

/// A mouse event, briefly.
private func mouse(_ action: MouseAction, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> Event {
    .mouse(MouseEvent(action, at: Point(x: x, y: y), modifiers: modifiers))
}

/// An X10 report: `ESC [ M` and the three values plus 32, coordinates 1-based.
private func x10(_ code: Int, _ column: Int, _ row: Int) -> [UInt8] {
    [0x1B, 0x5B, 0x4D, UInt8(code + 32), UInt8(column + 32), UInt8(row + 32)]
}

@Suite struct InputDecoderMouseTests {
    @Test func sgrPressAndReleaseAreZeroBased() {
        #expect(InputDecoder.events("\(esc)[<0;1;1M\(esc)[<0;1;1m") == [mouse(.press(.left), 0, 0), mouse(.release(.left), 0, 0)])
        #expect(InputDecoder.events("\(esc)[<1;10;20M") == [mouse(.press(.middle), 9, 19)])
        #expect(InputDecoder.events("\(esc)[<2;300;2m") == [mouse(.release(.right), 299, 1)])
    }

    @Test func sgrDragAndMove() {
        #expect(InputDecoder.events("\(esc)[<32;5;5M") == [mouse(.drag(.left), 4, 4)])
        #expect(InputDecoder.events("\(esc)[<34;5;5M") == [mouse(.drag(.right), 4, 4)])
        #expect(InputDecoder.events("\(esc)[<35;7;8M") == [mouse(.move, 6, 7)])
    }

    @Test func sgrWheel() {
        #expect(
            InputDecoder.events("\(esc)[<64;3;4M\(esc)[<65;3;4M\(esc)[<66;3;4M\(esc)[<67;3;4M")
                == [mouse(.scrollUp, 2, 3), mouse(.scrollDown, 2, 3), mouse(.scrollLeft, 2, 3), mouse(.scrollRight, 2, 3)])
    }

    @Test func sgrModifiers() {
        #expect(InputDecoder.events("\(esc)[<4;1;1M") == [mouse(.press(.left), 0, 0, .shift)])
        #expect(InputDecoder.events("\(esc)[<8;1;1M") == [mouse(.press(.left), 0, 0, .alt)])
        #expect(InputDecoder.events("\(esc)[<16;1;1M") == [mouse(.press(.left), 0, 0, .control)])
        #expect(InputDecoder.events("\(esc)[<80;2;2M") == [mouse(.scrollUp, 1, 1, .control)])
        #expect(InputDecoder.events("\(esc)[<60;2;2M") == [mouse(.drag(.left), 1, 1, [.shift, .alt, .control])])
    }

    @Test func sgrReportsWithoutMeaningAreDropped() {
        #expect(InputDecoder.events("\(esc)[<128;1;1Mx") == [.char("x")])  // button 8
        #expect(InputDecoder.events("\(esc)[<0;1Mx") == [.char("x")])  // missing row
        #expect(InputDecoder.events("\(esc)[<0;1;1Xx") == [.char("x")])  // wrong final
        #expect(InputDecoder.events("\(esc)[<64;1;1mx") == [.char("x")])  // wheel "release"
    }

    @Test func sgrCoordinatesAreClampedAtZero() {
        #expect(InputDecoder.events("\(esc)[<0;0;0M") == [mouse(.press(.left), 0, 0)])
        #expect(InputDecoder.events("\(esc)[<0;;M") == [])
    }

    @Test func sgrReportSplitAcrossReads() {
        let bytes = Array("\(esc)[<2;12;34M".utf8)
        #expect(InputDecoder.eventsByteByByte(bytes) == [mouse(.press(.right), 11, 33)])
    }

    @Test func mouseThenKeysInOneRead() {
        #expect(InputDecoder.events("\(esc)[<0;2;3Mq\(esc)[A") == [mouse(.press(.left), 1, 2), .char("q"), .press(.up)])
    }

    @Test func escapeBeforeAMouseReportIsEscapeNotAlt() {
        #expect(InputDecoder.events("\(esc)\(esc)[<0;1;1M") == [.press(.escape), mouse(.press(.left), 0, 0)])
        #expect(InputDecoder.events([0x1B] + x10(0, 1, 1)) == [.press(.escape), mouse(.press(.left), 0, 0)])
    }

    @Test func x10PressAndRelease() {
        #expect(InputDecoder.events(x10(0, 1, 1) + x10(3, 1, 1)) == [mouse(.press(.left), 0, 0), mouse(.release(.left), 0, 0)])
        #expect(InputDecoder.events(x10(2, 10, 5) + x10(3, 11, 5)) == [mouse(.press(.right), 9, 4), mouse(.release(.right), 10, 4)])
    }

    @Test func x10ReleaseRemembersTheButtonAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.decode(x10(1, 4, 4)) == [mouse(.press(.middle), 3, 3)])
        #expect(decoder.decode(x10(33, 5, 4)) == [mouse(.drag(.middle), 4, 3)])
        #expect(decoder.decode(x10(3, 5, 4)) == [mouse(.release(.middle), 4, 3)])
        #expect(decoder.decode(x10(3, 5, 4)) == [mouse(.release(.left), 4, 3)])  // nothing was held
    }

    @Test func x10WheelMotionAndModifiers() {
        #expect(InputDecoder.events(x10(64, 1, 2) + x10(65, 1, 2)) == [mouse(.scrollUp, 0, 1), mouse(.scrollDown, 0, 1)])
        #expect(InputDecoder.events(x10(35, 8, 9)) == [mouse(.move, 7, 8)])
        #expect(InputDecoder.events(x10(16 + 4, 1, 1)) == [mouse(.press(.left), 0, 0, [.control, .shift])])
    }

    @Test func x10LargeCoordinatesUseTheFullByte() {
        #expect(InputDecoder.events(x10(0, 223, 200)) == [mouse(.press(.left), 222, 199)])
    }

    @Test func x10ReportSplitAcrossReads() {
        #expect(InputDecoder.eventsByteByByte(x10(0, 3, 3) + [UInt8(ascii: "z")]) == [mouse(.press(.left), 2, 2), .char("z")])
    }

    @Test func truncatedX10ReportIsDroppedAtTheTimeout() {
        #expect(InputDecoder.events(Array(x10(0, 3, 3).dropLast())) == [])
    }

    @Test func urxvtReports() {
        #expect(InputDecoder.events("\(esc)[32;10;5M\(esc)[35;10;5M") == [mouse(.press(.left), 9, 4), mouse(.release(.left), 9, 4)])
    }
}
