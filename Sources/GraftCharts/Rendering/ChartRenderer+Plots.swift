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

    /// The dot column of an x value, as a mark at that x has it.
    func dotColumn(ofContinuous x: Double) -> Int {
        dotColumn(positionFraction: analysis.positionScale.fraction(ofContinuous: x).safeFraction)
    }

    /// Draws every vectorized plot of `kind`.
    mutating func drawPlots(of kind: ResolvedMark.Kind) {
        guard analysis.positionScale.kind != .category else { return }
        for index in analysis.plots.indices where analysis.plots[index].kind == kind {
            if kind == .line { drawPlotLine(index) } else { drawPlotPoints(index) }
        }
    }

    /// A line through the plot's points in order, as ``LineMark``s draw it:
    /// each run of points in one dot column becomes its first, lowest,
    /// highest and last dots, whose segments cover the same dots as the
    /// segments between all of them.
    private mutating func drawPlotLine(_ index: Int) {
        let plot = analysis.plots[index]
        let series = analysis.seriesOfPlot[index]
        let color = color(ofPlot: index)
        guard !plot.xs.isEmpty else { return }
        var previous: (Int, Int)?
        var emitted = 0
        func emit(_ point: (Int, Int), into renderer: inout ChartRenderer) {
            if let last = previous {
                if last == point { return }
                renderer.drawSegment(from: last, to: point, series: series, color: color)
            }
            previous = point
            emitted += 1
        }
        var column = Int.min
        var first = 0
        var lowest = 0
        var highest = 0
        var last = 0
        func flush(into renderer: inout ChartRenderer) {
            guard column != Int.min else { return }
            emit((column, first), into: &renderer)
            // Dot rows grow downwards: the lowest value is the highest row.
            emit((column, highest), into: &renderer)
            emit((column, lowest), into: &renderer)
            emit((column, last), into: &renderer)
        }
        for (x, y) in zip(plot.xs, plot.ys) {
            let dx = dotColumn(ofContinuous: x)
            let dy = dotRow(valueFraction: valueFraction(y))
            if dx != column {
                flush(into: &self)
                column = dx
                first = dy
                lowest = dy
                highest = dy
            } else {
                lowest = min(lowest, dy)
                highest = max(highest, dy)
            }
            last = dy
        }
        flush(into: &self)
        if emitted == 1, let only = previous { plotDot(x: only.0, y: only.1, series: series, color: color) }
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
        for (x, y) in zip(plot.xs, plot.ys) {
            let xFraction = scale.fraction(ofContinuous: x).safeFraction
            let yFraction = valueFraction(y)
            guard (0 ... 1).contains(xFraction), (-1e-9 ... 1 + 1e-9).contains(yFraction) else { continue }
            let dx = dotColumn(positionFraction: xFraction)
            let dy = dotRow(valueFraction: yFraction)
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
