import GraftHosting
import Testing

@testable import TUIKit

private struct Editor: View {
    let log: Log
    var body: some View {
        Text("Body")
            .navigationTitle("Edit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.entries.append("cancel") } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { log.entries.append("save") } }
                ToolbarItem(placement: .bottomBar) { Button("Share") { log.entries.append("share") } }
                ToolbarItem(placement: .principal) { Button("Hidden") {} }
            }
    }
}

private struct Mailbox: View {
    @State var selected = 0
    var body: some View {
        Text("\(selected) selected")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Archive") { selected = 0 }
                        .disabled(selected == 0)
                        .keyboardShortcut(.character("a"))
                }
                ToolbarItem(placement: .bottomBar) { Button("Select") { selected += 1 } }
            }
    }
}

@MainActor
@Suite("Toolbar placements")
struct ToolbarPlacementTests {
    @Test func leadingTrailingAndBottomItemsGoToTheirBars() {
        let (app, window, surface) = makeApp(width: 40, height: 6)
        let log = Log()
        let host = TUIHostingController(rootView: Editor(log: log))
        let navigation = TUINavigationController(rootViewController: host)
        window.rootViewController = navigation
        display(app)
        #expect(host.navigationItem.leftBarButtonItems.map(\.title) == ["Cancel"])
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Save"])
        #expect(host.toolbarItems?.map(\.title) == ["Share"])
        #expect(!navigation.isToolbarHidden)
        let screen = lines(surface)
        #expect(screen[0].hasPrefix("[ Cancel ]"))
        #expect(screen[0].hasSuffix("[ Save ]"))
        #expect(screen.last?.contains("[ Share ]") == true)
        #expect(!screen.joined().contains("Hidden"))
        host.navigationItem.leftBarButtonItems.first?.primaryAction?.perform(sender: nil)
        host.toolbarItems?.first?.primaryAction?.perform(sender: nil)
        #expect(log.entries == ["cancel", "share"])
    }

    @Test func aButtonDisabledInsideItsItemDisablesTheBarButton() {
        let (app, window, surface) = makeApp(width: 40, height: 6)
        let host = TUIHostingController(rootView: Mailbox())
        window.rootViewController = TUINavigationController(rootViewController: host)
        display(app)
        #expect(host.toolbarItems?.map(\.title) == ["Archive", "Select"], "modifiers on the button do not hide it")
        #expect(host.toolbarItems?.first?.isEnabled == false)
        host.toolbarItems?.last?.primaryAction?.perform(sender: nil)
        display(app)
        #expect(host.toolbarItems?.first?.isEnabled == true)
        #expect(lines(surface).joined().contains("1 selected"))
    }
}
