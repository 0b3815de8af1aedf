import GraftTerminal
import Testing

@testable import GraftUI

/// Drawing: styles through wrapping and truncation, and alignment.
@Suite("TextLayout drawing")
struct TextLayoutDrawingTests {
    private let bold = Style(attributes: .bold)
    private let italic = Style(attributes: .italic)
    private let underline = Style(attributes: .underline)

    /// Draws `layout` into a canvas of `width`×`height` at (0, 0), at its size for that
    /// proposal (as a parent would place it), unless `rect` is given.
    private func draw(_ layout: TextLayout, _ width: Int, _ height: Int, rect: Rect? = nil) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: height))
        let size = layout.sizeThatFits(width: width, height: height)
        layout.draw(in: &canvas, rect: rect ?? Rect(origin: .zero, size: size))
        return canvas
    }

    /// The styles of row `y`'s cells, wide characters once.
    private func styles(_ canvas: Canvas, row y: Int) -> [Style] {
        canvas.row(y).filter { !$0.isContinuation }.map(\.style)
    }

    // MARK: - Styles

    @Test func stylesFollowCharactersThroughWrapping() {
        let layout = TextLayout(runs: [TextRun("Hello", style: bold), TextRun(" wor"), TextRun("ld", style: italic)])
        let canvas = draw(layout, 6, 2)
        #expect(canvas.text == "Hello\nworld")
        #expect(styles(canvas, row: 0) == [bold, bold, bold, bold, bold, .plain])
        #expect(styles(canvas, row: 1) == [.plain, .plain, .plain, italic, italic, .plain])
    }

    @Test func theEllipsisTakesTheStyleOfTheCharacterItReplaces() {
        let runs = [TextRun("Hello", style: bold), TextRun(" wor"), TextRun("ld", style: italic)]
        let tail = draw(TextLayout(runs: runs, lineLimit: 1), 10, 1)
        #expect(tail.text == "Hello wor…")
        #expect(styles(tail, row: 0) == [bold, bold, bold, bold, bold, .plain, .plain, .plain, .plain, italic])
        // Tail at 7: "Hello " then "…" for the plain "w".
        let shorter = draw(TextLayout(runs: runs, lineLimit: 1), 7, 1)
        #expect(shorter.text == "Hello …")
        #expect(styles(shorter, row: 0).last == .plain)
        // Head: "…" stands for the last character cut off, the bold "o".
        let head = draw(TextLayout(runs: runs, lineLimit: 1, truncationMode: .head), 7, 1)
        #expect(head.text == "… world")
        #expect(styles(head, row: 0) == [bold, .plain, .plain, .plain, .plain, italic, italic])
        // Middle: "…" stands for the first character cut off after the kept start.
        let middle = draw(TextLayout(runs: runs, lineLimit: 1, truncationMode: .middle), 7, 1)
        #expect(middle.text == "Hel…rld")
        #expect(styles(middle, row: 0) == [bold, bold, bold, bold, .plain, italic, italic])
    }

    @Test func aJoiningSpaceTakesTheStyleOfTheBreakItStandsFor() {
        let runs = [TextRun("ab"), TextRun("\n", style: underline), TextRun("cdefgh", style: italic)]
        let canvas = draw(TextLayout(runs: runs, lineLimit: 1), 6, 1)
        #expect(canvas.text == "ab cd…")
        #expect(styles(canvas, row: 0) == [.plain, .plain, underline, italic, italic, italic])
    }

    @Test func aBlankForAStraddlingWideCharacterTakesItsStyle() {
        let runs = [TextRun("日本", style: bold), TextRun("語テキスト", style: italic)]
        let canvas = draw(TextLayout(runs: runs, lineLimit: 1), 6, 1)
        #expect(canvas.text(trimmingTrailingSpaces: false) == "日本 …")
        #expect(styles(canvas, row: 0) == [bold, bold, italic, italic])
    }

    @Test func wideCharactersDrawInTwoCells() {
        let canvas = draw(TextLayout("日本 語"), 5, 2)
        #expect(canvas.text == "日本\n語")
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation)
    }

    // MARK: - Alignment

    @Test func linesAlignWithinTheRectWidth() {
        func rows(_ alignment: TextAlignment) -> String {
            draw(TextLayout("ccc\na", alignment: alignment), 3, 2).text
        }
        #expect(rows(.leading) == "ccc\na")
        #expect(rows(.center) == "ccc\n a")
        #expect(rows(.trailing) == "ccc\n  a")
    }

    @Test func centeringGivesTheSpareCellToTheTrailingSide() {
        let rect = Rect(x: 0, y: 0, width: 5, height: 2)
        // floor((5 − 2) / 2) = 1 for one line, and for wrapped lines alike.
        let single = draw(TextLayout("ab", alignment: .center), 5, 1, rect: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(single.text == " ab")
        let wrapped = draw(TextLayout("abcd ab", alignment: .center), 5, 2, rect: rect)
        #expect(wrapped.text == "abcd\n ab")
        let trailing = draw(TextLayout("ab", alignment: .trailing), 5, 1, rect: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(trailing.text == "   ab")
    }

    @Test func drawsAtTheRectOrigin() {
        var canvas = Canvas(size: Size(width: 8, height: 3))
        canvas.translateBy(x: 1, y: 0)
        TextLayout("ab cd").draw(in: &canvas, rect: Rect(x: 2, y: 1, width: 2, height: 2))
        #expect(canvas.text == "\n   ab\n   cd")
    }

    // MARK: - Rect limits

    @Test func aShortRectTruncatesTheText() {
        let canvas = draw(TextLayout("one two three"), 5, 3, rect: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(canvas.text == "one …\n\n")
    }

    @Test func anEmptyRectDrawsNothing() {
        let blank = Canvas(size: Size(width: 4, height: 2))
        for rect in [Rect(x: 0, y: 0, width: 0, height: 2), Rect(x: 0, y: 0, width: 4, height: 0)] {
            var canvas = blank
            TextLayout("Hello").draw(in: &canvas, rect: rect)
            #expect(canvas == blank)
        }
    }

    @Test func nothingIsDrawnOutsideTheRect() {
        var canvas = Canvas(size: Size(width: 6, height: 3))
        TextLayout("abc def ghi").draw(in: &canvas, rect: Rect(x: 1, y: 1, width: 4, height: 1))
        #expect(canvas.text == "\n abc…\n")
    }

    @Test func aWideCharacterInOneColumnDrawsAnEllipsis() {
        let canvas = draw(TextLayout("日本", style: bold), 1, 2)
        #expect(canvas.text == "…\n…")
        #expect(canvas[0, 1].style == bold)
    }

    @Test func textKeepsTheBackgroundUnderIt() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.fillBackground(canvas.bounds, color: .ansi(.blue))
        TextLayout("ab cd").draw(in: &canvas, rect: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas.text == "ab…")
        #expect(canvas.row(0).allSatisfy { $0.style.background == .ansi(.blue) })
    }
}
