import Foundation
import GraftTerminal
import GraftUI

/// Lays a chart out in its frame (legend, readout and axis labels around
/// the plot) and draws it.
@MainActor
struct ChartRenderer {
    /// A value an axis marks, and what is drawn there.
    struct Tick {
        var value: Double
        var label: String?
        var gridLine: Bool
    }

    let plot: ChartPlot
    let analysis: ChartAnalysis
    let settings: ChartSettings
    let frame: Rect
    let glyphs: GlyphSet
    let locale: Locale
    let tint: Color
    let isFocused: Bool

    /// The plot area, in canvas coordinates.
    private(set) var plotRect = Rect.zero
    /// The value axis: y for upright bars and lines, x for lying bars.
    private(set) var valueScale = ChartScale(kind: .number, lower: 0, upper: 1)
    private(set) var valueTicks: [Tick] = []
    private(set) var positionTicks: [Tick] = []
    /// Where the value labels go: the trailing side, unless `.leading`.
    private(set) var valueLabelsLeading = false
    private(set) var labelColumnWidth = 0
    var grid = PlotGrid(width: 0, height: 0)

    init(plot: ChartPlot, frame: Rect, environment: EnvironmentValues) {
        self.plot = plot
        analysis = plot.analysis
        settings = plot.settings
        self.frame = frame
        glyphs = GlyphSet(mode: plot.settings.glyphs.resolved)
        locale = environment.locale
        // Marks without a color of their own take the accent color, as in SwiftUI.
        tint = environment.tint == .default ? .cyan : environment.tint
        isFocused = environment.isFocused
        layOut()
    }

    // MARK: - Layout

    var showsLegend: Bool {
        settings.legend != .hidden && (analysis.isSectorChart || analysis.seriesNames.count > 1)
    }

    var showsReadout: Bool { settings.xSelection != nil }

    /// The axis along which bars stand (x, or y for lying bars).
    var positionAxis: AxisSettings { analysis.isHorizontal ? settings.yAxis : settings.xAxis }
    var valueAxis: AxisSettings { analysis.isHorizontal ? settings.xAxis : settings.yAxis }

