import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("List rows tagged with selection values")
struct ListRowTagTests {
    private let size = Size(width: 16, height: 6)

    private func key(_ graph: ViewGraph, _ key: Key) {
        #expect(graph.handle(.key(KeyEvent(key))), "\(key) was not used")
    }

    /// The text of the rows whose whole width is `color` behind it.
    private func highlighted(_ canvas: Canvas, _ color: Color) -> [String] {
        let all = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        return (0 ..< size.height).filter { y in (0 ..< size.width - 1).allSatisfy { canvas[$0, y].style.background == color } }
            .map { all[$0].filter { $0 != "┃" }.trimmingCharacters(in: .whitespaces) }
    }

    struct StaticRows: View {
        let probe: Probe
        @State var selected: String?
        var body: some View {
            probe.events.append("selected \(selected ?? "none")")
            return List(selection: $selected) {
                Text("Alpha").tag("a")
                Text("Plain")
                Text("Beta").tag("b")
            }
            .tint(.cyan)
        }
    }

    @Test func tagsMakeRowsOutsideAForEachSelectable() {
        let probe = Probe()
        let graph = ViewGraph(root: StaticRows(probe: probe))
        _ = graph.render(size: size)
        key(graph, .tab)
        key(graph, .down)
        #expect(highlighted(graph.render(size: size), .cyan) == ["Alpha"])
        #expect(probe.events.last == "selected a")
        // The untagged row cannot be selected: Down skips it.
        key(graph, .down)
        #expect(highlighted(graph.render(size: size), .cyan) == ["Beta"])
        #expect(probe.events.last == "selected b")
        // A click on an untagged row selects nothing.
        let plain = graph.render(size: size).text.split(separator: "\n").firstIndex { $0.contains("Plain") } ?? 0
        #expect(!graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: plain)))))
        #expect(probe.events.last == "selected b")
    }

    struct Product: Identifiable {
        let id: Int
        var code: String { "P\(id)" }
    }

    struct TaggedForEach: View {
        let probe: Probe
        @State var selected: String?
        var body: some View {
            probe.actions["select P300"] = { selected = "P300" }
            probe.events.append("selected \(selected ?? "none")")
            return List((0 ..< 1_000).map(Product.init), selection: $selected) { product in
                Text("Item \(product.id)").tag(product.code)
            }
            .tint(.cyan)
        }
    }

    @Test func aTagOnAForEachRowReplacesItsID() {
        let probe = Probe()
        let graph = ViewGraph(root: TaggedForEach(probe: probe))
        _ = graph.render(size: size)
        key(graph, .tab)
        key(graph, .down)
        key(graph, .down)
        #expect(highlighted(graph.render(size: size), .cyan) == ["Item 1"])
        #expect(probe.events.last == "selected P1")
        // Set from outside by tag: found, highlighted and scrolled into view.
        probe.run("select P300")
        #expect(highlighted(graph.render(size: size), .cyan) == ["Item 300"])
        key(graph, .down)
        #expect(highlighted(graph.render(size: size), .cyan) == ["Item 301"])
        #expect(probe.events.last == "selected P301")
    }
}
