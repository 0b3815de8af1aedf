import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// `LazyVGrid` and `LazyHGrid` (docs/LAYOUT.md §1.18): columns from grid
/// items, fixed first, then flexible shares, adaptive ones fitting as many
/// as they can; rows built only when in view.
@MainActor
@Suite("Lazy grids")
struct LazyGridTests {
    private let palette: [Color] = [.red, .green, .blue, .yellow, .cyan, .magenta]

    private func grid(_ columns: [GridItem], count: Int, alignment: HorizontalAlignment = .center) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVGrid(columns: columns, alignment: alignment) {
                ForEach(0 ..< count, id: \.self) { palette[$0 % palette.count].frame(height: 1) }
            }
        }
    }

    @Test func fixedColumnsAreExactlyTheirSizeAndCenteredInTheGrid() {
        let view = grid([GridItem(.fixed(3)), GridItem(.fixed(2))], count: 4)
        #expect(backgrounds(view, width: 10, height: 2) == ["..rrr.gg..", "..bbb.yy.."])
    }

    @Test func flexibleColumnsShareTheWidthOneColumnApart() {
        let columns = Array(repeating: GridItem(.flexible(minimum: 2)), count: 3)
        #expect(backgrounds(grid(columns, count: 3), width: 11, height: 1) == ["rrr.ggg.bbb"])
        #expect(backgrounds(grid(columns, count: 3), width: 12, height: 1) == ["rrrr.ggg.bbb"])
        #expect(backgrounds(grid(columns, count: 3), width: 8, height: 1) == ["rr.gg.bb"])
    }

    @Test func aFlexibleColumnKeepsItsDefaultMinimumOfTenPoints() {
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        #expect(backgrounds(grid(columns, count: 2), width: 25, height: 1) == ["rrrrrrrrrrrr.gggggggggggg"])
        // 19 columns leave 9 each, below the minimum: the grid is wider than offered.
        #expect(backgrounds(grid(columns, count: 2), width: 19, height: 1) == ["rrrrrrrrrr.gggggggg"])
    }

    @Test func fixedColumnsComeFirstAndCappedFlexibleOnesBeforeTheRest() {
        let columns = [GridItem(.fixed(4)), GridItem(.flexible(minimum: 1)), GridItem(.flexible(minimum: 1, maximum: 3))]
        #expect(backgrounds(grid(columns, count: 3), width: 20, height: 1) == ["rrrr.ggggggggggg.bbb"])
        #expect(backgrounds(grid(columns, count: 3), width: 10, height: 1) == ["rrrr.gg.bb"])
    }

    @Test func anAdaptiveColumnFitsAsManyColumnsAsItsMinimumAllows() {
        let columns = [GridItem(.adaptive(minimum: 4))]
        #expect(backgrounds(grid(columns, count: 4), width: 20, height: 1) == ["rrrrr.gggg.bbbb.yyyy"])
        #expect(backgrounds(grid(columns, count: 4), width: 13, height: 2) == ["rrrrrr.gggggg", "bbbbbb.yyyyyy"])
    }

    @Test func anAdaptiveColumnsMaximumBoundsEachColumn() {
        let columns = [GridItem(.adaptive(minimum: 3, maximum: 3), spacing: 0)]
        // Three columns fit in 10; each would take 4 but stops at 3.
        #expect(backgrounds(grid(columns, count: 3), width: 10, height: 1) == ["rrrgggbbb."])
    }

    @Test func anItemsAlignmentPlacesItsCells() {
        let view = ScrollView(showsIndicators: false) {
            LazyVGrid(columns: [GridItem(.fixed(3), alignment: .leading), GridItem(.fixed(3))], alignment: .trailing) {
                Color.red.frame(width: 1, height: 1)
                Color.green.frame(width: 1, height: 1)
            }
        }
        #expect(backgrounds(view, width: 7, height: 1) == ["r.....g"])
    }

    @Test func rowsAreAsTallAsTheirTallestCell() {
        let view = ScrollView(showsIndicators: false) {
            LazyVGrid(columns: [GridItem(.fixed(1), spacing: 0), GridItem(.fixed(1))], spacing: 1) {
                Color.red.frame(height: 2)
                Color.green.frame(height: 1)
                Color.blue.frame(height: 1)
            }
        }
        #expect(backgrounds(view, width: 2, height: 4) == ["rg", "r.", "..", "b."])
    }

    @Test func aLazyHGridFillsColumnsOfRows() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], spacing: 0) {
                ForEach(0 ..< 4, id: \.self) { palette[$0].frame(width: 1) }
            }
        }
        #expect(backgrounds(view, width: 3, height: 2) == ["rb.", "gy."])
    }

    /// Renders until appear actions and the state they set have settled.
    private func lines(_ graph: ViewGraph, _ size: Size) -> [[String]] {
        var canvas = graph.renderFrame(size: size)
        graph.update()
        while graph.needsUpdate {
            canvas = graph.renderFrame(size: size)
            graph.update()
        }
        #expect(graph.invariantViolations() == [])
        return canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: " ").map(String.init) }
    }

    @Test func tenThousandItemsBuildOnlyTheRowsInViewAndScrollWithTheKeys() {
        let view = ScrollView(showsIndicators: false) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 1)), count: 3)) {
                ForEach(0 ..< 10_000, id: \.self) { Text("\($0)") }
            }
        }
        let size = Size(width: 30, height: 10)
        let graph = ViewGraph(root: view)
        let first = lines(graph, size)
        #expect(first[0] == ["0", "1", "2"])
        #expect(first[9] == ["27", "28", "29"])
        // A screen of 10 rows and 4 rows of overscan: 42 cells, not 10,000.
        #expect(graph.nodeCount < 200)
        #expect(graph.handle(.key(KeyEvent(.pageDown))))
        let second = lines(graph, size)
        let top = Int(second[0].first ?? "") ?? 0
        #expect(top > 0 && top % 3 == 0)
        #expect(second[0] == ["\(top)", "\(top + 1)", "\(top + 2)"])
        #expect(graph.nodeCount < 200)
        #expect(graph.handle(.key(KeyEvent(.end))))
        #expect(lines(graph, size)[9] == ["9999"])
    }
}
