import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
private final class Model {
    var name = "model"
}

@MainActor
private struct ModelRow: View {
    let model: Model
    let probe: Probe
    var body: some View {
        probe.evaluated("row")
        return Text(model.name)
    }
}

@MainActor
private struct StatefulRow: View {
    let model: Model
    let probe: Probe
    @State private var taps = 0
    var body: some View {
        probe.evaluated("stateful")
        return Text("\(model.name) \(taps)")
    }
}

@MainActor
private struct LabelRow: View {
    let label: String
    let probe: Probe
    var body: some View {
        probe.evaluated("label")
        return Text(label)
    }
}

@MainActor
@Suite("Skipping unchanged children")
struct SkippingTests {
    private struct Parent: View {
        let model: Model
        let probe: Probe
        @State var counter = 0
        var body: some View {
            probe.actions["bump"] = { counter += 1 }
            return VStack {
                Text("\(counter)")
                ModelRow(model: model, probe: probe)
                StatefulRow(model: model, probe: probe)
                LabelRow(label: counter < 2 ? "same" : "changed", probe: probe)
            }
        }
    }

    @Test func childrenWithTheSameFieldsAreNotReEvaluatedWhenTheParentIs() {
        let probe = Probe()
        let graph = ViewGraph(root: Parent(model: Model(), probe: probe))
        let size = Size(width: 12, height: 4)
        _ = graph.render(size: size)
        probe.run("bump")
        _ = graph.render(size: size)
        #expect(probe.evaluations["row"] == 1, "a struct holding the same object")
        #expect(probe.evaluations["stateful"] == 1, "@State boxes are new, other fields equal")
        #expect(probe.evaluations["label"] == 1, "the same string")
        probe.run("bump")
        _ = graph.render(size: size)
        #expect(probe.evaluations["label"] == 2, "a different string")
        #expect(probe.evaluations["row"] == 1)
    }
}
