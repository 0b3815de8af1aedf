import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Tap gestures")
struct TapGestureTests {
    @MainActor
    private final class Taps {
        var log: [String] = []
    }

    private func click(_ graph: ViewGraph, at point: Point) {
        graph.handle(.mouse(MouseEvent(.press(.left), at: point)))
        graph.handle(.mouse(MouseEvent(.release(.left), at: point)))
    }

    @Test func theInnermostTapActionUnderTheClickRuns() {
        let taps = Taps()
        let graph = ViewGraph(
            root: VStack(alignment: .leading, spacing: 0) {
                Text("Outer").onTapGesture { taps.log.append("outer") }
                HStack(spacing: 1) {
                    Text("A").onTapGesture { taps.log.append("a") }
                    Text("B")
                }
                .onTapGesture { taps.log.append("row") }
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        _ = graph.render(size: Size(width: 10, height: 2))
        click(graph, at: Point(x: 0, y: 0))
        click(graph, at: Point(x: 0, y: 1))
        click(graph, at: Point(x: 2, y: 1))
        click(graph, at: Point(x: 8, y: 1))
        // Outside every view with an action, the last click does nothing.
        #expect(taps.log == ["outer", "a", "row"])
    }

    @Test func aDoubleTapNeedsTwoClicksInARow() {
        let taps = Taps()
        let graph = ViewGraph(
            root: Text("Twice").onTapGesture(count: 2) { taps.log.append("double") }
                .frame(maxWidth: .infinity, alignment: .leading))
        _ = graph.render(size: Size(width: 10, height: 1))
        click(graph, at: Point(x: 1, y: 0))
        #expect(taps.log.isEmpty)
        click(graph, at: Point(x: 1, y: 0))
        #expect(taps.log == ["double"])
    }

    @Test func aButtonUnderTheClickComesFirst() {
        let taps = Taps()
        let graph = ViewGraph(
            root: Button("Go") { taps.log.append("button") }.onTapGesture { taps.log.append("tap") }
                .frame(maxWidth: .infinity, alignment: .leading))
        _ = graph.render(size: Size(width: 10, height: 1))
        click(graph, at: Point(x: 2, y: 0))
        #expect(taps.log == ["button"])
    }
}
