import Foundation
import GraftTerminal

/// What a chart's marks need before they are laid out at a size: the kinds
/// of their axes, the series, stacked bars and areas, and the ranges of values.
struct ChartAnalysis {
    /// Where a mark lies along the value axis once stacked.
    struct Span {
        var start: Double
        var end: Double
    }

    let marks: [ResolvedMark]
    /// Vectorized lines and points, as columns.
    let plots: [PlotSeries]
    /// Every plot's series index, as `seriesOfMark` for marks.
    let seriesOfPlot: [Int]
    /// Every mark's series index, 0 when the chart has no series.
    let seriesOfMark: [Int]
    let seriesNames: [String]
    /// The kind of mark each series draws first, for its legend sample.
    let seriesKinds: [ResolvedMark.Kind]
    let xKind: PlotValueKind
    let yKind: PlotValueKind
    /// Bars lie along x: y names categories and x does not.
    let isHorizontal: Bool
    /// Only sectors: drawn as one bar of shares.
    let isSectorChart: Bool
    /// Whether any mark is given a symbol (`symbol(by:)`).
    let hasSymbols: Bool
    /// Bars' and areas' spans along the value axis after stacking.
    let spans: [Span?]
    let positionScale: ChartScale
    /// The value axis's range before it is rounded (zero included).
    let valueRange: ClosedRange<Double>
    let valueKind: PlotValueKind
    /// The calendar and unit of binned dates on the position axis.
    let calendar: Calendar
    let positionUnit: Calendar.Component?

    init(marks: [ResolvedMark], plots: [PlotSeries] = [], settings: ChartSettings) {
        self.marks = marks
        self.plots = plots
        isSectorChart = plots.isEmpty && !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        hasSymbols = marks.contains { $0.symbol != nil }
        var names: [String] = []
        var kinds: [ResolvedMark.Kind] = []
        var index: [String: Int] = [:]
        for (name, _) in settings.seriesColors where index[name] == nil {
            index[name] = names.count
            names.append(name)
            kinds.append(.bar)
        }
        var seriesOfMark: [Int] = []
        seriesOfMark.reserveCapacity(marks.count)
        var kindKnown = Set<Int>()
        for mark in marks {
            guard let series = mark.series else {
                seriesOfMark.append(0)
                continue
            }
            let name = series.value.categoryName
            if let found = index[name] {
                seriesOfMark.append(found)
                if kindKnown.insert(found).inserted { kinds[found] = mark.kind }
            } else {
                kindKnown.insert(names.count)
                index[name] = names.count
                seriesOfMark.append(names.count)
                names.append(name)
                kinds.append(mark.kind)
            }
        }
        var seriesOfPlot: [Int] = []
        for plot in plots {
            guard let series = plot.series else {
                seriesOfPlot.append(0)
                continue
            }
            let name = series.value.categoryName
            if let found = index[name] {
                seriesOfPlot.append(found)
                if kindKnown.insert(found).inserted { kinds[found] = plot.kind }
            } else {
                kindKnown.insert(names.count)
                index[name] = names.count
                seriesOfPlot.append(names.count)
                names.append(name)
                kinds.append(plot.kind)
            }
        }
        self.seriesOfMark = seriesOfMark
        self.seriesOfPlot = seriesOfPlot
        seriesNames = names
        seriesKinds = kinds

        var xKinds = PlotValueKinds()
        var yKinds = PlotValueKinds()
        for mark in marks {
            if let value = mark.x?.value { xKinds.insert(value.kind) }
            if let value = mark.y?.value { yKinds.insert(value.kind) }
        }
        for plot in plots where !plot.xs.isEmpty {
            xKinds.insert(plot.xKind)
            yKinds.insert(plot.yKind)
        }
        xKind = Self.kind(of: xKinds, domain: settings.xDomain)
        yKind = Self.kind(of: yKinds, domain: settings.yDomain)
        isHorizontal = yKind == .category && xKind != .category
        valueKind = isHorizontal ? xKind : yKind
        let positionBin = marks.lazy.compactMap { [isHorizontal] in isHorizontal ? $0.y?.bin : $0.x?.bin }.first
        calendar = positionBin?.calendar ?? Calendar.current
        positionUnit = positionBin?.unit

        let spans = Self.stack(marks: marks, seriesOfMark: seriesOfMark, horizontal: isHorizontal)
        self.spans = spans
        positionScale = Self.positionScale(
            marks: marks, plots: plots, horizontal: isHorizontal, kind: isHorizontal ? yKind : xKind,
            domain: isHorizontal ? settings.yDomain : settings.xDomain)
        valueRange = Self.valueRange(
            marks: marks, plots: plots, spans: spans, horizontal: isHorizontal, kind: valueKind,
            domain: isHorizontal ? settings.xDomain : settings.yDomain)
    }

