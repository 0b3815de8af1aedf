import GraftTerminal
import GraftUI

/// A chart: marks written with ``ChartContentBuilder``, drawn in cells with
/// axes, grid lines and a legend, at sub-cell resolution (braille dots for
/// lines and points, eighth blocks for bars and areas).
///
/// ```swift
/// Chart(sales) { sale in
///     BarMark(x: .value("Month", sale.month, unit: .month), y: .value("Sales", sale.count))
///         .foregroundStyle(by: .value("Category", sale.category))
/// }
/// ```
///
/// A chart takes what it is offered; where a size is unspecified it is 40
/// by 10 cells.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings
    @State private var plotCache = PlotCache()

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart of the marks `content` builds for each element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the marks `content` builds for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// The chart's cells, focusable with arrow keys when it has a selection.
    public var body: some View {
        var marks = _ChartMarks()
        plotCache.begin()
        marks.cache = plotCache
        marks.append(content)
        let plot = ChartPlot(marks: marks.marks, plots: marks.plots, settings: settings, selection: settings.xSelection?.get())
        return ChartSelectionKeys(plot: plot, selection: settings.xSelection)
    }
}

/// The chart's leaf, made focusable and given arrow keys when a selection is bound.
struct ChartSelectionKeys: View {
    let plot: ChartPlot
    let selection: ChartXSelection?

    /// What the footer and help list while a chart has focus.
    static let keys = [
        ControlKey(shortcut: KeyboardShortcut(.left), title: "Previous", description: "Select the previous value on the chart"),
        ControlKey(shortcut: KeyboardShortcut(.right), title: "Next", description: "Select the next value on the chart"),
        ControlKey(shortcut: KeyboardShortcut(.escape), title: "Clear", description: "Clear the chart's selection"),
    ]

    var body: some View {
        if let selection {
            CellDrawingView(plot)
                .focusable()
                .focusEffectDisabled()
                // Escape is listed only while there is a selection to clear.
                .environment(\.focusableKeys, plot.selection == nil ? Array(Self.keys.prefix(2)) : Self.keys)
                .environment(\.focusableMouse) { event, frame, environment in
                    // A click or a drag on the plot selects the x value under the pointer.
                    switch event.action {
                    case .press(.left), .drag(.left): break
                    default: return false
                    }
                    let renderer = ChartRenderer(plot: plot, frame: frame, environment: environment)
                    guard let value = renderer.selectableValue(atColumn: event.location.x) else { return false }
                    if value != selection.get() { selection.set(value) }
                    return true
                }
                .onKeyPress { event in
                    guard event.modifiers.isEmpty,
                        let next = plot.selectionAfter(event.key, from: selection.get())
                    else { return .ignored }
                    selection.set(next.value)
                    return .handled
                }
        } else {
            CellDrawingView(plot)
        }
    }
}
