import GraftTerminal
import Observation
import Testing

@testable import GraftUI

/// An element replaced by another of the same type in one update (an
/// `.id(_:)` that changed, a `ForEach` whose element was swapped) takes the
/// departed element's nodes, as a recycled lazy row does: nothing is built,
/// and the new element starts over exactly as a fresh one would.
@MainActor
@Suite("Reuse when an identity changes")
struct IdentityReuseTests {
    @Observable
    final class Shown {
        var id = 1
    }

    struct Counter: View {
        let id: Int
        @State private var taps = 0
        var body: some View {
            HStack {
                Text("Item \(id) taps \(taps)")
                Button("Tap") { taps += 1 }
            }
        }
    }

    struct Host: View {
        let shown: Shown
        var body: some View { Counter(id: shown.id).id(shown.id) }
    }

    private func line(_ graph: ViewGraph) -> String {
        graph.renderFrame(size: Size(width: 30, height: 1)).text.split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test func aNewIdentityReusesTheNodesAndStartsItsStateOver() {
        let shown = Shown()
        let graph = ViewGraph(root: Host(shown: shown))
        #expect(line(graph).contains("Item 1 taps 0"))
        #expect(graph.focusFirstControl())
        #expect(graph.handle(.key(KeyEvent(.enter))))
        #expect(line(graph).contains("Item 1 taps 1"))
        let created = graph.nodeCreationCount
        shown.id = 2
        #expect(line(graph).contains("Item 2 taps 0"), "the new element's state starts over")
        #expect(graph.nodeCreationCount == created, "the departed element's nodes are reused")
        #expect(!graph.hasFocus, "the focus belonged to the departed element's button")
        // The reused button works for its new element.
        #expect(graph.focusFirstControl())
        #expect(graph.handle(.key(KeyEvent(.enter))))
        #expect(line(graph).contains("Item 2 taps 1"))
    }

    @Observable
    final class Items {
        var ids = [1, 2, 3]
    }

    struct Column: View {
        let items: Items
        var body: some View {
            VStack(alignment: .leading) { ForEach(items.ids, id: \.self) { Counter(id: $0) } }
        }
    }

    @Test func aSwappedForEachElementReusesTheDepartedOne() {
        let items = Items()
        let graph = ViewGraph(root: Column(items: items))
        _ = graph.renderFrame(size: Size(width: 30, height: 3))
        let created = graph.nodeCreationCount
        items.ids = [1, 4, 3]
        let text = graph.renderFrame(size: Size(width: 30, height: 3)).text
        #expect(text.contains("Item 4 taps 0"))
        #expect(text.contains("Item 1 taps 0") && text.contains("Item 3 taps 0"))
        #expect(graph.nodeCreationCount == created)
    }
}
