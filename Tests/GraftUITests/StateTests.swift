import Foundation
import GraftTerminal
import Observation
import Testing

@testable import GraftUI

@MainActor
private struct Counter: View {
    let name: String
    let probe: Probe
    @State private var count = 0

    var body: some View {
        probe.evaluated(name)
        probe.actions[name] = { count += 1 }
        return Text("\(name)=\(count)")
    }
}

@MainActor
@Suite("State and identity")
struct StateTests {
    private let size = Size(width: 30, height: 5)

    @Test func stateSurvivesReEvaluationAndRedraws() {
        let probe = Probe()
        let graph = ViewGraph(root: Counter(name: "a", probe: probe))
        #expect(graph.render(size: size).text.contains("a=0"))
        probe.run("a")
        probe.run("a")
        #expect(graph.needsUpdate)
        #expect(graph.render(size: size).text.contains("a=2"))
        #expect(probe.evaluations["a"] == 2)
    }

    @Test func aWriteSchedulesOneUpdate() {
        let probe = Probe()
        let graph = ViewGraph(root: Counter(name: "a", probe: probe))
        var requests = 0
        graph.onNeedsUpdate = { requests += 1 }
        _ = graph.render(size: size)
        probe.run("a")
        probe.run("a")
        #expect(requests == 1)
    }

    @Test func onlyTheChangedViewIsReEvaluated() {
        let probe = Probe()
        let graph = ViewGraph(
            root: VStack {
                Counter(name: "a", probe: probe)
                Counter(name: "b", probe: probe)
            })
        _ = graph.render(size: size)
        probe.run("b")
        let frame = graph.render(size: size).text
        #expect(frame.contains("a=0") && frame.contains("b=1"))
        #expect(probe.evaluations == ["a": 1, "b": 2])
    }

    @Test func stateDiesWithIdentityWhenABranchFlips() {
        let probe = Probe()
        struct Switcher: View {
            let probe: Probe
            @State var showsFirst = true
            var body: some View {
                probe.actions["flip"] = { showsFirst.toggle() }
                return VStack {
                    if showsFirst {
                        Counter(name: "x", probe: probe)
                    } else {
                        Counter(name: "x", probe: probe)
                    }
                }
            }
        }
        let graph = ViewGraph(root: Switcher(probe: probe))
        _ = graph.render(size: size)
        probe.run("x")
        #expect(graph.render(size: size).text.contains("x=1"))
        probe.run("flip")
        #expect(graph.render(size: size).text.contains("x=0"))
    }

    @Test func forEachKeepsEachRowsStateWithItsItemWhenInsertingAtTheHead() {
        let probe = Probe()
        struct Rows: View {
            let probe: Probe
            @State var names = ["b", "c"]
            var body: some View {
                probe.actions["insert"] = { names.insert("a", at: 0) }
                return VStack {
                    ForEach(names, id: \.self) { name in
                        Counter(name: name, probe: probe)
                    }
                }
            }
        }
        let graph = ViewGraph(root: Rows(probe: probe))
        _ = graph.render(size: size)
        probe.run("c")
        probe.run("c")
        probe.run("b")
        #expect(graph.render(size: size).text.split(separator: "\n").map { $0.trimmingSpaces() } == ["b=1", "c=2"])
        probe.run("insert")
        let lines = graph.render(size: size).text.split(separator: "\n").map { $0.trimmingSpaces() }
        #expect(lines == ["a=0", "b=1", "c=2"])
    }

    @Test func forEachMovesKeepNodes() {
        let probe = Probe()
        struct Rows: View {
            let probe: Probe
            @State var names = ["a", "b", "c"]
            var body: some View {
                probe.actions["reverse"] = { names.reverse() }
                return VStack { ForEach(names, id: \.self) { Counter(name: $0, probe: probe) } }
            }
        }
        let graph = ViewGraph(root: Rows(probe: probe))
        _ = graph.render(size: size)
        probe.run("a")
        let nodesBefore = graph.nodeCount
        probe.run("reverse")
        let lines = graph.render(size: size).text.split(separator: "\n").map { $0.trimmingSpaces() }
        #expect(lines == ["c=0", "b=0", "a=1"])
        #expect(graph.nodeCount == nodesBefore)
    }

