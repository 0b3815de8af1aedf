import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Line diffs")
struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.render(from: ["a", "b"], to: ["a", "b"]) == nil)
    }

    @Test func changedLineShowsAsRemovedThenAddedWithContext() {
        let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
        var new = old
        new[4] = "five"
        #expect(
            LineDiff.render(from: old, to: new) == """
                ...
                   3 | 3
                   4 | 4
                -  5 | 5
                +  5 | five
                   6 | 6
                   7 | 7
                ...
                """)
    }

    @Test func insertionsAndRemovalsKeepTheirLineNumbers() {
        #expect(
            LineDiff.render(from: ["a", "b", "c"], to: ["a", "c", "d"], context: 0) == """
                ...
                - 2 | b
                ...
                + 3 | d
                """)
    }

    @Test func emptyLinesHaveNoTrailingSpace() {
        #expect(
            LineDiff.render(from: ["", "x"], to: ["", "y"]) == """
                  1 |
                - 2 | x
                + 2 | y
                """)
    }

    @Test func diffAgainstNothing() {
        #expect(LineDiff.render(from: [], to: ["a"]) == "+ 1 | a")
        #expect(LineDiff.render(from: ["a"], to: []) == "- 1 | a")
    }
}
