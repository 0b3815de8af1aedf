import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

private struct DeleteScreen: View {
    let log: Log
    @State private var isConfirming = false
    @State private var isChoosing = false

    var body: some View {
        VStack {
            Button("Delete") { isConfirming = true }
            Button("Share") { isChoosing = true }
        }
        .alert(
            "Delete Lamp?", isPresented: $isConfirming,
            actions: {
                [.button("Cancel", role: .cancel), .button("Delete", role: .destructive) { log.entries.append("deleted") }]
            }, message: "This cannot be undone."
        )
        .confirmationDialog(
            "Share", isPresented: $isChoosing,
            actions: {
                [.button("Copy link") { log.entries.append("copied") }, .button("Cancel", role: .cancel)]
            }
        )
        .onChange(of: isConfirming) { _, new in log.entries.append("isConfirming \(new)") }
    }
}

@MainActor
@Suite("Alerts from hosted content")
struct AlertRequestTests {
    @Test func anAlertIsPresentedAsAnAlertControllerAndItsActionsRunAfterItCloses() {
        let (app, window, surface) = makeApp(width: 40, height: 10)
        let log = Log()
        let host = TUIHostingController(rootView: DeleteScreen(log: log))
        window.rootViewController = host
        display(app)
        send([key(.enter)], to: app, surface: surface)
        let alert = try? #require(host.presentedViewController as? TUIAlertController)
        #expect(alert?.preferredStyle == .alert)
        #expect(alert?.title == "Delete Lamp?")
        #expect(alert?.message == "This cannot be undone.")
        #expect(alert?.actions.map(\.style) == [.cancel, .destructive])
        #expect(trimmed(surface).contains { $0.contains("Delete Lamp?") })

        #expect(lines(surface)[6].contains("[ Cancel ]  [ Delete ]"))
        // Cancel has focus when the alert appears; Tab to the destructive button and choose it.
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(host.presentedViewController == nil)
        #expect(log.entries.contains("deleted"))
        #expect(log.entries.contains("isConfirming false"))
    }

    @Test func escapeChoosesTheCancelActionAndEndsTheRequest() {
        let (app, window, surface) = makeApp(width: 40, height: 10)
        let log = Log()
        let host = TUIHostingController(rootView: DeleteScreen(log: log))
        window.rootViewController = host
        display(app)
        send([key(.enter)], to: app, surface: surface)
        #expect(host.presentedViewController is TUIAlertController)
        send([key(.escape)], to: app, surface: surface)
        #expect(host.presentedViewController == nil)
        #expect(!log.entries.contains("deleted"))
        #expect(log.entries.contains("isConfirming false"))
    }

    @Test func aConfirmationDialogIsAnActionSheet() {
        let (app, window, surface) = makeApp(width: 40, height: 10)
        let log = Log()
        let host = TUIHostingController(rootView: DeleteScreen(log: log))
        window.rootViewController = host
        display(app)
        send([key(.tab), key(.enter)], to: app, surface: surface)
        let sheet = host.presentedViewController as? TUIAlertController
        #expect(sheet?.preferredStyle == .actionSheet)
        #expect(sheet?.actions.map(\.title) == ["Copy link", "Cancel"])
        send([key(.enter)], to: app, surface: surface)
        #expect(host.presentedViewController == nil)
        #expect(log.entries == ["copied"])
    }
}
