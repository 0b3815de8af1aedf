import GraftCharts
import GraftTerminal
import GraftUI

/// Renders `view` at `width` x `height` and returns the frame's rows, trailing spaces trimmed.
@MainActor
func rows<V: View>(_ view: V, width: Int, height: Int) -> [String] {
    ViewGraph(root: view).render(size: Size(width: width, height: height))
        .text(trimmingTrailingSpaces: true).components(separatedBy: "\n")
}
