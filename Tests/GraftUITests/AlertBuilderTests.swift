import GraftTerminal
import Testing

@testable import GraftUI

private struct Trip: Identifiable {
    let id: Int
    let name: String
}

@MainActor
@Suite("alert and confirmationDialog with view-builder actions")
struct AlertBuilderTests {
    private struct Trips: View {
        let probe: Probe
        @State var asksDelete = false
        @State var showsInfo = false
        @State var asksShare = false
        @State var hideTitle = false
        @State var chosen: Trip?
        var body: some View {
            probe.actions["delete"] = { asksDelete = true }
            probe.actions["info"] = { showsInfo = true }
            probe.actions["share"] = {
                asksShare = true
                chosen = Trip(id: 1, name: "Oslo")
            }
            probe.actions["share hidden"] = {
                asksShare = true
                hideTitle = true
                chosen = Trip(id: 1, name: "Oslo")
            }
            return VStack { Text("Trips") }
                .alert("Delete trip?", isPresented: $asksDelete) {
                    Button("Delete", role: .destructive) { probe.events.append("deleted") }
                    Button("Keep", role: .cancel) {}
                    if false { Button("Never") {} }
                    Button("Disabled") {}.disabled(true)
                } message: {
                    Text("This cannot be undone.")
                }
                .alert("Saved", isPresented: $showsInfo) {}
                .confirmationDialog("Share", isPresented: $asksShare, titleVisibility: hideTitle ? .hidden : .visible, presenting: chosen) {
                    trip in
                    Button("Copy \(trip.name)") { probe.events.append("copied \(trip.name)") }
                } message: { trip in
                    Text("Where should \(trip.name) go?")
                }
        }
    }

    private func firstRequest(_ graph: ViewGraph) -> PresentationRequest? {
        _ = graph.render(size: Size(width: 20, height: 2))
        return graph.preferenceValue(PresentationRequestsKey.self).first
    }

    @Test func buttonsBecomeActionsWithRolesAndTheMessageIsTheText() {
        let probe = Probe()
        let graph = ViewGraph(root: Trips(probe: probe))
        #expect(firstRequest(graph) == nil)
        probe.run("delete")
        guard case .alert(let title, let message, let actions, let dismiss) = firstRequest(graph) else {
            Issue.record("expected an alert")
            return
        }
        #expect(title == "Delete trip?")
        #expect(message == "This cannot be undone.")
        #expect(actions.map(\.title) == ["Delete", "Keep"], "a disabled or absent button is no action")
        #expect(actions.map(\.role) == [.destructive, .cancel])
        dismiss()
        actions[0].action()
        #expect(probe.events == ["deleted"])
        #expect(firstRequest(graph) == nil)
    }

    @Test func anAlertWithoutButtonsHasOK() {
        let probe = Probe()
        let graph = ViewGraph(root: Trips(probe: probe))
        probe.run("info")
        guard case .alert(_, let message, let actions, _) = firstRequest(graph) else {
            Issue.record("expected an alert")
            return
        }
        #expect(message == nil)
        #expect(actions.map(\.title) == ["OK"])
    }

    @Test func aDialogPresentingDataBuildsItsButtonsForItAndGetsACancel() {
        let probe = Probe()
        let graph = ViewGraph(root: Trips(probe: probe))
        probe.run("share")
        guard case .confirmationDialog(let title, let message, let actions, _) = firstRequest(graph) else {
            Issue.record("expected a dialog")
            return
        }
        #expect(title == "Share")
        #expect(message == "Where should Oslo go?")
        #expect(actions.map(\.title) == ["Copy Oslo", "Cancel"])
        #expect(actions.last?.role == .cancel)
        actions[0].action()
        #expect(probe.events == ["copied Oslo"])
    }

    @Test func aHiddenTitleReachesTheHostEmpty() {
        let probe = Probe()
        let graph = ViewGraph(root: Trips(probe: probe))
        probe.run("share hidden")
        guard case .confirmationDialog(let title, _, _, _) = firstRequest(graph) else {
            Issue.record("expected a dialog")
            return
        }
        #expect(title.isEmpty)
    }
}
