import Foundation
import GraftTerminal

extension ChartRenderer {
    /// The value axis's labels beside the plot (or, lying, under it); the
    /// lying chart's category names on the leading side.
    func drawValueLabels(into canvas: inout Canvas) {
        let style = Style(foreground: .gray)
        if analysis.isHorizontal {
            drawCategoryRows(into: &canvas)
            let y = plotRect.maxY
            guard settings.xAxis.visibility != .hidden, y < frame.maxY else { return }
            var nextFree = plotRect.minX
            for tick in valueTicks {
                guard let label = tick.label else { continue }
                let fraction = valueFraction(tick.value)
                guard (-1e-9 ... 1 + 1e-9).contains(fraction) else { continue }
                let center = plotRect.minX + Int((fraction * Double(plotRect.width - 1)).rounded())
                let x = min(frame.maxX - label.displayWidth, max(frame.minX, center - label.displayWidth / 2))
                guard x >= nextFree else { continue }
                _ = canvas.write(label, at: Point(x: x, y: y), style: style)
                nextFree = x + label.displayWidth + 1
            }
            return
        }
        guard labelColumnWidth > 0 else { return }
        let x = valueLabelsLeading ? frame.minX : plotRect.maxX + 1
        var usedRows = Set<Int>()
        for tick in valueTicks.reversed() {
            guard let label = tick.label else { continue }
            let fraction = valueFraction(tick.value)
            guard (-1e-9 ... 1 + 1e-9).contains(fraction) else { continue }
            let y = plotRect.minY + row(valueFraction: fraction)
            guard usedRows.insert(y).inserted else { continue }
            let start = valueLabelsLeading ? x + labelColumnWidth - 1 - label.displayWidth : x
            _ = canvas.write(label, at: Point(x: start, y: y), style: style)
        }
    }

    /// A lying chart's category names, one per band, on the leading side.
    private func drawCategoryRows(into canvas: inout Canvas) {
        guard labelColumnWidth > 1 else { return }
        let scale = analysis.positionScale
        let width = analysis.marks.first { $0.kind == .bar }?.width ?? .automatic
        var lastRow = Int.min
        for (index, name) in scale.categories.enumerated() {
            // Beside the first row of the category's bars.
            guard let rows = categoryBand(index: index, length: plotRect.height, dimension: width) else { continue }
            let y = plotRect.minY + rows.lowerBound
            guard y > lastRow, y < plotRect.maxY else { continue }
            lastRow = y
            let label = Self.truncated(name, to: labelColumnWidth - 1)
            _ = canvas.write(label, at: Point(x: frame.minX, y: y), style: Style(foreground: .gray))
        }
    }

    /// The position axis's labels under the plot: every category's name
    /// (or every few, when they do not fit), or round numbers and calendar dates.
    func drawPositionLabels(into canvas: inout Canvas) {
        guard !analysis.isHorizontal, settings.xAxis.visibility != .hidden else { return }
        let y = plotRect.maxY
        guard y < frame.maxY else { return }
        let scale = analysis.positionScale
        let selectedName = plot.selection.map(\.categoryName)
        var nextFree = frame.minX
        if scale.kind == .category {
            let band = Double(plotRect.width) * scale.bandFraction
            let widest = positionTicks.compactMap(\.label).map(\.displayWidth).max() ?? 1
            let room = max(1, Int(band) - 1)
            let every = room >= min(widest, 3) ? 1 : Int((Double(min(widest, 3) + 1) / max(band, 0.01)).rounded(.up))
            for (index, tick) in positionTicks.enumerated() {
                guard let name = tick.label, index % max(1, every) == 0 else { continue }
                let label = Self.truncated(name, to: every == 1 ? room : min(widest, room * every))
                let center = plotRect.minX + Int(((Double(index) + 0.5) * band).rounded(.down))
                let x = min(frame.maxX - label.displayWidth, max(frame.minX, center - (label.displayWidth - 1) / 2))
                guard x >= nextFree else { continue }
                let isSelected = name == selectedName
                let style = isSelected ? Style(attributes: .bold) : Style(foreground: .gray)
                _ = canvas.write(label, at: Point(x: x, y: y), style: style)
                nextFree = x + label.displayWidth + 1
            }
            return
        }
        for tick in positionTicks {
            guard let label = tick.label else { continue }
            let fraction = scale.fraction(ofContinuous: tick.value)
            guard (-1e-9 ... 1 + 1e-9).contains(fraction) else { continue }
            // Numbers are centered under their tick; a date starts at its
            // tick, as the period it names starts there.
            let tickX = plotRect.minX + column(positionFraction: fraction)
            let start = scale.kind == .date ? tickX : tickX - (label.displayWidth - 1) / 2
            let x = min(plotRect.maxX - label.displayWidth, max(frame.minX, start))
            guard x >= nextFree else { continue }
            _ = canvas.write(label, at: Point(x: x, y: y), style: Style(foreground: .gray))
            nextFree = x + label.displayWidth + 1
        }
    }

