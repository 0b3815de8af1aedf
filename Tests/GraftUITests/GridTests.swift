import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// `Grid` and `GridRow` (docs/LAYOUT.md §1.17): columns as wide as their
/// widest cell, rows as tall as their tallest, cells aligned in their areas.
@MainActor
@Suite("Grid")
struct GridTests {
    private func block(_ color: Color, _ width: Int, _ height: Int = 1) -> some View {
        color.frame(width: CGFloat(width), height: CGFloat(height))
    }

    @Test func eachColumnIsAsWideAsItsWidestCellAndCellsAreCentered() {
        let grid = Grid {
            GridRow {
                block(.red, 1)
                block(.green, 3)
            }
            GridRow {
                block(.blue, 2)
                block(.yellow, 1)
            }
        }
        // Columns 2 and 3 wide, one column apart, as in an HStack.
        #expect(backgrounds(grid, width: 6, height: 2) == ["r..ggg", "bb..y."])
    }

    @Test func eachRowIsAsTallAsItsTallestCell() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                block(.red, 1, 3)
                block(.green, 1)
            }
            GridRow {
                block(.blue, 1)
                block(.yellow, 1, 2)
            }
        }
        #expect(backgrounds(grid, width: 2, height: 5) == ["r.", "rg", "r.", "by", ".y"])
    }

    @Test func theGridsAlignmentPlacesEveryCellInItsArea() {
        let grid = Grid(alignment: .bottomTrailing, horizontalSpacing: 0) {
            GridRow {
                block(.red, 1)
                block(.green, 3, 2)
            }
            GridRow {
                block(.blue, 2)
                block(.yellow, 1)
            }
        }
        #expect(backgrounds(grid, width: 5, height: 3) == ["..ggg", ".rggg", "bb..y"])
    }

    @Test func aColumnAlignmentSetOnOneCellAppliesToTheWholeColumn() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0) {
            GridRow {
                block(.red, 3)
                block(.green, 1).gridColumnAlignment(.trailing)
            }
            GridRow {
                block(.blue, 1)
                block(.yellow, 3)
            }
            GridRow {
                block(.cyan, 1)
                block(.magenta, 2).gridColumnAlignment(.leading)
            }
        }
        // The first row to name the second column's alignment wins.
        #expect(backgrounds(grid, width: 6, height: 3) == ["rrr..g", "b..yyy", "c...mm"])
    }

    @Test func aRowsAlignmentOverridesTheGridsVerticalAlignment() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow(alignment: .top) {
                block(.red, 1, 3)
                block(.green, 1)
            }
            GridRow {
                block(.blue, 1, 3)
                block(.yellow, 1)
            }
        }
        #expect(backgrounds(grid, width: 2, height: 6) == ["rg", "r.", "r.", "b.", "by", "b."])
    }

    @Test func shortRowsLeaveEmptyCellsAtTheirEnd() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0) {
            GridRow {
                block(.red, 1)
                block(.green, 2)
                block(.blue, 1)
            }
            GridRow {
                block(.yellow, 1)
            }
            GridRow {
                block(.cyan, 1)
                block(.magenta, 1)
            }
        }
        #expect(backgrounds(grid, width: 4, height: 3) == ["rggb", "y...", "cm.."])
    }

    @Test func aCellSpanningColumnsWidensThemOnlyByWhatItStillNeeds() {
        let grid = Grid(alignment: .leading) {
            GridRow {
                block(.red, 2)
                block(.green, 2)
            }
            GridRow {
                block(.blue, 7).gridCellColumns(2)
            }
            GridRow {
                block(.yellow, 1)
                block(.cyan, 1)
            }
        }
        // 2 + 1 + 2 = 5 columns of room; the 2 missing cells go one to each column.
        #expect(backgrounds(grid, width: 7, height: 3) == ["rr..gg.", "bbbbbbb", "y...c.."])
    }

    @Test func aSpanningCellThatFitsLeavesTheColumnsAsTheyAre() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                block(.red, 2)
                block(.green, 2)
                block(.blue, 2)
            }
            GridRow {
                block(.yellow, 2).gridCellColumns(2)
                block(.cyan, 1)
            }
        }
        #expect(backgrounds(grid, width: 6, height: 2) == ["rrggbb", ".yy.c."])
    }

    @Test func aFlexibleViewOutsideARowTakesTheWholeWidthOffered() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                block(.red, 1)
                block(.green, 1)
            }
            Color.blue.frame(height: 1)
        }
        // The columns widen to make room for it, the extra shared between them.
        #expect(backgrounds(grid, width: 6, height: 2) == [".r..g.", "bbbbbb"])
    }

    @Test func anUnsizedViewOutsideARowIsAsWideAsTheColumns() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                block(.red, 1)
                block(.green, 1)
            }
            Color.blue.frame(height: 1).gridCellUnsizedAxes(.horizontal)
            GridRow {
                block(.yellow, 1)
                block(.cyan, 1)
            }
        }
        #expect(backgrounds(grid, width: 6, height: 3) == ["..rg..", "..bb..", "..yc.."])
    }

    @Test func aDividerBetweenRowsDrawsAcrossTheGrid() {
        let grid = Grid {
            GridRow {
                Text("a")
                Text("bc")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("def")
                Text("g")
            }
        }
        let lines = render(grid, width: 6, height: 3).split(separator: "\n").map(String.init)
        #expect(lines == [" a  bc", "──────", "def g"])
    }

    @Test func flexibleCellsShareWhatTheOthersLeave() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red
                block(.green, 2)
                Color.blue
            }
        }
        // 9 columns: the fixed column takes 2, the flexible ones 4 and 3.
        #expect(backgrounds(grid, width: 9, height: 1) == ["rrrrggbbb"])
    }

    @Test func anAnchorPlacesACellInsteadOfTheAlignment() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                block(.red, 4, 3)
                block(.green, 1).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                block(.blue, 1).gridCellAnchor(.topLeading)
                block(.yellow, 3)
            }
        }
        #expect(backgrounds(grid, width: 7, height: 4) == ["rrrr...", "rrrr...", "rrrr..g", "b...yyy"])
    }

    @Test func spacingIsInPointsAtTheScale() {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 16) {
            GridRow {
                block(.red, 8, 16)
                block(.green, 8, 16)
            }
            GridRow {
                block(.blue, 8, 16)
                block(.yellow, 8, 16)
            }
        }
        .environment(\.pointsPerCell, CGSize(width: 8, height: 16))
        #expect(backgrounds(grid, width: 3, height: 3) == ["r.g", "...", "b.y"])
    }

    @Test func aChangedSpanLaysTheGridOutAgainAsAFreshGridWould() {
        func grid(span: Int) -> some View {
            Grid(alignment: .leading, horizontalSpacing: 0) {
                GridRow {
                    block(.red, 1)
                    block(.green, 1)
                    block(.blue, 1)
                }
                GridRow {
                    block(.yellow, 1).gridCellColumns(span)
                    block(.cyan, 1)
                }
            }
        }
        let size = Size(width: 3, height: 2)
        let graph = ViewGraph(root: grid(span: 1))
        _ = graph.render(size: size)
        graph.setRoot(grid(span: 2))
        let changed = graph.render(size: size)
        let fresh = ViewGraph(root: grid(span: 2)).render(size: size)
        #expect(backgrounds(of: changed, width: 3, height: 2) == backgrounds(of: fresh, width: 3, height: 2))
        #expect(backgrounds(of: changed, width: 3, height: 2) == ["rgb", "y.c"])
        #expect(graph.invariantViolations() == [])
    }

    @Test func aGridRowOutsideAGridAddsNothing() {
        let column = VStack(spacing: 0) {
            GridRow {
                block(.red, 1)
                block(.green, 1)
            }
        }
        #expect(backgrounds(column, width: 1, height: 2) == ["r", "g"])
    }
}
