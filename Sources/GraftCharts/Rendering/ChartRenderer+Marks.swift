import Foundation
import GraftTerminal

extension ChartRenderer {
    mutating func drawMarks(of kind: ResolvedMark.Kind) {
        switch kind {
        case .bar:
            for index in analysis.marks.indices where analysis.marks[index].kind == .bar { drawBar(index) }
        case .rule:
            for index in analysis.marks.indices where analysis.marks[index].kind == .rule { drawRule(index) }
        case .point:
            for index in analysis.marks.indices where analysis.marks[index].kind == .point { drawPoint(index) }
            drawPlots(of: .point)
        case .line:
            drawLines()
            drawPlots(of: .line)
        case .area: drawAreas()
        case .sector: break
        }
    }

    // MARK: Bars

    /// How many cells wide a bar is, in a space `band` cells wide.
    static func barWidth(_ dimension: MarkDimension, band: Double) -> Int {
        switch dimension.storage {
        case .automatic: band < 2 ? 1 : band < 4 ? Int(band) - 1 : Int((band * 0.7).rounded())
        case .fixed(let cells): max(1, Int(min(10_000, cells).rounded()))
        case .ratio(let ratio): max(1, Int((band * min(1, max(0, ratio))).rounded()))
        case .inset(let inset): max(1, Int(max(0, band - inset).rounded(.down)))
        }
    }

    /// The cells a bar spans across its position axis (columns, or rows when lying).
    private func barExtent(_ mark: ResolvedMark, length: Int) -> Range<Int>? {
        let scale = analysis.positionScale
        guard let position = ChartAnalysis.position(of: mark, horizontal: analysis.isHorizontal) else { return nil }
        let cells = Double(length)
        let start: Double
        let band: Double
        if scale.kind == .category {
            guard let index = scale.band(of: position.value) else { return nil }
            return categoryBand(index: index, length: length, dimension: mark.width)
        } else if let bin = position.bin, let from = position.value.continuous {
            start = scale.fraction(ofContinuous: from).safeFraction * cells
            band = scale.fraction(ofContinuous: bin.end.timeIntervalSince1970).safeFraction * cells - start
        } else {
            guard let fraction = scale.fraction(of: position.value)?.safeFraction else { return nil }
            let width = Self.barWidth(mark.width == .automatic ? .fixed(1) : mark.width, band: 1)
            let center = Int((fraction * Double(length - 1)).rounded())
            let lower = center - width / 2
            return max(0, lower) ..< min(length, lower + width)
        }
        let width = Self.barWidth(mark.width, band: band)
        let lower = Int((start + (band - Double(width)) / 2).rounded())
        let clamped = max(0, lower) ..< min(length, lower + width)
        return clamped.isEmpty ? nil : clamped
    }

    /// The cells of the bars of category `index` across an axis `length` cells long.
    func categoryBand(index: Int, length: Int, dimension: MarkDimension) -> Range<Int>? {
        let band = Double(length) * analysis.positionScale.bandFraction
        let width = Self.barWidth(dimension, band: band)
        let lower = Int((Double(index) * band + (band - Double(width)) / 2).rounded())
        let clamped = max(0, lower) ..< min(length, lower + width)
        return clamped.isEmpty ? nil : clamped
    }

    private mutating func drawBar(_ index: Int) {
        let mark = analysis.marks[index]
        guard let span = analysis.spans[index] else { return }
        let series = analysis.seriesOfMark[index]
        let color = color(of: index)
        let fill = glyphs.fill(series: series)
        if analysis.isHorizontal {
            guard let rows = barExtent(mark, length: grid.height) else { return }
            let cells = Double(grid.width * 8)
            let start = Int((valueFraction(span.start) * cells).rounded())
            let end = Int((valueFraction(span.end) * cells).rounded())
            for y in rows { fillRun(from: start, to: end, across: y, horizontal: true, fill: fill, color: color) }
        } else {
            guard let columns = barExtent(mark, length: grid.width) else { return }
            let cells = Double(grid.height * 8)
            let start = Int((valueFraction(span.start) * cells).rounded())
            let end = Int((valueFraction(span.end) * cells).rounded())
            for x in columns { fillRun(from: start, to: end, across: x, horizontal: false, fill: fill, color: color) }
        }
    }

    /// Fills one column (or row, lying) from eighth `start` to eighth `end`
    /// of the value axis: whole cells, and an eighth block at the far end.
    /// A cell shared with the bar below goes to the one covering most of it.
    mutating func fillRun(from start: Int, to end: Int, across line: Int, horizontal: Bool, fill: Character, color: Color) {
        let lower = min(start, end)
        let upper = max(start, end)
        let growsForward = end >= start
        let cellCount = horizontal ? grid.width : grid.height
        guard upper > lower else { return }
        for cell in max(0, lower / 8) ... min(cellCount - 1, (upper - 1) / 8) {
            let low = cell * 8
            let high = low + 8
            let cover = min(upper, high) - max(lower, low)
            guard cover > 0 else { continue }
            let character: Character
            if lower <= low && upper >= high {
                character = fill
            } else if growsForward, lower <= low, glyphs.usesSubCell, fill == glyphs.fill(series: 0) {
                character = horizontal ? glyphs.leftEighths(cover) : glyphs.lowerEighths(cover)
            } else if cover >= 4 {
                character = fill
            } else {
                continue
            }
            let x = horizontal ? cell : line
            let y = horizontal ? line : grid.height - 1 - cell
            grid.put(character, x: x, y: y, color: color)
        }
    }

