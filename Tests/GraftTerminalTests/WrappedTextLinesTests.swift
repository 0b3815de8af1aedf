import Testing

@testable import GraftTerminal

@Suite("Wrapped text lines")
struct WrappedTextLinesTests {
    private func buffer(_ text: String) -> TextEditingBuffer {
        var buffer = TextEditingBuffer()
        buffer.allowsLineBreaks = true
        buffer.insert(text)
        return buffer
    }

    private func rows(_ text: String, width: Int) -> [String] {
        let buffer = buffer(text)
        return WrappedTextLines(buffer, width: width).lines.map { String(buffer.characters[$0.range]) }
    }

    @Test func wordsWrapAtSpacesAndASpaceThatDoesNotFitHangs() {
        #expect(rows("desk lamp", width: 6) == ["desk ", "lamp"])
        #expect(rows("abcdef ghi", width: 6) == ["abcdef ", "ghi"])
        #expect(rows("abcdefgh", width: 3) == ["abc", "def", "gh"])
    }

    @Test func aWideCharacterMovesWholeToTheNextRow() {
        #expect(rows("abc漢d", width: 4) == ["abc", "漢d"])
        // Wider than the row: it still takes one, rather than looping.
        #expect(rows("漢", width: 1) == ["漢"])
    }

    @Test func lineBreaksEndParagraphsAndEmptyOnesKeepARow() {
        let lines = WrappedTextLines(buffer("ab\n\ncd\n"), width: 5).lines
        #expect(lines.map(\.range) == [0 ..< 2, 3 ..< 3, 4 ..< 6, 7 ..< 7])
        #expect(lines.allSatisfy { $0.endsParagraph })
        #expect(TextEditingBuffer("\r\n").text == "\r\n")
        #expect(buffer("a\r\nb\rc").text == "a\nb\nc")
    }

    @Test func aWrapPointBelongsToTheRowItStartsAndUpDownStayOnARow() {
        let text = buffer("desk lamp")
        let wrapped = WrappedTextLines(text, width: 6)
        #expect(wrapped.line(containing: 4) == 0)
        #expect(wrapped.line(containing: 5) == 1)
        #expect(wrapped.line(containing: 9) == 1)
        // Past the end of a wrapped row: before its hanging space, not on the next row.
        #expect(wrapped.offset(onLine: 0, nearestColumn: 9, in: text) == 4)
        #expect(wrapped.offset(onLine: 1, nearestColumn: 9, in: text) == 9)
        #expect(wrapped.column(of: 7, in: text) == 2)
    }
}
