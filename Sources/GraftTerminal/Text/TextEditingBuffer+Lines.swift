/// The rows a multi-line ``TextEditingBuffer`` takes when wrapped at a width
/// in cells: words wrap at spaces where they can, a word longer than a row
/// breaks between clusters, and a wide character is never split across rows.
///
/// ```swift
/// let rows = WrappedTextLines(TextEditingBuffer("desk lamp"), width: 6)
/// rows.lines.map(\.range)          // [0 ..< 5, 5 ..< 9]: "desk " and "lamp"
/// rows.line(containing: 7)         // 1
/// ```
///
/// A space that does not fit at the end of a row stays on it (drawn off the
/// edge), so the next row starts with the next word. An offset where a row
/// wraps belongs to the row it starts; the end of a paragraph belongs to the
/// paragraph's last row.
public struct WrappedTextLines: Equatable, Sendable {
    /// One row of wrapped text.
    public struct Line: Equatable, Sendable {
        /// The clusters on the row, without the line break that ends it.
        public var range: Range<Int>
        /// The display width of the row, without spaces hanging off its end.
        public var width: Int
        /// Whether the row ends its paragraph (at a line break or the end of
        /// the text), rather than wrapping onto the next row.
        public var endsParagraph: Bool
    }

    /// The rows, top to bottom; never empty (empty text is one empty row).
    public private(set) var lines: [Line] = []

    /// The width the rows were wrapped at.
    public let width: Int

    /// Wraps `buffer` at `width` cells.
    ///
    /// - Parameters:
    ///   - buffer: The text.
    ///   - width: The row width in cells; at least 1 is used.
    /// - Complexity: O(*n*), with the buffer's stored widths.
    public init(_ buffer: TextEditingBuffer, width: Int) {
        self.width = max(1, width)
        var start = 0
        for index in 0 ... buffer.count where index == buffer.count || buffer.characters[index].isNewline {
            wrapParagraph(buffer, range: start ..< index)
            start = index + 1
        }
    }

    private mutating func wrapParagraph(_ buffer: TextEditingBuffer, range: Range<Int>) {
        var rowStart = range.lowerBound
        var column = 0
        // The offset after the last space on the row: where it can wrap.
        var breakAfterSpace: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            let character = buffer.characters[index]
            let cellWidth = buffer.width(at: index)
            if column + cellWidth <= width || index == rowStart {
                column += cellWidth
                index += 1
                if character.isWhitespace { breakAfterSpace = index }
                continue
            }
            if character.isWhitespace {
                // The space hangs off this row; the next word starts the next.
                index += 1
                appendRow(buffer, rowStart ..< index, endsParagraph: false)
            } else if let wrap = breakAfterSpace, wrap > rowStart {
                appendRow(buffer, rowStart ..< wrap, endsParagraph: false)
                index = wrap
            } else {
                appendRow(buffer, rowStart ..< index, endsParagraph: false)
            }
            rowStart = index
            column = 0
            breakAfterSpace = nil
        }
        appendRow(buffer, rowStart ..< range.upperBound, endsParagraph: true)
    }

    private mutating func appendRow(_ buffer: TextEditingBuffer, _ range: Range<Int>, endsParagraph: Bool) {
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound, buffer.characters[visibleEnd - 1].isWhitespace { visibleEnd -= 1 }
        let rowWidth = buffer.column(of: visibleEnd) - buffer.column(of: range.lowerBound)
        lines.append(Line(range: range, width: rowWidth, endsParagraph: endsParagraph))
    }

    /// The row showing offset `offset`: where a row wraps, the row it starts.
    ///
    /// - Parameter offset: An offset in grapheme clusters.
    /// - Returns: An index into ``lines``.
    public func line(containing offset: Int) -> Int {
        // Binary search for the last row starting at or before the offset.
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The display column of `offset` on its row.
    ///
    /// - Parameters:
    ///   - offset: An offset in grapheme clusters.
    ///   - buffer: The text these rows were made from.
    public func column(of offset: Int, in buffer: TextEditingBuffer) -> Int {
        let row = lines[line(containing: offset)]
        return buffer.column(of: offset) - buffer.column(of: row.range.lowerBound)
    }

    /// The offset on row `line` nearest display column `column`, for Up,
    /// Down and clicks: a column on the right half of a wide character
    /// lands after it, and a column past the row's end lands at its end
    /// (before a wrapped row's hanging space, so the cursor stays on it).
    ///
    /// - Parameters:
    ///   - line: An index into ``lines``, clamped.
    ///   - column: A display column on that row.
    ///   - buffer: The text these rows were made from.
    public func offset(onLine line: Int, nearestColumn column: Int, in buffer: TextEditingBuffer) -> Int {
        let row = lines[min(max(line, 0), lines.count - 1)]
        var used = 0
        var last = row.range.upperBound
        if !row.endsParagraph, last > row.range.lowerBound { last -= 1 }
        for index in row.range.lowerBound ..< last {
            let cellWidth = buffer.width(at: index)
            if column < used + (cellWidth + 1) / 2 { return index }
            used += cellWidth
        }
        return last
    }
}

extension TextEditingBuffer {
    /// The start of the paragraph (the text after the previous line break)
    /// holding `offset`, for Home in a multi-line view.
    ///
    /// - Parameter offset: An offset in grapheme clusters.
    public func paragraphStart(of offset: Int) -> Int {
        var index = min(max(offset, 0), count)
        while index > 0, !characters[index - 1].isNewline { index -= 1 }
        return index
    }

    /// The end of the paragraph holding `offset` (before its line break),
    /// for End in a multi-line view.
    ///
    /// - Parameter offset: An offset in grapheme clusters.
    public func paragraphEnd(of offset: Int) -> Int {
        var index = min(max(offset, 0), count)
        while index < count, !characters[index].isNewline { index += 1 }
        return index
    }
}
