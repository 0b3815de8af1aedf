import GraftTerminal
import Observation
import Testing

@testable import GraftUI

/// Lazy rows that scroll out go to a reuse pool; rows that scroll in take a
/// node from it. What a user sees must be exactly what freshly built rows
/// would show: state, observation, lifecycle and focus die with the element.
@MainActor
@Suite("Lazy row recycling")
struct LazyRecyclingTests {
    /// Twelve lines: a page is eleven rows, and rows four lines beyond each
    /// edge are built too, so every page brings in rows a page ago left.
    private let size = Size(width: 24, height: 12)

    @Observable
    final class Item: Identifiable {
        let id: Int
        var name: String
        init(id: Int) {
            self.id = id
            name = "Item \(id)"
        }
    }

    final class RowModel: ObservableObject {
        nonisolated(unsafe) static var made = 0
        let serial: Int
        init() {
            Self.made += 1
            serial = Self.made
        }
    }

    /// A row with state, observed data and every lifecycle modifier.
    struct Row: View {
        let item: Item
        let probe: Probe
        @State private var taps = 0
        var body: some View {
            probe.evaluated("row \(item.id)")
            probe.actions["tap \(item.id)"] = { taps += 1 }
            let id = item.id
            return HStack {
                Text(item.name)
                Text("taps \(taps)")
            }
            .onAppear { probe.events.append("appear \(id)") }
            .onDisappear { probe.events.append("disappear \(id)") }
            .onChange(of: id) { old, new in probe.events.append("change \(old)->\(new)") }
        }
    }

