import GraftTerminal
import Testing

@testable import GraftUI

extension TextLayout {
    /// The laid-out lines as plain strings.
    func strings(width: Int?, height: Int? = nil) -> [String] {
        lines(width: width, height: height).map(\.string)
    }
}

/// Sizing and wrapping, rules T1–T3 and T5 of LAYOUT.md §1.9.
@Suite("TextLayout sizing and wrapping")
struct TextLayoutTests {
    // MARK: - T1 ideal size

    @Test func idealSizeIsTheWidestParagraphByTheParagraphCount() {
        let layout = TextLayout("Hello\nWide world\n!")
        #expect(layout.sizeThatFits(width: nil, height: nil) == Size(width: 10, height: 3))
        #expect(layout.strings(width: nil) == ["Hello", "Wide world", "!"])
        #expect(layout.lines(width: nil, height: nil).map(\.width) == [5, 10, 1])
    }

    @Test func unspecifiedAndInfiniteWidthsGiveTheIdealSize() {
        let layout = TextLayout("Hello world")
        let ideal = Size(width: 11, height: 1)
        #expect(layout.sizeThatFits(width: nil, height: nil) == ideal)
        #expect(layout.sizeThatFits(width: .max, height: .max) == ideal)
        #expect(layout.sizeThatFits(width: nil, height: .max) == ideal)
    }

    @Test func onlyLineFeedsSeparateParagraphs() {
        #expect(TextLayout("a\r\nbc").strings(width: nil) == ["a", "bc"])
        // A lone carriage return or a tab is a zero-width character, not a break.
        #expect(TextLayout("a\rb\tc").sizeThatFits(width: nil, height: nil) == Size(width: 3, height: 1))
        #expect(TextLayout("a\u{2028}b").sizeThatFits(width: nil, height: nil).height == 1)
    }

    @Test func aTrailingLineFeedAddsAnEmptyLine() {
        let layout = TextLayout("a\n")
        #expect(layout.sizeThatFits(width: nil, height: nil) == Size(width: 1, height: 2))
        #expect(layout.strings(width: nil) == ["a", ""])
    }

    @Test func emptyParagraphsAreEmptyLines() {
        let layout = TextLayout("ab\n\ncd")
        #expect(layout.sizeThatFits(width: nil, height: nil) == Size(width: 2, height: 3))
        let lines = layout.lines(width: nil, height: nil)
        #expect(lines.map(\.string) == ["ab", "", "cd"])
        #expect(lines.map(\.width) == [2, 0, 2])
        #expect(lines[1].pieces.isEmpty)
        #expect(TextLayout("\n").strings(width: nil) == ["", ""])
    }

    @Test func idealHeightIsCappedByTheLineLimit() {
        let layout = TextLayout("a\nbb\nccc", lineLimit: 2)
        #expect(layout.sizeThatFits(width: nil, height: nil) == Size(width: 3, height: 2))
        #expect(layout.strings(width: nil) == ["a", "bb…"])
    }

    @Test func charactersAreMeasuredInCells() {
        func ideal(_ string: String) -> Size { TextLayout(string).sizeThatFits(width: nil, height: nil) }
        #expect(ideal("日本語") == Size(width: 6, height: 1))
        #expect(ideal("👍🏽 ok") == Size(width: 5, height: 1))
        #expect(ideal("👨‍👩‍👧‍👦") == Size(width: 2, height: 1))
        #expect(ideal("🇫🇷") == Size(width: 2, height: 1))
        #expect(ideal("e\u{301}te\u{301}") == Size(width: 3, height: 1))
    }

    // MARK: - T2 never stretch

    @Test func aWiderProposalGivesTheIdealSize() {
        let layout = TextLayout("Hello")
        #expect(layout.sizeThatFits(width: 20, height: 5) == Size(width: 5, height: 1))
        #expect(layout.lines(width: 20, height: 5) == layout.lines(width: nil, height: nil))
        #expect(layout.sizeThatFits(width: 5, height: nil) == Size(width: 5, height: 1))
    }

    // MARK: - T3 wrapping