    /// `chartXAxisLabel` under the x labels, `chartYAxisLabel` above the plot.
    func drawAxisTitles(into canvas: inout Canvas) {
        let style = Style(foreground: .gray)
        if let title = settings.yAxis.label, plotRect.minY > frame.minY {
            let label = Self.truncated(title, to: frame.width)
            let x = analysis.isHorizontal || valueLabelsLeading ? frame.minX : frame.maxX - label.displayWidth
            _ = canvas.write(label, at: Point(x: x, y: frame.minY), style: style)
        }
        if let title = settings.xAxis.label {
            let y = plotRect.maxY + (settings.xAxis.visibility != .hidden ? 1 : 0)
            guard y < frame.maxY else { return }
            let label = Self.truncated(title, to: plotRect.width)
            _ = canvas.write(label, at: Point(x: plotRect.minX + (plotRect.width - label.displayWidth) / 2, y: y), style: style)
        }
    }

    // MARK: Legend and readout

    /// The readout of the selection, then the legend, on the chart's last rows.
    func drawLegendAndReadout(into canvas: inout Canvas) {
        var y = frame.maxY - 1
        if showsLegend {
            drawLegend(into: &canvas, y: y)
            y -= 1
        }
        if showsReadout, y >= frame.minY { drawReadout(into: &canvas, y: y) }
    }

    /// What a series is drawn with, as the legend shows it: its fill, its
    /// dashed line, or its symbol.
    func legendSample(series: Int) -> String {
        let kind = series < analysis.seriesKinds.count ? analysis.seriesKinds[series] : .bar
        switch kind {
        case .line:
            guard glyphs.usesSubCell else { return series == 0 ? String(repeating: glyphs.dot, count: 2) : "\(glyphs.dot) " }
            let cells = (0 ..< 2).map { cell -> Character in
                var bits: UInt8 = 0
                for column in 0 ..< 2 where GlyphSet.lineShows(series: series, column: cell * 2 + column) {
                    bits |= PlotGrid.dotBit(column: column, row: 2)
                }
                return bits == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
            }
            return String(cells)
        case .point: return String(pointsUseSymbols ? glyphs.symbol(series: series) : glyphs.dot)
        default: return String(glyphs.fill(series: series))
        }
    }

    private func drawLegend(into canvas: inout Canvas, y: Int) {
        var x = frame.minX
        let sectorTotal = analysis.isSectorChart ? sectorShares.reduce(0) { $0 + $1.value } : 0
        var names = analysis.seriesNames
        if analysis.isSectorChart, names.isEmpty { names = sectorShares.indices.map { "Share \($0 + 1)" } }
        for (series, name) in names.enumerated() {
            var text = name
            if analysis.isSectorChart, sectorTotal > 0 {
                let value = sectorShares.filter { $0.series == series }.reduce(0) { $0 + $1.value }
                text += " " + (value / sectorTotal).formatted(.percent.precision(.fractionLength(0)).locale(locale))
            }
            let sample = legendSample(series: series)
            let needed = sample.displayWidth + 1 + text.displayWidth
            if x + needed > frame.maxX {
                if x + 1 <= frame.maxX { _ = canvas.write("…", at: Point(x: x, y: y), style: Style(foreground: .gray)) }
                return
            }
            x += canvas.write(sample, at: Point(x: x, y: y), style: Style(foreground: color(ofSeries: series)))
            x += canvas.write(" " + text, at: Point(x: x, y: y))
            x += 2
        }
    }

    /// The selected position and the marks' values there; reversed while
    /// the chart has focus, the chart's one focus mark.
    private func drawReadout(into canvas: inout Canvas, y: Int) {
        var text: String
        if let selection = plot.selection {
            text = readout(for: selection)
        } else {
            let label = analysis.marks.first?.x?.label ?? analysis.plots.first?.xLabel ?? "value"
            text = "← → select a \(label.lowercased())"
        }
        text = Self.truncated(text, to: frame.width)
        var attributes: TextAttributes = plot.selection == nil ? .dim : []
        if isFocused { attributes = .reverse }
        _ = canvas.write(text, at: Point(x: frame.minX, y: y), style: Style(attributes: attributes))
    }

    /// "Mar 2026: Chairs 12, Desks 3".
    func readout(for selection: PlotValue) -> String {
        let matching = analysis.marks.indices.filter { analysis.marks[$0].x?.value == selection }
        let unit = matching.first.flatMap { analysis.marks[$0].x?.bin?.unit }
        let position: String
        switch selection {
        case .date(let date):
            position = DateTicks.readoutFormatter(unit: unit, calendar: analysis.calendar, locale: locale).string(from: date)
        case .number(let number): position = AxisLabels.value(number, locale: locale)
        case .category(let name): position = name
        }
        var values = matching.compactMap { index -> String? in
            let mark = analysis.marks[index]
            guard let y = mark.y, let number = y.value.continuous else { return nil }
            let name = mark.series?.value.categoryName ?? y.label
            return "\(name) \(AxisLabels.value(number, locale: locale))"
        }
        if let number = selection.continuous {
            for plot in analysis.plots where plot.xKind == selection.kind {
                let name = plot.series?.value.categoryName ?? plot.yLabel
                let found = plot.isSorted ? Array(plot.indices(at: number)) : plot.xs.indices.filter { plot.xs[$0] == number }
                for index in found { values.append("\(name) \(AxisLabels.value(plot.ys[index], locale: locale))") }
            }
        }
        return values.isEmpty ? position : "\(position): " + values.joined(separator: ", ")
    }

    /// `text` cut to `width` columns, ending in "…" when cut, as every
    /// label in Graft is cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard text.displayWidth > width else { return text }
        guard width > 0 else { return "" }
        return StyledTextLayout(text, lineLimit: 1).lines(width: width, height: 1).first?.string ?? ""
    }

}
