import Testing

@testable import TUIKit

@MainActor
@Suite("Hiding the tab bar when pushed")
struct HidesBottomBarTests {
    private func page(_ title: String) -> TUIViewController {
        let controller = TUIViewController()
        controller.title = title
        controller.view.addSubview(TextView("\(title) page", frame: Rect(x: 0, y: 0, width: 20, height: 1)))
        return controller
    }

    private func lines(_ surface: HeadlessSurface) -> [Substring] {
        surface.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private func makeTabs() -> (
        app: TUIApplication, surface: HeadlessSurface, tabs: TUITabBarController, navigation: TUINavigationController
    ) {
        let (app, window, surface) = makeApp(width: 30, height: 4)
        let navigation = TUINavigationController(rootViewController: page("Inbox"))
        navigation.title = "Inbox"
        let tabs = TUITabBarController()
        tabs.viewControllers = [navigation, page("Settings")]
        window.rootViewController = tabs
        app.mainLoop?.displayIfNeeded()
        return (app, surface, tabs, navigation)
    }

    @Test func theTabBarHidesWhileTheControllerIsOnTheStackAndComesBackOnPop() {
        let (app, surface, tabs, navigation) = makeTabs()
        #expect(lines(surface)[3] == "    1 Inbox      2 Settings")
        let detail = page("Message")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        app.mainLoop?.displayIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(lines(surface)[3] == "")
        #expect(detail.view.safeAreaInsets.bottom == 0)
        // Number keys do not switch tabs while the bar is hidden.
        send([key(.character("2"))], to: app, surface: surface)
        #expect(tabs.selectedIndex == 0)
        // Controllers pushed after it keep the bar hidden.
        navigation.pushViewController(page("Reply"), animated: true)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[3] == "")
        navigation.popViewController(animated: true)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[3] == "")
        send([key(.escape)], to: app, surface: surface)
        #expect(navigation.topViewController?.title == "Inbox")
        #expect(!tabs.tabBar.isHidden)
        #expect(lines(surface)[3] == "    1 Inbox      2 Settings")
        #expect(navigation.topViewController?.view.safeAreaInsets.bottom == 1)
    }

    @Test func changingThePropertyOfAControllerOnTheStackUpdatesTheBar() {
        let (app, surface, tabs, navigation) = makeTabs()
        let detail = page("Message")
        navigation.pushViewController(detail, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        detail.hidesBottomBarWhenPushed = true
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[3] == "")
        navigation.setViewControllers([page("Inbox")], animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[3] == "    1 Inbox      2 Settings")
    }

    @Test func titleFeedsTheNavigationBarAndTheTabBar() {
        let (app, surface, _, navigation) = makeTabs()
        navigation.topViewController?.title = "Mail"
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[0] == "             Mail")
        // The tab shows the navigation controller's title, not its top's.
        #expect(lines(surface)[3] == "    1 Inbox      2 Settings")
        navigation.title = "Mail"
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[3] == "    1 Mail       2 Settings")
        // A navigation item title of its own wins in the navigation bar.
        navigation.topViewController?.navigationItem.title = "All Mail"
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[0] == "           All Mail")
    }
}