    @Test func wrapsGreedilyAtSpaces() {
        let layout = TextLayout("The quick brown fox")
        #expect(layout.sizeThatFits(width: 10, height: nil) == Size(width: 9, height: 2))
        #expect(layout.strings(width: 10) == ["The quick", "brown fox"])
        #expect(layout.strings(width: 9) == ["The quick", "brown fox"])
        #expect(layout.sizeThatFits(width: 8, height: nil) == Size(width: 5, height: 4))
        #expect(layout.strings(width: 8) == ["The", "quick", "brown", "fox"])
    }

    @Test func theSpaceAtABreakIsConsumed() {
        let layout = TextLayout("ab cd")
        #expect(layout.strings(width: 2) == ["ab", "cd"])
        #expect(layout.sizeThatFits(width: 4, height: nil) == Size(width: 2, height: 2))
    }

    @Test func otherSpacesAreKept() {
        // Two spaces: a break eats one; the line takes the other when it fits.
        #expect(TextLayout("ab  cd").strings(width: 3) == ["ab ", "cd"])
        #expect(TextLayout("ab  cd").sizeThatFits(width: 3, height: nil) == Size(width: 3, height: 2))
        // When it does not, it leads the next line, which cannot end before it; the word
        // that follows fits on a line of its own, so it goes there and is not broken.
        #expect(TextLayout("ab  cd").strings(width: 2) == ["ab", " ", "cd"])
        // Leading and trailing spaces stay where they are.
        #expect(TextLayout("  ab cd ").strings(width: 5) == ["  ab", "cd "])
        #expect(TextLayout("ab ").strings(width: 2) == ["ab"])
        #expect(TextLayout("ab \ncd").strings(width: 2) == ["ab", "cd"])
    }

    @Test func aWordWiderThanTheLineIsSplitIntoChunks() {
        #expect(TextLayout("abcdefghij").strings(width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout("abcdefghij").sizeThatFits(width: 4, height: nil) == Size(width: 4, height: 3))
        #expect(TextLayout("ab cdefghij").strings(width: 4) == ["ab", "cdef", "ghij"])
        #expect(TextLayout(" abcdefgh").strings(width: 4) == [" ", "abcd", "efgh"])
    }

    @Test func aWideCharacterThatDoesNotFitMovesToTheNextLine() {
        let layout = TextLayout("a日本")
        #expect(layout.strings(width: 4) == ["a日", "本"])
        #expect(layout.lines(width: 4, height: nil).map(\.width) == [3, 2])
        #expect(layout.sizeThatFits(width: 4, height: nil) == Size(width: 3, height: 2))
        #expect(TextLayout("日本語").strings(width: 3) == ["日", "本", "語"])
        #expect(TextLayout("ab👨‍👩‍👧‍👦").strings(width: 3) == ["ab", "👨‍👩‍👧‍👦"])
    }

    @Test func aWideCharacterInOneColumnIsDrawnAsAnEllipsis() {
        let layout = TextLayout("日本")
        #expect(layout.strings(width: 1) == ["…", "…"])
        #expect(layout.sizeThatFits(width: 1, height: nil) == Size(width: 1, height: 2))
    }

    @Test func graphemeClustersAreNeverSplit() {
        let acute = "e\u{301}"
        let lines = TextLayout(acute + acute + acute).strings(width: 2)
        #expect(lines == [acute + acute, acute])
        #expect(lines[0].unicodeScalars.count == 4)
        // A zero-width character sticks to the chunk before it.
        #expect(TextLayout("ab\u{200B}cd").strings(width: 2) == ["ab\u{200B}", "cd"])
        #expect(TextLayout("ab\tcd").strings(width: 2) == ["ab\t", "cd"])
    }

    @Test func paragraphsWrapIndependently() {
        let layout = TextLayout("aa bb\ncc dd ee")
        #expect(layout.sizeThatFits(width: nil, height: nil) == Size(width: 8, height: 2))
        #expect(layout.strings(width: 5) == ["aa bb", "cc dd", "ee"])
        #expect(layout.sizeThatFits(width: 5, height: nil) == Size(width: 5, height: 3))
        #expect(TextLayout("aa bb\n\ncc").strings(width: 2) == ["aa", "bb", "", "cc"])
    }

