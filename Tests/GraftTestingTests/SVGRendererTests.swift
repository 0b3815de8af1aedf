import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("SVG export")
struct SVGRendererTests {
    private func render(_ canvas: Canvas, _ renderer: SVGRenderer = SVGRenderer()) throws -> SVGElements {
        let svg = renderer.render(canvas)
        return try #require(SVGElements.parse(svg), "not well-formed XML:\n\(svg)")
    }

    private func texts(_ canvas: Canvas) throws -> [SVGElements.Element] {
        try render(canvas).elements(named: "text")
    }

    @Test func documentIsSizedFromTheGridAndHasABackground() throws {
        let svg = try render(Fixtures.canvas(["Hello"], width: 10))
        let root = try #require(svg.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == "100")  // 10 × 8.4 + 2 × 8
        #expect(root.attributes["height"] == "33")  // 1 × 17 + 2 × 8
        #expect(root.attributes["viewBox"] == "0 0 100 33")
        #expect(root.attributes["font-family"]?.hasSuffix("monospace") == true)
        let background = try #require(svg.elements(named: "rect").first)
        #expect(background.attributes["fill"] == "#121212")
    }

    @Test func eachWordIsOneTextAtItsOwnColumnSoNoRendererCollapsesSpaces() throws {
        var canvas = Fixtures.canvas(["ab cd   ef"])
        canvas.write("ef", at: Point(x: 8, y: 0), style: Style(attributes: .bold))
        let texts = try texts(canvas)
        #expect(texts.map(\.text) == ["ab", "cd", "ef"])
        #expect(texts.map { $0.attributes["x"] } == ["8", "33.2", "75.2"])  // 8 + 3 × 8.4, 8 + 8 × 8.4
        #expect(texts.map { $0.attributes["textLength"] } == ["16.8", "16.8", "16.8"])
        #expect(texts[0].attributes["y"] == "20.75")  // 8 + 17 × 0.75
        #expect(texts[2].attributes["font-weight"] == "bold")
    }

    @Test func theDocumentDoesNotRelyOnXMLSpace() {
        let svg = SVGRenderer().render(Fixtures.canvas(["a  b"], style: Style(attributes: .underline)))
        #expect(!svg.contains("xml:space"))
        #expect(svg.contains(">a&#160;&#160;b</text>"))
    }

    @Test func leadingAndTrailingSpacesAreLeftOut() throws {
        let texts = try texts(Fixtures.canvas(["   x  "]))
        #expect(texts.map(\.text) == ["x"])
        #expect(texts[0].attributes["x"] == "33.2")
    }

    @Test func wideCharactersTakeTwoColumnsAndARunOfTheirOwn() throws {
        let texts = try texts(Fixtures.canvas(["a漢字b"]))
        #expect(texts.map(\.text) == ["a", "漢", "字", "b"])
        #expect(texts.map { $0.attributes["x"] } == ["8", "16.4", "33.2", "50"])
        #expect(texts.map { $0.attributes["textLength"] } == ["8.4", "16.8", "16.8", "8.4"])
    }

    @Test func specialCharactersAreEscaped() throws {
        let canvas = Fixtures.canvas(["<a href=\"x\">&'</a>"])
        let svg = SVGRenderer().render(canvas)
        #expect(svg.contains(">&lt;a</text>") && svg.contains(">href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;</text>"))
        #expect(try texts(canvas).map(\.text) == ["<a", "href=\"x\">&'</a>"])
        #expect(XMLText.escaped("a\u{01}b\u{FFFF}") == "a\u{FFFD}b\u{FFFD}")
    }