    /// Which kinds of values an axis has seen, without hashing one per mark.
    struct PlotValueKinds {
        var hasCategory = false
        var hasDate = false

        mutating func insert(_ kind: PlotValueKind) {
            if kind == .category { hasCategory = true } else if kind == .date { hasDate = true }
        }

        func contains(_ kind: PlotValueKind) -> Bool {
            kind == .category ? hasCategory : kind == .date ? hasDate : true
        }
    }

    private static func kind(of kinds: PlotValueKinds, domain: ScaleDomain?) -> PlotValueKind {
        if case .categories = domain { return .category }
        if kinds.contains(.category) { return .category }
        if kinds.contains(.date) { return .date }
        return .number
    }

    /// The position of a mark along the axis its bars stand on.
    static func position(of mark: ResolvedMark, horizontal: Bool) -> MarkValue? {
        horizontal ? mark.y : mark.x
    }

    /// The value a mark reaches along the value axis, and where it starts if it spans.
    static func value(of mark: ResolvedMark, horizontal: Bool) -> (start: MarkValue?, end: MarkValue?) {
        if horizontal {
            return mark.xEnd != nil ? (mark.x, mark.xEnd) : (nil, mark.x)
        }
        return mark.yEnd != nil ? (mark.y, mark.yEnd) : (nil, mark.y)
    }