    // MARK: Rules and points

    private mutating func drawRule(_ index: Int) {
        let mark = analysis.marks[index]
        let color = mark.color ?? .default
        if let y = mark.y?.value.continuous, mark.yEnd == nil, !analysis.isHorizontal {
            let row = row(valueFraction: valueFraction(y))
            var columns = 0 ..< grid.width
            if let start = positionFraction(of: mark.x), let end = positionFraction(of: mark.xEnd) {
                columns = column(positionFraction: min(start, end)) ..< column(positionFraction: max(start, end)) + 1
            }
            for x in columns { grid.put(glyphs.horizontalRule, x: x, y: row, color: color) }
        } else if let fraction = positionFraction(of: mark.x), !analysis.isHorizontal {
            let x = column(positionFraction: fraction)
            var rows = 0 ..< grid.height
            if let start = mark.y?.value.continuous, let end = mark.yEnd?.value.continuous {
                let top = row(valueFraction: valueFraction(max(start, end)))
                let bottom = row(valueFraction: valueFraction(min(start, end)))
                rows = top ..< bottom + 1
            }
            for y in rows { grid.put(glyphs.verticalRule, x: x, y: y, color: color) }
        } else if let x = mark.x?.value.continuous, analysis.isHorizontal {
            let column = min(grid.width - 1, max(0, Int((valueFraction(x) * Double(grid.width - 1)).rounded())))
            guard (0 ... 1).contains(valueFraction(x)) else { return }
            for y in 0 ..< grid.height { grid.put(glyphs.verticalRule, x: column, y: y, color: color) }
        }
    }

    /// Whether points are drawn as symbols: the chart has several series or asks for symbols.
    var pointsUseSymbols: Bool {
        !glyphs.usesSubCell || analysis.seriesNames.count > 1 || analysis.hasSymbols
    }

    private mutating func drawPoint(_ index: Int) {
        let mark = analysis.marks[index]
        guard let xFraction = positionFraction(of: mark.x), let y = mark.y?.value.continuous else { return }
        let yFraction = valueFraction(y)
        guard (0 ... 1).contains(xFraction), (-1e-9 ... 1 + 1e-9).contains(yFraction) else { return }
        let color = color(of: index)
        if pointsUseSymbols {
            let series = analysis.seriesOfMark[index]
            let symbol = analysis.seriesNames.count > 1 || mark.symbol != nil ? glyphs.symbol(series: series) : glyphs.dot
            grid.put(symbol, x: column(positionFraction: xFraction), y: row(valueFraction: yFraction), color: color)
        } else {
            grid.setDot(dx: dotColumn(positionFraction: xFraction), dy: dotRow(valueFraction: yFraction), color: color)
        }
    }

    // MARK: Lines

    /// Each series' line through its marks in the order they were written.
    private mutating func drawLines() {
        var points: [Int: [(x: Int, y: Int, color: Color)]] = [:]
        var order: [Int] = []
        for (index, mark) in analysis.marks.enumerated() where mark.kind == .line {
            guard let xFraction = positionFraction(of: mark.x), let y = mark.y?.value.continuous else { continue }
            let series = analysis.seriesOfMark[index]
            if points[series] == nil { order.append(series) }
            points[series, default: []].append(
                (dotColumn(positionFraction: xFraction), dotRow(valueFraction: valueFraction(y)), color(of: index)))
        }
        for series in order {
            guard let line = points[series] else { continue }
            if line.count == 1, let only = line.first { plotDot(x: only.x, y: only.y, series: series, color: only.color) }
            for (from, to) in zip(line, line.dropFirst()) {
                drawSegment(from: (from.x, from.y), to: (to.x, to.y), series: series, color: to.color)
            }
        }
    }

