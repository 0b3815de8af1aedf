import GraftTerminal
import GraftUI
import Testing

@testable import GraftHosting
@testable import TUIKit

/// A screen whose list is edited from an `EditButton` in its toolbar, as SwiftUI code writes it.
private struct Notes: View {
    let bare: Bool
    let log: Log

    var body: some View {
        List {
            ForEach(["Milk", "Eggs"], id: \.self) { Text($0) }
                .onDelete { log.entries.append("delete \(Array($0))") }
        }
        .navigationTitle("Notes")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if bare {
                EditButton()
            } else {
                ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
            }
        }
    }
}

@MainActor
@Suite("Edit buttons in toolbars")
struct EditButtonToolbarTests {
    @Test(arguments: [false, true])
    func theEditButtonIsABarButtonThatTogglesTheScreensEditMode(bare: Bool) {
        let (app, window, surface) = makeApp(width: 40, height: 6)
        let host = TUIHostingController(rootView: Notes(bare: bare, log: Log()))
        window.rootViewController = TUINavigationController(rootViewController: host)
        display(app)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Edit"])
        #expect(host.navigationItem.rightBarButtonItems.first?.style == .plain)
        #expect(!lines(surface).joined().contains("⊖"))

        host.navigationItem.rightBarButtonItems.first?.primaryAction?.perform(sender: nil)
        display(app)
        #expect(host.isEditing, "the edit mode is the controller's")
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Done"])
        #expect(host.navigationItem.rightBarButtonItems.first?.style == .done, "Done is bold")
        #expect(lines(surface).filter { $0.contains("⊖") }.count == 2, "\(lines(surface))")

        host.navigationItem.rightBarButtonItems.first?.primaryAction?.perform(sender: nil)
        display(app)
        #expect(!host.isEditing)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Edit"])
        #expect(!lines(surface).joined().contains("⊖"))
    }

    @Test func settingTheControllersEditingEditsTheContent() {
        let (app, window, surface) = makeApp(width: 40, height: 6)
        let host = TUIHostingController(rootView: Notes(bare: true, log: Log()))
        window.rootViewController = TUINavigationController(rootViewController: host)
        display(app)
        host.setEditing(true, animated: false)
        display(app)
        #expect(lines(surface).filter { $0.contains("⊖") }.count == 2)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Done"])
    }
}
