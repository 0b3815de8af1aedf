import GraftTerminal

/// A `Grid`'s layout in whole cells (docs/LAYOUT.md §1.17): column widths
/// first, from the cells alone in a column, then what cells spanning several
/// columns still need; then row heights, each cell proposed its columns' width.
///
/// ```
/// width ─┬─ nil or infinity: each column its widest cell for that width
///        └─ otherwise: columns by flexibility (least first), each offered
///           ceil(remaining / columns left) and taking its widest cell's answer
/// ```
@MainActor
struct GridSolver {
    /// One cell: a view in a row, or a view outside any row spanning every column.
    struct Cell {
        let node: ViewNode
        var column: Int
        var span: Int
        let unsizedAxes: Axis.Set
        let anchor: UnitPoint?
        let columnAlignment: HorizontalAlignment?
    }

    /// One row of cells.
    struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        /// Whether the row is a single view written outside any `GridRow`.
        var spansAllColumns: Bool
    }

    /// What one measurement found, kept so placement can reuse it.
    struct Measurement {
        var proposal: CellProposal
        var columnWidths: [Int]
        var rowHeights: [Int]
        var size: Size
    }

    let rows: [Row]
    let columnCount: Int
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    private let columnAlignments: [HorizontalAlignment]

    init(rows: [Row], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
        var count = rows.reduce(0) { widest, row in
            row.spansAllColumns ? widest : max(widest, row.cells.reduce(0) { $0 + $1.span })
        }
        // Views outside rows need a column to stand in even when no row has cells.
        if count == 0, rows.contains(where: \.spansAllColumns) { count = 1 }
        var alignments = [HorizontalAlignment?](repeating: nil, count: count)
        var laidOut = rows
        for rowIndex in laidOut.indices where laidOut[rowIndex].spansAllColumns {
            for cellIndex in laidOut[rowIndex].cells.indices {
                laidOut[rowIndex].cells[cellIndex].column = 0
                laidOut[rowIndex].cells[cellIndex].span = count
            }
        }
        // The first cell of a column to name an alignment sets it (S).
        for row in laidOut where !row.spansAllColumns {
            for cell in row.cells where alignments[cell.column] == nil {
                alignments[cell.column] = cell.columnAlignment
            }
        }
        self.rows = laidOut
        self.columnCount = count
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.columnAlignments = alignments.map { $0 ?? alignment.horizontal }
    }

    func measure(_ proposal: CellProposal) -> Measurement {
        let widths = columnWidths(for: proposal.width)
        let heights = rowHeights(for: proposal.height, columnWidths: widths)
        let size = Size(
            width: Self.total(widths, spacing: horizontalSpacing), height: Self.total(heights, spacing: verticalSpacing))
        return Measurement(proposal: proposal, columnWidths: widths, rowHeights: heights, size: size)
    }

    /// Lengths laid end to end, `spacing` apart.
    private static func total(_ lengths: [Int], spacing: Int) -> Int {
        guard !lengths.isEmpty else { return 0 }
        return lengths.reduce(spacing * (lengths.count - 1), CellMath.adding)
    }

    /// The width of the columns `cell` spans, with the spacing between them.
    private func width(of cell: Cell, in widths: [Int]) -> Int {
        Self.total(Array(widths[cell.column ..< cell.column + cell.span]), spacing: horizontalSpacing)
    }

    private func columnWidths(for width: Int?) -> [Int] {
        guard columnCount > 0 else { return [] }
        var singles = [[ViewNode]](repeating: [], count: columnCount)
        for row in rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 && !cell.unsizedAxes.contains(.horizontal) {
                singles[cell.column].append(cell.node)
            }
        }
        func widest(_ column: Int, _ proposal: Int?) -> Int {
            singles[column].reduce(0) { max($0, $1.sizeThatFits(CellProposal(width: proposal, height: nil)).width) }
        }
        let gaps = horizontalSpacing * (columnCount - 1)
        var widths: [Int]
        var leftover = 0
        if let width, width != CellProposal.infinity {
            widths = Self.share(width - gaps, among: columnCount) { widest($0, $1) }
            leftover = max(width - Self.total(widths, spacing: horizontalSpacing), 0)
        } else {
            widths = (0 ..< columnCount).map { widest($0, width) }
        }
        // Cells across several columns widen them only by what they still need,
        // shared evenly; a flexible one may take what the columns left (T).
        for row in rows {
            for cell in row.cells where (cell.span > 1 || row.spansAllColumns) && !cell.unsizedAxes.contains(.horizontal) {
                let current = self.width(of: cell, in: widths)
                let proposal = width == nil || width == CellProposal.infinity ? width : CellMath.adding(current, leftover)
                let needed = cell.node.sizeThatFits(CellProposal(width: proposal, height: nil)).width
                guard needed > current else { continue }
                Self.spread(needed - current, over: cell.column ..< cell.column + cell.span, in: &widths)
                leftover = max(leftover - (needed - current), 0)
            }
        }
        return widths
    }

    private func rowHeights(for height: Int?, columnWidths widths: [Int]) -> [Int] {
        guard !rows.isEmpty else { return [] }
        func tallest(_ row: Int, _ proposal: Int?) -> Int {
            rows[row].cells.reduce(0) { tallest, cell in
                guard !cell.unsizedAxes.contains(.vertical) else { return tallest }
                let proposed = CellProposal(width: width(of: cell, in: widths), height: proposal)
                return max(tallest, cell.node.sizeThatFits(proposed).height)
            }
        }
        if let height, height != CellProposal.infinity {
            return Self.share(height - verticalSpacing * (rows.count - 1), among: rows.count) { tallest($0, $1) }
        }
        return rows.indices.map { tallest($0, height) }
    }

    /// Shares `length` among `count` tracks (columns or rows) as a stack
    /// shares it among its children (§1.2): the least flexible first, each
    /// offered an even share of what is left and taking what `answer` says.
    private static func share(_ length: Int, among count: Int, answer: (Int, Int?) -> Int) -> [Int] {
        var flexibilities = [Int](repeating: 0, count: count)
        for track in 0 ..< count {
            let maximum = answer(track, CellProposal.infinity)
            flexibilities[track] = maximum >= CellProposal.infinity ? Int.max : maximum - answer(track, 0)
        }
        let order = (0 ..< count).sorted { flexibilities[$0] != flexibilities[$1] ? flexibilities[$0] < flexibilities[$1] : $0 < $1 }
        var lengths = [Int](repeating: 0, count: count)
        var remaining = length
        for (offset, track) in order.enumerated() {
            lengths[track] = answer(track, max(CellMath.ceilDivide(remaining, count - offset), 0))
            remaining -= lengths[track]
        }
        return lengths
    }

    /// Adds `extra` to the tracks in `range`, the odd cells to the first ones.
    private static func spread(_ extra: Int, over range: Range<Int>, in lengths: inout [Int]) {
        var remaining = extra
        for (offset, track) in range.enumerated() {
            let part = CellMath.ceilDivide(remaining, range.count - offset)
            lengths[track] = CellMath.adding(lengths[track], part)
            remaining -= part
        }
    }

    /// Places every cell in its area: its columns' width by its row's height,
    /// aligned by its anchor, else its column's and its row's alignment.
    func place(in rect: Rect, measurement: Measurement) {
        let widths = measurement.columnWidths
        var columnStarts = [Int](repeating: 0, count: widths.count)
        for column in widths.indices.dropFirst() {
            columnStarts[column] = CellMath.adding(columnStarts[column - 1], CellMath.adding(widths[column - 1], horizontalSpacing))
        }
        var y = rect.minY
        for (rowIndex, row) in rows.enumerated() {
            let height = measurement.rowHeights[rowIndex]
            for cell in row.cells {
                let area = Rect(
                    x: rect.minX + columnStarts[cell.column], y: y, width: width(of: cell, in: widths), height: height)
                let proposal = CellProposal(area.size)
                let size = cell.node.sizeThatFits(proposal)
                let dx: Int
                let dy: Int
                if let anchor = cell.anchor {
                    dx = Int((Double(area.width - size.width) * Double(anchor.x)).rounded(.down))
                    dy = Int((Double(area.height - size.height) * Double(anchor.y)).rounded(.down))
                } else {
                    let horizontal = row.spansAllColumns ? alignment.horizontal : columnAlignments[cell.column]
                    dx = horizontal.offset(child: size.width, in: area.width)
                    dy = (row.alignment ?? alignment.vertical).offset(child: size.height, in: area.height)
                }
                cell.node.place(
                    in: Rect(x: area.minX + dx, y: area.minY + dy, width: size.width, height: size.height), proposal: proposal)
            }
            y = CellMath.adding(y, CellMath.adding(height, verticalSpacing))
        }
    }
}
