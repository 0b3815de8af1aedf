import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("ScrollViewReader and scrollTo")
struct ScrollViewReaderTests {
    private let size = Size(width: 16, height: 5)

    /// A graph of a reader around `content`, rendered once, and the reader's proxy.
    private func reader(@ViewBuilder _ content: @escaping () -> some View) -> (ViewGraph, ScrollViewProxy?) {
        let box = ScrollProxyBox()
        let graph = ViewGraph(
            root: ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollProxyCapture(proxy: proxy, box: box)
                    content()
                }
            })
        _ = graph.render(size: size)
        return (graph, box.proxy)
    }

    private func lazyRows(_ count: Int) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0 ..< count) { index in Text("Row \(index)") }
            }
        }
    }

    @Test func withoutAnAnchorALazyRowNotYetBuiltScrollsJustIntoView() throws {
        let (graph, proxy) = reader { lazyRows(1000) }
        let scroller = try #require(proxy)
        scroller.scrollTo(500)
        #expect(visibleLines(graph, size) == ["Row 496", "Row 497", "Row 498", "Row 499", "Row 500"])
        scroller.scrollTo(498)
        #expect(visibleLines(graph, size).first == "Row 496", "a row in view does not move the view")
        scroller.scrollTo(10)
        #expect(visibleLines(graph, size).first == "Row 10")
    }

    @Test func anchorsPlaceTheRowAtTheTopCenterOrBottom() throws {
        let (graph, proxy) = reader { lazyRows(100) }
        let scroller = try #require(proxy)
        scroller.scrollTo(20, anchor: .top)
        #expect(visibleLines(graph, size).first == "Row 20")
        scroller.scrollTo(40, anchor: .center)
        #expect(visibleLines(graph, size) == ["Row 38", "Row 39", "Row 40", "Row 41", "Row 42"])
        scroller.scrollTo(60, anchor: .bottom)
        #expect(visibleLines(graph, size).last == "Row 60")
        scroller.scrollTo(99, anchor: .top)
        #expect(visibleLines(graph, size).last == "Row 99", "the view stops at the content's end")
    }

    @Test func anExplicitIDInAnEagerStackIsFound() throws {
        let (graph, proxy) = reader {
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0 ..< 30) { index in Text("Line \(index)") }
                    Text("Footer").id("footer")
                }
            }
        }
        let scroller = try #require(proxy)
        scroller.scrollTo("footer")
        #expect(visibleLines(graph, size) == ["Line 26", "Line 27", "Line 28", "Line 29", "Footer"])
        scroller.scrollTo(3, anchor: .top)
        #expect(visibleLines(graph, size).first == "Line 3")
    }

    @Test func listRowsAreFoundByTheirElementID() throws {
        let (graph, proxy) = reader {
            List(0 ..< 200, id: \.self) { index in Text("Item \(index)") }
        }
        let scroller = try #require(proxy)
        scroller.scrollTo(150, anchor: .top)
        #expect(visibleLines(graph, size).first == "Item 150")
        scroller.scrollTo(0)
        #expect(visibleLines(graph, size).first == "Item 0")
    }

    @Test func anIDNoViewHasLeavesTheViewWhereItIs() throws {
        let (graph, proxy) = reader { lazyRows(100) }
        let scroller = try #require(proxy)
        scroller.scrollTo(30, anchor: .top)
        scroller.scrollTo("nothing", anchor: .top)
        #expect(visibleLines(graph, size).first == "Row 30")
    }

    @Test func rowsOfUnknownHeightsLandWhereAsked() throws {
        let (graph, proxy) = reader {
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) {
                    ForEach(0 ..< 200) { index in
                        if index.isMultiple(of: 3) { Text("tall \(index)\nmore") } else { Text("row \(index)") }
                    }
                }
            }
        }
        let scroller = try #require(proxy)
        scroller.scrollTo(100, anchor: .top)
        #expect(visibleLines(graph, size).first == "row 100")
    }
}
