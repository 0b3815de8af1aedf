/// What the terminal shows, as a surface keeps it: in storage of its own.
///
/// A surface that kept the canvas it was given would share that canvas's
/// cells with whoever drew it, and the drawer's next write (a retained frame
/// redrawn in place, or a reused canvas cleared) would copy the whole frame.
/// Instead only the cells that changed are copied in, so presenting costs
/// what changed plus one comparison of the rows.
struct ShownFrame {
    /// The screen, or nil when the terminal must be redrawn whole.
    private(set) var screen: Canvas?

    /// What is needed to turn the screen into `frame`, which is then recorded
    /// as shown: every row when the screen is unknown or another size,
    /// otherwise the runs of cells that differ.
    mutating func changes(to frame: Canvas, inRows rows: Range<Int>? = nil) -> (runs: [CellRun], isWhole: Bool) {
        guard let screen, screen.size == frame.size else {
            self.screen = frame.detachedCopy()
            return (frame.changes(from: nil), true)
        }
        let runs = frame.changes(from: screen, inRows: rows ?? 0 ..< frame.size.height)
        for run in runs {
            self.screen?.apply(run)
        }
        return (runs, false)
    }

    /// Forgets the screen, so the next frame is drawn whole (after a resize,
    /// or when the terminal was handed to another program).
    mutating func forget() {
        screen = nil
    }
}

/// What one ``NcursesSurface/present(_:)`` sent, for tests and benchmarks.
package struct PresentReport: Equatable, Sendable {
    /// Rows with at least one changed cell, handed to ncurses.
    package var rowsSent = 0
    /// Cells handed to ncurses.
    package var cellsSent = 0
    /// ncurses updates run (`doupdate`, then one write); 0 for an unchanged frame.
    package var terminalUpdates = 0
    /// Bytes of picture graphics (Kitty or sixel) written after the cells.
    package var graphicsBytesSent = 0

    package init(rowsSent: Int = 0, cellsSent: Int = 0, terminalUpdates: Int = 0) {
        self.rowsSent = rowsSent
        self.cellsSent = cellsSent
        self.terminalUpdates = terminalUpdates
    }
}