    @Test func removedRowsAreTornDown() {
        let probe = Probe()
        struct Rows: View {
            let probe: Probe
            @State var count = 3
            var body: some View {
                probe.actions["drop"] = { count -= 1 }
                return VStack {
                    ForEach(0 ..< count) { index in
                        Text("row \(index)").onDisappear { probe.events.append("gone \(index)") }
                    }
                }
            }
        }
        let graph = ViewGraph(root: Rows(probe: probe))
        _ = graph.render(size: size)
        probe.run("drop")
        _ = graph.render(size: size)
        #expect(probe.events == ["gone 2"])
    }

    @Test func bindingsWriteThroughToTheOwner() {
        let probe = Probe()
        struct Child: View {
            @Binding var value: Int
            let probe: Probe
            var body: some View {
                probe.actions["child"] = { value += 10 }
                return Text("child sees \(value)")
            }
        }
        struct Parent: View {
            let probe: Probe
            @State var value = 1
            var body: some View {
                VStack {
                    Text("parent has \(value)")
                    Child(value: $value, probe: probe)
                }
            }
        }
        let graph = ViewGraph(root: Parent(probe: probe))
        _ = graph.render(size: size)
        probe.run("child")
        let text = graph.render(size: size).text
        #expect(text.contains("parent has 11") && text.contains("child sees 11"))
    }

    @Test func constantAndDerivedBindings() {
        struct Point2 {
            var x = 1
            var y = 2
        }
        var storage = Point2()
        let binding = Binding(get: { storage }, set: { storage = $0 })
        binding.y.wrappedValue = 5
        #expect(storage.y == 5)
        #expect(Binding.constant(3).wrappedValue == 3)
    }

    @Test func appearRunsBeforeTheFirstFrameAndDisappearAfterRemoval() {
        let probe = Probe()
        struct Toggler: View {
            let probe: Probe
            @State var shows = true
            var body: some View {
                probe.actions["hide"] = { shows = false }
                return VStack {
                    if shows {
                        Text("hello")
                            .onAppear { probe.events.append("appear") }
                            .onDisappear { probe.events.append("disappear") }
                    }
                }
            }
        }
        let graph = ViewGraph(root: Toggler(probe: probe))
        _ = graph.render(size: size)
        #expect(probe.events == ["appear"])
        probe.run("hide")
        _ = graph.render(size: size)
        #expect(probe.events == ["appear", "disappear"])
    }

    @Test func aTaskIsCancelledWhenItsViewDisappears() async {
        let probe = Probe()
        struct Worker: View {
            let probe: Probe
            @State var shows = true
            var body: some View {
                probe.actions["hide"] = { shows = false }
                return VStack {
                    if shows {
                        Text("working").task {
                            probe.events.append("started")
                            try? await Task.sleep(for: .seconds(3600))
                            probe.events.append(Task.isCancelled ? "cancelled" : "finished")
                        }
                    }
                }
            }
        }
        let graph = ViewGraph(root: Worker(probe: probe))
        _ = graph.render(size: size)
        for _ in 0 ..< 5 { await Task.yield() }
        #expect(probe.events == ["started"])
        probe.run("hide")
        _ = graph.render(size: size)
        // Generous: on a loaded machine the cancelled task may resume late.
        for _ in 0 ..< 6000 where probe.events.count < 2 { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(probe.events == ["started", "cancelled"])
    }

    @Test func taskWithAnIDRestartsWhenTheIDChanges() async {
        let probe = Probe()
        struct Loader: View {
            let probe: Probe
            @State var id = 1
            var body: some View {
                probe.actions["next"] = { id += 1 }
                return Text("item \(id)").task(id: id) { [id] in
                    probe.events.append("load \(id)")
                }
            }
        }
        let graph = ViewGraph(root: Loader(probe: probe))
        _ = graph.render(size: size)
        for _ in 0 ..< 5 { await Task.yield() }
        probe.run("next")
        _ = graph.render(size: size)
        for _ in 0 ..< 5 { await Task.yield() }
        #expect(probe.events == ["load 1", "load 2"])
    }

    @Test func onChangeReportsOldAndNewValues() {
        let probe = Probe()
        struct Watcher: View {
            let probe: Probe
            @State var value = 0
            var body: some View {
                probe.actions["bump"] = { value += 1 }
                return Text("\(value)").onChange(of: value) { old, new in probe.events.append("\(old)->\(new)") }
            }
        }
        let graph = ViewGraph(root: Watcher(probe: probe))
        _ = graph.render(size: size)
        probe.run("bump")
        _ = graph.render(size: size)
        #expect(probe.events == ["0->1"])
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(self).trimmingCharacters(in: .whitespaces)
    }
}
