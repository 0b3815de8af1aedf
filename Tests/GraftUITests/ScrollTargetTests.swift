import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Scroll target behaviors")
struct ScrollTargetTests {
    private let size = Size(width: 16, height: 5)

    private func rows(_ count: Int) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0 ..< count) { index in Text("Row \(index)") }
            }
        }
    }

    private func wheel(_ graph: ViewGraph, _ action: MouseAction) -> Bool {
        graph.handle(.mouse(MouseEvent(action, at: Point(x: 1, y: 0))))
    }

    @Test func pagingMovesByWholePagesForKeysAndTheWheel() {
        let graph = ViewGraph(root: rows(30).scrollTargetBehavior(.paging))
        _ = graph.render(size: size)
        #expect(graph.handle(.key(KeyEvent(.pageDown))))
        #expect(visibleLines(graph, size).first == "Row 5")
        #expect(wheel(graph, .scrollDown))
        #expect(visibleLines(graph, size).first == "Row 10")
        #expect(wheel(graph, .scrollUp))
        #expect(visibleLines(graph, size).first == "Row 5")
        graph.handle(.key(KeyEvent(.pageUp)))
        #expect(visibleLines(graph, size).first == "Row 0")
    }

    @Test func pagingFromTheLastPartialPageGoesBackAWholePage() {
        let graph = ViewGraph(root: rows(12).scrollTargetBehavior(.paging))
        _ = graph.render(size: size)
        graph.handle(.key(KeyEvent(.end)))
        #expect(visibleLines(graph, size).first == "Row 7")
        graph.handle(.key(KeyEvent(.pageUp)))
        #expect(visibleLines(graph, size).first == "Row 5")
    }

    @Test func viewAlignedRestsOnTheEdgeOfARow() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0 ..< 20) { index in Text("Item \(index)\n-") }
            }
            .scrollTargetLayout()
        }
        let aligned = ViewGraph(root: view.scrollTargetBehavior(.viewAligned))
        _ = aligned.render(size: size)
        #expect(wheel(aligned, .scrollDown))
        #expect(visibleLines(aligned, size).first == "Item 1", "three rows down is inside item 1, whose top edge it rests on")
        let free = ViewGraph(root: view)
        _ = free.render(size: size)
        wheel(free, .scrollDown)
        #expect(visibleLines(free, size).first == "-")
    }

    @Test func viewAlignedCardsInAHorizontalLazyStack() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 0) {
                ForEach(0 ..< 10) { index in Text("Card \(index)").frame(width: 10, alignment: .leading) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        let graph = ViewGraph(root: view)
        let strip = Size(width: 25, height: 1)
        _ = graph.render(size: strip)
        #expect(wheel(graph, .scrollRight))
        #expect(visibleLines(graph, strip) == ["Card 1    Card 2    Card"])
        wheel(graph, .scrollLeft)
        #expect(visibleLines(graph, strip) == ["Card 0    Card 1    Card"])
    }

    @Test func viewAlignedViewsOfAnEagerStack() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(0 ..< 6) { index in Text("Pane\(index)").frame(width: 8, alignment: .leading) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        let graph = ViewGraph(root: view)
        let strip = Size(width: 12, height: 1)
        _ = graph.render(size: strip)
        wheel(graph, .scrollRight)
        #expect(visibleLines(graph, strip) == ["Pane1   Pane"])
        graph.handle(.key(KeyEvent(.pageDown)))
        #expect(visibleLines(graph, strip) == ["Pane2   Pane"], "a page reaches into pane 2, whose edge it rests on")
        wheel(graph, .scrollLeft)
        #expect(visibleLines(graph, strip) == ["Pane1   Pane"])
    }

    @Test func withoutATargetLayoutViewAlignedScrollsFreely() {
        let graph = ViewGraph(root: rows(30).scrollTargetBehavior(.viewAligned))
        _ = graph.render(size: size)
        wheel(graph, .scrollDown)
        #expect(visibleLines(graph, size).first == "Row 3")
    }

    @Test func basedOnSizeContentThatFitsDoesNotScroll() {
        let graph = ViewGraph(
            root: ScrollView {
                VStack {
                    Text("one")
                    Text("two")
                }
            }.scrollBounceBehavior(.basedOnSize))
        #expect(visibleLines(graph, size).prefix(2) == ["one", "two"])
        #expect(!graph.handle(.key(KeyEvent(.down))))
        #expect(!wheel(graph, .scrollDown))
        #expect(visibleLines(graph, size).prefix(2) == ["one", "two"])
    }
}
