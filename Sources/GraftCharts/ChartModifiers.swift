import GraftTerminal
import GraftUI

/// What the chart modifiers set for the charts inside a view.
struct ChartSettings: Equatable {
    var xAxis = AxisSettings()
    var yAxis = AxisSettings()
    var xDomain: ScaleDomain?
    var yDomain: ScaleDomain?
    var legend: Visibility = .automatic
    var xSelection: ChartXSelection?
    /// Series names and their colors, in order, from `chartForegroundStyleScale`.
    var seriesColors: [(name: String, color: Color)] = []
    /// Glyphs the terminal can draw.
    var glyphs: ChartGlyphs = .automatic

    static func == (lhs: ChartSettings, rhs: ChartSettings) -> Bool {
        lhs.xAxis == rhs.xAxis && lhs.yAxis == rhs.yAxis && lhs.xDomain == rhs.xDomain && lhs.yDomain == rhs.yDomain
            && lhs.legend == rhs.legend && lhs.xSelection == rhs.xSelection && lhs.glyphs == rhs.glyphs
            && lhs.seriesColors.elementsEqual(rhs.seriesColors) { $0.name == $1.name && $0.color == $1.color }
    }
}

/// An axis's visibility and marks.
struct AxisSettings: Equatable {
    var visibility: Visibility = .automatic
    /// The marks from `chartXAxis { }`; nil for the automatic ones.
    var marks: AxisMarksBox?
    var label: String?
}

/// Axis marks compared by identity: a new closure is a change.
struct AxisMarksBox: Equatable {
    let marks: AxisMarks
    let token = TokenObject()

    static func == (lhs: AxisMarksBox, rhs: AxisMarksBox) -> Bool { lhs.token === rhs.token }

    final class TokenObject: Sendable {}
}

/// A scale's domain from `chartXScale(domain:)`.
enum ScaleDomain: Equatable {
    case continuous(ClosedRange<Double>)
    case categories([String])
}

/// The bound selection of `chartXSelection(value:)`, type-erased.
struct ChartXSelection: Equatable {
    let get: @MainActor () -> PlotValue?
    let set: @MainActor (PlotValue?) -> Void
    let token = AxisMarksBox.TokenObject()

    static func == (lhs: ChartXSelection, rhs: ChartXSelection) -> Bool { lhs.token === rhs.token }
}

private struct ChartSettingsKey: EnvironmentKey {
    static let defaultValue = ChartSettings()
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the charts' x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.xAxis.visibility = visibility }
    }

    /// Shows or hides the charts' y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.yAxis.visibility = visibility }
    }

    /// The charts' x axis shows the marks `content` builds.
    public func chartXAxis(@AxisContentBuilder content: () -> AxisMarks) -> some View {
        let box = AxisMarksBox(marks: content())
        return transformEnvironment(\.chartSettings) { $0.xAxis.marks = box }
    }

    /// The charts' y axis shows the marks `content` builds.
    public func chartYAxis(@AxisContentBuilder content: () -> AxisMarks) -> some View {
        let box = AxisMarksBox(marks: content())
        return transformEnvironment(\.chartSettings) { $0.yAxis.marks = box }
    }

    /// Names what the charts' x axis measures, written under it.
    public func chartXAxisLabel(_ label: some StringProtocol) -> some View {
        let label = String(label)
        return transformEnvironment(\.chartSettings) { $0.xAxis.label = label }
    }

    /// Names what the charts' y axis measures, written above it.
    public func chartYAxisLabel(_ label: some StringProtocol) -> some View {
        let label = String(label)
        return transformEnvironment(\.chartSettings) { $0.yAxis.label = label }
    }

    /// The charts' x axis spans `domain`; marks outside it are clipped.
    public func chartXScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let domain = ScaleDomain(domain)
        return transformEnvironment(\.chartSettings) { $0.xDomain = domain }
    }

    /// The charts' y axis spans `domain`; marks outside it are clipped.
    public func chartYScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let domain = ScaleDomain(domain)
        return transformEnvironment(\.chartSettings) { $0.yDomain = domain }
    }

    /// The charts' x axis shows exactly these categories, in this order.
    public func chartXScale<Value: Plottable>(domain: [Value]) -> some View {
        let domain = ScaleDomain.categories(domain.map { PlotValue($0).categoryName })
        return transformEnvironment(\.chartSettings) { $0.xDomain = domain }
    }

    /// The charts' y axis shows exactly these categories, in this order.
    public func chartYScale<Value: Plottable>(domain: [Value]) -> some View {
        let domain = ScaleDomain.categories(domain.map { PlotValue($0).categoryName })
        return transformEnvironment(\.chartSettings) { $0.yDomain = domain }
    }

    /// Shows or hides the charts' legend of series.
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.legend = visibility }
    }

    /// Colors the charts' series: each name in `mapping` gets its color, in
    /// the legend's order.
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> some View {
        let pairs = mapping.map { (name: $0.key, color: $0.value) }
        return transformEnvironment(\.chartSettings) { $0.seriesColors = pairs }
    }

    /// Colors the charts' series: `domain[i]` gets `range[i]`.
    public func chartForegroundStyleScale<Value: Plottable>(domain: [Value], range: [Color]) -> some View {
        let pairs = zip(domain, range).map { (name: PlotValue($0.0).categoryName, color: $0.1) }
        return transformEnvironment(\.chartSettings) { $0.seriesColors = pairs }
    }

    /// Lets the user select an x value of the charts with the arrow keys
    /// (Home and End for the first and last, Escape to clear); the chart
    /// marks the selected position and writes the marks' values there.
    public func chartXSelection<Value: Plottable>(value: Binding<Value?>) -> some View {
        let selection = ChartXSelection(
            get: { value.wrappedValue.map { PlotValue($0) } },
            set: { value.wrappedValue = $0?.primitive(as: Value.self) })
        return transformEnvironment(\.chartSettings) { $0.xSelection = selection }
    }

    /// Chooses the glyphs the charts draw with: sub-cell glyphs, whole cells
    /// for fonts without braille, or plain ASCII.
    public func chartGlyphs(_ glyphs: ChartGlyphs) -> some View {
        transformEnvironment(\.chartSettings) { $0.glyphs = glyphs }
    }
}

extension ScaleDomain {
    init<Value: Plottable & Comparable>(_ range: ClosedRange<Value>) {
        let lower = PlotValue(range.lowerBound)
        let upper = PlotValue(range.upperBound)
        if let low = lower.continuous, let high = upper.continuous {
            self = .continuous(low ... max(low, high))
        } else {
            self = .categories([lower.categoryName, upper.categoryName])
        }
    }
}

extension PlotValue {
    /// The value as a category: strings as they are, numbers and dates written out.
    var categoryName: String {
        switch self {
        case .category(let name): name
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .date(let date): date.formatted(.iso8601)
        }
    }
}
