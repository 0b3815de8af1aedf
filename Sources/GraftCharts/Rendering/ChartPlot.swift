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
    /// Which evaluation of the chart's body made this value: a chart whose
    /// body ran again is drawn again, without comparing its marks one by one.
    private let evaluation = Evaluation()

    private final class Evaluation: Sendable {}

    init(marks: [ResolvedMark], plots: [PlotSeries] = [], settings: ChartSettings, selection: PlotValue?) {
        self.marks = marks
        self.settings = settings
        self.selection = selection
        analysis = ChartAnalysis(marks: marks, plots: plots, settings: settings)
    }

    nonisolated static func == (lhs: ChartPlot, rhs: ChartPlot) -> Bool {
        lhs.evaluation === rhs.evaluation && lhs.selection == rhs.selection && lhs.settings == rhs.settings
    }

    /// A chart takes what it is offered: 40 by 10 cells where unspecified.
    func sizeThatFits(_ proposal: CellProposal, environment: EnvironmentValues) -> Size {
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
        switch key {
        case .left: analysis.selectableValue(before: current).map { SelectionStep(value: $0) }
        case .right: analysis.selectableValue(after: current).map { SelectionStep(value: $0) }
        case .home: analysis.selectableValue(after: nil).map { SelectionStep(value: $0) }
        case .end: analysis.selectableValue(before: nil).map { SelectionStep(value: $0) }
        case .escape: current == nil ? nil : SelectionStep(value: nil)
        default: nil
        }
    }
}
