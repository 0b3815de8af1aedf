extension StyledTextLayout {
    /// Draws the text into `rect` (local coordinates): the lines laid out for the rect's
    /// size, from its top row, each aligned within the rect's width per ``alignment``.
    ///
    /// Nothing is drawn outside `rect`: lines are laid out no wider than it, and no more
    /// lines are drawn than it has rows. Cells the text does not cover are left as they
    /// were, and a style with the default background keeps the cell's background.
    ///
    /// - Parameters:
    ///   - canvas: The canvas to draw into.
    ///   - rect: Where the text goes, usually its size from ``sizeThatFits(width:height:)``
    ///     placed by the parent.
    /// - Complexity: O(*n*) in the length of the text. A text of one paragraph that fits
    ///   the width is written run by run, with no line built.
    public func draw(in canvas: inout Canvas, rect: Rect) {
        guard rect.width > 0, rect.height > 0, paragraphCount > 0 else { return }
        if paragraphCount == 1, idealWidth <= rect.width {
            var x = rect.minX + offset(ofLineWidth: idealWidth, in: rect.width)
            for run in runs where !run.string.isEmpty {
                // `write` returns the run's width, or less only when the canvas's clip
                // stopped it, which leaves every later run outside the clip too.
                x += canvas.write(run.string, at: Point(x: x, y: rect.minY), style: run.style)
            }
            return
        }
        let lines = lines(width: rect.width, height: rect.height)
        for (row, line) in lines.enumerated() where row < rect.height {
            var x = rect.minX + offset(ofLineWidth: line.width, in: rect.width)
            for piece in line.pieces {
                canvas.write(piece.text, at: Point(x: x, y: rect.minY + row), style: piece.style)
                x += piece.width
            }
        }
    }

    /// The column where a line `lineWidth` cells wide starts in `width` cells, per
    /// ``alignment``; a centered line starts at `floor((width − lineWidth) / 2)`.
    func offset(ofLineWidth lineWidth: Int, in width: Int) -> Int {
        switch alignment {
        case .leading:
            return 0
        case .center:
            let spare = width - lineWidth
            return spare >= 0 ? spare / 2 : (spare - 1) / 2
        case .trailing:
            return width - lineWidth
        }
    }
}
