import Observation
import Testing

@testable import GraftTerminal
@testable import GraftUI

/// The one rule every registry of a graph follows: freed nodes are never
/// handed out, registration order holds, and storage stays proportional to
/// the nodes alive however many come and go.
@MainActor
@Suite("Weak registries")
struct WeakRegistryTests {
    final class Node: Observer {
        let name: String
        init(_ name: String) { self.name = name }
        func didMove() {}
    }

    protocol Observer: AnyObject {
        func didMove()
    }

    struct WeakObserver: WeakReference { weak var referent: (any Observer)? }

    @Test func freedNodesAreSkippedAndOrderHolds() {
        var registry = WeakRegistry<WeakObserver>()
        let first = Node("first")
        var second: Node? = Node("second")
        let third = Node("third")
        registry.insert(first)
        if let second { registry.insert(second) }
        registry.insert(third)
        second = nil
        #expect(registry.referents.compactMap { ($0 as? Node)?.name } == ["first", "third"])
        #expect(!registry.contains { ($0 as? Node)?.name == "second" })
        #expect(registry.contains { ($0 as? Node)?.name == "third" })
    }

    @Test func storageStaysProportionalToLiveNodes() {
        var registry = WeakRegistry<WeakObserver>()
        let kept = (0 ..< 10).map { Node("kept \($0)") }
        for node in kept { registry.insert(node) }
        var largest = 0
        for round in 0 ..< 10_000 {
            let passing = Node("passing \(round)")
            registry.insert(passing)
            largest = max(largest, registry.storedCount)
        }
        #expect(registry.referents.count == kept.count)
        #expect(largest <= 2 * kept.count + 64, "dead entries are dropped as the registry doubles")
    }

    @Observable final class Rows {
        var generation = 0
    }

    /// Rows that come and go (content replaced by other content and back)
    /// leave no more entries behind than a constant multiple of the rows on screen.
    @Test func graphRegistriesDoNotGrowWithReplacedRows() {
        let rows = Rows()
        let graph = ViewGraph(
            root: RowsView(rows: rows))
        _ = graph.render(size: Size(width: 30, height: 20))
        for _ in 0 ..< 400 {
            rows.generation += 1
            _ = graph.renderFrame(size: Size(width: 30, height: 20))
        }
        #expect(graph.input.tapHandlers.referents.count == 5)
        #expect(graph.input.tapHandlers.storedCount <= 2 * 5 + 64)
        #expect(graph.input.shortcutTargets.storedCount <= 2 * 5 + 64)
        #expect(graph.focusState.focusables.storedCount <= 2 * 5 + 64)
        #expect(graph.lifecycle.appearanceObservers.storedCount <= 2 * 5 + 64)
    }

    struct RowsView: View {
        let rows: Rows
        var body: some View {
            if rows.generation.isMultiple(of: 2) {
                VStack {
                    ForEach(0 ..< 5, id: \.self) { index in
                        Button("Row \(index) of \(rows.generation)") {}
                            .keyboardShortcut(.character(Character("\(index)")))
                            .onTapGesture {}
                            .onAppear {}
                    }
                }
            } else {
                Text("Between lists")
            }
        }
    }
}
