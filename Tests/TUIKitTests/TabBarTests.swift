import Testing

@testable import TUIKit

@MainActor
@Suite("Tab bar controller")
struct TabBarTests {
    private final class Delegate: TUITabBarControllerDelegate {
        var log: [String] = []
        var refused: Set<String> = []
        func tabBarController(_ tabBarController: TUITabBarController, shouldSelect viewController: TUIViewController) -> Bool {
            log.append("should \(viewController.title ?? "")")
            return !refused.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: TUITabBarController, didSelect viewController: TUIViewController) {
            log.append("did \(viewController.title ?? "")")
        }
    }

    private func page(_ title: String, log: CallbackLog) -> RecordingViewController {
        let controller = RecordingViewController(title, log: log)
        controller.view.addSubview(TextView("\(title) page", frame: Rect(x: 0, y: 0, width: 20, height: 1)))
        return controller
    }

    private func makeTabs(
        width: Int = 45, height: Int = 4, log: CallbackLog = CallbackLog()
    )
        -> (app: TUIApplication, surface: HeadlessSurface, tabs: TUITabBarController, pages: [RecordingViewController])
    {
        let (app, window, surface) = makeApp(width: width, height: height)
        let pages = [page("Home", log: log), page("Favorites", log: log), page("Settings", log: log)]
        pages[0].tabBarItem = TUITabBarItem(title: nil, image: "house", tag: 0)
        pages[0].tabBarItem.badgeValue = "3"
        pages[1].tabBarItem = TUITabBarItem(title: "Favorites", image: "star.fill", tag: 1)
        pages[2].tabBarItem = TUITabBarItem(title: "Settings", image: "⚙", tag: 2)
        let tabs = TUITabBarController()
        tabs.viewControllers = pages
        window.rootViewController = tabs
        app.mainLoop?.displayIfNeeded()
        return (app, surface, tabs, pages)
    }

