/// Lays out styled text in whole terminal cells: measuring, wrapping, truncating and
/// drawing it, following LAYOUT.md §1.9 (rules T1–T5).
///
/// A layout is made once per text and then asked for its size under any number of
/// proposals. The text is split into words, spaces and line breaks, each measured in
/// display cells (`displayWidth`), when the layout is created; sizing then only adds
/// widths, and only a word longer than a line is measured character by character.
///
/// ```swift
/// let bold = Style(attributes: .bold)
/// let layout = StyledTextLayout(runs: [TextRun("Hello", style: bold), TextRun(" world")])
/// layout.sizeThatFits(width: nil, height: nil)   // 11x1: the ideal size
/// layout.sizeThatFits(width: 8, height: nil)     // 5x2: "Hello" / "world"
/// layout.sizeThatFits(width: 8, height: 1)       // 8x1: "Hello w…"
/// ```
///
/// The rules, for a proposal of `w` columns and `h` rows:
/// - **Ideal size** (`w` unspecified or at least the ideal width): one line per paragraph
///   (paragraphs are separated by "\n"; "\r\n" counts as one "\n"). The width is the
///   widest paragraph's; the height is the number of paragraphs, capped as below. A text
///   is never wider than its ideal width: wider proposals are laid out at the ideal width.
/// - **Wrapping** (`w` narrower): each paragraph is wrapped greedily. A line may end before
///   any space (U+0020; no other character is a break opportunity) except one at its very
///   start, and the space at the break is consumed; other spaces are kept as they are, at
///   the start, inside or at the end of a line. A word that does not fit in the rest of a
///   line starts the next one. A word wider than `w` is broken between grapheme clusters
///   into lines of as many cells as fit (`w`, or `w − 1` when a wide character would
///   straddle the edge and moves to the next line). A wide character alone in a line one
///   cell wide cannot be shown and is drawn as "…". The width is the widest line's.
/// - **Line cap**: at most `max(1, min(lineLimit, h))` lines. When there are more, the last
///   line shown holds the rest of the text, its words joined by single spaces (so line
///   breaks and runs of spaces become one space), truncated to `w` cells with "…" per
///   ``truncationMode``; see ``truncatedLine(from:width:)``. Capped paragraphs are cut
///   to the ideal width too: "Hello\nWorld" limited to one line is "Hell…".
/// - **Degenerate proposals**: non-empty text is at least one line tall, even for `h = 0`.
///   A proposed width of 0 (or less) gives one empty line, 0 cells wide, so nothing is
///   drawn; text made only of zero-width characters keeps its ideal size, 0 wide. Empty
///   text is 0×0.
///
/// A `StyledTextLayout` is an immutable value that keeps no cache of past answers, so it can be
/// shared freely; sizing is cheap enough to repeat (tens of nanoseconds when the text
/// fits, well under a microsecond to wrap a paragraph). Equality and hashing consider
/// the inputs only, so a caller can keep a layout while its text is unchanged.
public struct StyledTextLayout: Hashable, Sendable {
    /// Where text that does not fit in the lines allowed is cut, marked with "…".
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        /// Keep the end: "…d of text".
        case head
        /// Keep both ends: "Beg…ext".
        case middle
        /// Keep the beginning: "Begin…".
        case tail
        /// Keep the beginning and cut at the edge, with no "…".
        case clip
    }

    /// How lines narrower than the drawing rectangle are placed in it.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Lines start at the leading (left) edge.
        case leading
        /// Lines are centered; an odd spare cell goes to the trailing side.
        case center
        /// Lines end at the trailing (right) edge.
        case trailing
    }

    /// Where a line may end when the text wraps.
    public enum LineBreaking: Hashable, Sendable {
        /// Before spaces; only a word wider than a line is broken between characters.
        case words
        /// Between any two grapheme clusters, filling each line.
        case characters
    }

    /// The styled runs, in order.
    public let runs: [TextRun]
    /// The most lines shown, or `nil` for no limit; values below 1 act as 1.
    public let lineLimit: Int?
    /// Where text is cut when it does not fit in the lines allowed.
    public let truncationMode: TruncationMode
    /// How lines narrower than the drawing rectangle are placed in it.
    public let alignment: Alignment
    /// Where lines may end.
    public let lineBreaking: LineBreaking

    /// The text as words, spaces and line breaks, in order.
    let atoms: [Atom]
    /// The width of the widest paragraph, in cells.
    public let idealWidth: Int
    /// The number of paragraphs: the number of line breaks plus one, or 0 for empty text.
    let paragraphCount: Int

    /// Creates the layout of `runs`, measuring them once.
    ///
    /// - Parameters:
    ///   - runs: The text, as runs of one style each.
    ///   - lineLimit: The most lines to show, or `nil` for no limit.
    ///   - truncationMode: Where to cut text that does not fit; `.tail` by default.
    ///   - alignment: How to align lines when drawing; `.leading` by default.
    ///   - lineBreaking: Where lines may end; between words by default.
    /// - Complexity: O(*n*) in the length of the text.
    public init(
        runs: [TextRun],
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        alignment: Alignment = .leading,
        lineBreaking: LineBreaking = .words
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineBreaking = lineBreaking
        var atoms: [Atom] = []
        var byteCount = 0
        for run in runs { byteCount += run.string.utf8.count }
        // About one atom per word and one per gap between words.
        atoms.reserveCapacity(byteCount / 4 + 2)
        for (index, run) in runs.enumerated() where !run.string.isEmpty {
            Atom.append(run.string, run: index, to: &atoms)
        }
        var idealWidth = 0
        var paragraphWidth = 0
        var paragraphCount = atoms.isEmpty ? 0 : 1
        atoms.withUnsafeMutableBufferPointer { atoms in
            var followingWordWidth = 0
            for index in atoms.indices.reversed() {
                let atom = atoms[index]
                if atom.kind == .lineBreak {
                    idealWidth = max(idealWidth, paragraphWidth)
                    paragraphWidth = 0
                    paragraphCount += 1
                } else {
                    paragraphWidth += atom.width
                }
                followingWordWidth = atom.kind == .word ? followingWordWidth + atom.width : 0
                atoms[index].wordWidth = followingWordWidth
            }
        }
        self.atoms = atoms
        self.idealWidth = max(idealWidth, paragraphWidth)
        self.paragraphCount = paragraphCount
    }

    /// Creates the layout of `string` drawn in one style.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - style: How it is drawn.
    ///   - lineLimit: The most lines to show, or `nil` for no limit.
    ///   - truncationMode: Where to cut text that does not fit; `.tail` by default.
    ///   - alignment: How to align lines when drawing; `.leading` by default.
    ///   - lineBreaking: Where lines may end; between words by default.
    public init(
        _ string: String,
        style: Style = .plain,
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        alignment: Alignment = .leading,
        lineBreaking: LineBreaking = .words
    ) {
        self.init(
            runs: [TextRun(string, style: style)],
            lineLimit: lineLimit,
            truncationMode: truncationMode,
            alignment: alignment,
            lineBreaking: lineBreaking
        )
    }

    // MARK: - Sizing

    /// The size the text takes for a proposal: its ideal size when `width` is `nil` or at
    /// least the ideal width, otherwise the size of the wrapped (and possibly truncated)
    /// lines. See the type's overview for the rules.
    ///
    /// - Parameters:
    ///   - width: The proposed width in cells; `nil` is unspecified, and any value at least
    ///     the ideal width (such as `Int.max` for infinity) gives the ideal width.
    ///   - height: The proposed height in rows; `nil` or `Int.max` sets no limit.
    /// - Returns: The width of the widest line and the number of lines; the width is never
    ///   more than `max(width, 0)`.
    /// - Complexity: O(1) when every paragraph fits; otherwise O(*n*) in the number of
    ///   words and spaces, plus the characters of words broken across lines. Allocates
    ///   nothing.
    public func sizeThatFits(width: Int?, height: Int?) -> Size {
        guard paragraphCount > 0 else { return .zero }
        let maxLines = maximumLineCount(height: height)
        let width = layoutWidth(for: width)
        if width == idealWidth, paragraphCount <= maxLines {
            return Size(width: idealWidth, height: paragraphCount)
        }
        if width == 0, idealWidth > 0 {
            return Size(width: 0, height: 1)
        }
        var breaker = LineBreaker(layout: self, width: width)
        var lineCount = 0
        var widest = 0
        while let span = breaker.next(in: self) {
            lineCount += 1
            if lineCount == maxLines, breaker.hasMore {
                widest = max(widest, min(restWidth(from: span.start, limit: width), width))
                break
            }
            widest = max(widest, span.width)
        }
        return Size(width: widest, height: lineCount)
    }

    /// The lines of the text for a proposal, as ``sizeThatFits(width:height:)`` measures
    /// them: `lines.count` is the height and the widest line's width is the width.
    ///
    /// - Parameters:
    ///   - width: The proposed width, as in ``sizeThatFits(width:height:)``.
    ///   - height: The proposed height, as in ``sizeThatFits(width:height:)``.
    /// - Returns: The lines, top to bottom; empty for empty text.
    /// - Complexity: O(*n*) in the length of the text.
    public func lines(width: Int?, height: Int?) -> [TextLine] {
        guard paragraphCount > 0 else { return [] }
        let maxLines = maximumLineCount(height: height)
        let width = layoutWidth(for: width)
        if width == 0, idealWidth > 0 {
            return [TextLine(pieces: [], width: 0)]
        }
        var breaker = LineBreaker(layout: self, width: width)
        var lines: [TextLine] = []
        while let span = breaker.next(in: self) {
            if lines.count == maxLines - 1, breaker.hasMore {
                lines.append(truncatedLine(from: span.start, width: width))
                break
            }
            lines.append(line(for: span))
        }
        return lines
    }

    /// The most lines a proposal of `height` rows allows: T4's `maxLines`.
    ///
    /// - Parameter height: The proposed height, or `nil`.
    public func maximumLineCount(height: Int?) -> Int {
        max(1, min(lineLimit ?? .max, height ?? .max))
    }

    /// The width lines are laid out in for a proposed width: the ideal width when the
    /// proposal is unspecified or wider (text never stretches), and never below 0.
    ///
    /// - Parameter proposal: The proposed width, or `nil`.
    public func layoutWidth(for proposal: Int?) -> Int {
        guard let proposal, proposal < idealWidth else { return idealWidth }
        return max(proposal, 0)
    }

    // MARK: - Equality

    /// Whether two layouts have the same runs and options.
    public static func == (lhs: StyledTextLayout, rhs: StyledTextLayout) -> Bool {
        lhs.runs == rhs.runs && lhs.lineLimit == rhs.lineLimit && lhs.truncationMode == rhs.truncationMode
            && lhs.alignment == rhs.alignment && lhs.lineBreaking == rhs.lineBreaking
    }

    /// Hashes the runs and options.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(runs)
        hasher.combine(lineLimit)
        hasher.combine(truncationMode)
        hasher.combine(alignment)
        hasher.combine(lineBreaking)
    }
}
