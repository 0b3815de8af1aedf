import GraftTerminal
import Testing

@testable import GraftUI

/// SwiftUI's list editing: `EditMode`, `EditButton`, `onDelete` and
/// `onMove` on a `ForEach` in a `List`, `deleteDisabled` and `moveDisabled`.
@MainActor
@Suite("List editing")
struct ListEditingTests {
    private let size = Size(width: 24, height: 6)

    /// A list of fruits in a screen that keeps its own edit mode, with an
    /// edit button above; deletions and moves are logged and applied.
    struct Fruits: View {
        let probe: Probe
        @State var mode: EditMode
        @State var fruits = ["Apple", "Banana", "Cherry"]
        var lockedFruit: String?

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                EditButton()
                List {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit).deleteDisabled(fruit == lockedFruit).moveDisabled(fruit == lockedFruit)
                    }
                    .onDelete { offsets in
                        probe.events.append("delete \(Array(offsets))")
                        fruits.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        probe.events.append("move \(Array(source)) to \(destination)")
                        fruits.move(fromOffsets: source, toOffset: destination)
                    }
                }
            }
            .environment(\.editMode, $mode)
        }
    }

    private func lines(_ graph: ViewGraph) -> [String] {
        graph.render(size: size).text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.filter { !scrollIndicatorGlyphs.contains($0) }).trimmingCharacters(in: .whitespaces)
        }
    }

    private func press(_ graph: ViewGraph, _ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        let used = graph.handle(.key(KeyEvent(key, modifiers: modifiers)))
        _ = graph.render(size: size)
        return used
    }

    /// A graph editing the fruits with the list focused and its cursor on row `row`.
    private func editing(_ probe: Probe, lockedFruit: String? = nil, cursorOn row: Int) -> ViewGraph {
        let graph = ViewGraph(root: Fruits(probe: probe, mode: .active, lockedFruit: lockedFruit))
        _ = graph.render(size: size)
        #expect(press(graph, .tab))  // the edit button
        #expect(press(graph, .tab))  // the list, focusable while editing
        for _ in 0 ... row { #expect(press(graph, .down)) }
        return graph
    }

    @Test func editButtonTogglesTheModeAndItsTitle() {
        let graph = ViewGraph(root: Fruits(probe: Probe(), mode: .inactive))
        #expect(lines(graph)[0].contains("Edit"))
        #expect(!lines(graph).joined().contains("⊖"))
        #expect(press(graph, .tab))
        #expect(press(graph, .enter))
        #expect(lines(graph)[0].contains("Done"))
        #expect(lines(graph).filter { $0.hasPrefix("⊖") }.count == 3)
        #expect(press(graph, .enter))
        #expect(lines(graph)[0].contains("Edit"))
        #expect(!lines(graph).joined().contains("⊖"))
    }

    @Test func editModeValuesSayWhetherTheyEdit() {
        #expect(!EditMode.inactive.isEditing)
        #expect(EditMode.transient.isEditing)
        #expect(EditMode.active.isEditing)
    }

    @Test func controlsShowOnlyWhileEditing() {
        let inactive = ViewGraph(root: Fruits(probe: Probe(), mode: .inactive))
        #expect(lines(inactive)[1 ... 3] == ["Apple", "Banana", "Cherry"])
        let active = ViewGraph(root: Fruits(probe: Probe(), mode: .active))
        let rows = lines(active)[1 ... 3]
        #expect(rows.map { $0.hasPrefix("⊖ ") } == [true, true, true], "\(rows)")
        #expect(rows.map { $0.hasSuffix("≡") } == [true, true, true], "the reorder control is at the trailing edge: \(rows)")
    }

    @Test func controlsAreRedAndGray() {
        let graph = ViewGraph(root: Fruits(probe: Probe(), mode: .active))
        let canvas = graph.render(size: size)
        let row = lines(graph)[1]
        #expect(canvas[0, 1].character == "⊖" && canvas[0, 1].style.foreground == .red)
        let moveColumn = row.count - 1
        #expect(canvas[moveColumn, 1].character == "≡" && canvas[moveColumn, 1].style.foreground == .gray)
    }

    @Test func deleteAndBackspaceDeleteTheCursorRow() {
        let probe = Probe()
        let graph = editing(probe, cursorOn: 1)
        #expect(press(graph, .delete))
        #expect(probe.events == ["delete [1]"])
        #expect(lines(graph)[1 ... 2].map { $0.contains("Banana") } == [false, false])
        // The row below took the deleted one's place under the cursor.
        #expect(press(graph, .backspace))
        #expect(probe.events == ["delete [1]", "delete [1]"])
        #expect(lines(graph)[1].contains("Apple") && !lines(graph).joined().contains("Cherry"))
    }

    @Test func deleteDoesNothingWhenNotEditing() {
        let probe = Probe()
        let graph = ViewGraph(root: Fruits(probe: probe, mode: .inactive))
        _ = graph.render(size: size)
        _ = press(graph, .tab)
        _ = press(graph, .tab)
        _ = press(graph, .delete)
        _ = press(graph, .backspace)
        #expect(probe.events.isEmpty)
    }

    @Test func altArrowsMoveTheRowWithSwiftUIsOffsets() {
        let probe = Probe()
        let graph = editing(probe, cursorOn: 0)
        #expect(!press(graph, .up, .alt), "the first row cannot move up")
        #expect(press(graph, .down, .alt))
        #expect(probe.events == ["move [0] to 2"], "moving row 0 below row 1 gives destination 2")
        #expect(lines(graph)[1 ... 3].map { $0.contains("Banana") } == [true, false, false])
        // The cursor stays on the moved row: down again, then back up.
        #expect(press(graph, .down, .alt))
        #expect(probe.events.last == "move [1] to 3")
        #expect(!press(graph, .down, .alt), "the last row cannot move down")
        #expect(press(graph, .up, .alt))
        #expect(probe.events.last == "move [2] to 1")
        #expect(lines(graph)[1 ... 3].map { String($0.dropFirst(2).prefix(6)) } == ["Banana", "Apple ", "Cherry"])
    }

    @Test func deleteDisabledAndMoveDisabledRowsHaveNoControlsAndIgnoreTheKeys() {
        let probe = Probe()
        let graph = editing(probe, lockedFruit: "Banana", cursorOn: 1)
        let rows = lines(graph)[1 ... 3]
        #expect(rows.map { $0.hasPrefix("⊖") } == [true, false, true], "\(rows)")
        #expect(rows.map { $0.hasSuffix("≡") } == [true, false, true], "\(rows)")
        #expect(!press(graph, .delete))
        #expect(!press(graph, .down, .alt))
        #expect(probe.events.isEmpty)
        #expect(press(graph, .down))
        #expect(press(graph, .up, .alt), "another row still moves past the locked one")
        #expect(probe.events == ["move [2] to 1"])
    }

    @Test func theEditingKeysAreListedForTheCursorRow() {
        let graph = editing(Probe(), lockedFruit: "Banana", cursorOn: 0)
        #expect(graph.focusedControlKeys.map(\.title) == ["Delete", "Move up", "Move down"])
        #expect(press(graph, .down))
        #expect(graph.focusedControlKeys.isEmpty, "the locked row allows neither")
    }

    @Test func theCursorRowIsTheOneFocusMark() {
        let graph = editing(Probe(), cursorOn: 1)
        let canvas = graph.render(size: size)
        let reversedRows = (0 ..< size.height).filter { y in
            (0 ..< size.width).contains { canvas[$0, y].downgraded(to: .none).style.attributes.contains(.reverse) }
        }
        #expect(reversedRows == [2], "only Banana's row is reversed without colors")
    }

    /// A list with no edit mode above keeps its own: an edit button among its rows toggles it.
    struct OwnMode: View {
        var body: some View {
            List {
                EditButton()
                ForEach(["One", "Two"], id: \.self) { Text($0) }.onDelete { _ in }
            }
        }
    }

    @Test func aListWithoutAnEditModeAboveKeepsItsOwn() {
        let graph = ViewGraph(root: OwnMode())
        #expect(!lines(graph).joined().contains("⊖"))
        #expect(press(graph, .tab))
        #expect(press(graph, .enter))
        #expect(lines(graph)[0].contains("Done"))
        #expect(lines(graph).filter { $0.hasPrefix("⊖") }.count == 2)
    }

    /// Two sections, each a `ForEach` with `onDelete`: offsets count within each section's data.
    struct Sectioned: View {
        let probe: Probe

        var body: some View {
            List {
                Section("Fruit") {
                    ForEach(["Apple", "Pear"], id: \.self) { Text($0) }.onDelete { probe.events.append("fruit \(Array($0))") }
                }
                Section("Nuts") {
                    ForEach(["Almond", "Pecan"], id: \.self) { Text($0) }.onDelete { probe.events.append("nuts \(Array($0))") }
                }
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    @Test func offsetsCountWithinTheRowsSection() {
        let probe = Probe()
        let graph = ViewGraph(root: Sectioned(probe: probe))
        _ = graph.render(size: Size(width: 24, height: 10))
        #expect(press(graph, .tab))
        for _ in 0 ..< 4 { _ = press(graph, .down) }
        #expect(press(graph, .delete))
        #expect(probe.events == ["nuts [1]"], "the fourth row is the second nut")
    }
}
