import Testing

@testable import GraftTerminal

@Suite("Height tree")
struct HeightTreeTests {
    @Test func linesOfHeightZeroNeverCoverAnOffsetNotEvenTheFirst() {
        // A list's first section without a header: an empty header line, then rows.
        let tree = HeightTree(heights: [0, 1, 1, 0, 2])
        #expect(tree.line(containing: -3) == 0)
        #expect(tree.line(containing: 0) == 1)
        #expect(tree.line(containing: 1) == 2)
        #expect(tree.line(containing: 2) == 4)
        #expect(tree.line(containing: 3) == 4)
        #expect(tree.line(containing: 99) == 4)
        #expect(HeightTree(heights: [2, 1]).line(containing: 0) == 0)
    }
}