    /// Stacks bars and areas that share a position, positive values up from
    /// zero and negative ones down, in the order they were written.
    private static func stack(marks: [ResolvedMark], seriesOfMark: [Int], horizontal: Bool) -> [Span?] {
        struct Key: Hashable {
            var kind: ResolvedMark.Kind
            var position: PlotValue
        }
        var positive: [Key: Double] = [:]
        var negative: [Key: Double] = [:]
        var totals: [Key: Double] = [:]
        var spans = [Span?](repeating: nil, count: marks.count)
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let (start, end) = value(of: mark, horizontal: horizontal)
            guard let endValue = end?.value.continuous else { continue }
            if let startValue = start?.value.continuous {
                spans[index] = Span(start: startValue, end: endValue)
                continue
            }
            guard mark.stacking != .unstacked, let position = position(of: mark, horizontal: horizontal)?.value else {
                spans[index] = Span(start: 0, end: endValue)
                continue
            }
            let key = Key(kind: mark.kind, position: position)
            if endValue >= 0 {
                let base = positive[key, default: 0]
                spans[index] = Span(start: base, end: base + endValue)
                positive[key] = base + endValue
            } else {
                let base = negative[key, default: 0]
                spans[index] = Span(start: base, end: base + endValue)
                negative[key] = base + endValue
            }
            totals[key, default: 0] += abs(endValue)
        }
        // Normalized and centered stacks, once every total is known.
        for (index, mark) in marks.enumerated() where mark.stacking == .normalized || mark.stacking == .center {
            guard let span = spans[index], let position = position(of: mark, horizontal: horizontal)?.value else { continue }
            let total = totals[Key(kind: mark.kind, position: position)] ?? 0
            guard total > 0 else { continue }
            if mark.stacking == .normalized {
                spans[index] = Span(start: span.start / total, end: span.end / total)
            } else {
                spans[index] = Span(start: span.start - total / 2, end: span.end - total / 2)
            }
        }
        return spans
    }

    private static func positionScale(
        marks: [ResolvedMark], plots: [PlotSeries], horizontal: Bool, kind: PlotValueKind, domain: ScaleDomain?
    ) -> ChartScale {
        if kind == .category {
            if case .categories(let names) = domain { return ChartScale(categories: names) }
            var seen = Set<String>()
            var names: [String] = []
            for mark in marks {
                guard let name = position(of: mark, horizontal: horizontal)?.value.categoryName else { continue }
                if seen.insert(name).inserted { names.append(name) }
            }
            return ChartScale(categories: names)
        }
        if case .continuous(let range) = domain {
            return ChartScale(kind: kind, lower: range.lowerBound, upper: range.upperBound)
        }
        var lower = Double.infinity
        var upper = -Double.infinity
        func include(_ value: MarkValue?) {
            guard let value, let number = value.value.continuous else { return }
            lower = min(lower, number)
            upper = max(upper, value.bin.map { $0.end.timeIntervalSince1970 } ?? number)
        }
        for mark in marks {
            include(horizontal ? mark.y : mark.x)
            include(horizontal ? mark.yEnd : mark.xEnd)
        }
        for plot in plots {
            guard let range = horizontal ? plot.yRange : plot.xRange else { continue }
            lower = min(lower, range.lowerBound)
            upper = max(upper, range.upperBound)
        }
        guard lower <= upper else { return ChartScale(kind: kind, lower: 0, upper: 1) }
        if kind == .number {
            let nice = NiceNumbers.domain(lower: lower, upper: upper, count: 5)
            return ChartScale(kind: kind, lower: nice.lower, upper: nice.upper)
        }
        return ChartScale(kind: kind, lower: lower, upper: upper > lower ? upper : lower + 86_400)
    }

    private static func valueRange(
        marks: [ResolvedMark], plots: [PlotSeries], spans: [Span?], horizontal: Bool, kind: PlotValueKind, domain: ScaleDomain?
    ) -> ClosedRange<Double> {
        if case .continuous(let range) = domain { return range }
        var lower = kind == .number ? 0.0 : Double.infinity
        var upper = kind == .number ? 0.0 : -Double.infinity
        func include(_ value: MarkValue?) {
            guard let number = value?.value.continuous else { return }
            lower = min(lower, number)
            upper = max(upper, number)
        }
        for (index, mark) in marks.enumerated() {
            if let span = spans[index] {
                lower = min(lower, span.start, span.end)
                upper = max(upper, span.start, span.end)
                continue
            }
            include(horizontal ? mark.x : mark.y)
            include(horizontal ? mark.xEnd : mark.yEnd)
        }
        for plot in plots {
            guard let range = horizontal ? plot.xRange : plot.yRange else { continue }
            lower = min(lower, range.lowerBound)
            upper = max(upper, range.upperBound)
        }
        guard lower <= upper else { return 0 ... 1 }
        return lower ... upper
    }

    /// The series' colors: those `chartForegroundStyleScale` names, then a
    /// palette that stays apart in 16 colors.
    static let palette: [Color] = [.cyan, .magenta, .yellow, .green, .blue, .red]

    func color(ofSeries series: Int, settings: ChartSettings, tint: Color) -> Color {
        guard series < seriesNames.count else { return tint }
        let name = seriesNames[series]
        if let pair = settings.seriesColors.first(where: { $0.name == name }) { return pair.color }
        return seriesNames.count <= 1 && settings.seriesColors.isEmpty ? tint : Self.palette[series % Self.palette.count]
    }

    /// The x value the selection moves to from `current` toward the axis's
    /// start (from nothing: the last one); nil when there is none.
    func selectableValue(before current: PlotValue?) -> PlotValue? {
        step(from: current, forward: false)
    }

    /// The x value the selection moves to from `current` toward the axis's
    /// end (from nothing: the first one); nil when there is none.
    func selectableValue(after current: PlotValue?) -> PlotValue? {
        step(from: current, forward: true)
    }

    /// One pass over the marks, without sorting them: the nearest x value
    /// past `current` in the direction of travel.
    private func step(from current: PlotValue?, forward: Bool) -> PlotValue? {
        if positionScale.kind == .category, !isHorizontal {
            let names = positionScale.categories
            guard !names.isEmpty else { return nil }
            guard let current, let index = positionScale.band(of: current) else {
                return .category(forward ? names[0] : names[names.count - 1])
            }
            let next = forward ? min(names.count - 1, index + 1) : max(0, index - 1)
            return .category(names[next])
        }
        let origin = current?.continuous
        var best: (number: Double, value: PlotValue)?
        for mark in marks {
            guard let value = mark.x?.value, let number = value.continuous else { continue }
            if let origin, forward ? number <= origin : number >= origin { continue }
            if let chosen = best, forward ? number >= chosen.number : number <= chosen.number { continue }
            best = (number, value)
        }
        for plot in plots {
            guard let index = plot.nearestIndex(past: origin, forward: forward) else { continue }
            let number = plot.xs[index]
            if let chosen = best, forward ? number >= chosen.number : number <= chosen.number { continue }
            best = (number, plot.xValue(at: index))
        }
        if best == nil, let current { return current }
        return best?.value
    }
}
