import Foundation
import Testing

@testable import TUIKit

@MainActor
@Suite("Tab bar controller's More tab")
struct MoreTabTests {
    private static let names = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"]

    private final class Delegate: TUITabBarControllerDelegate {
        var log: [String] = []
        var refusesMore = false
        func tabBarController(_ tabBarController: TUITabBarController, shouldSelect viewController: TUIViewController) -> Bool {
            log.append("should \(name(of: viewController, in: tabBarController))")
            return !(refusesMore && viewController === tabBarController.moreNavigationController)
        }
        func tabBarController(_ tabBarController: TUITabBarController, didSelect viewController: TUIViewController) {
            log.append("did \(name(of: viewController, in: tabBarController))")
        }
        private func name(of controller: TUIViewController, in tabs: TUITabBarController) -> String {
            controller === tabs.moreNavigationController ? "more navigation" : controller.title ?? ""
        }
    }

    @MainActor
    private struct Fixture {
        let app: TUIApplication
        let surface: HeadlessSurface
        let tabs: TUITabBarController
        let pages: [RecordingViewController]
        let log: CallbackLog

        var lines: [Substring] { surface.text.split(separator: "\n", omittingEmptySubsequences: false) }
        var bar: Substring { lines[lines.count - 1] }
        var appearance: [String] { log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } }

        func press(_ keys: Event...) { send(keys, to: app, surface: surface) }
    }

    private func makeTabs(count: Int) -> Fixture {
        let log = CallbackLog()
        let (app, window, surface) = makeApp(width: 60, height: 8)
        let pages = Self.names.prefix(count).map { name in
            let page = RecordingViewController(name, log: log)
            page.view.addSubview(TextView("\(name) page", frame: Rect(x: 0, y: 0, width: 20, height: 1)))
            return page
        }
        pages[5].tabBarItem = TUITabBarItem(title: "Sixth", image: "star.fill", tag: 5)
        let tabs = TUITabBarController()
        tabs.viewControllers = pages
        window.rootViewController = tabs
        app.mainLoop?.displayIfNeeded()
        log.entries.removeAll()
        return Fixture(app: app, surface: surface, tabs: tabs, pages: pages, log: log)
    }

    @Test(arguments: [6, 8])
    func theBarShowsTheFirstFourAndMore(count: Int) {
        let fixture = makeTabs(count: count)
        let tabs = fixture.tabs
        #expect(tabs.tabBar.items.count == 5)
        #expect(tabs.tabBar.label(at: 3) == "4 Four")
        #expect(tabs.tabBar.label(at: 4) == "5 … More")
        #expect(fixture.bar.contains("5 … More") && !fixture.bar.contains("Five"), "\(fixture.bar)")
        #expect(tabs.viewControllers?.count == count, "More is not among the tabs")
        #expect(tabs.children.count == 5 && tabs.children.last === tabs.moreNavigationController)
        #expect(fixture.pages[4].parent == nil)
        #expect(tabs.customizableViewControllers?.count == count)
    }

    @Test func choosingMoreShowsTheListWithItsFirstRowFocused() throws {
        let fixture = makeTabs(count: 8)
        fixture.press(key(.character("5")))
        let tabs = fixture.tabs
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        let lines = fixture.lines
        #expect(lines[0].contains("More"))
        #expect(lines[1].contains("Five") && lines[1].hasSuffix("›"), "\(lines[1])")
        #expect(lines[2].contains("★ Sixth") && lines[2].hasSuffix("›"), "\(lines[2])")
        #expect(lines[4].contains("Eight"))
        let list = try #require(tabs.moreNavigationController.topViewController as? TUITableViewController)
        let focused = fixture.app.keyWindow?.focusedView
        #expect(focused === list.tableView || focused?.isDescendant(of: list.tableView) == true)
        let frame = try #require(fixture.surface.lastFrame)
        // A list's focused row is its cursor: a gray background in color.
        #expect(frame[2, 1].style.background == .gray, "the first row carries the focus mark")
        #expect(frame[2, 2].style.background != .gray)
    }

    @Test func enterOnARowPushesItAndEscapeGoesBackToTheList() {
        let fixture = makeTabs(count: 8)
        let tabs = fixture.tabs
        fixture.press(key(.character("5")), key(.down), key(.enter))
        #expect(tabs.moreNavigationController.topViewController === fixture.pages[5])
        #expect(tabs.selectedIndex == 5 && tabs.selectedViewController === fixture.pages[5])
        #expect(fixture.pages[5].tabBarController === tabs && fixture.pages[5].navigationController === tabs.moreNavigationController)
        #expect(fixture.lines[0].contains("More") && fixture.lines[0].contains("Six"), "\(fixture.lines[0])")
        #expect(fixture.lines[1].hasPrefix("Six page"))
        fixture.press(key(.escape))
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(fixture.pages[5].parent == nil)
        #expect(fixture.lines[1].contains("Five"))
    }

    @Test func settingSelectedIndexToAControllerInMoreShowsItThere() {
        let fixture = makeTabs(count: 6)
        let tabs = fixture.tabs
        tabs.selectedIndex = 5
        fixture.app.mainLoop?.displayIfNeeded()
        #expect(tabs.selectedIndex == 5 && tabs.selectedViewController === fixture.pages[5])
        #expect(tabs.moreNavigationController.viewControllers.count == 2)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        #expect(fixture.lines[1].hasPrefix("Six page"))
        #expect(
            fixture.appearance == [
                "One.viewWillDisappear", "Six.viewWillAppear", "One.viewDidDisappear", "Six.viewDidAppear",
            ])
        tabs.selectedIndex = 4
        #expect(tabs.selectedIndex == 4 && tabs.moreNavigationController.topViewController === fixture.pages[4])
        tabs.selectedViewController = tabs.moreNavigationController
        #expect(tabs.selectedIndex == 4, "selecting the More tab already selected changes nothing")
        tabs.selectedIndex = 0
        tabs.selectedViewController = tabs.moreNavigationController
        #expect(tabs.selectedViewController === fixture.pages[4], "the More tab comes back as it was left")
    }

    @Test func theDelegateHearsOfTheMoreNavigationController() {
        let fixture = makeTabs(count: 6)
        let tabs = fixture.tabs
        let delegate = Delegate()
        tabs.delegate = delegate
        delegate.refusesMore = true
        fixture.press(key(.character("5")))
        #expect(tabs.selectedIndex == 0)
        delegate.refusesMore = false
        fixture.press(key(.character("5")), key(.enter))
        #expect(tabs.selectedIndex == 4)
        fixture.press(key(.character("2")))
        #expect(
            delegate.log == [
                "should more navigation", "should more navigation", "did more navigation", "should Two", "did Two",
            ])
    }

    @Test func appearanceCallbacksStayBalancedThroughTheMoreTab() {
        let fixture = makeTabs(count: 6)
        fixture.press(key(.character("5")))
        #expect(fixture.appearance == ["One.viewWillDisappear", "One.viewDidDisappear"])
        fixture.log.entries.removeAll()
        fixture.press(key(.enter))
        #expect(
            fixture.log.entries.filter { !$0.contains("Layout") } == [
                "Five.willMove(toParent: TUINavigationController)",
                "Five.viewWillAppear", "Five.viewDidAppear", "Five.didMove(toParent: TUINavigationController)",
            ])
        fixture.log.entries.removeAll()
        fixture.press(key(.character("1")))
        #expect(
            fixture.appearance == [
                "Five.viewWillDisappear", "One.viewWillAppear", "Five.viewDidDisappear", "One.viewDidAppear",
            ])
        fixture.log.entries.removeAll()
        fixture.press(key(.character("5")))
        #expect(
            fixture.appearance == [
                "One.viewWillDisappear", "Five.viewWillAppear", "One.viewDidDisappear", "Five.viewDidAppear",
            ], "the More tab comes back with Five still pushed")
        fixture.log.entries.removeAll()
        fixture.press(key(.character("5")))
        #expect(fixture.appearance == ["Five.viewWillDisappear", "Five.viewDidDisappear"], "More again goes back to the list")
        #expect(fixture.tabs.selectedIndex == NSNotFound)
    }

    @Test func goingBackToFiveTabsShowsTheControllerFromMoreAsATab() {
        let fixture = makeTabs(count: 6)
        let tabs = fixture.tabs
        tabs.selectedIndex = 5
        fixture.app.mainLoop?.displayIfNeeded()
        fixture.log.entries.removeAll()
        tabs.viewControllers = Array(fixture.pages.dropFirst())
        fixture.app.mainLoop?.displayIfNeeded()
        #expect(tabs.selectedIndex == 4 && tabs.selectedViewController === fixture.pages[5])
        #expect(tabs.tabBar.items.count == 5 && tabs.tabBar.label(at: 4) == "5 ★ Sixth")
        #expect(fixture.pages[5].parent === tabs && tabs.moreNavigationController.parent == nil)
        #expect(!fixture.bar.contains("More") && fixture.lines[0].hasPrefix("Six page"), "\(fixture.surface.text)")
        #expect(
            fixture.appearance == [
                "Six.viewWillDisappear", "Six.viewDidDisappear", "Six.viewWillAppear", "Six.viewDidAppear",
            ])
        #expect(fixture.pages[0].parent == nil)
    }

    @Test func growingToSixTabsMovesTheSelectedFifthIntoMore() {
        let fixture = makeTabs(count: 6)
        let tabs = fixture.tabs
        let five = Array(fixture.pages.prefix(5))
        tabs.viewControllers = five
        tabs.selectedIndex = 4
        fixture.app.mainLoop?.displayIfNeeded()
        #expect(fixture.bar.contains("5 Five"))
        fixture.log.entries.removeAll()
        tabs.viewControllers = fixture.pages
        fixture.app.mainLoop?.displayIfNeeded()
        #expect(tabs.selectedIndex == 4 && tabs.moreNavigationController.topViewController === fixture.pages[4])
        #expect(fixture.bar.contains("5 … More") && fixture.lines[1].hasPrefix("Five page"))
        #expect(
            fixture.appearance == [
                "Five.viewWillDisappear", "Five.viewDidDisappear", "Five.viewWillAppear", "Five.viewDidAppear",
            ])
    }

    @Test func numberKeysOneToFourSelectTabsAndFiveSelectsMore() {
        let fixture = makeTabs(count: 8)
        let tabs = fixture.tabs
        #expect(tabs.keyCommands?.map(\.discoverabilityTitle) == ["One", "Two", "Three", "Four", "More"])
        fixture.press(key(.character("4")))
        #expect(tabs.selectedIndex == 3)
        fixture.press(key(.character("6")))
        #expect(tabs.selectedIndex == 3, "6 is no tab's key while More holds the rest")
        fixture.press(key(.character("5")))
        #expect(tabs.selectedIndex == NSNotFound)
        fixture.press(key(.character("1")))
        #expect(tabs.selectedIndex == 0 && fixture.lines[0].hasPrefix("One page"))
    }

    @Test func aNavigationControllerInTheMoreListTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tabs = TUITabBarController()
                let plain = (0 ..< 5).map { _ in TUIViewController() }
                tabs.viewControllers = plain + [TUINavigationController(rootViewController: TUIViewController())]
            }
        }
    }

    @Test func aNavigationControllerAmongTheFirstFourIsFine() {
        let tabs = TUITabBarController()
        let navigation = TUINavigationController(rootViewController: TUIViewController())
        tabs.viewControllers = [navigation] + (0 ..< 5).map { _ in TUIViewController() }
        #expect(tabs.tabBar.items.count == 5 && navigation.parent === tabs)
    }
}