    @Test func colorsComeFromTheThemeThePaletteOrTheValue() throws {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        canvas.write("d", at: Point(x: 0, y: 0))
        canvas.write("r", at: Point(x: 2, y: 0), style: Style(foreground: .red))
        canvas.write("b", at: Point(x: 4, y: 0), style: Style(foreground: .ansi(.brightBlue)))
        canvas.write("c", at: Point(x: 6, y: 0), style: Style(foreground: .indexed(196)))
        canvas.write("g", at: Point(x: 8, y: 0), style: Style(foreground: .indexed(244)))
        canvas.write("h", at: Point(x: 10, y: 0), style: Style(foreground: .rgb(1, 2, 254)))
        let fills = try texts(canvas).map { $0.attributes["fill"] }
        #expect(fills == ["#d0d0d0", "#d75f5f", "#87afff", "#ff0000", "#808080", "#0102fe"])
        #expect(TerminalTheme.dark.rgb(for: .indexed(3), isForeground: true) == TerminalTheme.dark.palette[3])
        #expect(TerminalTheme.dark.rgb(for: .indexed(16), isForeground: true) == 0x000000)
        #expect(TerminalTheme.dark.rgb(for: .indexed(231), isForeground: true) == 0xFFFFFF)
        #expect(TerminalTheme.dark.rgb(for: .indexed(255), isForeground: true) == 0xEEEEEE)
    }

    @Test func backgroundsAreRectanglesPerRun() throws {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.fill(Rect(x: 1, y: 1, width: 3, height: 1), with: .blank(Style(background: .blue)))
        let rects = try render(canvas).elements(named: "rect").dropFirst()
        #expect(rects.count == 1)
        let rect = try #require(rects.first)
        #expect(rect.attributes["x"] == "16.4")
        #expect(rect.attributes["y"] == "25")
        #expect(rect.attributes["width"] == "25.2")
        #expect(rect.attributes["height"] == "17")
        #expect(rect.attributes["fill"] == "#5f87d7")
    }

    @Test func attributesMapToFontAndDecoration() throws {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        canvas.write("i", at: Point(x: 0, y: 0), style: Style(attributes: .italic))
        canvas.write("u", at: Point(x: 2, y: 0), style: Style(attributes: .underline))
        canvas.write("s", at: Point(x: 4, y: 0), style: Style(attributes: [.strikethrough, .underline]))
        canvas.write("d", at: Point(x: 6, y: 0), style: Style(attributes: .dim))
        canvas.write("r", at: Point(x: 8, y: 0), style: Style(foreground: .red, attributes: .reverse))
        let svg = try render(canvas)
        let texts = svg.elements(named: "text")
        #expect(texts[0].attributes["font-style"] == "italic")
        #expect(texts[1].attributes["text-decoration"] == "underline")
        #expect(texts[2].attributes["text-decoration"] == "underline line-through")
        #expect(texts[3].attributes["opacity"] == "0.5")
        // Reverse: the text takes the background color, the cell the text color.
        #expect(texts[4].attributes["fill"] == "#121212")
        let reversed = svg.elements(named: "rect").dropFirst().first
        #expect(reversed?.attributes["fill"] == "#d75f5f")
        #expect(reversed?.attributes["x"] == "75.2")
    }

    @Test func underlinedSpacesKeepTheirLine() throws {
        let texts = try texts(Fixtures.canvas(["a  "], style: Style(attributes: .underline)))
        #expect(texts.map(\.text) == ["a\u{A0}\u{A0}"])
    }

    @Test func metricsAreConfigurable() throws {
        let renderer = SVGRenderer(cellWidth: 10, cellHeight: 20, fontSize: 16, padding: 0)
        let svg = try render(Fixtures.canvas(["ab", "cd"]), renderer)
        #expect(svg.elements.first?.attributes["width"] == "20")
        #expect(svg.elements.first?.attributes["height"] == "40")
        #expect(svg.elements(named: "text").map { $0.attributes["y"] } == ["15", "35"])
    }

    @Test func numbersHaveAtMostTwoDecimals() {
        #expect(SVGRenderer.number(8.4 * 3) == "25.2")
        #expect(SVGRenderer.number(1.0 / 3) == "0.33")
        #expect(SVGRenderer.number(0.05) == "0.05")
        #expect(SVGRenderer.number(-2.5) == "-2.5")
        #expect(SVGRenderer.number(17) == "17")
    }

    @Test func recordingPaintsItsFinalFrame() throws {
        let svg = try #require(SVGElements.parse(Fixtures.recording.svg()))
        #expect(svg.elements(named: "text").map(\.text).contains("done"))
    }
}
