import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Frames")
struct FrameTests {
    @Test func linesAreTheRowsWithoutTrailingSpaces() {
        let frame = Frame(Fixtures.canvas(["ab  ", " c", ""], width: 5))
        #expect(frame.size == Size(width: 5, height: 3))
        #expect(frame.lines == ["ab", " c", ""])
        #expect(frame.text == "ab\n c\n")
    }

    @Test func plainFrameSaysSoInItsStyleLayer() {
        let frame = Frame(Fixtures.canvas(["hi"]))
        #expect(frame.styleLegend.isEmpty)
        #expect(frame.styleLayer == "(every cell plain)")
        #expect(frame.snapshotText == "hi\n--- style ---\n(every cell plain)\n")
    }

    @Test func styleLayerLettersEachStyleInOrderOfFirstUse() {
        var canvas = Canvas(size: Size(width: 8, height: 3))
        canvas.write("Title", at: Point(x: 0, y: 0), style: Style(foreground: .cyan, attributes: .bold))
        canvas.write("ok", at: Point(x: 0, y: 1))
        canvas.write("no", at: Point(x: 4, y: 1), style: Style(foreground: .red))
        canvas.fill(Rect(x: 0, y: 2, width: 8, height: 1), with: .blank(Style(background: .rgb(32, 32, 32))))
        canvas.write("Go", at: Point(x: 1, y: 2), style: Style(foreground: .cyan, attributes: .bold))
        let frame = Frame(canvas)
        // "Go" keeps the row's background, so it is a style of its own.
        #expect(frame.styleGrid == ["aaaaa", "....bb", "cddccccc"])
        #expect(frame.styleLegend == ["a: fg=cyan bold", "b: fg=red", "c: bg=#202020", "d: fg=cyan bg=#202020 bold"])
        #expect(
            frame.snapshotText == """
                Title
                ok  no
                 Go
                --- style ---
                aaaaa
                ....bb
                cddccccc

                a: fg=cyan bold
                b: fg=red
                c: bg=#202020
                d: fg=cyan bg=#202020 bold

                """)
    }

    @Test func textOnAColoredCellKeepsItsBackground() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .blank(Style(background: .blue)))
        canvas.write("ab", at: Point(x: 1, y: 0), style: Style(attributes: .underline))
        #expect(Frame(canvas).styleLegend == ["a: bg=blue", "b: bg=blue underline"])
        #expect(Frame(canvas).styleGrid == ["abba"])
    }

    @Test func wideCharactersAreOneCharacterAndTwoStyleCells() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("漢字", at: Point(x: 0, y: 0), style: Style(attributes: .italic))
        canvas.write("x", at: Point(x: 4, y: 0))
        let frame = Frame(canvas)
        #expect(frame.lines == ["漢字x"])
        #expect(frame.styleGrid == ["aaaa"])
    }

    @Test func stylesAreDescribedInWords() {
        #expect(Style.plain.snapshotDescription == "plain")
        #expect(Style(foreground: .ansi(.brightBlack)).snapshotDescription == "fg=brightBlack")
        #expect(Style(foreground: .indexed(208), background: .rgb(0, 10, 255)).snapshotDescription == "fg=palette(208) bg=#000aff")
        #expect(
            Style(attributes: [.strikethrough, .reverse, .underline, .italic, .dim, .bold]).snapshotDescription
                == "bold dim italic underline reverse strikethrough")
    }

    @Test func manyStylesRunPastTheASCIILetters() {
        let letters = (0 ..< 200).map { StyleLetters.letter(at: $0) }
        #expect(Set(letters).count == 200)
        #expect(!letters.contains("."))
        #expect(letters.allSatisfy { $0.displayWidth == 1 && !$0.isWhitespace })
        #expect(letters[0] == "a" && letters[26] == "A" && letters[52] == "0" && letters[62] == "À")
    }

    @Test func descriptionIsTheSnapshotText() {
        let frame = Frame(Fixtures.canvas(["x"]))
        #expect(frame.description == frame.snapshotText)
    }
}
