import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Attributed strings in Text")
struct AttributedStringMarkdownTests {
    private func canvas<V: View>(_ text: V, width: Int = 20) -> Canvas {
        ViewGraph(root: text.frame(maxWidth: .infinity, alignment: .leading))
            .render(size: Size(width: width, height: 1))
    }

    @Test func markdownBecomesInlinePresentationIntentsAndLinks() throws {
        let string = try AttributedString(markdown: "**a** *b* `c` ~~d~~ [e](https://e.example)")
        let runs = string.runs.map { run in
            (String(string.characters[run.range]), run.inlinePresentationIntent, run.link?.absoluteString)
        }
        #expect(runs.map(\.0) == ["a", " ", "b", " ", "c", " ", "d", " ", "e"])
        #expect(runs[0].1 == .stronglyEmphasized)
        #expect(runs[1].1 == nil)
        #expect(runs[2].1 == .emphasized)
        #expect(runs[4].1 == .code)
        #expect(runs[6].1 == .strikethrough)
        #expect(runs[8].2 == "https://e.example")
        #expect(runs[8].1 == nil)
    }

    @Test func linksResolveAgainstTheBaseURL() throws {
        let base = try #require(URL(string: "https://example.com/docs/"))
        let string = try AttributedString(markdown: "[a](guide.html)", baseURL: base)
        #expect(string.runs.first?.link?.absoluteString == "https://example.com/docs/guide.html")
    }

    @Test func textDrawsAnAttributedStringsRuns() {
        var string = AttributedString("bold")
        string.inlinePresentationIntent = [.stronglyEmphasized, .emphasized]
        var code = AttributedString("code")
        code.inlinePresentationIntent = .code
        var link = AttributedString("link")
        link.link = URL(string: "https://example.com")
        let frame = canvas(Text(string + AttributedString(" ") + code + link + AttributedString(" ~")).tint(.magenta))
        #expect(frame.text == "bold codelink ~")
        #expect(frame[0, 0].style.attributes == [.bold, .italic])
        #expect(frame[4, 0].style.attributes == [])
        #expect(frame[5, 0].style.background == Text.codeBackground)
        #expect(frame[9, 0].style.attributes == .underline)
        #expect(frame[9, 0].style.foreground == .magenta)
        #expect(frame[14, 0].style == .plain)
    }

    @Test func textOfParsedMarkdownMatchesTextOfTheLiteral() throws {
        let source = "**a** _b_ `c` ~~d~~ [e](https://e.example)"
        let parsed = Text(try AttributedString(markdown: source))
        let literal = Text(LocalizedStringKey(source))
        #expect(parsed.string == literal.string)
        #expect(canvas(parsed).cells == canvas(literal).cells)
    }

    @Test func anEmptyAttributedStringIsEmptyText() {
        #expect(Text(AttributedString()).string.isEmpty)
    }
}