    private func list(_ items: [Item], probe: Probe) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(items) { Row(item: $0, probe: probe) }
            }
        }
    }

    /// Renders until appear actions and the state they set have settled
    /// (rows built during layout run theirs at the next update).
    private func lines(_ graph: ViewGraph) -> [String] {
        var canvas = graph.renderFrame(size: size)
        graph.update()
        while graph.needsUpdate {
            canvas = graph.renderFrame(size: size)
            graph.update()
        }
        #expect(graph.invariantViolations() == [])
        return canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    private func pageDown(_ graph: ViewGraph) -> [String] {
        #expect(graph.handle(.key(KeyEvent(.pageDown))))
        return lines(graph)
    }

    private func ids(_ events: [String], _ prefix: String) -> Set<Int> {
        Set(events.compactMap { $0.hasPrefix(prefix + " ") ? Int($0.dropFirst(prefix.count + 1)) : nil })
    }

    @Test func rowsScrollingInTakeTheNodesOfRowsThatLeft() {
        let probe = Probe()
        let graph = ViewGraph(root: list((0 ..< 1_000).map(Item.init), probe: probe))
        _ = lines(graph)
        for _ in 0 ..< 3 { _ = pageDown(graph) }
        let created = graph.nodeCreationCount
        let alive = graph.nodeCount
        let shown = pageDown(graph)
        #expect(graph.nodeCreationCount == created, "every row that came into view reused a node")
        #expect(graph.nodeCount == alive)
        #expect(shown == (44 ..< 56).map { "Item \($0) taps 0" })
    }

    @Test func aListInsideOtherViewsScrollsWithTheKeys() {
        struct Screen: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Title")
                    AnyView(
                        ScrollView(showsIndicators: false) {
                            LazyVStack(alignment: .leading) { ForEach(0 ..< 1_000) { Text("Row \($0)") } }
                        }.frame(height: 3))
                }
            }
        }
        let graph = ViewGraph(root: Screen())
        #expect(lines(graph).filter { !$0.isEmpty }.prefix(4) == ["Title", "Row 0", "Row 1", "Row 2"])
        #expect(graph.handle(.key(KeyEvent(.pageDown))))
        #expect(lines(graph).filter { !$0.isEmpty }.prefix(4) == ["Title", "Row 2", "Row 3", "Row 4"])
    }

    @Test func thePoolHoldsNoMoreRowsThanTheListShows() {
        struct Rows: View {
            let count: Int
            var body: some View {
                ScrollView(showsIndicators: false) {
                    LazyVStack(alignment: .leading) { ForEach(0 ..< count, id: \.self) { Text("Row \($0)") } }
                }
            }
        }
        let graph = ViewGraph(root: Rows(count: 1_000))
        _ = lines(graph)
        func source() -> ForEachNode<Range<Int>, Int, Text>? {
            var stack = [graph.rootNode]
            while let node = stack.popLast() {
                if let found = node as? ForEachNode<Range<Int>, Int, Text> { return found }
                stack += node.children
            }
            return nil
        }
        for _ in 0 ..< 6 {
            _ = pageDown(graph)
            let rows = source()
            #expect(rows.map { $0.pooledRowCount > 0 && $0.pooledRowCount <= $0.materializedRowCount } == true)
        }
        #expect(graph.handle(.key(KeyEvent(.end))))
        _ = lines(graph)
        #expect(source().map { $0.pooledRowCount <= $0.materializedRowCount } == true)
        // Fewer rows than a screen: fewer kept.
        graph.setRoot(Rows(count: 3))
        #expect(lines(graph).prefix(3) == ["Row 0", "Row 1", "Row 2"])
        #expect(source().map { $0.pooledRowCount <= 3 } == true)
    }

    @Test func aRecycledRowStartsWithFreshStateAndFiresOnlyAppearAndDisappear() {
        let probe = Probe()
        let graph = ViewGraph(root: list((0 ..< 1_000).map(Item.init), probe: probe))
        _ = lines(graph)
        var created = 0
        var shown: [String] = []
        var before: [String] = []
        for _ in 0 ..< 4 {
            // Every row built so far gets state of its own; actions of rows
            // that are gone write nowhere.
            for action in probe.actions.values { action() }
            _ = lines(graph)
            created = graph.nodeCreationCount
            before = probe.events
            shown = pageDown(graph)
        }
        #expect(graph.nodeCreationCount == created, "the last page reused nodes")
        let events = Array(probe.events.dropFirst(before.count))
        let appeared = ids(events, "appear")
        let disappeared = ids(events, "disappear")
        #expect(!appeared.isEmpty && appeared.count == disappeared.count)
        #expect(appeared.isDisjoint(with: ids(before, "appear").subtracting(ids(before, "disappear"))), "only new elements appear")
        #expect(disappeared.isSubset(of: ids(before, "appear")), "only shown elements disappear")
        #expect(probe.events.allSatisfy { !$0.hasPrefix("change") }, "moving a node to another element changes nothing")
        // Rows built for this page show their initial state; rows kept from
        // the last page keep theirs.
        let first = 44
        for (offset, line) in shown.enumerated() {
            let id = first + offset
            #expect(line == "Item \(id) taps \(appeared.contains(id) ? 0 : 1)")
        }
        #expect(shown.contains { $0.hasSuffix("taps 0") } && shown.contains { $0.hasSuffix("taps 1") })
    }

    @Test func aRecycledRowNoLongerObservesTheElementItLeft() {
        let probe = Probe()
        let items = (0 ..< 1_000).map(Item.init)
        let graph = ViewGraph(root: list(items, probe: probe))
        _ = lines(graph)
        for _ in 0 ..< 4 { _ = pageDown(graph) }
        let gone = ids(probe.events, "disappear")
        #expect(gone.count > 20)
        let evaluations = graph.bodyEvaluationCount
        for id in gone { items[id].name = "Changed \(id)" }
        #expect(!graph.needsUpdate)
        _ = lines(graph)
        #expect(graph.bodyEvaluationCount == evaluations)
        // The rows in view still observe their own elements.
        items[45].name = "Renamed"
        #expect(graph.needsUpdate)
        #expect(lines(graph)[1] == "Renamed taps 0")
    }

    @Test func aRecycledRowHearsOnceWhenTheGraphAppearsAgain() {
        let probe = Probe()
        let graph = ViewGraph(root: list((0 ..< 1_000).map(Item.init), probe: probe))
        _ = lines(graph)
        for _ in 0 ..< 4 { _ = pageDown(graph) }
        probe.events.removeAll()
        graph.isAppeared = false
        graph.isAppeared = true
        let appearances = probe.events.filter { $0.hasPrefix("appear") }
        #expect(Set(appearances).count == appearances.count, "one appear action per row: \(appearances.sorted())")
        #expect(ids(probe.events, "appear") == ids(probe.events, "disappear"))
        #expect(ids(probe.events, "appear").isSuperset(of: 44 ..< 56))
    }

    struct ModelRow: View {
        let id: Int
        @StateObject private var model = RowModel()
        var body: some View {
            Text("\(id) model \(model.serial)")
        }
    }

    @Test func aRecycledRowMakesItsOwnStateObject() {
        let graph = ViewGraph(
            root: ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) { ForEach(0 ..< 1_000) { ModelRow(id: $0) } }
            })
        _ = lines(graph)
        for _ in 0 ..< 3 { _ = pageDown(graph) }
        let created = graph.nodeCreationCount
        let serials = pageDown(graph).compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
        #expect(graph.nodeCreationCount == created)
        #expect(serials.count == size.height && Set(serials).count == serials.count, "one object per row: \(serials)")
    }

    struct TaskRow: View {
        let id: Int
        let probe: Probe
        var body: some View {
            Text("\(id)").task {
                probe.events.append("start \(id)")
                try? await Task.sleep(for: .seconds(3600))
                probe.events.append(Task.isCancelled ? "cancelled \(id)" : "finished \(id)")
            }
        }
    }

    @Test func theTaskOfAnElementThatLeftIsCancelledAndTheNewOneStarts() async {
        let probe = Probe()
        let graph = ViewGraph(
            root: ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) { ForEach(0 ..< 1_000) { TaskRow(id: $0, probe: probe) } }
            })
        _ = lines(graph)
        for _ in 0 ..< 4 {
            _ = pageDown(graph)
            for _ in 0 ..< 20 { await Task.yield() }
        }
        let created = graph.nodeCreationCount
        _ = pageDown(graph)
        #expect(graph.nodeCreationCount == created)
        let shown = Set(55 ..< 67)
        // Generous: on a loaded machine cancelled tasks may resume late.
        for _ in 0 ..< 6000 where !ids(probe.events, "start").isSuperset(of: shown) || ids(probe.events, "cancelled").count < 40 {
            try? await Task.sleep(for: .milliseconds(10))
        }
        let started = ids(probe.events, "start")
        let cancelled = ids(probe.events, "cancelled")
        #expect(started.isSuperset(of: shown))
        #expect(cancelled.isDisjoint(with: shown))
        #expect(cancelled.count >= 40 && cancelled.isSubset(of: started))
        #expect(ids(probe.events, "finished").isEmpty)
        graph.tearDown()
    }

    @Test func aTaskQueuedForAnElementDoesNotStartOnceItsNodeShowsAnother() async {
        let probe = Probe()
        let graph = ViewGraph(
            root: ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) { ForEach(0 ..< 1_000) { TaskRow(id: $0, probe: probe) } }
            })
        // Layout without updates: the rows' tasks are queued, not started,
        // when the rows of the first screen are recycled for later ones.
        graph.layout(in: size)
        for _ in 0 ..< 2 {
            #expect(graph.handle(.key(KeyEvent(.pageDown))))
            graph.layout(in: size)
        }
        let created = graph.nodeCreationCount
        #expect(graph.handle(.key(KeyEvent(.pageDown))))
        graph.layout(in: size)
        #expect(graph.nodeCreationCount == created)
        graph.update()
        for _ in 0 ..< 6000 where !ids(probe.events, "start").contains(40) { try? await Task.sleep(for: .milliseconds(10)) }
        let started = ids(probe.events, "start")
        #expect(started.contains(40))
        #expect(started.allSatisfy { $0 >= 29 }, "only rows still built start: \(started.sorted())")
        graph.tearDown()
    }

    @Test func rowsOfDifferentBranchesAndErasedTypesShowTheirOwnContent() {
        struct Mixed: View {
            let id: Int
            @State private var mark = "fresh"
            var body: some View {
                if id.isMultiple(of: 2) {
                    Text("even \(id) \(mark)")
                } else {
                    AnyView(
                        id.isMultiple(of: 3)
                            ? AnyView(Text("odd3 \(id)").padding(.leading, 2))
                            : AnyView(
                                HStack {
                                    Text("odd")
                                    Text("\(id)")
                                }))
                }
            }
        }
        let graph = ViewGraph(
            root: ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) { ForEach(0 ..< 1_000) { Mixed(id: $0) } }
            })
        _ = lines(graph)
        for page in 1 ... 6 {
            let shown = pageDown(graph)
            let expected = (page * 11 ..< page * 11 + 12).map { id in
                id.isMultiple(of: 2) ? "even \(id) fresh" : id.isMultiple(of: 3) ? "odd3 \(id)" : "odd \(id)"
            }
            #expect(shown == expected)
        }
    }

    @Test func aRowThatScrollsOutAndBackStartsOverAsBefore() {
        let probe = Probe()
        let graph = ViewGraph(root: list((0 ..< 1_000).map(Item.init), probe: probe))
        _ = lines(graph)
        probe.run("tap 0")
        #expect(lines(graph).first == "Item 0 taps 1")
        _ = pageDown(graph)
        _ = pageDown(graph)
        #expect(graph.handle(.key(KeyEvent(.home))))
        // Rows that leave the view are torn down (with `onDisappear`), so
        // coming back they are new rows, recycled or not.
        #expect(lines(graph).first == "Item 0 taps 0")
    }

    @Test func rowsWithButtonsAreRecycledAndDoNotCarryFocus() {
        let graph = ViewGraph(
            root: ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) { ForEach(0 ..< 1_000) { id in Button("Button \(id)") {} } }
            })
        _ = lines(graph)
        #expect(graph.focusFirstControl())
        for _ in 0 ..< 3 { _ = pageDown(graph) }
        let created = graph.nodeCreationCount
        let shown = pageDown(graph)
        #expect(graph.nodeCreationCount == created, "a button forgets its pressed state and focus, so its row is reused")
        #expect(shown.first == "[ Button 44 ]")
        #expect(!graph.hasFocus)
    }

    @Test func theSelectionOfAListFollowsTheKeysWhileRowsAreRecycled() {
        struct Host: View {
            let probe: Probe
            @State var selected: Int?
            var body: some View {
                probe.events.append("selected \(selected.map(String.init) ?? "none")")
                return List(0 ..< 1_000, id: \.self, selection: $selected) { Text("Row \($0)") }.tint(.cyan)
            }
        }
        let probe = Probe()
        let graph = ViewGraph(root: Host(probe: probe))
        _ = lines(graph)
        #expect(graph.handle(.key(KeyEvent(.tab))))
        for _ in 0 ..< 5 {
            #expect(graph.handle(.key(KeyEvent(.pageDown))))
            _ = lines(graph)
        }
        let created = graph.nodeCreationCount
        #expect(graph.handle(.key(KeyEvent(.pageDown))))
        let canvas = graph.renderFrame(size: size)
        let selected = probe.events.last.flatMap { Int($0.dropFirst("selected ".count)) }
        #expect(selected != nil && selected ?? 0 > 50)
        let text = canvas.text.split(separator: "\n").map { String($0) }
        let rows = (0 ..< size.height).filter { y in (0 ..< size.width - 1).allSatisfy { canvas[$0, y].style.background == .cyan } }
        #expect(rows.count == 1)
        #expect(rows.first.map { text[$0].contains("Row \(selected ?? -1)") } == true)
        #expect(graph.nodeCreationCount - created < 10, "rows came in as recycled nodes")
    }

    @Test func rowsBuiltDuringLayoutAskForTheFrameThatRunsTheirAppearActions() {
        let probe = Probe()
        let items = (0 ..< 200).map(Item.init)
        let graph = ViewGraph(root: list(items, probe: probe))
        var asked = 0
        graph.onNeedsUpdate = { asked += 1 }
        _ = lines(graph)
        probe.events.removeAll()
        asked = 0
        #expect(graph.handle(.key(KeyEvent(.pageDown))))
        _ = graph.renderFrame(size: size)
        // The rows that came in were built while laying out; their onAppear
        // is queued, and the host must hear that another frame is needed.
        #expect(asked > 0, "the graph asked its host for another frame")
        #expect(graph.needsUpdate)
        _ = graph.renderFrame(size: size)
        #expect(probe.events.contains("appear 20"))
    }
}
