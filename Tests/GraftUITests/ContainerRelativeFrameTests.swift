import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
private func nodes(below node: ViewNode) -> [ViewNode] {
    [node] + node.children.flatMap { nodes(below: $0) }
}

/// `containerRelativeFrame` sizes a view from its container: the nearest
/// scroll view's visible size, or the graph's (safe) area.
@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test func theRootIsTheContainerWithoutAScrollView() {
        let view = Color.red.frame(width: 2, height: 1).containerRelativeFrame(.horizontal, alignment: .leading)
        #expect(backgrounds(view, width: 6, height: 3) == ["......", "rr....", "......"])
        let both = Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 2 : 1
        }
        #expect(backgrounds(both, width: 6, height: 3) == ["......", ".rrr..", "......"])
    }

    @Test func countAndSpanShareTheScrollViewsWidth() {
        // A 14-column scroll view: (14 - 2 × 2) / 3 = 3.33 per item, 3 cells.
        let row = ScrollView(.horizontal) {
            HStack(spacing: 2) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 2)
                Color.green.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 2)
            }
            .frame(height: 1)
        }
        .frame(width: 14, height: 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        // The green spans two: 3.33 × 2 + 2 = 8.67, 9 cells.
        #expect(backgrounds(row, width: 20, height: 1) == ["rrr..ggggggggg......"])
    }

    @Test func theScrollViewsSizeNotTheScreensIsUsed() {
        let list = ScrollView {
            VStack(spacing: 0) {
                ForEach(0 ..< 3, id: \.self) { _ in
                    Color.blue.containerRelativeFrame(.vertical) { length, _ in length / 2 }
                }
            }
        }
        .frame(width: 2, height: 4)
        .frame(maxHeight: .infinity, alignment: .top)
        // Each row is half the 4-row viewport; the third is scrolled out of view.
        #expect(backgrounds(list, width: 2, height: 8) == ["bb", "bb", "bb", "bb", "..", "..", "..", ".."])
        let graph = ViewGraph(root: list)
        _ = graph.render(size: Size(width: 2, height: 8))
        let heights = nodes(below: graph.rootNode).compactMap { $0 as? ContainerRelativeFrameNode<Color> }.map(\.frame.height)
        #expect(heights == [2, 2, 2])
    }

    @Test func pointsAreScaledAndRounded() {
        // A 10-column root at 8 points per column is 80 points; a third is 26.7 points, 3.33 columns, 3 cells, centered.
        let view = Color.red.frame(height: 16)
            .containerRelativeFrame(.horizontal, alignment: .leading) { length, _ in length / 3 }
            .environment(\.pointsPerCell, CGSize(width: 8, height: 16))
        #expect(backgrounds(view, width: 10, height: 1) == ["...rrr...."])
    }
}
