import GraftHosting
import GraftTesting
import Testing
@testable import CatalogApp
@testable import TUIKit

@MainActor
@Suite struct DebugTests {
    @Test func debugFocus() async throws {
        let harness = await CatalogHarness.launch()
        print("focused before:", harness.app.window.focusedView as Any, harness.app.window.firstResponder as Any)
        try await harness.pilot.press(.enter)
        let pref = harness.app.window.rootViewController?.preferredFocusViewController
        print("preferred:", pref as Any, pref?.viewIfLoaded as Any, harness.app.window.focusableViewsInReadingOrder())
        print("focused after:", harness.app.window.focusedView as Any, harness.app.window.firstResponder as Any)
        try await harness.pilot.press(.character("f"))
        print("focused after f:", harness.app.window.focusedView as Any, harness.model.store.favoriteProductIDs)
    }
}

@MainActor
@Suite struct DebugTests2 {
    @Test func settingsAlone() async throws {
        let settings = SettingsModel()
        print(renderFrame(of: SettingsView(settings: settings, editProfile: {}), size: Size(width: 80, height: 12)).text)
        let host = TUIHostingController(rootView: SettingsView(settings: settings, editProfile: {}))
        print(renderFrame(of: host, size: Size(width: 80, height: 12)).text)
        print(renderFrame(of: TUINavigationController(rootViewController: TUIHostingController(rootView: SettingsView(settings: settings, editProfile: {}))), size: Size(width: 80, height: 12)).text)
    }
}

@MainActor
@Suite struct DebugTests3 {
    @Test func sheetAlone() async throws {
        let settings = SettingsModel()
        let app = TUIApplication()
        let surface = HeadlessSurface(size: Size(width: 60, height: 16))
        let loop = MainLoop(surface: surface)
        let window = TUIWindow()
        let root = TUIViewController()
        window.rootViewController = root
        app.attach(to: loop)
        app.makeKey(window)
        loop.displayIfNeeded()
        let host = TUIHostingController(rootView: SettingsView(settings: settings, editProfile: {}))
        let nav = TUINavigationController(rootViewController: host)
        nav.modalPresentationStyle = .pageSheet
        nav.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(nav, animated: false)
        loop.displayIfNeeded()
        print(surface.text)
        print(host.view.frame, host.view.safeAreaInsets, nav.view.frame, nav.view.safeAreaInsets)
    }
}

@MainActor
@Suite struct DebugTests4 {
    @Test func formShort() async throws {
        let settings = SettingsModel()
        print(renderFrame(of: SettingsView(settings: settings, editProfile: {}), size: Size(width: 60, height: 6)).text)
        print("--")
        print(renderFrame(of: Form { Section("A") { Text("one"); Text("two"); Text("three"); Text("four"); Text("five") } }, size: Size(width: 30, height: 4)).text)
        print("--")
        print(renderFrame(of: ScrollView { VStack { Text("one"); Text("two"); Text("three"); Text("four"); Text("five") } }, size: Size(width: 30, height: 4)).text)
    }
}

@MainActor
@Suite struct DebugTests5 {
    @Test func relayout() async throws {
        let graph = ViewGraph(root: Form { Section("A") { Text("one"); Text("two"); Text("three"); Text("four"); Text("five") } })
        graph.update()
        graph.layout(in: Size(width: 30, height: 0))
        graph.layout(in: Size(width: 30, height: 4))
        var canvas = Canvas(size: Size(width: 30, height: 4))
        graph.draw(in: &canvas)
        print(Frame(canvas).text)
    }
}
