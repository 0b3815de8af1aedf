import Observation
import Testing

@testable import GraftTerminal
@testable import GraftUI

/// What a graph tells a host that keeps its own frame: which rows changed,
/// and that a frame is needed when rows become damaged.
@MainActor
@Suite("Graph damage for hosts")
struct GraphDamageTests {
    @Observable final class Model {
        var price = 10
    }

    private struct Rows: View {
        let model: Model
        var body: some View {
            VStack {
                Text("title")
                Text("price \(model.price)")
                Text("footer")
            }
        }
    }

    @Test func aChangedRowIsTheOnlyDamageAndAFrameIsAskedForOnce() {
        let model = Model()
        let graph = ViewGraph(root: Rows(model: model))
        graph.update()
        graph.layout(in: Size(width: 20, height: 3))
        #expect(graph.takeDamage().isFull, "everything is new the first time")
        var asked = 0
        graph.onNeedsDisplay = { asked += 1 }
        model.price = 12
        graph.update()
        graph.layout(in: Size(width: 20, height: 3))
        let damage = graph.takeDamage()
        #expect(!damage.isFull)
        #expect(damage.bands(in: Rect(x: 0, y: 0, width: 20, height: 3)) == [Rect(x: 0, y: 1, width: 20, height: 1)])
        #expect(asked == 1)
        #expect(!graph.hasDamage)
        graph.invalidateDisplay(Rect(x: 0, y: 0, width: 1, height: 1))
        graph.invalidateDisplay(Rect(x: 0, y: 2, width: 1, height: 1))
        #expect(asked == 2, "asked again only when clean rows become damaged")
    }
}