    private mutating func layOut() {
        var bottom = (showsLegend ? 1 : 0) + (showsReadout ? 1 : 0)
        if analysis.isSectorChart {
            plotRect = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - bottom))
            grid = PlotGrid(width: plotRect.width, height: plotRect.height)
            return
        }
        let xAxis = settings.xAxis
        let yAxis = settings.yAxis
        bottom += (xAxis.visibility != .hidden ? 1 : 0) + (xAxis.label != nil ? 1 : 0)
        let top = yAxis.label != nil ? 1 : 0
        var height = frame.height - bottom - top
        var topOffset = top
        if height < 1 {
            height = frame.height
            topOffset = 0
        }

        if analysis.isHorizontal {
            // Category labels on the leading side, values under the plot.
            let names = analysis.positionScale.categories
            let widest = names.map(\.displayWidth).max() ?? 0
            labelColumnWidth = yAxis.visibility == .hidden ? 0 : min(widest, max(0, frame.width / 3)) + 1
            let width = max(1, frame.width - labelColumnWidth - 1)
            plotRect = Rect(x: frame.minX + labelColumnWidth, y: frame.minY + topOffset, width: width, height: height)
            valueScale = makeValueScale(tickCount: max(2, min(6, width / 8)))
            positionTicks = []
        } else {
            valueScale = makeValueScale(tickCount: max(2, min(6, height / 2)))
            let labelWidth = yAxis.visibility == .hidden ? 0 : (valueTicks.compactMap(\.label).map(\.displayWidth).max() ?? 0)
            labelColumnWidth = labelWidth == 0 ? 0 : labelWidth + 1
            valueLabelsLeading = valueAxis.marks?.marks.position == .leading
            let width = max(1, frame.width - labelColumnWidth)
            let x = valueLabelsLeading ? frame.minX + labelColumnWidth : frame.minX
            plotRect = Rect(x: x, y: frame.minY + topOffset, width: width, height: height)
            positionTicks = makePositionTicks(width: width)
        }
        grid = PlotGrid(width: plotRect.width, height: plotRect.height)
    }

    /// The value axis rounded to its ticks, and the ticks with their labels.
    private mutating func makeValueScale(tickCount: Int) -> ChartScale {
        let range = analysis.valueRange
        let axis = valueAxis
        var count = tickCount
        var explicitValues: [Double]?
        var stride: Double?
        if let marks = axis.marks?.marks {
            switch marks.values.storage {
            case .automatic(let desired): if let desired { count = max(1, desired) }
            case .strideNumber(let step): stride = step
            case .explicit(let values): explicitValues = values.compactMap(\.continuous)
            case .strideDate: break
            }
        }
        let scale: ChartScale
        let step: Double
        if case .continuous = analysis.isHorizontal ? settings.xDomain : settings.yDomain {
            scale = ChartScale(kind: analysis.valueKind, lower: range.lowerBound, upper: range.upperBound)
            step = stride ?? NiceNumbers.step(for: range.upperBound - range.lowerBound, count: count)
        } else {
            let nice = NiceNumbers.domain(lower: range.lowerBound, upper: range.upperBound, count: count)
            scale = ChartScale(kind: analysis.valueKind, lower: nice.lower, upper: nice.upper)
            step = stride ?? nice.step
        }
        let values = explicitValues ?? NiceNumbers.ticks(lower: scale.lower, upper: scale.upper, step: step)
        valueTicks = ticks(for: values.map { .number($0) }, axis: axis) { AxisLabels.number($0, step: step, locale: locale) }
        return scale
    }

    /// The position axis's ticks for a plot `width` cells wide.
    private func makePositionTicks(width: Int) -> [Tick] {
        let axis = positionAxis
        let scale = analysis.positionScale
        switch scale.kind {
        case .category:
            return scale.categories.enumerated().map { index, name in
                Tick(value: Double(index), label: axis.visibility == .hidden ? nil : name, gridLine: false)
            }
        case .number:
            let count = max(2, width / 8)
            var step = NiceNumbers.step(for: scale.upper - scale.lower, count: count)
            var values: [PlotValue]?
            if let marks = axis.marks?.marks {
                switch marks.values.storage {
                case .strideNumber(let stride): step = stride
                case .explicit(let explicit): values = explicit
                case .automatic(let desired): if let desired { step = NiceNumbers.step(for: scale.upper - scale.lower, count: desired) }
                case .strideDate: break
                }
            }
            let numbers = values ?? NiceNumbers.ticks(lower: scale.lower, upper: scale.upper, step: step).map { .number($0) }
            return ticks(for: numbers, axis: axis) { AxisLabels.number($0, step: step, locale: locale) }
        case .date:
            let calendar = analysis.calendar
            // A binned axis ends where its last bin does: no label stands past the last bar.
            let upper = analysis.positionUnit == nil ? scale.upper : scale.upper - 1
            var stride = DateTicks.stride(
                lower: scale.lower, upper: upper, maximum: max(1, width / 8), unit: analysis.positionUnit)
            var values = DateTicks.ticks(lower: scale.lower, upper: upper, stride: stride, calendar: calendar)
            if let marks = axis.marks?.marks, case .strideDate(let component, let count) = marks.values.storage {
                stride = DateTicks.Stride(component: component, count: count, seconds: 0)
                values = DateTicks.ticks(lower: scale.lower, upper: upper, stride: stride, calendar: calendar)
            } else {
                // The finest stride whose labels all fit, each with a space after it, so
                // they stand at even steps rather than some being dropped.
                var index = DateTicks.strides.firstIndex { $0.seconds >= stride.seconds } ?? 0
                while index < DateTicks.strides.count - 1 {
                    let formatter = DateTicks.formatter(for: stride, calendar: calendar, locale: locale)
                    let labels = values.map { formatter.string(from: Date(timeIntervalSince1970: $0)).displayWidth }
                    if Self.labelsFit(widths: labels, at: values.map(scale.fraction(ofContinuous:)), in: width) { break }
                    index += 1
                    stride = DateTicks.strides[index]
                    values = DateTicks.ticks(lower: scale.lower, upper: upper, stride: stride, calendar: calendar)
                }
            }
            let formatter = DateTicks.formatter(for: stride, calendar: calendar, locale: locale)
            var plotted = values.map { PlotValue.date(Date(timeIntervalSince1970: $0)) }
            if let marks = axis.marks?.marks, case .explicit(let explicit) = marks.values.storage { plotted = explicit }
            return ticks(for: plotted, axis: axis) { value in
                formatter.string(from: Date(timeIntervalSince1970: value))
            }
        }
    }

    /// Whether labels `widths` wide, starting at `fractions` of a plot
    /// `width` cells wide (as date labels are drawn), all fit with a space between.
    static func labelsFit(widths: [Int], at fractions: [Double], in width: Int) -> Bool {
        var nextFree = 0
        for (labelWidth, fraction) in zip(widths, fractions) {
            let start = Int((fraction.safeFraction * Double(width * 2 - 1)).rounded()) / 2
            let x = min(width - labelWidth, max(0, start))
            if x < nextFree { return false }
            nextFree = x + labelWidth + 1
        }
        return true
    }

    /// Ticks at `values` with the parts the axis's marks choose for each.
    private func ticks(for values: [PlotValue], axis: AxisSettings, label: (Double) -> String) -> [Tick] {
        values.enumerated().compactMap { index, value in
            guard let number = value.continuous else { return nil }
            var parts = AxisMarkParts(gridLine: true, tick: true, label: true)
            if let content = axis.marks?.marks.content {
                parts = content(AxisValue(index: index, count: values.count, value: value))
            }
            let text = parts.label && axis.visibility != .hidden ? (parts.format?(value) ?? label(number)) : nil
            return Tick(value: number, label: text, gridLine: parts.gridLine && axis.visibility != .hidden)
        }
    }

    // MARK: - Mapping values to cells

    /// The dot row (4 per cell, from the top) of a fraction of the value axis.
    func dotRow(valueFraction fraction: Double) -> Int {
        DotMapping.dotRow(valueFraction: fraction, rows: grid.height * 4)
    }

    /// The cell row of a fraction of the value axis, where its tick and rule are drawn.
    func row(valueFraction fraction: Double) -> Int { dotRow(valueFraction: fraction) / 4 }

    /// The dot column (2 per cell) of a place on the position axis.
    func dotColumn(positionFraction fraction: Double) -> Int {
        DotMapping.dotColumn(
            positionFraction: fraction, columns: grid.width * 2, categorical: analysis.positionScale.kind == .category)
    }

    /// The mapping of values to dots at this layout.
    var dotMapping: DotMapping {
        let position = analysis.positionScale
        return DotMapping(
            columns: grid.width * 2, rows: grid.height * 4, positionLower: position.lower, positionUpper: position.upper,
            positionIsCategorical: position.kind == .category, valueLower: valueScale.lower, valueUpper: valueScale.upper)
    }

    func column(positionFraction fraction: Double) -> Int { dotColumn(positionFraction: fraction) / 2 }

    /// Where a mark stands on the position axis: the middle of a binned date's unit.
    func positionFraction(of value: MarkValue?) -> Double? {
        guard let value else { return nil }
        let scale = analysis.positionScale
        if let bin = value.bin, let start = value.value.continuous {
            return scale.fraction(ofContinuous: (start + bin.end.timeIntervalSince1970) / 2).safeFraction
        }
        return scale.fraction(of: value.value)?.safeFraction
    }

    func valueFraction(_ number: Double) -> Double { valueScale.fraction(ofContinuous: number).safeFraction }

    // MARK: - Drawing

    mutating func draw(into canvas: inout Canvas) {
        guard grid.width > 0, grid.height > 0 else { return }
        if analysis.isSectorChart {
            drawSectors(into: &canvas)
            return
        }
        drawGridLines()
        for kind in [ResolvedMark.Kind.area, .bar, .rule, .line, .point] { drawMarks(of: kind) }
        drawSelectionMarker()
        grid.draw(into: &canvas, at: plotRect.origin)
        drawValueLabels(into: &canvas)
        drawPositionLabels(into: &canvas)
        drawAxisTitles(into: &canvas)
        drawLegendAndReadout(into: &canvas)
    }

    private mutating func drawGridLines() {
        let color = Color.gray
        for tick in valueTicks where tick.gridLine {
            let fraction = valueFraction(tick.value)
            guard (-1e-9 ... 1 + 1e-9).contains(fraction) else { continue }
            if analysis.isHorizontal {
                let x = min(grid.width - 1, max(0, Int((fraction * Double(grid.width - 1)).rounded())))
                for y in 0 ..< grid.height { grid.putBackground(glyphs.mode == .ascii ? ":" : "┊", x: x, y: y, color: color) }
            } else {
                let y = row(valueFraction: fraction)
                for x in 0 ..< grid.width { grid.putBackground(glyphs.gridLine, x: x, y: y, color: color) }
            }
        }
    }

    /// The color a mark is drawn in: its own, its series', or the tint.
    func color(of index: Int) -> Color {
        analysis.marks[index].color
            ?? analysis.color(ofSeries: analysis.seriesOfMark[index], settings: settings, tint: tint)
    }

    /// A series' color, for the legend.
    func color(ofSeries series: Int) -> Color {
        if let index = analysis.seriesOfMark.firstIndex(of: series) {
            if let own = analysis.marks[index].color { return own }
        } else if let index = analysis.seriesOfPlot.firstIndex(of: series) {
            return color(ofPlot: index)
        }
        return analysis.color(ofSeries: series, settings: settings, tint: tint)
    }
}