    private func appearance(_ log: CallbackLog) -> [String] {
        log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    @Test func theBarShowsEachItemInAnEqualSegmentWithTheSelectedOneTintedAndUnderlined() {
        let (_, surface, tabs, pages) = makeTabs()
        #expect(surface.text == "Home page\n\n\n 1 ⌂ Home (3)   2 ★ Favorites  3 ⚙ Settings")
        let frame = surface.lastFrame
        // Not reversed: reverse video is the focus mark.
        #expect(frame?[1, 3].style.attributes == [.bold, .underline])
        #expect(frame?[1, 3].style.foreground == TUIView.defaultTintColor.fixedColor)
        #expect(frame?[14, 3].style.attributes.contains(.reverse) == false)
        #expect(frame?[16, 3].style.attributes.contains(.underline) == false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === pages[0])
        #expect(tabs.children.count == 3 && pages[1].tabBarController === tabs)
    }

    @Test func theChildsSafeAreaLeavesOutTheBar() {
        let (app, surface, _, pages) = makeTabs()
        let footer = TextView("footer")
        footer.translatesAutoresizingMaskIntoConstraints = false
        pages[0].view.addSubview(footer)
        TUILayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: pages[0].view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 6),
            footer.heightAnchor.constraint(equalToConstant: 1),
            footer.bottomAnchor.constraint(equalTo: pages[0].view.safeAreaLayoutGuide.bottomAnchor),
        ])
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(pages[0].view.frame == Rect(x: 0, y: 0, width: 45, height: 4))
        #expect(pages[0].view.safeAreaInsets.bottom == 1)
        #expect(surface.text.split(separator: "\n")[1] == "footer")
    }

    @Test func numberKeysSwitchTabsWithBalancedAppearanceCallbacks() {
        let log = CallbackLog()
        let (app, surface, tabs, _) = makeTabs(log: log)
        #expect(appearance(log) == ["Home.viewWillAppear", "Home.viewDidAppear"])
        log.entries.removeAll()
        send([key(.character("2"))], to: app, surface: surface)
        #expect(tabs.selectedIndex == 1)
        #expect(
            appearance(log) == [
                "Home.viewWillDisappear", "Favorites.viewWillAppear",
                "Home.viewDidDisappear", "Favorites.viewDidAppear",
            ])
        #expect(surface.text.hasPrefix("Favorites page"))
        log.entries.removeAll()
        send([key(.character("3")), key(.character("1")), key(.character("9"))], to: app, surface: surface)
        #expect(
            appearance(log) == [
                "Favorites.viewWillDisappear", "Settings.viewWillAppear", "Favorites.viewDidDisappear", "Settings.viewDidAppear",
                "Settings.viewWillDisappear", "Home.viewWillAppear", "Settings.viewDidDisappear", "Home.viewDidAppear",
            ])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func numberKeysDoNothingWhileTheSelectedTabPresentsASheet() {
        let (app, surface, tabs, pages) = makeTabs()
        let sheet = TUIViewController()
        sheet.modalPresentationStyle = .pageSheet
        pages[0].present(sheet, animated: false)
        send([key(.character("2"))], to: app, surface: surface)
        #expect(tabs.selectedIndex == 0, "the tab under the sheet stays")
        sheet.dismiss(animated: false)
        send([key(.character("2"))], to: app, surface: surface)
        #expect(tabs.selectedIndex == 1)
    }

    @Test func contentRunningPastTheSafeAreaGoesUnderTheOpaqueBar() {
        let (app, surface, _, pages) = makeTabs()
        pages[0].view.addSubview(TextView(String(repeating: "x", count: 45), frame: Rect(x: 0, y: 3, width: 45, height: 1)))
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        let bar = surface.text.split(separator: "\n", omittingEmptySubsequences: false)[3]
        #expect(!bar.contains("x"), "\(bar)")
    }

    @Test func aClickOnAnItemSelectsIt() {
        let (app, surface, tabs, _) = makeTabs()
        let press = MouseEvent(.press(.left), at: Point(x: 40, y: 3))
        let release = MouseEvent(.release(.left), at: Point(x: 40, y: 3))
        send([.mouse(press), .mouse(release)], to: app, surface: surface)
        #expect(tabs.selectedIndex == 2)
        #expect(surface.text.hasPrefix("Settings page"))
    }

    @Test func theDelegateDecidesUserSelectionsOnly() {
        let (app, surface, tabs, pages) = makeTabs()
        let delegate = Delegate()
        delegate.refused = ["Favorites"]
        tabs.delegate = delegate
        send([key(.character("2")), key(.character("3"))], to: app, surface: surface)
        #expect(delegate.log == ["should Favorites", "should Settings", "did Settings"])
        #expect(tabs.selectedIndex == 2)
        tabs.selectedViewController = pages[1]
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.log.count == 3)
    }

    @Test func aDisabledItemIsDimmedAndCannotBeSelected() {
        let (app, surface, tabs, pages) = makeTabs()
        pages[1].tabBarItem.isEnabled = false
        send([key(.character("2"))], to: app, surface: surface)
        #expect(tabs.selectedIndex == 0)
        #expect(surface.lastFrame?[20, 3].style.attributes.contains(.dim) == true)
    }

    @Test func numberKeysGoToATextInputThatIsFirstResponder() {
        let (app, surface, tabs, pages) = makeTabs()
        let typing = TypingView(frame: Rect(x: 0, y: 1, width: 10, height: 1))
        pages[0].view.addSubview(typing)
        #expect(typing.becomeFirstResponder())
        send([key(.character("2"))], to: app, surface: surface)
        #expect(typing.text == "2")
        #expect(tabs.selectedIndex == 0)
    }

    @Test func replacingTheTabsKeepsTheSelectedOneAndRemovesTheOthers() {
        let log = CallbackLog()
        let (_, _, tabs, pages) = makeTabs(log: log)
        tabs.selectedIndex = 1
        let extra = page("Extra", log: log)
        log.entries.removeAll()
        tabs.setViewControllers([extra, pages[1]], animated: false)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === pages[1])
        #expect(pages[0].parent == nil && extra.parent === tabs)
        #expect(appearance(log).isEmpty)
        #expect(tabs.tabBar.items.count == 2)
        #expect(tabs.tabBar.label(at: 0) == "1 Extra")
    }
}
