import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// `Text`'s own modifiers return `Text`, so styled pieces concatenate.
@MainActor
@Suite("Text modifiers returning Text")
struct TextModifierTests {
    private func canvas(_ text: Text, width: Int = 6, tint: Color? = nil) -> Canvas {
        ViewGraph(root: text.tint(tint).frame(maxWidth: .infinity, alignment: .leading)).render(size: Size(width: width, height: 1))
    }

    @Test func foregroundStyleConcatenates() {
        let text: Text = Text("a").foregroundStyle(.red) + Text("b") + Text("c").foregroundStyle(Color.green)
        let frame = canvas(text)
        #expect(frame.text(trimmingTrailingSpaces: true) == "abc")
        #expect(frame[0, 0].style.foreground == .red)
        #expect(frame[1, 0].style.foreground == .default)
        #expect(frame[2, 0].style.foreground == .green)
    }

    @Test func levelsResolveWhereTheTextIsShown() {
        let text: Text = Text("a").foregroundStyle(.tint) + Text("b").foregroundStyle(.secondary)
        let frame = canvas(text, tint: .magenta)
        #expect(frame[0, 0].style.foreground == .magenta)
        #expect(frame[1, 0].style.foreground == .gray)
    }

    @Test func fontWeightBoldAndItalicReturnText() {
        let text: Text =
            Text("a").font(.headline) + Text("b").fontWeight(.light) + Text("c").bold(true) + Text("d").italic(false)
            + Text("e").foregroundColor(.blue).italic(true)
        let frame = canvas(text)
        #expect(frame[0, 0].style.attributes == .bold)
        #expect(frame[1, 0].style.attributes == .dim)
        #expect(frame[2, 0].style.attributes == .bold)
        #expect(frame[3, 0].style.attributes == [])
        #expect(frame[4, 0].style.attributes == .italic)
        #expect(frame[4, 0].style.foreground == .blue)
    }

    @Test func aLaterForegroundColorReplacesAStyle() {
        let frame = canvas(Text("a").foregroundStyle(.tint).foregroundColor(.red))
        #expect(frame[0, 0].style.foreground == .red)
    }
}
