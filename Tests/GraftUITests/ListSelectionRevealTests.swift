import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("List selection set from outside")
struct ListSelectionRevealTests {
    private let size = Size(width: 16, height: 6)

    struct Host: View {
        let probe: Probe
        @State var selected: Int?
        var body: some View {
            probe.actions["select 500"] = { selected = 500 }
            probe.actions["select 498"] = { selected = 498 }
            probe.actions["select 3"] = { selected = 3 }
            probe.actions["select none"] = { selected = nil }
            return List(0 ..< 1_000, id: \.self, selection: $selected) { Text("Row \($0)") }.tint(.cyan)
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

    @Test func aSelectionSetFromOutsideIsScrolledIntoView() {
        let probe = Probe()
        let graph = ViewGraph(root: Host(probe: probe))
        #expect(lines(graph.render(size: size)).first == "Row 0")
        probe.run("select 500")
        var canvas = graph.render(size: size)
        // Without focus the selection is gray; scrolled down, it is the last line.
        #expect(highlighted(canvas, .gray) == ["Row 500"])
        #expect(lines(canvas).last == "Row 500")
        // A row already in view does not scroll the list.
        probe.run("select 498")
        canvas = graph.render(size: size)
        #expect(highlighted(canvas, .gray) == ["Row 498"])
        #expect(lines(canvas).last == "Row 500")
        // Up: the row becomes the first line.
        probe.run("select 3")
        canvas = graph.render(size: size)
        #expect(lines(canvas).first == "Row 3")
        #expect(highlighted(canvas, .gray) == ["Row 3"])
        // Clearing the selection leaves the list where it is.
        probe.run("select none")
        canvas = graph.render(size: size)
        #expect(lines(canvas).first == "Row 3")
        #expect(highlighted(canvas, .gray) == [])
    }

    struct MultipleHost: View {
        let probe: Probe
        @State var selected: Set<Int> = []
        var body: some View {
            probe.actions["add 700 and 640"] = { selected.formUnion([700, 640]) }
            probe.actions["add 2"] = { selected.insert(2) }
            probe.actions["remove 640"] = { selected.remove(640) }
            return List(0 ..< 1_000, id: \.self, selection: $selected) { Text("Row \($0)") }.tint(.cyan)
        }
    }

    @Test func rowsAddedToASetFromOutsideAreScrolledIntoViewFirstInListOrder() {
        let probe = Probe()
        let graph = ViewGraph(root: MultipleHost(probe: probe))
        #expect(lines(graph.render(size: size)).first == "Row 0")
        probe.run("add 700 and 640")
        var canvas = graph.render(size: size)
        #expect(lines(canvas).last == "Row 640", "the first added row in list order")
        #expect(highlighted(canvas, .gray) == ["Row 640"])
        // Removing a row scrolls nothing.
        probe.run("remove 640")
        canvas = graph.render(size: size)
        #expect(lines(canvas).last == "Row 640")
        probe.run("add 2")
        canvas = graph.render(size: size)
        #expect(lines(canvas).first == "Row 2")
        // Space toggles the cursor row, which is now the last row added.
        graph.handle(.key(KeyEvent(.tab)))
        graph.handle(.key(KeyEvent(.character(" "))))
        canvas = graph.render(size: size)
        #expect(lines(canvas).first == "Row 2", "the list's own change does not scroll")
        #expect(!highlighted(canvas, .cyan).contains("Row 2"))
    }

    @Test func keysStillMoveTheSelectionOneRowAtATime() {
        let probe = Probe()
        let graph = ViewGraph(root: Host(probe: probe))
        _ = graph.render(size: size)
        probe.run("select 500")
        _ = graph.render(size: size)
        #expect(graph.handle(.key(KeyEvent(.tab))))
        #expect(graph.handle(.key(KeyEvent(.down))))
        let canvas = graph.render(size: size)
        #expect(highlighted(canvas, .cyan) == ["Row 501"])
        #expect(lines(canvas).last == "Row 501")
    }
}
