import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("onChange(of:) in SwiftUI's three forms")
struct OnChangeFormTests {
    private struct Watcher: View {
        let probe: Probe
        @State var value = 0
        var body: some View {
            probe.actions["bump"] = { value += 1 }
            return Text("\(value)")
                .onChange(of: value) { probe.events.append("changed") }
                .onChange(of: value, initial: true) { probe.events.append("initial or changed") }
                .onChange(of: value, perform: { new in probe.events.append("new \(new)") })
        }
    }

    @Test func zeroArgumentAndNewValueFormsRunOnChangeAndInitialAtAppearance() {
        let probe = Probe()
        let graph = ViewGraph(root: Watcher(probe: probe))
        let size = Size(width: 3, height: 1)
        _ = graph.render(size: size)
        #expect(probe.events == ["initial or changed"])
        probe.run("bump")
        _ = graph.render(size: size)
        #expect(Set(probe.events.dropFirst()) == ["changed", "initial or changed", "new 1"])
        #expect(probe.events.count == 4)
    }
}
