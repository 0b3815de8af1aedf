import Foundation
import GraftCharts
import GraftTerminal
import GraftUI
import Testing

/// Arrow keys step through a vectorized plot's x values as through its marks'.
@MainActor
struct VectorizedPlotSelectionTests {
    final class Box {
        var values: [Double?] = []
    }

    struct Selecting: View {
        let points: [(x: Double, y: Double)]
        let vectorized: Bool
        let box: Box
        @State private var selected: Double?

        var body: some View {
            Group {
                if vectorized {
                    Chart { LinePlot(points, x: .value("x", \.x), y: .value("y", \.y)) }.chartXSelection(value: $selected)
                } else {
                    Chart(points.indices, id: \.self) { LineMark(x: .value("x", points[$0].x), y: .value("y", points[$0].y)) }
                        .chartXSelection(value: $selected)
                }
            }
            .onChange(of: selected) { _, value in box.values.append(value) }
        }
    }

    /// The values the selection takes, and the last frame, for `keys`.
    func walk(_ points: [(x: Double, y: Double)], vectorized: Bool, keys: [Key]) -> ([Double?], [String]) {
        let box = Box()
        let graph = ViewGraph(root: Selecting(points: points, vectorized: vectorized, box: box).environment(\.locale, Fixtures.english))
        func frame() -> [String] {
            graph.render(size: Size(width: 40, height: 10)).text(trimmingTrailingSpaces: true).components(separatedBy: "\n")
        }
        _ = frame()
        _ = graph.handle(.key(KeyEvent(.tab)))
        for key in keys {
            _ = graph.handle(.key(KeyEvent(key)))
            _ = frame()
        }
        return (box.values, frame())
    }

    @Test(arguments: [false, true])
    func arrowsStepThroughAPlotAsThroughItsMarks(shuffled: Bool) {
        var points = (0 ..< 400).map { (x: Double($0 / 2), y: Double($0 % 7)) }
        if shuffled { points = points.enumerated().map { index, _ in points[(index * 151) % points.count] } }
        let keys: [Key] = [.right, .right, .right, .left, .end, .left, .left, .home, .right, .escape, .left]
        let marks = walk(points, vectorized: false, keys: keys)
        let plot = walk(points, vectorized: true, keys: keys)
        #expect(plot.0 == marks.0)
        #expect(plot.1 == marks.1)
        #expect(!plot.0.isEmpty)
    }
}
