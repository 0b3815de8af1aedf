import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Presentation requests")
struct PresentationRequestTests {
    private struct Checkout: View {
        let probe: Probe
        @State var showsSheet = false
        @State var showsAlert = false
        var body: some View {
            probe.actions["sheet"] = { showsSheet = true }
            probe.actions["alert"] = { showsAlert = true }
            return VStack {
                Text("Cart")
            }
            .navigationTitle("Checkout")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
            }
            .sheet(isPresented: $showsSheet) { Text("Address") }
            .alert(
                "Payment failed", isPresented: $showsAlert,
                actions: {
                    [.button("Retry") { probe.events.append("retry") }, .button("Cancel", role: .cancel)]
                }, message: "The card was declined.")
        }
    }

    @Test func titlesToolbarsSheetsAndAlertsReachTheHost() throws {
        let probe = Probe()
        let graph = ViewGraph(root: Checkout(probe: probe))
        let size = Size(width: 20, height: 3)
        let frame = graph.render(size: size)
        #expect(graph.preferenceValue(NavigationTitleKey.self) == "Checkout")
        #expect(graph.preferenceValue(NavigationBarTitleDisplayModeKey.self) == .large)
        let toolbar = graph.preferenceValue(ToolbarItemsKey.self)
        #expect(toolbar.map(\.placement) == [.navigationBarTrailing])
        #expect(!frame.text.contains("Edit"), "toolbar items are drawn by the host, not in place")
        #expect(graph.preferenceValue(PresentationRequestsKey.self).isEmpty)

        probe.run("alert")
        _ = graph.render(size: size)
        let requests = graph.preferenceValue(PresentationRequestsKey.self)
        guard case .alert(let title, let message, let actions, let dismiss) = try #require(requests.first) else {
            Issue.record("expected an alert, got \(requests)")
            return
        }
        #expect(title == "Payment failed" && message == "The card was declined.")
        #expect(actions.map(\.title) == ["Retry", "Cancel"])
        actions[0].action()
        dismiss()
        _ = graph.render(size: size)
        #expect(probe.events == ["retry"])
        #expect(graph.preferenceValue(PresentationRequestsKey.self).isEmpty, "the host's dismissal resets the binding")

        probe.run("sheet")
        _ = graph.render(size: size)
        guard case .sheet = try #require(graph.preferenceValue(PresentationRequestsKey.self).first) else {
            Issue.record("expected a sheet")
            return
        }
    }

    @Test func dismissCallsWhatTheHostProvides() {
        struct Closer: View {
            let probe: Probe
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                probe.actions["close"] = { dismiss() }
                return Text("sheet")
            }
        }
        let probe = Probe()
        var environment = EnvironmentValues()
        let box = Probe()
        environment.dismiss = DismissAction { box.events.append("dismissed") }
        let graph = ViewGraph(root: Closer(probe: probe), environment: environment)
        _ = graph.render(size: Size(width: 5, height: 1))
        probe.run("close")
        #expect(box.events == ["dismissed"])
    }
}
