extension StyledTextLayout {
    /// A place in the text between two clusters: in atom `atom`, `offset` UTF-8 code units
    /// into its run's string, `cells` cells after the atom's start.
    ///
    /// A position is kept *normalized*: it is never at the end of an atom but at the
    /// start of the next one, and the end of the text has `atom == atoms.count`.
    struct Position: Equatable {
        /// The atom the position is in, or `atoms.count` at the end of the text.
        var atom: Int
        /// The UTF-8 offset in the atom's run's string.
        var offset: Int
        /// The display width of the atom's part before `offset`.
        var cells: Int

        /// Positions are equal when they are at the same place; `cells` follows from it.
        static func == (lhs: Position, rhs: Position) -> Bool {
            lhs.atom == rhs.atom && lhs.offset == rhs.offset
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

    /// Wraps the text into lines of at most `width` cells, one line at a time, greedily.
    ///
    /// Each call to ``next(in:)`` returns the longest line that fits:
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
    /// broken between clusters; with ``StyledTextLayout/LineBreaking/characters`` every
    /// word that does not fit is broken, filling the line.
    ///
    /// Wrapping only adds the widths measured when the layout was made, except inside a
    /// word broken across lines that is not plain ASCII.
    struct LineBreaker {
        /// The most cells a line may take.
        let width: Int
        /// The number of atoms in the text.
        private let atomCount: Int
        /// Where the next line starts.
        private(set) var position: Position
        /// Whether the next line starts a paragraph, which yields a line even when empty.
        private var atParagraphStart = true

        /// Starts wrapping `layout` at `width` cells; pass the same layout to ``next(in:)``.
        init(layout: StyledTextLayout, width: Int) {
            self.width = width
            self.atomCount = layout.atoms.count
            self.position = Position(atom: 0, offset: layout.atoms.first?.start ?? 0, cells: 0)
        }

        /// Whether ``next(in:)`` has another line to return.
        var hasMore: Bool {
            position.atom < atomCount || atParagraphStart
        }

        /// The next line of `layout`, or `nil` after the last one.
        mutating func next(in layout: StyledTextLayout) -> LineSpan? {
            let atoms = layout.atoms
            let start = position
            if start.atom == atoms.count || atoms[start.atom].kind == .lineBreak {
                // An empty paragraph (or the empty one after a final line break).
                guard atParagraphStart else { return nil }
                finishLine(at: start, in: layout)
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
                    finishLine(at: cursor, in: layout)
                    return LineSpan(start: start, end: cursor, width: lineWidth)
                case .spaces:
                    let remaining = atom.width - cursor.cells
                    let room = width - lineWidth
                    // The last of these spaces the line can end before; not its very start.
                    let lastBreak = min(remaining - 1, room)
                    if lastBreak > 0 || (lastBreak == 0 && cursor != start) {
                        breakPosition = Position(
                            atom: cursor.atom, offset: cursor.offset + lastBreak,
                            cells: cursor.cells + lastBreak)
                        breakWidth = lineWidth + lastBreak
                    }
                    if remaining <= room {
                        lineWidth += remaining
                        cursor = layout.position(atStartOf: cursor.atom + 1)
                        continue
                    }
                    guard let end = breakPosition else {
                        preconditionFailure("StyledTextLayout: spaces overflow a line with no break")
                    }
                    finishLine(afterSpaceAt: end, in: layout)
                    return LineSpan(start: start, end: end, width: breakWidth)
                case .word:
                    let wordRemaining = atom.wordWidth - cursor.cells
                    if wordRemaining <= width - lineWidth {
                        lineWidth += wordRemaining
                        var next = cursor.atom + 1
                        while next < atoms.count, atoms[next].kind == .word { next += 1 }
                        cursor = layout.position(atStartOf: next)
                        continue
                    }
                    if layout.lineBreaking == .characters, lineWidth < width {
                        // Fill the rest of the line with the word's first clusters.
                        let (end, chunkWidth) = layout.clusters(from: cursor, fitting: width - lineWidth)
                        if end != cursor {
                            finishLine(at: end, in: layout)
                            return LineSpan(start: start, end: end, width: lineWidth + chunkWidth)
                        }
                    }
                    if let end = breakPosition {
                        finishLine(afterSpaceAt: end, in: layout)
                        return LineSpan(start: start, end: end, width: breakWidth)
                    }
                    if cursor != start {
                        // Only spaces the line cannot end before (its leading ones) come
                        // first: the word starts the next line.
                        finishLine(at: cursor, in: layout)
                        return LineSpan(start: start, end: cursor, width: lineWidth)
                    }
                    // The word is wider than a line: break it between clusters.
                    let (end, chunkWidth) = layout.clusters(from: cursor, fitting: width)
                    if end != cursor {
                        finishLine(at: end, in: layout)
                        return LineSpan(start: start, end: end, width: chunkWidth)
                    }
                    // Its first cluster is wider than a line: a wide character in one column.
                    let afterCluster = layout.position(afterClusterAt: cursor)
                    finishLine(at: afterCluster, in: layout)
                    return LineSpan(start: start, end: afterCluster, width: width, elidesWideCluster: true)
                }
            }
            finishLine(at: cursor, in: layout)
            return LineSpan(start: start, end: cursor, width: lineWidth)
        }

        /// Ends a line at a break: the space at `space` is consumed.
        private mutating func finishLine(afterSpaceAt space: Position, in layout: StyledTextLayout) {
            let next = Position(atom: space.atom, offset: space.offset + 1, cells: space.cells + 1)
            finishLine(at: layout.normalized(next), in: layout)
        }

        /// Ends a line: the next one starts at `next`, and a line break there is consumed.
        private mutating func finishLine(at next: Position, in layout: StyledTextLayout) {
            if next.atom < layout.atoms.count, layout.atoms[next.atom].kind == .lineBreak {
                position = layout.position(atStartOf: next.atom + 1)
                atParagraphStart = true
            } else {
                position = next
                atParagraphStart = false
            }
        }
    }

