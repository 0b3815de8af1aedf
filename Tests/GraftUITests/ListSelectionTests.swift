import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("List selection and list styles")
struct ListSelectionTests {
    private let size = Size(width: 12, height: 5)

    /// A list of `count` rows selecting one row, its selection readable and settable through `probe`.
    struct SingleHost: View {
        let count: Int
        let probe: Probe
        @State var selected: Int?
        var body: some View {
            probe.actions["select 40"] = { selected = 40 }
            probe.events.append("selected \(selected.map(String.init) ?? "none")")
            return List(0 ..< count, id: \.self, selection: $selected) { Text("Row \($0)") }
                .tint(.cyan)
        }
    }

    struct MultipleHost: View {
        let probe: Probe
        @State var selected: Set<Int> = []
        var body: some View {
            probe.events.append("selected \(selected.sorted())")
            return List(0 ..< 10, id: \.self, selection: $selected) { Text("Row \($0)") }
                .tint(.cyan)
        }
    }

    private func lines(_ canvas: Canvas) -> [String] {
        canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.filter { $0 != "┃" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The lines whose every cell (but the indicator column) has `color` behind it.
    private func highlighted(_ canvas: Canvas, _ color: Color) -> [String] {
        let all = lines(canvas)
        return (0 ..< size.height).filter { y in (0 ..< size.width - 1).allSatisfy { canvas[$0, y].style.background == color } }.map {
            all[$0]
        }
    }

    private func key(_ graph: ViewGraph, _ key: Key) {
        #expect(graph.handle(.key(KeyEvent(key))), "\(key) was not used")
    }

    @Test func tabFocusesTheListAndTheKeysMoveTheSelection() {
        let probe = Probe()
        let graph = ViewGraph(root: SingleHost(count: 100, probe: probe))
        #expect(highlighted(graph.render(size: size), .cyan) == [])
        key(graph, .tab)
        key(graph, .down)
        var canvas = graph.render(size: size)
        #expect(highlighted(canvas, .cyan) == ["Row 0"])
        #expect(probe.events.last == "selected 0")
        key(graph, .character("j"))
        key(graph, .down)
        canvas = graph.render(size: size)
        #expect(highlighted(canvas, .cyan) == ["Row 2"])
        key(graph, .character("k"))
        #expect(highlighted(graph.render(size: size), .cyan) == ["Row 1"])
        #expect(probe.events.last == "selected 1")
    }

    @Test func theSelectedRowIsScrolledIntoView() {
        let probe = Probe()
        let graph = ViewGraph(root: SingleHost(count: 100, probe: probe))
        _ = graph.render(size: size)
        key(graph, .tab)
        for _ in 0 ..< 7 { key(graph, .down) }
        var canvas = graph.render(size: size)
        #expect(lines(canvas).last?.hasPrefix("Row 6") == true)
        #expect(highlighted(canvas, .cyan) == [lines(canvas)[4]])
        key(graph, .pageDown)
        canvas = graph.render(size: size)
        #expect(probe.events.last == "selected 10")
        #expect(highlighted(canvas, .cyan).first?.hasPrefix("Row 10") == true)
        key(graph, .end)
        canvas = graph.render(size: size)
        #expect(highlighted(canvas, .cyan).first?.hasPrefix("Row 99") == true)
        key(graph, .home)
        canvas = graph.render(size: size)
        #expect(lines(canvas).first == "Row 0")
        #expect(highlighted(canvas, .cyan) == ["Row 0"])
        key(graph, .pageUp)
        #expect(!graph.handle(.key(KeyEvent(.up))) || probe.events.last == "selected 0", "already at the top")
    }

    @Test func aClickSelectsTheRowUnderThePointer() {
        let probe = Probe()
        let graph = ViewGraph(root: SingleHost(count: 100, probe: probe))
        _ = graph.render(size: size)
        #expect(graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 9, y: 3)))))
        let canvas = graph.render(size: size)
        #expect(probe.events.last == "selected 3")
        #expect(highlighted(canvas, .cyan) == ["Row 3"], "the click focuses the list, so the tint shows")
    }

    @Test func theSelectionSetFromOutsideIsFoundAndItsRowMovesOn() {
        let probe = Probe()
        let graph = ViewGraph(root: SingleHost(count: 100, probe: probe))
        _ = graph.render(size: size)
        probe.run("select 40")
        key(graph, .tab)
        key(graph, .down)
        _ = graph.render(size: size)
        #expect(probe.events.last == "selected 41")
    }

    @Test func withoutFocusTheSelectionIsGray() {
        let probe = Probe()
        let graph = ViewGraph(
            root: VStack {
                Button("Other") {}
                SingleHost(count: 10, probe: probe)
            })
        _ = graph.render(size: Size(width: 12, height: 6))
        #expect(graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 3)))))
        key(graph, .tab)
        let canvas = graph.render(size: Size(width: 12, height: 6))
        #expect(probe.events.last == "selected 2")
        #expect(canvas[3, 3].style.background == .gray)
    }

    @Test func aMultipleSelectionTogglesRowsWithSpaceAndClicks() {
        let probe = Probe()
        let graph = ViewGraph(root: MultipleHost(probe: probe))
        _ = graph.render(size: size)
        key(graph, .tab)
        #expect(highlighted(graph.render(size: size), .gray) == ["Row 0"], "a focused list shows where Space acts")
        key(graph, .character(" "))
        key(graph, .down)
        key(graph, .down)
        key(graph, .character(" "))
        var canvas = graph.render(size: size)
        #expect(probe.events.last == "selected [0, 2]")
        #expect(highlighted(canvas, .cyan) == ["Row 0", "Row 2"])
        #expect(highlighted(canvas, .gray) == [], "the current row shows only where nothing else is drawn")
        #expect(graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 4)))))
        #expect(graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0)))))
        canvas = graph.render(size: size)
        #expect(probe.events.last == "selected [2, 4]")
        #expect(highlighted(canvas, .cyan) == ["Row 2", "Row 4"])
    }

    @Test func withoutColorsOnlyTheKeyboardRowIsReversedAndTheOtherSelectedRowsAreUnderlined() {
        let probe = Probe()
        let graph = ViewGraph(root: MultipleHost(probe: probe))
        _ = graph.render(size: size)
        key(graph, .tab)
        key(graph, .character(" "))
        key(graph, .down)
        key(graph, .down)
        key(graph, .character(" "))
        key(graph, .down)
        let canvas = graph.render(size: size)
        func look(_ row: Int) -> TextAttributes { canvas[1, row].style.downgraded(to: .none).attributes }
        #expect(look(0).contains(.underline) && !look(0).contains(.reverse), "selected, not the keyboard row")
        #expect(look(2).contains(.underline) && !look(2).contains(.reverse))
        #expect(look(3).contains(.reverse), "the keyboard row is the one focus mark")
        #expect(look(1).isDisjoint(with: [.reverse, .underline]))
    }

    @Test func movingTheSelectionThroughAHundredThousandRowsStaysLazy() {
        let probe = Probe()
        let graph = ViewGraph(root: SingleHost(count: 100_000, probe: probe))
        _ = graph.render(size: size)
        key(graph, .tab)
        key(graph, .end)
        var canvas = graph.render(size: size)
        #expect(highlighted(canvas, .cyan).first?.hasPrefix("Row 99999") == true)
        key(graph, .up)
        for _ in 0 ..< 5 { key(graph, .pageUp) }
        canvas = graph.render(size: size)
        #expect(probe.events.last == "selected 99978")
        #expect(highlighted(canvas, .cyan).first?.hasPrefix("Row 99978") == true)
        #expect(graph.nodeCount < 40, "nodes: \(graph.nodeCount)")
    }

    @Test func aListWithoutSelectionDoesNotTakeFocus() {
        let graph = ViewGraph(root: List(0 ..< 10, id: \.self) { Text("Row \($0)") })
        _ = graph.render(size: size)
        #expect(!graph.handle(.key(KeyEvent(.tab))))
        #expect(graph.handle(.key(KeyEvent(.down))), "the arrows still scroll it")
    }

    private func sections() -> some View {
        List {
            Section("Home") { ForEach(["Lamp", "Desk"], id: \.self) { Text($0) } }
            Section("Work") { ForEach(["Chair"], id: \.self) { Text($0) } }
        }
    }

    @Test func plainListsHaveBoldHeadersEdgeToEdge() {
        let canvas = ViewGraph(root: sections().listStyle(.plain)).render(size: Size(width: 12, height: 6))
        #expect(canvas.text.split(separator: "\n").map(String.init).first == "Home")
        #expect(lines(canvas) == ["Home", "Lamp", "Desk", "Work", "Chair", ""])
        #expect(canvas[0, 0].style.attributes.contains(.bold))
    }

    @Test func groupedListsSetSectionsApartWithSecondaryHeaders() {
        let canvas = ViewGraph(root: sections().listStyle(.grouped)).render(size: Size(width: 12, height: 7))
        #expect(lines(canvas) == ["Home", "Lamp", "Desk", "", "Work", "Chair", ""])
        #expect(!canvas[0, 0].style.attributes.contains(.bold))
        #expect(canvas[0, 0].style.foreground == .gray)
    }

    @Test func insetGroupedListsAreSetInFromTheEdges() {
        let canvas = ViewGraph(root: sections().listStyle(.insetGrouped)).render(size: Size(width: 12, height: 7))
        let text = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(text[0].hasPrefix("  Home"))
        #expect(text[5].hasPrefix("  Chair"))
        #expect(lines(canvas)[3] == "")
        let inset = ViewGraph(root: sections().listStyle(.inset)).render(size: Size(width: 12, height: 6))
        #expect(inset.text.hasPrefix(" Home"))
    }
}
