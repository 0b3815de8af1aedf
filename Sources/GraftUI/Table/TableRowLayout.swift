import Foundation

/// Lays one table row (or the header) out in columns: every row of a table
/// gets the same proposed width, so every row solves the same widths and
/// the columns line up without the rows knowing about each other.
struct TableRowLayout: Layout {
    let widths: [TableColumnWidth]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let columns = columnWidths(for: proposal.width)
        let height = zip(subviews, columns).map { subview, width in
            subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        }
        .max()
        let total = columns.reduce(0, +) + TableColumnWidths.gap * CGFloat(max(columns.count - 1, 0))
        return CGSize(width: max(proposal.width ?? total, total), height: height ?? 1)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, columnWidths(for: bounds.width)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + TableColumnWidths.gap
        }
    }

    /// The widths for a row `width` wide; without a width, the ideal ones.
    private func columnWidths(for width: CGFloat?) -> [CGFloat] {
        guard let width, width.isFinite else {
            return widths.map { $0.ideal ?? $0.min ?? TableColumnWidth.defaultIdeal }
        }
        return TableColumnWidths.solve(widths, in: width)
    }
}
