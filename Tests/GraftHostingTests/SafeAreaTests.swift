import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

private struct Screen: View {
    var body: some View {
        ZStack {
            Color.blue.ignoresSafeArea()
            Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }
}

@MainActor
@Suite("Safe area")
struct SafeAreaTests {
    /// A tab bar controller showing `host` as its only tab; the bar at the
    /// bottom insets the child's safe area.
    private func showInTabs(_ host: TUIViewController) -> (TUIApplication, HeadlessSurface) {
        let (app, window, surface) = makeApp(width: 20, height: 5)
        host.tabBarItem = TUITabBarItem(title: "Home", image: nil, tag: 0)
        let tabs = TUITabBarController()
        tabs.viewControllers = [host]
        window.rootViewController = tabs
        display(app)
        return (app, surface)
    }

    @Test func contentStaysInsideTheSafeAreaTheHostContributesUnlessItIgnoresIt() {
        let host = TUIHostingController(rootView: Screen())
        host.additionalSafeAreaInsets = CellInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
        let (_, surface) = showInTabs(host)
        let insets = host.view.safeAreaInsets
        #expect(insets.top == 1)
        #expect(insets.bottom > 0)
        // The text starts below the inset top row; the blue fills the whole view.
        #expect(lines(surface)[1].contains("Body"))
        #expect(surface.lastFrame?[0, 0].style.background == .blue)
        #expect(lines(surface)[4].contains("Home"))
    }

    @Test func withNoSafeAreaRegionsTheContentSpansTheWholeView() {
        let host = TUIHostingController(rootView: Screen())
        host.additionalSafeAreaInsets = CellInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
        host.safeAreaRegions = []
        let (_, surface) = showInTabs(host)
        #expect(lines(surface)[0].contains("Body"))
    }

    @Test func aSafeAreaInsetTakesItsRowAtTheEdgeAndTheContentTheRest() {
        let (app, window, surface) = makeApp(width: 20, height: 4)
        let host = TUIHostingController(
            rootView:
                Text("List").frame(maxHeight: .infinity, alignment: .top)
                .safeAreaInset(edge: .bottom) { Text("Total: 3") })
        window.rootViewController = host
        display(app)
        #expect(trimmed(surface) == ["List", "", "", "Total: 3"])
    }
}
