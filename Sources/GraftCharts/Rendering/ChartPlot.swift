import Foundation
import GraftTerminal
import GraftUI

/// The chart's leaf: its marks analysed once per value, laid out and drawn
/// at whatever size the chart is given.
struct ChartPlot: CellDrawable {
    let marks: [ResolvedMark]
    let settings: ChartSettings
    let selection: PlotValue?
    let analysis: ChartAnalysis

    init(marks: [ResolvedMark], settings: ChartSettings, selection: PlotValue?) {
        self.marks = marks
        self.settings = settings
        self.selection = selection
        analysis = ChartAnalysis(marks: marks, settings: settings)
    }

    nonisolated static func == (lhs: ChartPlot, rhs: ChartPlot) -> Bool {
        lhs.selection == rhs.selection && lhs.settings == rhs.settings && lhs.marks == rhs.marks
    }

    /// A chart takes what it is offered: 40 by 10 cells where unspecified.
    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 40, height: 10))
    }

    func draw(in frame: Rect, canvas: inout Canvas, environment: EnvironmentValues) {
        guard frame.width > 0, frame.height > 0 else { return }
        var renderer = ChartRenderer(plot: self, frame: frame, environment: environment)
        renderer.draw(into: &canvas)
    }

    /// One step of the selection for `key`: the value to select (nil to
    /// clear), or nil when the key does not move it.
    struct SelectionStep {
        var value: PlotValue?
    }

    func selectionAfter(_ key: Key, from current: PlotValue?) -> SelectionStep? {
        let values = analysis.selectableValues
        guard !values.isEmpty else { return nil }
        let index = current.flatMap { current in values.firstIndex(of: current) }
        switch key {
        case .left: return SelectionStep(value: values[max(0, (index ?? values.count) - 1)])
        case .right: return SelectionStep(value: values[min(values.count - 1, (index ?? -1) + 1)])
        case .home: return SelectionStep(value: values.first)
        case .end: return SelectionStep(value: values.last)
        case .escape: return current == nil ? nil : SelectionStep(value: nil)
        default: return nil
        }
    }
}
