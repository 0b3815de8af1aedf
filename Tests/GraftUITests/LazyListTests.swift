import Foundation
import GraftTerminal
import Observation
import Testing

@testable import GraftUI

@MainActor
@Suite("Scroll views and lazy lists")
struct LazyListTests {
    private let size = Size(width: 16, height: 5)

    private func lines(_ graph: ViewGraph) -> [String] {
        graph.render(size: size).text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
    }

    private func hugeList() -> some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0 ..< 100_000) { index in Text("Row \(index)") }
            }
        }
    }

    @Test func aHugeLazyListBuildsOnlyWhatIsInView() {
        let graph = ViewGraph(root: hugeList())
        #expect(lines(graph) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(graph.nodeCount < 40, "nodes: \(graph.nodeCount)")
    }

    @Test func keysScrollByRowPageAndToTheEnds() {
        let graph = ViewGraph(root: hugeList())
        _ = graph.render(size: size)
        #expect(graph.handle(.key(KeyEvent(.down))))
        #expect(lines(graph).first == "Row 1")
        graph.handle(.key(KeyEvent(.pageDown)))
        #expect(lines(graph).first == "Row 5")
        graph.handle(.key(KeyEvent(.end)))
        #expect(lines(graph).last == "Row 99999")
        #expect(graph.nodeCount < 40, "nodes: \(graph.nodeCount)")
        graph.handle(.key(KeyEvent(.home)))
        #expect(lines(graph).first == "Row 0")
        #expect(!graph.handle(.key(KeyEvent(.up))), "already at the top")
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointer() {
        let graph = ViewGraph(root: hugeList())
        _ = graph.render(size: size)
        #expect(graph.handle(.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 2)))))
        #expect(lines(graph).first == "Row 3")
        #expect(!graph.handle(.mouse(MouseEvent(.scrollDown, at: Point(x: 40, y: 40)))))
    }

    @Test func rowsOfDifferentHeightsAreMeasuredAsTheyAppear() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0 ..< 50) { index in
                    if index.isMultiple(of: 2) { Text("even \(index)") } else { Text("odd \(index)\nsecond line") }
                }
            }
        }
        let graph = ViewGraph(root: view)
        #expect(lines(graph) == ["even 0", "odd 1", "second line", "even 2", "odd 3"])
        graph.handle(.key(KeyEvent(.down)))
        graph.handle(.key(KeyEvent(.down)))
        #expect(lines(graph).first == "second line")
    }

    @Test func anIndicatorShowsWhereTheViewIs() {
        let graph = ViewGraph(root: ScrollView { LazyVStack { ForEach(0 ..< 20) { Text("\($0)") } } })
        let canvas = graph.render(size: size)
        #expect(canvas[15, 0].character == "┃")
        #expect(canvas[15, 4].character == " ")
    }

    @Test func listsShowSectionHeadersRowsAndFooters() {
        let list = List {
            Section(
                content: {
                    ForEach(["Lamp", "Desk"], id: \.self) { Text($0) }
                }, header: { Text("Home") }, footer: { Text("2 items") })
        }
        let graph = ViewGraph(root: list)
        let canvas = graph.render(size: size)
        #expect(lines(graph) == ["Home", "Lamp", "Desk", "2 items", ""])
        #expect(canvas[0, 0].style.attributes.contains(.bold))
        #expect(canvas[0, 3].style.foreground == .gray)
    }

    @Observable
    final class Price {
        var value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func changingOneRowsModelReEvaluatesOnlyThatRow() {
        struct Row: View {
            let price: Price
            let probe: Probe
            var body: some View {
                probe.evaluated("row")
                return Text("$\(price.value)")
            }
        }
        let probe = Probe()
        let prices = (0 ..< 10_000).map(Price.init)
        let graph = ViewGraph(root: List(0 ..< prices.count, id: \.self) { Row(price: prices[$0], probe: probe) })
        _ = graph.render(size: size)
        let before = probe.evaluations["row", default: 0]
        prices[2].value = 777
        #expect(lines(graph).contains("$777"))
        #expect(probe.evaluations["row", default: 0] - before == 1)
    }

    @Test func aLazyRowBuildsOnlyTheColumnsInView() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack { ForEach(0 ..< 10_000) { Text("\($0)") } }
        }
        let graph = ViewGraph(root: view)
        let size = Size(width: 20, height: 1)
        #expect(graph.render(size: size).text == "0 1 2 3 4 5 6 7 8 9")
        #expect(graph.nodeCount < 40, "nodes: \(graph.nodeCount)")
        graph.handle(.key(KeyEvent(.right)))
        graph.handle(.key(KeyEvent(.right)))
        #expect(graph.render(size: size).text.hasPrefix("1 2 3"))
    }

    @Test func rowStateIsKeptWhileTheRowStaysInView() {
        struct Row: View {
            let index: Int
            let probe: Probe
            @State var taps = 0
            var body: some View {
                probe.actions["tap \(index)"] = { taps += 1 }
                return Text("\(index): \(taps)")
            }
        }
        let probe = Probe()
        let graph = ViewGraph(
            root: ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) { ForEach(0 ..< 100) { Row(index: $0, probe: probe) } }
            })
        _ = graph.render(size: size)
        probe.run("tap 3")
        graph.handle(.key(KeyEvent(.down)))
        #expect(lines(graph).contains("3: 1"))
    }
}