    @Test func wordsSpanRuns() {
        let layout = TextLayout(runs: [TextRun("ab"), TextRun("cd ef"), TextRun("gh")])
        #expect(layout.strings(width: 4) == ["abcd", "efgh"])
        #expect(layout.strings(width: 3) == ["abc", "d", "efg", "h"])
        // A wide character that straddles the edge in the next run moves down.
        #expect(TextLayout(runs: [TextRun("ab"), TextRun("日本")]).strings(width: 3) == ["ab", "日", "本"])
    }

    @Test func aLineHasOnePiecePerRun() {
        let bold = Style(attributes: .bold)
        let layout = TextLayout(runs: [TextRun("ab "), TextRun("cd", style: bold), TextRun("ef gh")])
        let lines = layout.lines(width: 6, height: nil)
        #expect(lines.map(\.string) == ["ab", "cdef", "gh"])
        #expect(
            lines[1].pieces == [
                TextLine.Piece("cd", style: bold, width: 2), TextLine.Piece("ef", style: .plain, width: 2),
            ])
        #expect(lines[0].pieces == [TextLine.Piece("ab", style: .plain, width: 2)])
    }

    // MARK: - T5 degenerate proposals

    @Test func aZeroHeightStillGivesOneLine() {
        let layout = TextLayout("Hello world")
        #expect(layout.sizeThatFits(width: nil, height: 0) == Size(width: 11, height: 1))
        #expect(layout.sizeThatFits(width: 5, height: 0) == Size(width: 5, height: 1))
        #expect(layout.strings(width: 5, height: 0) == ["Hell…"])
        #expect(layout.sizeThatFits(width: 5, height: -3) == Size(width: 5, height: 1))
    }

    @Test func aZeroWidthGivesOneEmptyLine() {
        let layout = TextLayout("Hello\nworld")
        #expect(layout.sizeThatFits(width: 0, height: nil) == Size(width: 0, height: 1))
        #expect(layout.sizeThatFits(width: -2, height: 4) == Size(width: 0, height: 1))
        #expect(layout.lines(width: 0, height: nil) == [TextLine(pieces: [], width: 0)])
    }

    @Test func emptyTextIsZeroByZero() {
        for layout in [TextLayout(""), TextLayout(runs: []), TextLayout(runs: [TextRun(""), TextRun("")])] {
            #expect(layout.sizeThatFits(width: nil, height: nil) == .zero)
            #expect(layout.sizeThatFits(width: 0, height: 0) == .zero)
            #expect(layout.sizeThatFits(width: 10, height: 10) == .zero)
            #expect(layout.lines(width: 10, height: nil).isEmpty)
        }
    }

    @Test func zeroWidthTextKeepsItsParagraphs() {
        let layout = TextLayout("\u{200B}\n\u{200B}")
        #expect(layout.sizeThatFits(width: nil, height: nil) == Size(width: 0, height: 2))
        #expect(layout.sizeThatFits(width: 0, height: nil) == Size(width: 0, height: 2))
        #expect(layout.sizeThatFits(width: 0, height: 1) == Size(width: 0, height: 1))
        #expect(layout.strings(width: 0, height: 1) == [""])
    }

    // MARK: - Consequences for stacks (LAYOUT.md §1.9)

    @Test func aSqueezedTextTruncatesInOneRowAndWrapsInMore() {
        let layout = TextLayout("Hello world")
        #expect(layout.strings(width: 8, height: 1) == ["Hello w…"])
        #expect(layout.sizeThatFits(width: 8, height: 1) == Size(width: 8, height: 1))
        #expect(layout.strings(width: 8, height: 3) == ["Hello", "world"])
        #expect(layout.sizeThatFits(width: 8, height: 3) == Size(width: 5, height: 2))
    }

    @Test func sizingAgainAtTheChosenSizeGivesTheSameLines() {
        let layout = TextLayout("The quick brown fox jumps over the lazy dog", lineLimit: 3)
        for width in 1 ... 45 {
            let size = layout.sizeThatFits(width: width, height: nil)
            #expect(layout.lines(width: size.width, height: size.height) == layout.lines(width: width, height: nil))
        }
    }
}