    /// A straight run of dots between two dot positions (Bresenham's line).
    mutating func drawSegment(from start: (Int, Int), to end: (Int, Int), series: Int, color: Color) {
        var (x, y) = start
        let dx = abs(end.0 - x)
        let dy = -abs(end.1 - y)
        let stepX = x < end.0 ? 1 : -1
        let stepY = y < end.1 ? 1 : -1
        var error = dx + dy
        while true {
            plotDot(x: x, y: y, series: series, color: color)
            if x == end.0 && y == end.1 { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// One dot of a line: braille, or a whole cell in the other glyph sets;
    /// series after the first are dashed so lines stay apart without color.
    mutating func plotDot(x: Int, y: Int, series: Int, color: Color) {
        guard GlyphSet.lineShows(series: series, column: glyphs.usesSubCell ? x : x & ~1) else { return }
        if glyphs.usesSubCell {
            grid.setDot(dx: x, dy: y, color: color)
        } else {
            let cellX = x / 2
            let cellY = y / 4
            guard grid.contains(x: cellX, y: cellY), grid.isEmpty(x: cellX, y: cellY) else { return }
            grid.put(glyphs.dot, x: cellX, y: cellY, color: color)
        }
    }

    // MARK: Areas

    /// Each series' area, column by column, between its stacked lower and
    /// upper edges interpolated between its marks.
    private mutating func drawAreas() {
        var edges: [Int: [(x: Double, start: Double, end: Double, color: Color)]] = [:]
        var order: [Int] = []
        for (index, mark) in analysis.marks.enumerated() where mark.kind == .area {
            guard let fraction = positionFraction(of: mark.x), let span = analysis.spans[index] else { continue }
            let series = analysis.seriesOfMark[index]
            if edges[series] == nil { order.append(series) }
            let x = analysis.positionScale.kind == .category ? fraction * Double(grid.width) - 0.5 : fraction * Double(grid.width - 1)
            edges[series, default: []].append((x, span.start, span.end, color(of: index)))
        }
        let cells = Double(grid.height * 8)
        for series in order {
            guard let points = edges[series]?.sorted(by: { $0.x < $1.x }), let first = points.first, let last = points.last else {
                continue
            }
            let fill = glyphs.fill(series: series)
            for column in max(0, Int(first.x.rounded())) ... min(grid.width - 1, Int(last.x.rounded())) {
                let x = Double(column)
                let after = points.firstIndex { $0.x >= x } ?? points.count - 1
                let right = points[after]
                let left = points[max(0, after - 1)]
                let t = right.x == left.x ? 1 : (x - left.x) / (right.x - left.x)
                let start = left.start + (right.start - left.start) * t
                let end = left.end + (right.end - left.end) * t
                fillRun(
                    from: Int((valueFraction(start) * cells).rounded()), to: Int((valueFraction(end) * cells).rounded()),
                    across: column, horizontal: false, fill: fill, color: right.color)
            }
        }
    }

    // MARK: Selection

    /// The selected position, marked down the plot where no mark is drawn.
    mutating func drawSelectionMarker() {
        guard let selection = plot.selection, !analysis.isHorizontal,
            let fraction = selectedFraction(selection)
        else { return }
        let x = column(positionFraction: fraction)
        for y in 0 ..< grid.height where grid.isEmpty(x: x, y: y) {
            grid.put(glyphs.selectionRule, x: x, y: y, color: .default, attributes: .bold)
        }
    }

    /// The x value a click at canvas column `x` selects: the category under
    /// it, or the marks' x value nearest to it; nil off the plot.
    func selectableValue(atColumn x: Int) -> PlotValue? {
        guard !analysis.isHorizontal, !analysis.isSectorChart, grid.width > 0,
            x >= plotRect.minX, x < plotRect.maxX
        else { return nil }
        let scale = analysis.positionScale
        let column = x - plotRect.minX
        if scale.kind == .category {
            let index = min(scale.categories.count - 1, Int(Double(column) / (Double(grid.width) * scale.bandFraction)))
            return index >= 0 ? .category(scale.categories[index]) : nil
        }
        var best: (distance: Int, value: PlotValue)?
        for mark in analysis.marks {
            guard let fraction = positionFraction(of: mark.x), let value = mark.x?.value else { continue }
            let distance = abs(self.column(positionFraction: fraction) - column)
            if let chosen = best, chosen.distance <= distance { continue }
            best = (distance, value)
        }
        let mapping = dotMapping
        for plot in analysis.plots {
            for (index, x) in plot.xs.enumerated() {
                let distance = abs(mapping.dotColumn(ofContinuous: x) / 2 - column)
                if let chosen = best, chosen.distance <= distance { continue }
                best = (distance, plot.xValue(at: index))
            }
        }
        return best?.value
    }

    func selectedFraction(_ selection: PlotValue) -> Double? {
        if let mark = analysis.marks.first(where: { $0.x?.value == selection }) { return positionFraction(of: mark.x) }
        return analysis.positionScale.fraction(of: selection)
    }

    // MARK: Sectors

    /// Sectors as one bar split into shares, left to right in order.
    mutating func drawSectors(into canvas: inout Canvas) {
        let shares = sectorShares
        let total = shares.reduce(0) { $0 + $1.value }
        guard total > 0, total.isFinite else { return }
        let rows = min(grid.height, 3)
        var covered = 0.0
        var x = 0
        for share in shares {
            covered += share.value
            let next = Int((covered / total * Double(grid.width)).rounded())
            let fill = glyphs.fill(series: share.series)
            for column in x ..< max(x, next) {
                for y in 0 ..< rows { grid.put(fill, x: column, y: y, color: share.color) }
            }
            x = max(x, next)
        }
        grid.draw(into: &canvas, at: plotRect.origin)
        drawLegendAndReadout(into: &canvas)
    }

    /// Each sector's value, series and color.
    var sectorShares: [(value: Double, series: Int, color: Color)] {
        analysis.marks.indices.compactMap { index in
            guard let value = analysis.marks[index].angle?.value.continuous, value > 0 else { return nil }
            return (value, analysis.seriesOfMark[index], color(of: index))
        }
    }
}
