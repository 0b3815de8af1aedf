import GraftTerminal
import Testing

@testable import GraftUI

/// A view with `@State` is compared field by field, read in place from its
/// type's layout (``ViewFieldLayout``); these rows show each kind of field
/// still re-evaluates when, and only when, its value changed.
@MainActor
@Suite("Field-by-field comparison")
struct FieldComparisonTests {
    fileprivate struct Inner: Equatable {
        var count: Int
        var label: String
    }

    fileprivate final class Object: Equatable {
        static func == (lhs: Object, rhs: Object) -> Bool { lhs === rhs }
    }

    /// A row holding its object weakly: its type has no field layout (a weak
    /// field must not be read in place) and compares through `Mirror`.
    private struct WeakRow: View {
        weak var object: Object?
        let probe: Probe
        @State private var taps = 0
        var body: some View {
            probe.evaluated("weak")
            return Text("weak \(object == nil ? "none" : "some") \(taps)")
        }
    }

    /// What the parent hands its rows at each step.
    fileprivate struct Step {
        var inner = Inner(count: 1, label: "a label too long to be inline")
        var zero = 0.0
        var object = Object()
        var anything: Any = 1
        var plain = NotEquatable(value: 1)
    }

    fileprivate struct NotEquatable {
        var value: Int
    }

    /// Holds the step the parent shows; the parent's state only says when
    /// to read it again.
    fileprivate final class StepBox {
        var step = Step()
    }

    private struct Parent: View {
        let box: StepBox
        let probe: Probe
        @State var version = 0
        var body: some View {
            probe.actions["set"] = { version += 1 }
            let step = box.step
            return VStack {
                Row(name: "nested", value: step.inner, probe: probe)
                Row(name: "zero", value: step.zero, probe: probe)
                Row(name: "object", value: step.object, probe: probe)
                Row(name: "any", value: step.anything, probe: probe)
                Row(name: "closure", value: {}, probe: probe)
                Row(name: "plain", value: step.plain, probe: probe)
                WeakRow(object: step.object, probe: probe)
            }
        }
    }

    /// A row with `@State` whose other field is a `Value`: one generic type,
    /// so each instance also has its own layout.
    private struct Row<Value>: View {
        let name: String
        let value: Value
        let probe: Probe
        @State private var taps = 0
        var body: some View {
            probe.evaluated(name)
            return Text("\(name) \(value) \(taps)")
        }
    }

    private let size = Size(width: 50, height: 7)

    /// Sets the parent's step to `change` applied to the current one, renders,
    /// and returns how many times each row was evaluated since the last call.
    private func apply(_ change: (inout Step) -> Void, to graph: ViewGraph, probe: Probe, box: StepBox) -> [String: Int] {
        change(&box.step)
        let before = probe.evaluations
        probe.run("set")
        _ = graph.render(size: size)
        return probe.evaluations.reduce(into: [:]) { counts, entry in counts[entry.key] = entry.value - before[entry.key, default: 0] }
    }

    @Test func eachKindOfFieldReEvaluatesOnlyWhenItsValueChanged() {
        let probe = Probe()
        let box = StepBox()
        let graph = ViewGraph(root: Parent(box: box, probe: probe))
        _ = graph.render(size: size)

        // Equal values in other storage: nothing re-evaluates but the rows
        // whose fields never compare.
        let equal = apply(
            { step in
                step.inner.label = ["a label too long", " to be inline"].joined()
                step.zero = -0.0
                step.anything = 1
            }, to: graph, probe: probe, box: box)
        #expect(equal["nested"] == 0, "an equal nested struct, its string in new storage")
        #expect(equal["zero"] == 0, "-0.0 == 0.0 though the bytes differ")
        #expect(equal["object"] == 0, "the same object")
        #expect(equal["any"] == 0, "an existential holding an equal value")
        #expect(equal["closure"] == 1, "a closure never compares")
        #expect(equal["plain"] == 1, "a value that is not Equatable never compares")

        let nested = apply({ $0.inner.label = "b" }, to: graph, probe: probe, box: box)
        #expect(nested["nested"] == 1, "a change deep in a nested field")
        #expect(graph.render(size: size).text.contains("nested Inner(count: 1, label: \"b\") 0"))

        let zero = apply({ $0.zero = 1 }, to: graph, probe: probe, box: box)
        #expect(zero["zero"] == 1)
        #expect(zero["nested"] == 0)

        #expect(nested["weak"] == 0, "the same object, held weakly")
        let object = apply({ $0.object = Object() }, to: graph, probe: probe, box: box)
        #expect(object["object"] == 1, "another object")
        #expect(object["weak"] == 1, "another object, held weakly")

        let anything = apply({ $0.anything = "text" }, to: graph, probe: probe, box: box)
        #expect(anything["any"] == 1, "an existential holding another type")
        #expect(graph.render(size: size).text.contains("any text 0"))
    }
}
