import GraftTerminal
import Testing

@testable import GraftUI

/// Line caps and truncation, rule T4 of LAYOUT.md §1.9.
@Suite("TextLayout truncation")
struct TextLayoutTruncationTests {
    private func layout(_ string: String, lineLimit: Int? = 1, mode: TextTruncationMode = .tail) -> TextLayout {
        TextLayout(string, lineLimit: lineLimit, truncationMode: mode)
    }

    @Test func theLastLineHoldsTheRestCutWithAnEllipsis() {
        let text = layout("one two three four", lineLimit: 2)
        // Unlimited, the text is "one two" / "three" / "four" at 9.
        #expect(text.strings(width: 9) == ["one two", "three fo…"])
        #expect(text.sizeThatFits(width: 9, height: nil) == Size(width: 9, height: 2))
    }

    @Test func theHeightProposalCapsLinesLikeTheLineLimit() {
        let text = layout("one two three four", lineLimit: nil)
        #expect(text.strings(width: 9, height: 2) == ["one two", "three fo…"])
        #expect(text.sizeThatFits(width: 9, height: 2) == Size(width: 9, height: 2))
        // The smaller of the two wins.
        let limited = layout("one two three four", lineLimit: 3)
        #expect(limited.strings(width: 9, height: 2) == ["one two", "three fo…"])
        #expect(limited.strings(width: 9, height: 5) == ["one two", "three", "four"])
        #expect(limited.sizeThatFits(width: 5, height: 2) == Size(width: 5, height: 2))
        #expect(limited.strings(width: 5, height: 2) == ["one", "two …"])
    }

    @Test func textWithinTheCapIsNotTruncated() {
        let text = layout("one two three", lineLimit: 2)
        #expect(text.strings(width: 9) == ["one two", "three"])
        #expect(text.sizeThatFits(width: 9, height: nil) == Size(width: 7, height: 2))
    }

    @Test func aLineLimitBelowOneActsAsOne() {
        #expect(layout("Hello world", lineLimit: 0).strings(width: 8) == ["Hello w…"])
        #expect(layout("Hello world", lineLimit: -1).sizeThatFits(width: 8, height: nil) == Size(width: 8, height: 1))
    }

    @Test func tailKeepsTheStart() {
        #expect(layout("Hello world").strings(width: 8) == ["Hello w…"])
        #expect(layout("Hello world").strings(width: 2) == ["H…"])
    }

    @Test func headKeepsTheEnd() {
        #expect(layout("Hello world", mode: .head).strings(width: 8) == ["…o world"])
        #expect(layout("Hello world", mode: .head).strings(width: 2) == ["…d"])
    }

    @Test func middleKeepsBothEndsWithTheExtraCellAtTheStart() {
        #expect(layout("Hello world", mode: .middle).strings(width: 8) == ["Hell…rld"])
        #expect(layout("Hello world", mode: .middle).strings(width: 7) == ["Hel…rld"])
        #expect(layout("Hello world", mode: .middle).strings(width: 2) == ["H…"])
    }

    @Test func oneCellIsJustAnEllipsis() {
        for mode in [TextTruncationMode.head, .middle, .tail] {
            #expect(layout("Hello", mode: mode).strings(width: 1) == ["…"])
            #expect(layout("Hello", mode: mode).sizeThatFits(width: 1, height: nil) == Size(width: 1, height: 1))
        }
    }

    @Test func headAndMiddleTruncationApplyToTheLastLineOnly() {
        let text = "one two three four"
        #expect(layout(text, lineLimit: 2, mode: .head).strings(width: 9) == ["one two", "…ree four"])
        #expect(layout(text, lineLimit: 2, mode: .middle).strings(width: 9) == ["one two", "thre…four"])
    }

    @Test func theRestJoinsWordsWithSingleSpaces() {
        // Line breaks and runs of spaces in the rest become one space each.
        let text = layout("aa\nbb   cc")
        #expect(text.strings(width: 6) == ["aa bb…"])
        #expect(layout("aa\n\nbb cc dd", lineLimit: 2).strings(width: 5) == ["aa", "bb c…"])
        // Spaces before the first word and after the last are left out.
        #expect(layout("   abc def   ", lineLimit: 1).strings(width: 6) == ["abc d…"])
    }

    @Test func whitespaceBeforeTheEllipsisIsKept() {
        #expect(layout("ab cd").strings(width: 4) == ["ab …"])
        #expect(layout("ab cd", mode: .head).strings(width: 4) == ["… cd"])
    }

    @Test func aRestThatFitsOnceSpacesCollapseIsShownWhole() {
        let text = layout("a     b")
        #expect(text.strings(width: 3) == ["a b"])
        #expect(text.sizeThatFits(width: 3, height: nil) == Size(width: 3, height: 1))
    }

    @Test func theRestMayStartInsideABrokenWord() {
        #expect(layout("abcdefghij", lineLimit: 2).strings(width: 4) == ["abcd", "efg…"])
        #expect(layout("abcdefghij", lineLimit: 2, mode: .head).strings(width: 4) == ["abcd", "…hij"])
    }

    @Test func paragraphsBeyondTheLimitTruncateAtTheIdealWidth() {
        // The ideal width is the widest paragraph, so the rest is cut to it.
        let text = layout("Hello\nWorld")
        #expect(text.sizeThatFits(width: nil, height: nil) == Size(width: 5, height: 1))
        #expect(text.strings(width: nil) == ["Hell…"])
        #expect(text.strings(width: 50) == ["Hell…"])
    }

    @Test func aWideCharacterStraddlingTheCutLeavesABlank() {
        let text = "日本語テキスト"  // 14 cells
        #expect(layout(text).strings(width: 6) == ["日本 …"])
        #expect(layout(text, mode: .head).strings(width: 6) == ["… スト"])
        #expect(layout(text, mode: .middle).strings(width: 6) == ["日 …ト"])
        for mode in [TextTruncationMode.head, .middle, .tail] {
            let lines = layout(text, mode: mode).lines(width: 6, height: nil)
            #expect(lines.map(\.width) == [6])
            #expect(lines[0].string.displayWidth == 6)
            #expect(lines[0].pieces.reduce(0) { $0 + $1.width } == 6)
        }
        // No blank when the cut falls between characters.
        #expect(layout(text).strings(width: 5) == ["日本…"])
        #expect(layout(text, mode: .head).strings(width: 5) == ["…スト"])
        #expect(layout(text, mode: .middle).strings(width: 5) == ["日…ト"])
    }

    @Test func truncationNeverSplitsClusters() {
        let family = "👨‍👩‍👧‍👦"
        #expect(layout("ab\(family)cd").strings(width: 4) == ["ab …"])
        #expect(layout("ab\(family)cd", mode: .head).strings(width: 4) == ["… cd"])
        let acute = "e\u{301}"
        #expect(layout(acute + acute + acute + acute).strings(width: 3) == [acute + acute + "…"])
        #expect(layout("x" + acute + acute + acute, mode: .head).strings(width: 3) == ["…" + acute + acute])
    }
}
