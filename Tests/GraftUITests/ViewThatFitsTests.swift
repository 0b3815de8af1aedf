import GraftTerminal
import Testing

@testable import GraftUI

/// `ViewThatFits` shows the first child whose ideal size fits the proposal
/// along the axes it checks, else the last.
@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    private func row(_ view: some View, width: Int, height: Int = 1) -> [String] {
        ViewGraph(root: view.frame(width: CGFloat(width), height: CGFloat(height), alignment: .topLeading))
            .render(size: Size(width: width, height: height)).text(trimmingTrailingSpaces: false)
            .split(separator: "\n", omittingEmptySubsequences: false).prefix(height).map { String($0) }
    }

    private var choices: some View {
        ViewThatFits(in: .horizontal) {
            Text("long text")
            Text("short")
            Text("x")
        }
    }

    @Test func theFirstChildThatFitsIsShown() {
        #expect(row(choices, width: 9) == ["long text"])
        #expect(row(choices, width: 8) == ["short   "])
        #expect(row(choices, width: 5) == ["short"])
    }

    @Test func theLastChildIsShownWhenNoneFits() {
        #expect(row(choices, width: 3) == ["x  "])
        let none = ViewThatFits {
            Color.red.frame(width: 4, height: 1)
            Color.green.frame(width: 5, height: 1)
        }
        #expect(backgrounds(none.frame(width: 3, height: 1, alignment: .leading), width: 3, height: 1) == ["ggg"])
    }

    @Test func onlyTheGivenAxesAreChecked() {
        let tall = Color.red.frame(width: 2, height: 3)
        let horizontal = ViewThatFits(in: .horizontal) {
            tall
            Color.green.frame(width: 1, height: 1)
        }
        #expect(backgrounds(horizontal.frame(width: 2, height: 1, alignment: .top), width: 2, height: 1) == ["rr"])
        let both = ViewThatFits {
            tall
            Color.green.frame(width: 1, height: 1)
        }
        #expect(backgrounds(both.frame(width: 2, height: 1, alignment: .topLeading), width: 2, height: 1) == ["g."])
    }

    @Test func aFlexibleChildFitsAtItsIdealSize() {
        // A color's ideal size is one cell, so it fits anything non-empty.
        let view = ViewThatFits {
            Color.red
            Color.green
        }
        #expect(backgrounds(view, width: 3, height: 2) == ["rrr", "rrr"])
    }

    @Test func onlyTheShownChildIsDrawnAfterTheChoiceChanges() {
        let graph = ViewGraph(root: choices)
        #expect(graph.render(size: Size(width: 9, height: 1)).text == "long text")
        #expect(graph.render(size: Size(width: 6, height: 1)).text == "short")
        #expect(graph.render(size: Size(width: 9, height: 1)).text == "long text")
    }
}
