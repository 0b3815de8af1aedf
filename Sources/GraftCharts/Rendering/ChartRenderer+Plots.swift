import GraftTerminal

/// Vectorized lines and points, drawn from their columns of numbers. Where
/// many points fall in one dot column, the column is reduced to the dots a
/// line through them would draw there, so drawing costs one pass over the
/// numbers and then work in proportion to the plot's width.
extension ChartRenderer {
    /// The color a plot is drawn in: its own, its series', or the tint.
    func color(ofPlot index: Int) -> Color {
        analysis.plots[index].color
            ?? analysis.color(ofSeries: analysis.seriesOfPlot[index], settings: settings, tint: tint)
    }

    /// Draws every vectorized plot of `kind`.
    mutating func drawPlots(of kind: ResolvedMark.Kind) {
        guard analysis.positionScale.kind != .category else { return }
        for index in analysis.plots.indices where analysis.plots[index].kind == kind {
            if kind == .line { drawPlotLine(index) } else { drawPlotPoints(index) }
        }
    }

    /// A line through the plot's points in order, as ``LineMark``s draw it,
    /// through the dots ``LineBinning`` reduces them to.
    private mutating func drawPlotLine(_ index: Int) {
        let plot = analysis.plots[index]
        let series = analysis.seriesOfPlot[index]
        let color = color(ofPlot: index)
        let dots = plot.binnedLine(mapping: dotMapping)
        if dots.count == 1, let only = dots.first { plotDot(x: only.x, y: only.y, series: series, color: color) }
        for (from, to) in zip(dots, dots.dropFirst()) {
            drawSegment(from: (from.x, from.y), to: (to.x, to.y), series: series, color: color)
        }
    }

    /// The plot's points, as ``PointMark``s draw them; each dot (or cell) once.
    private mutating func drawPlotPoints(_ index: Int) {
        let plot = analysis.plots[index]
        let color = color(ofPlot: index)
        let symbols = pointsUseSymbols
        let symbol = analysis.seriesNames.count > 1 ? glyphs.symbol(series: analysis.seriesOfPlot[index]) : glyphs.dot
        let columns = symbols ? grid.width : grid.width * 2
        let rows = symbols ? grid.height : grid.height * 4
        var drawn = [Bool](repeating: false, count: columns * rows)
        let scale = analysis.positionScale
        let values = valueScale
        let mapping = dotMapping
        for (x, y) in zip(plot.xs, plot.ys) {
            let xFraction = scale.fraction(ofContinuous: x).safeFraction
            let yFraction = values.fraction(ofContinuous: y).safeFraction
            guard (0 ... 1).contains(xFraction), (-1e-9 ... 1 + 1e-9).contains(yFraction) else { continue }
            let dx = mapping.dotColumn(ofContinuous: x)
            let dy = mapping.dotRow(ofValue: y)
            let column = symbols ? dx / 2 : dx
            let row = symbols ? dy / 4 : dy
            guard column >= 0, row >= 0, column < columns, row < rows, !drawn[row * columns + column] else { continue }
            drawn[row * columns + column] = true
            if symbols {
                grid.put(symbol, x: column, y: row, color: color)
            } else {
                grid.setDot(dx: dx, dy: dy, color: color)
            }
        }
    }
}
