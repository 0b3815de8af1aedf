import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Horizontal scroll views")
struct HorizontalScrollTests {
    private let strip = Size(width: 10, height: 1)
    private let alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

    private func wheel(_ graph: ViewGraph, _ action: MouseAction, at point: Point = Point(x: 1, y: 0), shift: Bool = false) -> Bool {
        graph.handle(.mouse(MouseEvent(action, at: point, modifiers: shift ? .shift : [])))
    }

    @Test func keysMoveAHorizontalScrollViewSideways() {
        let graph = ViewGraph(root: ScrollView(.horizontal) { Text(alphabet) })
        #expect(visibleLines(graph, strip) == ["0123456789"])
        #expect(graph.handle(.key(KeyEvent(.right))))
        #expect(visibleLines(graph, strip) == ["123456789A"])
        #expect(!graph.handle(.key(KeyEvent(.down))), "it does not scroll vertically")
        graph.handle(.key(KeyEvent(.pageDown)))
        #expect(visibleLines(graph, strip) == ["ABCDEFGHIJ"])
        graph.handle(.key(KeyEvent(.end)))
        #expect(visibleLines(graph, strip) == ["QRSTUVWXYZ"])
        graph.handle(.key(KeyEvent(.pageUp)))
        #expect(visibleLines(graph, strip) == ["HIJKLMNOPQ"])
        graph.handle(.key(KeyEvent(.home)))
        #expect(visibleLines(graph, strip) == ["0123456789"])
        #expect(!graph.handle(.key(KeyEvent(.left))), "already at the leading edge")
    }

    @Test func theWheelSidewaysWithShiftOrAloneMovesIt() {
        let graph = ViewGraph(root: ScrollView(.horizontal) { Text(alphabet) })
        _ = graph.render(size: strip)
        #expect(wheel(graph, .scrollRight))
        #expect(visibleLines(graph, strip) == ["3456789ABC"])
        #expect(wheel(graph, .scrollDown, shift: true))
        #expect(visibleLines(graph, strip) == ["6789ABCDEF"])
        #expect(wheel(graph, .scrollDown), "no vertical scroll view around: the wheel moves it sideways")
        #expect(visibleLines(graph, strip) == ["9ABCDEFGHI"])
        #expect(wheel(graph, .scrollLeft))
        #expect(visibleLines(graph, strip) == ["6789ABCDEF"])
    }

    private func nested() -> some View {
        ScrollView(showsIndicators: false) {
            VStack(alignment: .leading, spacing: 0) {
                ScrollView(.horizontal) { Text(alphabet) }
                ForEach(0 ..< 10) { index in Text("Row \(index)") }
            }
        }
    }

    @Test func sidewaysKeysReachAHorizontalScrollViewInsideAVerticalOne() {
        let size = Size(width: 10, height: 3)
        let graph = ViewGraph(root: nested())
        #expect(visibleLines(graph, size) == ["0123456789", "Row 0", "Row 1"])
        #expect(graph.handle(.key(KeyEvent(.right))))
        #expect(visibleLines(graph, size) == ["123456789A", "Row 0", "Row 1"])
        graph.handle(.key(KeyEvent(.down)))
        #expect(visibleLines(graph, size) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func aVerticalWheelOverTheInnerViewScrollsTheOuterOne() {
        let size = Size(width: 10, height: 3)
        let graph = ViewGraph(root: nested())
        _ = graph.render(size: size)
        #expect(wheel(graph, .scrollDown))
        #expect(visibleLines(graph, size) == ["Row 2", "Row 3", "Row 4"])
    }

    @Test func aShiftedWheelOverTheInnerViewMovesItSideways() {
        let size = Size(width: 10, height: 3)
        let graph = ViewGraph(root: nested())
        _ = graph.render(size: size)
        #expect(wheel(graph, .scrollDown, shift: true))
        #expect(visibleLines(graph, size) == ["3456789ABC", "Row 0", "Row 1"])
    }
}
