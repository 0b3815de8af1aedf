extension TUICollectionView {
    /// Draws separators below rows and the rounded frame of each inset
    /// group in view, in gray (or the separator color).
    func drawLayoutChrome(in canvas: inout Canvas) {
        guard let geometry, let list = collectionViewLayout.listConfiguration else { return }
        let style = Style(foreground: terminalColor(list.separatorColor) ?? .gray)
        let lines = geometry.lines(coveringRows: contentOffset.y, contentOffset.y + bounds.height)
        if list.showsSeparators {
            for line in lines where !geometry.isLastItemLine(line) {
                guard case .items(_, let first, _) = geometry.line(line) else { continue }
                let frame = geometry.frame(ofItem: first)
                canvas.drawHorizontalLine(
                    from: Point(x: frame.minX + 1, y: geometry.offset(ofLine: line + 1) - 1),
                    length: max(0, frame.width - 2), style: style)
            }
        }
        guard list.appearance == .insetGrouped, !lines.isEmpty else { return }
        let firstSection = geometry.section(ofLine: lines.lowerBound)
        let lastSection = geometry.section(ofLine: lines.upperBound - 1)
        for section in firstSection ... lastSection {
            let rows = geometry.itemRows(section: section)
            canvas.drawBox(Rect(x: 0, y: rows.lowerBound - 1, width: geometry.width, height: rows.count + 2), line: .rounded, style: style)
        }
    }
}
