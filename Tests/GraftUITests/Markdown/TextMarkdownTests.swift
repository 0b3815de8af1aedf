import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Markdown in Text")
struct TextMarkdownTests {
    /// `view` drawn from the first column of a row `width` cells wide.
    private func canvas<V: View>(_ view: V, width: Int = 20) -> Canvas {
        ViewGraph(root: view.frame(maxWidth: .infinity, alignment: .leading)).render(size: Size(width: width, height: 1))
    }

    /// The first row's attributes, one letter a cell: b bold, i italic,
    /// s struck through, u underlined, `.` none (the first that applies).
    private func attributes(_ frame: Canvas, width: Int) -> String {
        String(
            (0 ..< width).map { x -> Character in
                let attributes = frame[x, 0].style.attributes
                if attributes.contains(.bold) { return "b" }
                if attributes.contains(.italic) { return "i" }
                if attributes.contains(.strikethrough) { return "s" }
                if attributes.contains(.underline) { return "u" }
                return "."
            })
    }

    @Test func aLiteralShowsItsMarkdownStyled() {
        let frame = canvas(Text("**Hi** _there_ ~~x~~"))
        #expect(frame.text == "Hi there x")
        #expect(attributes(frame, width: 10) == "bb.iiiii.s")
    }

    @Test func verbatimAndStringVariablesShowTheirCharacters() {
        let source = "**Hi** _there_"
        #expect(canvas(Text(verbatim: "**Hi** _there_")).text == "**Hi** _there_")
        #expect(canvas(Text(source)).text == "**Hi** _there_")
        #expect(canvas(Text(source[...])).text == "**Hi** _there_")
        #expect(attributes(canvas(Text(source)), width: 6) == "......")
    }

    @Test func aKeyMadeFromAVariableShowsItsMarkdown() {
        let source = "**Hi**"
        #expect(canvas(Text(LocalizedStringKey(source))).text == "Hi")
        #expect(attributes(canvas(Text(LocalizedStringKey(source))), width: 2) == "bb")
    }

    @Test func interpolatedValuesAreShownAsTheyAre() {
        let name = "*Ann*_"
        let frame = canvas(Text("**\(name)** has \(3) `x`"))
        #expect(frame.text == "*Ann*_ has 3 x")
        #expect(attributes(frame, width: 7) == "bbbbbb.")
        #expect(frame[13, 0].style.background == Text.codeBackground)
        // Without markup in the literal, nothing is parsed at all.
        #expect(Text("\(name) and \(name)").runs == [TextRun("*Ann*_ and *Ann*_")])
    }

    @Test func codeIsUnderlinedWithoutColorsSoReverseStaysTheFocusMark() {
        let style = canvas(Text("a `b`"))[2, 0].style.downgraded(to: .none)
        #expect(style.attributes.contains(.underline))
        #expect(!style.attributes.contains(.reverse))
    }

    @Test func aLiteralWithoutMarkupIsOnePlainRun() {
        #expect(Text("Total: $12.00").runs == [TextRun("Total: $12.00")])
        #expect(Text("snake_case").runs == [TextRun("snake_case")])
        #expect(Text("a * b").runs == [TextRun("a * b")])
        let key: LocalizedStringKey = "plain"
        #expect(!key.hasMarkup)
        let marked: LocalizedStringKey = "*marked*"
        #expect(marked.hasMarkup)
    }

    @Test func theTableBundleAndCommentChangeNothing() {
        let text = Text("*a*", tableName: "Table", bundle: .main, comment: "A comment")
        #expect(text == Text("*a*"))
        #expect(text.runs == [TextRun("a", style: Style(attributes: .italic))])
    }

    @Test func codeSpansAreOnTheCodeBackground() {
        let frame = canvas(Text("a `b` c"))
        #expect(frame.text == "a b c")
        #expect(frame[0, 0].style.background == .default)
        #expect(frame[2, 0].style.background == Text.codeBackground)
        #expect(frame[4, 0].style.background == .default)
    }

    @Test func linksAreUnderlinedInTheTint() throws {
        let frame = canvas(Text("see [docs](https://example.com) now").tint(.magenta))
        #expect(frame.text == "see docs now")
        #expect(attributes(frame, width: 12) == "....uuuu....")
        #expect(frame[4, 0].style.foreground == .magenta)
        #expect(frame[0, 0].style.foreground == .default)
        let url = try #require(URL(string: "https://example.com"))
        #expect(Text("[docs](https://example.com)").links == [TextLink(run: 0, url: url)])
    }

    @Test func aLinkGivenAColorKeepsIt() {
        let frame = canvas(Text("[a](https://example.com)").foregroundColor(.red).tint(.magenta))
        #expect(frame[0, 0].style.foreground == .red)
    }

    @Test func theTintFollowsTheEnvironmentOnUpdate() {
        struct Tinted: View {
            var tint: Color
            var body: some View { Text("[a](https://example.com) b").tint(tint) }
        }
        let graph = ViewGraph(root: Tinted(tint: .green))
        #expect(graph.render(size: Size(width: 3, height: 1))[0, 0].style.foreground == .green)
        graph.setRoot(Tinted(tint: .yellow))
        #expect(graph.render(size: Size(width: 3, height: 1))[0, 0].style.foreground == .yellow)
    }

    @Test func concatenationKeepsLinksOnTheirRuns() {
        let text = Text("x ").bold() + Text("[a](https://a.example) [b](https://b.example)")
        #expect(text.string == "x a b")
        #expect(text.links.map(\.run) == [1, 3])
        #expect(text.links.map(\.url.host) == ["a.example", "b.example"])
        let frame = canvas(text.tint(.blue))
        #expect(frame[2, 0].style.foreground == .blue)
        #expect(frame[3, 0].style.foreground == .default)
        #expect(frame[4, 0].style.foreground == .blue)
    }

    @Test func textModifiersAddToMarkdownRuns() {
        let frame = canvas(Text("*a* b").bold().strikethrough())
        let first = frame[0, 0].style.attributes
        let last = frame[2, 0].style.attributes
        #expect(first == [.italic, .bold, .strikethrough])
        #expect(last == [.bold, .strikethrough])
    }

    @Test func accessibilityAndAlertsReadTheTextWithoutMarkup() {
        #expect(Text("**Save** `now`").string == "Save now")
    }

    @Test func aLinkThatIsNoURLIsPlainText() {
        let text = Text("[a](<>) [b](https://ok.example)")
        #expect(text.string == "a b")
        #expect(text.links.count == 1)
    }
}
