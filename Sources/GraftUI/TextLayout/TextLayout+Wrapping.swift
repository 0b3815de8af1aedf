extension TextLayout {
    /// A place in the text between two clusters: in atom `atom`, at `index` of its run's
    /// string, `cells` cells after the atom's start.
    ///
    /// A position is kept *normalized*: it is never at the end of an atom but at the
    /// start of the next one, and the end of the text has `atom == atoms.count`.
    struct Position: Equatable {
        /// The atom the position is in, or `atoms.count` at the end of the text.
        var atom: Int
        /// The index in the atom's run's string.
        var index: String.Index
        /// The display width of the atom's part before `index`.
        var cells: Int

        /// Positions are equal when they are at the same place; `cells` follows from it.
        static func == (lhs: Position, rhs: Position) -> Bool {
            lhs.atom == rhs.atom && lhs.index == rhs.index
        }
    }

    /// One wrapped line, as the positions it spans.
    struct LineSpan {
        /// The line's first cluster.
        var start: Position
        /// Just after the line's last cluster.
        var end: Position
        /// The display width of the line.
        var width: Int
        /// Whether the line is a single cluster wider than the whole line (a wide character
        /// in one column), which is drawn as "…".
        var elidesWideCluster = false
    }

    /// The position at the start of atom `atom`, or the end of the text.
    func position(atStartOf atom: Int) -> Position {
        atom < atoms.count
            ? Position(atom: atom, index: atoms[atom].start, cells: 0)
            : Position(atom: atom, index: "".startIndex, cells: 0)
    }

    /// `position` moved past the end of its atom to the start of the next, if it is there.
    func normalized(_ position: Position) -> Position {
        position.atom < atoms.count && position.index == atoms[position.atom].end
            ? self.position(atStartOf: position.atom + 1)
            : position
    }

    /// `position`, in a spaces atom, moved forward by `count` spaces.
    func position(_ position: Position, advancedBySpaces count: Int) -> Position {
        let utf8 = runs[atoms[position.atom].run].string.utf8
        return normalized(Position(atom: position.atom,
                                   index: utf8.index(position.index, offsetBy: count),
                                   cells: position.cells + count))
    }

    /// Wraps the text into lines of at most `width` cells, one line at a time, greedily.
    ///
    /// Each call to ``next()`` returns the longest line that fits:
    ///
    /// ```
    /// width 7:  "one two  three"
    ///            one two|_|_three     the line may end before any space: "one two"
    ///                    ^ consumed   fits, "one two " (8) does not; that space is eaten
    ///  line 1:  "one two"             and the next line starts at the second one
    ///  line 2:  " three"
    /// ```
    ///
    /// A word that does not fit in the rest of a line goes to the next line, even when only
    /// leading spaces come before it on this one. Only a word wider than a whole line is
    /// broken between clusters.
    struct LineBreaker {
        /// The text being wrapped.
        let layout: TextLayout
        /// The most cells a line may take.
        let width: Int
        /// Where the next line starts.
        private(set) var position: Position
        /// Whether the next line starts a paragraph, which yields a line even when empty.
        private var atParagraphStart = true

        /// Starts wrapping `layout` at `width` cells.
        init(layout: TextLayout, width: Int) {
            self.layout = layout
            self.width = width
            self.position = layout.position(atStartOf: 0)
        }

        /// Whether ``next()`` has another line to return.
        var hasMore: Bool {
            position.atom < layout.atoms.count || atParagraphStart
        }

        /// The next line, or `nil` after the last one.
        mutating func next() -> LineSpan? {
            let atoms = layout.atoms
            let start = position
            if start.atom == atoms.count || atoms[start.atom].kind == .lineBreak {
                // An empty paragraph (or the empty one after a final line break).
                guard atParagraphStart else { return nil }
                finishLine(at: start)
                return LineSpan(start: start, end: start, width: 0)
            }
            var cursor = start
            var lineWidth = 0
            // The last space the line can end before, and the line's width up to it.
            var breakPosition: Position?
            var breakWidth = 0
            while cursor.atom < atoms.count {
                let atom = atoms[cursor.atom]
                switch atom.kind {
                case .lineBreak:
                    finishLine(at: cursor)
                    return LineSpan(start: start, end: cursor, width: lineWidth)
                case .spaces:
                    let remaining = atom.width - cursor.cells
                    let room = width - lineWidth
                    // The last of these spaces the line can end before; not its very start.
                    let lastBreak = min(remaining - 1, room)
                    if lastBreak > 0 || (lastBreak == 0 && cursor != start) {
                        breakPosition = layout.position(cursor, advancedBySpaces: lastBreak)
                        breakWidth = lineWidth + lastBreak
                    }
                    if remaining <= room {
                        lineWidth += remaining
                        cursor = layout.position(atStartOf: cursor.atom + 1)
                        continue
                    }
                    guard let end = breakPosition else {
                        preconditionFailure("TextLayout: spaces overflow a line with no break")
                    }
                    finishLine(at: layout.position(end, advancedBySpaces: 1))
                    return LineSpan(start: start, end: end, width: breakWidth)
                case .word:
                    let wordRemaining = atom.wordWidth - cursor.cells
                    if wordRemaining <= width - lineWidth {
                        lineWidth += wordRemaining
                        cursor = layout.position(afterWordAt: cursor.atom)
                        continue
                    }
                    if let end = breakPosition {
                        finishLine(at: layout.position(end, advancedBySpaces: 1))
                        return LineSpan(start: start, end: end, width: breakWidth)
                    }
                    if cursor != start {
                        // Only spaces the line cannot end before (its leading ones) come
                        // first: the word starts the next line.
                        finishLine(at: cursor)
                        return LineSpan(start: start, end: cursor, width: lineWidth)
                    }
                    // The word is wider than a line: break it between clusters.
                    let (end, chunkWidth) = layout.clusters(from: cursor, fitting: width)
                    if end != cursor {
                        finishLine(at: end)
                        return LineSpan(start: start, end: end, width: chunkWidth)
                    }
                    // Its first cluster is wider than a line: a wide character in one column.
                    let afterCluster = layout.position(afterClusterAt: cursor)
                    finishLine(at: afterCluster)
                    return LineSpan(start: start, end: afterCluster, width: width, elidesWideCluster: true)
                }
            }
            finishLine(at: cursor)
            return LineSpan(start: start, end: cursor, width: lineWidth)
        }

        /// Ends a line: the next one starts at `next`, and a line break there is consumed.
        private mutating func finishLine(at next: Position) {
            let atoms = layout.atoms
            if next.atom < atoms.count, atoms[next.atom].kind == .lineBreak {
                position = layout.position(atStartOf: next.atom + 1)
                atParagraphStart = true
            } else {
                position = next
                atParagraphStart = false
            }
        }
    }

    /// The position after the word that atom `atom` is part of.
    func position(afterWordAt atom: Int) -> Position {
        var next = atom + 1
        while next < atoms.count, atoms[next].kind == .word { next += 1 }
        return position(atStartOf: next)
    }

    /// The position after the cluster at `position`, in a word.
    func position(afterClusterAt position: Position) -> Position {
        let string = runs[atoms[position.atom].run].string
        let next = string.index(after: position.index)
        return normalized(Position(atom: position.atom, index: next,
                                   cells: position.cells + string[position.index ..< next].displayWidth))
    }

    /// The longest run of whole clusters of the word at `position` that fits in `room`
    /// cells, with zero-width clusters after it, and its width.
    ///
    /// - Returns: The position after those clusters and their width.
    func clusters(from position: Position, fitting room: Int) -> (Position, Int) {
        var position = position
        var taken = 0
        while position.atom < atoms.count, atoms[position.atom].kind == .word {
            let atom = atoms[position.atom]
            let string = runs[atom.run].string
            if atom.isSimple {
                let count = min(room - taken, atom.width - position.cells)
                taken += count
                let stopsInside = position.cells + count < atom.width
                position = normalized(Position(atom: position.atom,
                                               index: string.utf8.index(position.index, offsetBy: count),
                                               cells: position.cells + count))
                if stopsInside { return (position, taken) }
                continue
            }
            var index = position.index
            while index < atom.end {
                let next = string.index(after: index)
                let width = string[index ..< next].displayWidth
                if taken + width > room {
                    return (normalized(Position(atom: position.atom, index: index, cells: position.cells)), taken)
                }
                taken += width
                position.cells += width
                index = next
            }
            position = self.position(atStartOf: position.atom + 1)
        }
        return (position, taken)
    }

    // MARK: - Lines

    /// The pieces of the text from `start` to `end`, which hold no line break: one piece
    /// per run, each a slice of the run's string.
    func pieces(from start: Position, to end: Position) -> [TextLine.Piece] {
        var pieces: [TextLine.Piece] = []
        var index = start.atom
        while index <= end.atom, index < atoms.count {
            let atom = atoms[index]
            let lower = index == start.atom ? start.index : atom.start
            let upper = index == end.atom ? end.index : atom.end
            guard lower < upper else { break }
            let width = (index == end.atom ? end.cells : atom.width) - (index == start.atom ? start.cells : 0)
            let run = runs[atom.run]
            if let last = pieces.last, index > start.atom, atoms[index - 1].run == atom.run {
                // The run goes on: its atoms are contiguous in its string.
                pieces[pieces.count - 1].text = run.string[last.text.startIndex ..< upper]
                pieces[pieces.count - 1].width += width
            } else {
                pieces.append(TextLine.Piece(run.string[lower ..< upper], style: run.style, width: width))
            }
            index += 1
        }
        return pieces
    }

    /// The line a span describes.
    func line(for span: LineSpan) -> TextLine {
        if span.elidesWideCluster {
            let style = runs[atoms[span.start.atom].run].style
            return TextLine(pieces: [TextLine.Piece("…", style: style, width: 1)], width: span.width)
        }
        return TextLine(pieces: pieces(from: span.start, to: span.end), width: span.width)
    }
}
