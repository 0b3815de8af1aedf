import Testing

@testable import GraftTerminal

@Suite("Canvas")
struct CanvasTests {
    private func canvas(_ width: Int, _ height: Int = 1) -> Canvas {
        Canvas(size: Size(width: width, height: height))
    }

    @Test func writingTextPlacesOneCharacterPerCell() {
        var canvas = canvas(8)
        canvas.write("abc", at: Point(x: 2, y: 0))
        #expect(canvas.text(trimmingTrailingSpaces: false) == "  abc   ")
    }

    @Test func writingTruncatesAtTheRightMargin() {
        var canvas = canvas(5)
        canvas.write("abcdefgh", at: Point(x: 2, y: 0))
        #expect(canvas.text == "  abc")
    }

    @Test func writingTruncatesAtTheClipEdges() {
        var canvas = canvas(10)
        canvas.clip(to: Rect(x: 3, y: 0, width: 4, height: 1))
        canvas.write("abcdefghij", at: Point(x: 0, y: 0))
        #expect(canvas.text == "   defg")
    }

    @Test func writingOutsideTheClipRowsDrawsNothing() {
        var canvas = canvas(4, 3)
        canvas.clip(to: Rect(x: 0, y: 1, width: 4, height: 1))
        canvas.write("top", at: Point(x: 0, y: 0))
        canvas.write("mid", at: Point(x: 0, y: 1))
        canvas.write("bot", at: Point(x: 0, y: 2))
        #expect(canvas.text == "\nmid\n")
    }

    @Test func wideCharacterTakesTwoCells() {
        var canvas = canvas(6)
        canvas.write("漢字", at: Point(x: 1, y: 0))
        #expect(canvas[1, 0].character == "漢")
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas[3, 0].character == "字")
        #expect(canvas.text == " 漢字")
    }

    @Test func wideCharacterCutByTheRightMarginBecomesABlank() {
        var canvas = canvas(4)
        canvas.write("ab漢", at: Point(x: 1, y: 0))
        #expect(canvas.text(trimmingTrailingSpaces: false) == " ab ")
        #expect(canvas.cells.allSatisfy { !$0.isContinuation })
    }

    @Test func wideCharacterCutByTheClipsRightEdgeBecomesABlank() {
        var canvas = canvas(8)
        canvas.write("xxxxxxxx", at: .zero)
        canvas.clip(to: Rect(x: 0, y: 0, width: 3, height: 1))
        canvas.write("a漢", at: Point(x: 1, y: 0))
        #expect(canvas.text == "xa xxxxx")
    }

    @Test func wideCharacterCutByTheClipsLeftEdgeBecomesABlank() {
        var canvas = canvas(8)
        canvas.write("xxxxxxxx", at: .zero)
        canvas.clip(to: Rect(x: 3, y: 0, width: 5, height: 1))
        canvas.write("漢字b", at: Point(x: 2, y: 0))
        #expect(canvas.text == "xxx 字bx")
        #expect(canvas[3, 0].character == " ")
        #expect(canvas[4, 0].character == "字")
    }

    @Test func overwritingTheLeftHalfOfAWideCharacterClearsItsRightHalf() {
        var canvas = canvas(4)
        canvas.write("漢", at: Point(x: 1, y: 0))
        canvas.write("a", at: Point(x: 1, y: 0))
        #expect(canvas.text(trimmingTrailingSpaces: false) == " a  ")
        #expect(canvas.cells.allSatisfy { !$0.isContinuation })
    }

    @Test func overwritingTheRightHalfOfAWideCharacterClearsItsLeftHalf() {
        var canvas = canvas(4)
        canvas.write("漢", at: Point(x: 1, y: 0))
        canvas.write("b", at: Point(x: 2, y: 0))
        #expect(canvas.text(trimmingTrailingSpaces: false) == "  b ")
        #expect(canvas.cells.allSatisfy { $0.width == 1 })
    }

    @Test func aWideCharacterOverlappingTwoOthersClearsTheirOuterHalves() {
        var canvas = canvas(6)
        canvas.write("漢字", at: Point(x: 0, y: 0))
        canvas.write("中", at: Point(x: 1, y: 0))
        #expect(canvas.text(trimmingTrailingSpaces: false) == " 中   ")
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas[3, 0].width == 1)
    }

    @Test func zeroWidthClustersDrawNothingAndCombiningMarksStayAttached() {
        var canvas = canvas(6)
        canvas.write("e\u{301}\u{200B}x\n", at: .zero)
        #expect(canvas[0, 0].character == "e\u{301}")
        #expect(canvas[1, 0].character == "x")
        #expect(canvas.text == "e\u{301}x")
    }

    @Test func textKeepsTheBackgroundItIsDrawnOver() {
        var canvas = canvas(4)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .blank(Style(background: .blue)))
        canvas.write("hi", at: .zero, style: Style(foreground: .white))
        #expect(canvas[0, 0].style == Style(foreground: .white, background: .blue))
        canvas.write("x", at: Point(x: 2, y: 0), style: Style(background: .red))
        #expect(canvas[2, 0].style.background == .red)
    }

    @Test func translationMovesWhereDrawingLands() {
        var canvas = canvas(6, 2)
        canvas.withSavedState { canvas in
            canvas.translateBy(x: 2, y: 1)
            canvas.write("ab", at: .zero)
            #expect(canvas.origin == Point(x: 2, y: 1))
        }
        canvas.write("c", at: .zero)
        #expect(canvas.text == "c\n  ab")
        #expect(canvas.origin == .zero)
    }

    @Test func clipIsGivenInLocalCoordinatesAndRestored() {
        var canvas = canvas(6, 1)
        canvas.saveState()
        canvas.translateBy(x: 2, y: 0)
        canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(canvas.clipRect == Rect(x: 0, y: 0, width: 2, height: 1))
        canvas.write("abcd", at: Point(x: -1, y: 0))
        canvas.restoreState()
        #expect(canvas.clipRect == canvas.bounds)
        #expect(canvas.text == "  bc")
    }

    @Test func fillCoversTheClippedRectangleAndSplitsWideCharactersAtItsEdges() {
        var canvas = canvas(6)
        canvas.write("漢字中", at: .zero)
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell("."))
        #expect(canvas.text(trimmingTrailingSpaces: false) == " .. 中")
        #expect(canvas.cells.filter(\.isContinuation).count == 1)
    }

    @Test func resizingCutsAWideCharacterAtTheNewEdge() {
        var canvas = canvas(4)
        canvas.write("ab漢", at: .zero)
        let cut = canvas.resized(to: Size(width: 3, height: 2))
        #expect(cut.text(trimmingTrailingSpaces: false) == "ab \n   ")
    }
}
