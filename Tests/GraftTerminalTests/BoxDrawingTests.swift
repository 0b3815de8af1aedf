import Testing

@testable import GraftTerminal

@Suite("Box drawing")
struct BoxDrawingTests {
    private func lines(_ canvas: Canvas) -> [String] {
        canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: [
        (LineStyle.single, ["┌──┐", "│  │", "└──┘"]),
        (LineStyle.double, ["╔══╗", "║  ║", "╚══╝"]),
        (LineStyle.rounded, ["╭──╮", "│  │", "╰──╯"]),
        (LineStyle.heavy, ["┏━━┓", "┃  ┃", "┗━━┛"]),
    ])
    func boxesDrawCornersAndEdges(line: LineStyle, expected: [String]) {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3), line: line)
        #expect(lines(canvas) == expected)
    }

    @Test func boxesSharingAnEdgeJoin() {
        var canvas = Canvas(size: Size(width: 7, height: 5))
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3))
        canvas.drawBox(Rect(x: 3, y: 0, width: 4, height: 3))
        canvas.drawBox(Rect(x: 0, y: 2, width: 7, height: 3))
        #expect(
            lines(canvas) == [
                "┌──┬──┐",
                "│  │  │",
                "├──┴──┤",
                "│     │",
                "└─────┘",
            ])
    }

    @Test func crossingLinesMakeACross() {
        var canvas = Canvas(size: Size(width: 5, height: 3))
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 5)
        canvas.drawVerticalLine(from: Point(x: 2, y: 0), length: 3)
        #expect(lines(canvas) == ["  │", "──┼──", "  │"])
    }

    @Test func aDividerEndingOnABorderJoinsIt() {
        var canvas = Canvas(size: Size(width: 5, height: 4))
        canvas.drawBox(Rect(x: 0, y: 0, width: 5, height: 4))
        canvas.drawHorizontalLine(from: Point(x: 0, y: 2), length: 5)
        #expect(lines(canvas) == ["┌───┐", "│   │", "├───┤", "└───┘"])
    }

    @Test func doubleAndSingleLinesUseMixedGlyphs() {
        var canvas = Canvas(size: Size(width: 5, height: 4))
        canvas.drawBox(Rect(x: 0, y: 0, width: 5, height: 4), line: .double)
        canvas.drawHorizontalLine(from: Point(x: 0, y: 2), length: 5, line: .single)
        #expect(lines(canvas) == ["╔═══╗", "║   ║", "╟───╢", "╚═══╝"])
    }

    @Test func heavyAndLightLinesCrossWithMixedGlyphs() {
        var canvas = Canvas(size: Size(width: 3, height: 3))
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 3, line: .heavy)
        canvas.drawVerticalLine(from: Point(x: 1, y: 0), length: 3, line: .single)
        #expect(lines(canvas) == [" │", "━┿━", " │"])
    }

    @Test func heavyCrossingDoubleFallsBackToOneWeight() {
        var canvas = Canvas(size: Size(width: 3, height: 3))
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 3, line: .double)
        canvas.drawVerticalLine(from: Point(x: 1, y: 0), length: 3, line: .heavy)
        #expect(lines(canvas)[1] == "═╋═")
    }

    @Test func aRoundedCornerCrossedByALineBecomesATee() {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        canvas.drawBox(Rect(x: 1, y: 0, width: 3, height: 3), line: .rounded)
        canvas.drawHorizontalLine(from: Point(x: 0, y: 0), length: 2)
        #expect(lines(canvas)[0] == "─┬─╮")
    }

    @Test func linesAreClipped() {
        var canvas = Canvas(size: Size(width: 6, height: 3))
        canvas.clip(to: Rect(x: 0, y: 0, width: 3, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(lines(canvas) == ["┌──", "│", "└──"])
    }

    @Test func everyGlyphInTheTableDecodesToItsOwnArms() {
        for scalar in 0x2500 ... 0x257F {
            guard let unicodeScalar = Unicode.Scalar(scalar) else { continue }
            let character = Character(unicodeScalar)
            guard let arms = BoxGlyphs.arms(of: character) else { continue }
            let rounded = "╭╮╯╰".contains(character)
            #expect(BoxGlyphs.glyph(for: arms, preferred: .light, rounded: rounded) == character)
        }
    }
}
