/// One laid-out line of text: the pieces drawn left to right, and its width in cells.
///
/// A line never holds a line break. Its width is at most the width it was laid out for,
/// except that a line laid out for zero cells is always empty.
public struct TextLine: Hashable, Sendable {
    /// A stretch of a line drawn in one style.
    public struct Piece: Hashable, Sendable {
        /// The characters, usually a slice of a ``TextRun``'s string.
        public var text: Substring
        /// How the characters are drawn.
        public var style: Style
        /// The display width of `text`, in cells.
        public var width: Int

        /// Creates a piece; `width` must be the display width of `text`.
        public init(_ text: Substring, style: Style, width: Int) {
            self.text = text
            self.style = style
            self.width = width
        }
    }

    /// The pieces, left to right.
    public var pieces: [Piece]
    /// The line's display width: the sum of the pieces' widths.
    public var width: Int

    /// Creates a line from its pieces and their total width.
    public init(pieces: [Piece], width: Int) {
        self.pieces = pieces
        self.width = width
    }

    /// The line's characters without their styles.
    public var string: String {
        var result = ""
        for piece in pieces { result += piece.text }
        return result
    }
}
