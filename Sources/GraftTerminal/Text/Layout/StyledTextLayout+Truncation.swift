extension StyledTextLayout {
    /// A piece of the rest of the text: part of a word, or a space joining two words.
    struct RestPiece {
        /// The run the piece comes from; for a joining space, the run of the first space
        /// or line break it stands for, whose style it takes.
        var run: Int
        /// The UTF-8 offsets of the piece in the run's string; empty for a joining space.
        var lower: Int
        /// See `lower`.
        var upper: Int
        /// The display width of the piece.
        var width: Int

        /// Whether the piece is a space joining two words.
        var isJoiningSpace: Bool { lower == upper }
    }

    /// Calls `visit` with the rest of the text from `start`: its words, in order, with a
    /// single space between consecutive words wherever spaces or line breaks separated
    /// them. Spaces before the first word and after the last are left out. Stops early
    /// when `visit` returns `false`.
    func forEachRestPiece(from start: Position, _ visit: (RestPiece) -> Bool) {
        var index = start.atom
        var lower = start.offset
        var lowerCells = start.cells
        var hasWord = false
        var separatorRun: Int?
        while index < atoms.count {
            let atom = atoms[index]
            if atom.kind == .word {
                if hasWord, let separatorRun {
                    guard visit(RestPiece(run: separatorRun, lower: 0, upper: 0, width: 1)) else { return }
                }
                hasWord = true
                separatorRun = nil
                guard
                    visit(
                        RestPiece(
                            run: atom.run, lower: lower, upper: atom.end,
                            width: atom.width - lowerCells))
                else { return }
            } else if separatorRun == nil {
                separatorRun = atom.run
            }
            index += 1
            if index < atoms.count {
                lower = atoms[index].start
                lowerCells = 0
            }
        }
    }

    /// The width of the rest of the text from `start`, as ``forEachRestPiece(from:_:)``
    /// gives it, or some width above `limit` once it is known to exceed it.
    func restWidth(from start: Position, limit: Int) -> Int {
        var width = 0
        forEachRestPiece(from: start) { piece in
            width += piece.width
            return width <= limit
        }
        return width
    }

    /// The last line shown when the text has more lines than allowed: the rest of the text
    /// from `start`, with its words joined by single spaces, cut to `width` cells with "…".
    ///
    /// - `.tail`: the first `width − 1` cells, then "…".
    /// - `.head`: "…", then the last `width − 1` cells.
    /// - `.middle`: the first `⌈(width − 1) / 2⌉` cells, "…", then the last
    ///   `⌊(width − 1) / 2⌋` cells.
    /// - `.clip`: the first `width` cells, with no "…".
    ///
    /// With `width` 1 the line is just "…"; with `width` 0 it is empty. If the rest fits in
    /// `width` (its spaces collapsed), it is shown whole, without "…". Otherwise:
    /// - Cells are cut at grapheme-cluster boundaries; whitespace next to "…" is kept.
    /// - The line is exactly `width` cells wide: where a wide character would straddle a
    ///   cut, the cell of it that is kept becomes a blank in the character's style, as
    ///   `Canvas` draws a wide character cut by a clip edge ("日本語" in 4 cells is "日 …").
    /// - "…" takes the style of the character it replaces: the first character cut off
    ///   after the kept start (`.tail`, `.middle`), or the last one cut off before the kept
    ///   end (`.head`).
    func truncatedLine(from start: Position, width: Int) -> TextLine {
        var rest: [TextLine.Piece] = []
        var restWidth = 0
        forEachRestPiece(from: start) { piece in
            let run = runs[piece.run]
            let text = piece.isJoiningSpace ? " " : Self.slice(run.string, piece.lower, piece.upper)
            rest.append(TextLine.Piece(text, style: run.style, width: piece.width))
            restWidth += piece.width
            return true
        }
        if restWidth <= width {
            return TextLine(pieces: rest, width: restWidth)
        }
        guard width > 0 else { return TextLine(pieces: [], width: 0) }
        if truncationMode == .clip {
            return TextLine(pieces: Self.prefix(of: rest, width: width).0, width: width)
        }
        let kept = width - 1
        var pieces: [TextLine.Piece]
        switch truncationMode {
        case .tail:
            let (prefix, style) = Self.prefix(of: rest, width: kept)
            pieces = prefix
            pieces.append(Self.ellipsis(style))
        case .head:
            let (suffix, style) = Self.suffix(of: rest, width: kept)
            pieces = [Self.ellipsis(style)]
            pieces += suffix
        case .middle:
            let (prefix, style) = Self.prefix(of: rest, width: kept - kept / 2)
            let (suffix, _) = Self.suffix(of: rest, width: kept / 2)
            pieces = prefix
            pieces.append(Self.ellipsis(style))
            pieces += suffix
        case .clip:
            preconditionFailure("StyledTextLayout: clipped lines are cut above")
        }
        return TextLine(pieces: pieces, width: width)
    }

    /// "…" in `style`.
    private static func ellipsis(_ style: Style) -> TextLine.Piece {
        TextLine.Piece("…", style: style, width: 1)
    }

    /// The first `width` cells of `pieces` (whose total width is more), padded with a blank
    /// where a wide character straddles the cut, and the style of the first character not
    /// wholly kept.
    private static func prefix(of pieces: [TextLine.Piece], width: Int) -> ([TextLine.Piece], Style) {
        var result: [TextLine.Piece] = []
        var taken = 0
        for piece in pieces {
            if taken + piece.width <= width {
                result.append(piece)
                taken += piece.width
                continue
            }
            let room = width - taken
            let text = piece.text
            var cut = text.startIndex
            var cutWidth = 0
            if piece.width == text.utf8.count {
                // Only printable ASCII is one cell a byte: cut by bytes.
                cut = text.utf8.index(cut, offsetBy: room)
                cutWidth = room
            } else {
                while cut < text.endIndex {
                    let next = text.index(after: cut)
                    let clusterWidth = text[cut ..< next].displayWidth
                    if cutWidth + clusterWidth > room { break }
                    cutWidth += clusterWidth
                    cut = next
                }
            }
            if cut > text.startIndex {
                result.append(TextLine.Piece(text[..<cut], style: piece.style, width: cutWidth))
            }
            if cutWidth < room {
                result.append(TextLine.Piece(" ", style: piece.style, width: 1))
            }
            return (result, piece.style)
        }
        preconditionFailure("StyledTextLayout: the text to cut is not wider than \(width) cells")
    }

    /// The last `width` cells of `pieces` (whose total width is more), padded with a blank
    /// where a wide character straddles the cut, and the style of the last character not
    /// wholly kept.
    private static func suffix(of pieces: [TextLine.Piece], width: Int) -> ([TextLine.Piece], Style) {
        var reversed: [TextLine.Piece] = []
        var taken = 0
        for piece in pieces.reversed() {
            if taken + piece.width <= width {
                reversed.append(piece)
                taken += piece.width
                continue
            }
            let room = width - taken
            let text = piece.text
            var cut = text.endIndex
            var cutWidth = 0
            if piece.width == text.utf8.count {
                cut = text.utf8.index(cut, offsetBy: -room)
                cutWidth = room
            } else {
                while cut > text.startIndex {
                    let previous = text.index(before: cut)
                    let clusterWidth = text[previous ..< cut].displayWidth
                    if cutWidth + clusterWidth > room { break }
                    cutWidth += clusterWidth
                    cut = previous
                }
            }
            if cut < text.endIndex {
                reversed.append(TextLine.Piece(text[cut...], style: piece.style, width: cutWidth))
            }
            if cutWidth < room {
                reversed.append(TextLine.Piece(" ", style: piece.style, width: 1))
            }
            return (reversed.reversed(), piece.style)
        }
        preconditionFailure("StyledTextLayout: the text to cut is not wider than \(width) cells")
    }
}
