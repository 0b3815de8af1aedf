import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

private struct ProductList: View {
    let log: Log
    @State private var filter = "All"

    var body: some View {
        VStack {
            Text("Showing \(filter)")
            Button("Filter") { filter = "Favorites" }
        }
        .navigationTitle(filter == "All" ? "Products" : "Favorites")
        .navigationBarTitleDisplayMode(.large)
        .toolbar {
            ToolbarItem { Button("Add") { log.entries.append("Add \(filter)") } }
        }
    }
}

private struct EditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    let log: Log

    var body: some View {
        VStack {
            Text("Edit note")
            Button("Done") { dismiss() }
        }
        .presentationDetents([.medium, .large])
        .onDisappear { log.entries.append("sheet.onDisappear") }
    }
}

private struct NoteScreen: View {
    let log: Log
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text(isEditing ? "Editing" : "Idle")
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing, onDismiss: { log.entries.append("onDismiss") }) {
            EditorSheet(log: log)
        }
    }
}

private struct DetailScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Back") { dismiss() } }
}

@MainActor
@Suite("Requests from hosted content")
struct RequestTests {
    @Test func titleDisplayModeAndToolbarAppearInTheNavigationBarAndFollowChanges() {
        let (app, window, surface) = makeApp(width: 30, height: 5)
        let log = Log()
        let host = TUIHostingController(rootView: ProductList(log: log))
        window.rootViewController = TUINavigationController(rootViewController: host)
        display(app)
        #expect(host.navigationItem.title == "Products")
        #expect(host.navigationItem.largeTitleDisplayMode == .always)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Add"])
        #expect(lines(surface)[0].contains("Products"))
        #expect(lines(surface)[0].hasSuffix("[ Add ]"))

        // The content's filter button has focus as the screen appears.
        send([key(.enter)], to: app, surface: surface)
        #expect(host.navigationItem.title == "Favorites")
        #expect(lines(surface)[0].contains("Favorites"))
        host.navigationItem.rightBarButtonItems.first?.primaryAction?.perform(sender: nil)
        #expect(log.entries == ["Add Favorites"])
    }

    @Test func aSheetIsPresentedWithItsDetentsAndDismissedByTheContent() {
        let (app, window, surface) = makeApp(width: 20, height: 8)
        let log = Log()
        let host = TUIHostingController(rootView: NoteScreen(log: log))
        window.rootViewController = host
        display(app)
        send([key(.tab), key(.enter)], to: app, surface: surface)
        let sheet = try? #require(host.presentedViewController as? TUIHostingController<AnyView>)
        #expect(sheet?.modalPresentationStyle == .pageSheet)
        #expect(sheet?.sheetPresentationController?.detents == [.medium(), .large()])
        #expect(trimmed(surface).contains("Edit note"))
        // Half of 8 rows, less the sheet's top edge and its footer of key hints.
        #expect(sheet?.view.frame.height == 2)

        // Tab reaches the sheet's Done button, which calls dismiss.
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(host.presentedViewController == nil)
        #expect(log.entries == ["sheet.onDisappear", "onDismiss"])
        #expect(trimmed(surface).contains("Idle"))
    }

    @Test func escapeDismissesTheSheetAndResetsTheBinding() {
        let (app, window, surface) = makeApp(width: 20, height: 8)
        let log = Log()
        let host = TUIHostingController(rootView: NoteScreen(log: log))
        window.rootViewController = host
        display(app)
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(host.presentedViewController != nil)
        send([key(.escape)], to: app, surface: surface)
        #expect(host.presentedViewController == nil)
        #expect(trimmed(surface).contains("Idle"))
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(host.presentedViewController != nil)
    }

    @Test func dismissPopsAPushedHost() {
        let (app, window, surface) = makeApp(width: 20, height: 4)
        let root = TUIHostingController(rootView: Text("Root"))
        let navigation = TUINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(TUIHostingController(rootView: DetailScreen()), animated: false)
        display(app)
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(navigation.viewControllers.count == 1)
        #expect(trimmed(surface).contains("Root"))
    }
}
