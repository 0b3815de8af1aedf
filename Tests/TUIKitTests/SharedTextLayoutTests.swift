import Testing

@testable import TUIKit

/// TUILabel lays text out with GraftTerminal's StyledTextLayout, the engine
/// GraftUI's Text uses, so the same text breaks the same way in both.
@MainActor
@Suite("Shared text layout")
struct SharedTextLayoutTests {
    private func label(_ text: String, lines: Int, mode: TUILineBreakMode, width: Int, height: Int) -> TUILabel {
        let label = TUILabel(frame: Rect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    @Test func aLabelWrapsAsTheEngineDoes() {
        let text = "the quick brown fox jumps over the lazy dog"
        for mode in [TUILineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let engineMode: StyledTextLayout.TruncationMode =
                mode == .byTruncatingHead ? .head : mode == .byTruncatingMiddle ? .middle : .tail
            let engine = StyledTextLayout(text, lineLimit: 3, truncationMode: engineMode)
            let expected = engine.lines(width: 12, height: nil).map(\.string)
            #expect(TextLayout.lines(of: text, width: 12, maxLines: 3, mode: mode) == expected)
        }
    }

    @Test func characterWrappingFillsEachLine() {
        #expect(render(label("the quick brown", lines: 0, mode: .byCharWrapping, width: 6, height: 3)).text == "the qu\nick br\nown")
        let engine = StyledTextLayout("漢字かな", lineBreaking: .characters)
        #expect(engine.lines(width: 5, height: nil).map(\.string) == ["漢字", "かな"])
    }

    @Test func clippingCutsTheLastLineWithoutAnEllipsis() {
        #expect(
            render(label("the quick brown fox jumps over", lines: 2, mode: .byWordWrapping, width: 10, height: 2)).text
                == "the quick\nbrown fox")
        let engine = StyledTextLayout("Hello, world", lineLimit: 1, truncationMode: .clip)
        #expect(engine.lines(width: 8, height: nil).map(\.string) == ["Hello, w"])
        #expect(engine.sizeThatFits(width: 8, height: nil) == Size(width: 8, height: 1))
    }

    @Test func stylesSurviveWrappingAndDrawing() {
        let bold = Style(attributes: .bold)
        let engine = StyledTextLayout(runs: [TextRun("Hello", style: bold), TextRun(" world")], alignment: .center)
        var canvas = Canvas(size: Size(width: 7, height: 2))
        engine.draw(in: &canvas, rect: Rect(x: 0, y: 0, width: 7, height: 2))
        #expect(canvas.text == " Hello\n world")
        #expect(canvas[1, 0].style.attributes.contains(.bold) && !canvas[1, 1].style.attributes.contains(.bold))
    }
}