    /// The position at the start of atom `atom`, or the end of the text.
    func position(atStartOf atom: Int) -> Position {
        Position(atom: atom, offset: atom < atoms.count ? atoms[atom].start : 0, cells: 0)
    }

    /// `position` moved past the end of its atom to the start of the next, if it is there.
    func normalized(_ position: Position) -> Position {
        position.atom < atoms.count && position.offset == atoms[position.atom].end
            ? self.position(atStartOf: position.atom + 1)
            : position
    }

    /// The position after the cluster at `position`, in a word.
    func position(afterClusterAt position: Position) -> Position {
        let string = runs[atoms[position.atom].run].string
        let index = Self.index(string, utf8Offset: position.offset)
        let next = string.index(after: index)
        return normalized(
            Position(
                atom: position.atom,
                offset: string.utf8.distance(from: string.startIndex, to: next),
                cells: position.cells + string[index ..< next].displayWidth))
    }

    /// The longest run of whole clusters of the word at `position` that fits in `room`
    /// cells, with the zero-width clusters right after it.
    ///
    /// - Returns: The position after those clusters and their width.
    func clusters(from position: Position, fitting room: Int) -> (Position, Int) {
        var position = position
        var taken = 0
        while position.atom < atoms.count, atoms[position.atom].kind == .word {
            let atom = atoms[position.atom]
            if atom.isSimple {
                let count = min(room - taken, atom.width - position.cells)
                taken += count
                position.offset += count
                position.cells += count
                if position.offset < atom.end { return (position, taken) }
                position = self.position(atStartOf: position.atom + 1)
                continue
            }
            let string = runs[atom.run].string
            var index = Self.index(string, utf8Offset: position.offset)
            let end = Self.index(string, utf8Offset: atom.end)
            while index < end {
                let next = string.index(after: index)
                let width = string[index ..< next].displayWidth
                if taken + width > room {
                    position.offset = string.utf8.distance(from: string.startIndex, to: index)
                    return (position, taken)
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
        var runStart = start.offset
        var runWidth = 0
        while index <= end.atom, index < atoms.count {
            let atom = atoms[index]
            let upper = index == end.atom ? end.offset : atom.end
            let lower = index == start.atom ? start.offset : atom.start
            guard lower < upper else { break }
            runWidth += (index == end.atom ? end.cells : atom.width) - (index == start.atom ? start.cells : 0)
            let isRunEnd =
                index == end.atom || index + 1 == atoms.count || atoms[index + 1].run != atom.run
                || (index + 1 == end.atom && end.offset == atoms[index + 1].start)
            if isRunEnd {
                // The run's atoms are contiguous in its string.
                let run = runs[atom.run]
                let text = Self.slice(run.string, runStart, upper)
                pieces.append(TextLine.Piece(text, style: run.style, width: runWidth))
                runWidth = 0
                if index + 1 < atoms.count { runStart = atoms[index + 1].start }
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
