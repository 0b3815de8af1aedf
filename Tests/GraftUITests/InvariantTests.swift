import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Tree invariants")
struct InvariantTests {
    @Test func aLeakedNodeIsReported() {
        let graph = ViewGraph(root: Text("root"))
        _ = graph.render(size: Size(width: 10, height: 1))
        #expect(graph.invariantViolations().isEmpty)
        let orphan = NodeFactory.makeNode(for: Text("orphan"), graph: graph, parent: nil, environment: EnvironmentValues())
        #expect(graph.invariantViolations().contains { $0.contains("reachable") })
        orphan.tearDown()
        #expect(graph.invariantViolations().isEmpty)
    }

    @Test func scrollingALazyListKeepsTheTreeConsistent() {
        let graph = ViewGraph(root: List(0 ..< 1_000, id: \.self) { Text("row \($0)") })
        let size = Size(width: 12, height: 6)
        _ = graph.render(size: size)
        for key in [Key.pageDown, .pageDown, .end, .up, .home] {
            graph.handle(.key(KeyEvent(key)))
            _ = graph.render(size: size)
            #expect(graph.invariantViolations().isEmpty)
        }
    }
}
