import Foundation

/// Where values fall along one axis: a continuous range of numbers or dates,
/// or a band per category.
struct ChartScale {
    var kind: PlotValueKind
    var lower: Double = 0
    var upper: Double = 1
    var categories: [String] = []
    private var categoryIndex: [String: Int] = [:]

    /// A continuous scale over `lower...upper`.
    init(kind: PlotValueKind, lower: Double, upper: Double) {
        self.kind = kind
        self.lower = lower
        self.upper = upper > lower ? upper : lower + 1
    }

    /// A band per category, in order.
    init(categories: [String]) {
        kind = .category
        self.categories = categories
        for (index, name) in categories.enumerated() where categoryIndex[name] == nil { categoryIndex[name] = index }
    }

    var isContinuous: Bool { kind != .category }

    /// The value's place along the axis, 0 at its start and 1 at its end (a
    /// category's band center); nil for a value this scale cannot place.
    func fraction(of value: PlotValue) -> Double? {
        if kind == .category {
            guard let index = categoryIndex[value.categoryName] else { return nil }
            return (Double(index) + 0.5) / Double(categories.count)
        }
        guard let number = value.continuous else { return nil }
        return (number - lower) / (upper - lower)
    }

    /// The band index of a category value.
    func band(of value: PlotValue) -> Int? {
        categoryIndex[value.categoryName]
    }

    /// The width of one category's band, as a fraction of the axis.
    var bandFraction: Double { categories.isEmpty ? 1 : 1 / Double(categories.count) }

    func fraction(ofContinuous number: Double) -> Double { (number - lower) / (upper - lower) }
}

/// Round numbers for a numeric axis.
enum NiceNumbers {
    /// A round step (1, 2 or 5 times a power of ten) that splits `range` into about `count` parts.
    static func step(for range: Double, count: Int) -> Double {
        guard range > 0, range.isFinite else { return 1 }
        let raw = range / Double(max(1, count))
        let magnitude = pow(10, floor(log10(raw)))
        let scaled = raw / magnitude
        let nice: Double = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// `lower...upper` widened to multiples of a round step, with the step.
    static func domain(lower: Double, upper: Double, count: Int) -> (lower: Double, upper: Double, step: Double) {
        var lower = lower
        var upper = upper
        if upper <= lower {
            if lower == 0 {
                upper = 1
            } else {
                lower = min(lower, 0)
                upper = max(upper, 0)
                if upper <= lower { upper = lower + 1 }
            }
        }
        let step = Self.step(for: upper - lower, count: count)
        return ((lower / step).rounded(.down) * step, (upper / step).rounded(.up) * step, step)
    }

    /// The multiples of `step` within `lower...upper`.
    static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
        guard step > 0, upper >= lower, (upper - lower) / step < 10_000 else { return [] }
        var ticks: [Double] = []
        var index = (lower / step - 1e-9).rounded(.up)
        while index * step <= upper + step * 1e-9 {
            let value = index * step
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            index += 1
        }
        return ticks
    }
}

extension Double {
    /// A fraction of an axis made safe to turn into cells: marks far outside
    /// a domain stay just outside the plot, and a NaN sits at its start.
    var safeFraction: Double {
        guard !isNaN else { return 0 }
        return Swift.min(2, Swift.max(-1, self))
    }
}
