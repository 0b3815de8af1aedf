import Testing

@testable import TUIKit

@MainActor
@Suite("Navigation bar items and toolbar")
struct NavigationToolbarTests {
    /// A navigation controller in an application, with A at the root and B pushed.
    private func makeNavigation(
        width: Int = 30, height: Int = 5
    )
        -> (app: TUIApplication, surface: HeadlessSurface, navigation: TUINavigationController, top: TUIViewController)
    {
        let log = CallbackLog()
        let (app, window, surface) = makeApp(width: width, height: height)
        let navigation = TUINavigationController(rootViewController: RecordingViewController("A", log: log))
        window.rootViewController = navigation
        let top = RecordingViewController("B", log: log)
        navigation.pushViewController(top, animated: false)
        app.mainLoop?.displayIfNeeded()
        return (app, surface, navigation, top)
    }

    private func lines(_ surface: HeadlessSurface) -> [Substring] {
        surface.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let (app, surface, _, top) = makeNavigation()
        #expect(lines(surface)[0] == "‹ A           B")
        top.navigationItem.leftBarButtonItem = TUIBarButtonItem(title: "Close") {}
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[0] == "[ Close ]     B")
        top.navigationItem.leftItemsSupplementBackButton = true
        top.navigationItem.leftBarButtonItems.append(TUIBarButtonItem(title: "Hi") {})
        app.mainLoop?.displayIfNeeded()
        // The title moves clear of the buttons rather than run under them.
        #expect(lines(surface)[0] == "‹ A [ Close ] [ Hi ] B")
        top.navigationItem.leftBarButtonItem = nil
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[0] == "‹ A           B")
    }

    @Test func aLongTitleShortensBetweenTheButtonsInsteadOfRunningUnderThem() {
        let (app, surface, _, top) = makeNavigation()
        top.title = "A Rather Long Title"
        top.navigationItem.rightBarButtonItem = TUIBarButtonItem(title: "Sort") {}
        app.mainLoop?.displayIfNeeded()
        let bar = lines(surface)[0]
        #expect(bar.hasSuffix(" [ Sort ]"))
        #expect(bar.hasPrefix("‹ A "))
        #expect(bar.contains("…"), "the title is shortened to the room left")
    }

    @Test func leftItemsTakeFocusAndRunTheirActions() {
        let (app, surface, navigation, top) = makeNavigation()
        var log: [String] = []
        top.navigationItem.leftItemsSupplementBackButton = true
        top.navigationItem.leftBarButtonItem = TUIBarButtonItem(title: "Close") { log.append("close") }
        top.navigationItem.rightBarButtonItem = TUIBarButtonItem(title: "Edit") { log.append("edit") }
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[0] == "‹ A [ Close ] B       [ Edit ]")
        // With nothing to focus in the content, the back button has focus.
        #expect((app.keyWindow?.focusedView as? TUIButton)?.currentTitle == "‹ A")
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(log == ["close"])
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(log == ["close", "edit"])
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 6, y: 0))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 6, y: 0))),
            ], to: app, surface: surface)
        #expect(log == ["close", "edit", "close"])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func theToolbarIsHiddenUntilAskedForAndShowsTheTopControllersItems() {
        let (app, surface, navigation, top) = makeNavigation()
        var log: [String] = []
        top.toolbarItems = [
            TUIBarButtonItem(title: "Reply") { log.append("reply") },
            .fixedSpace(2),
            TUIBarButtonItem(title: "Flag") { log.append("flag") },
            .flexibleSpace(),
            TUIBarButtonItem(title: "Trash") { log.append("trash") },
        ]
        #expect(navigation.isToolbarHidden)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[4] == "")
        navigation.setToolbarHidden(false, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[4] == "[ Reply ]  [ Flag ]  [ Trash ]")
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 25, y: 4))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 25, y: 4))),
            ], to: app, surface: surface)
        #expect(log == ["trash"])
        navigation.popViewController(animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[4] == "")
        navigation.viewControllers.first?.setToolbarItems([.flexibleSpace(), TUIBarButtonItem(title: "New") {}], animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[4] == "                       [ New ]")
    }

    @Test func flexibleSpacesShareTheFreeWidth() {
        let toolbar = TUIToolbar(frame: Rect(x: 0, y: 0, width: 17, height: 1))
        toolbar.items = [.flexibleSpace(), TUIBarButtonItem(title: "A") {}, .flexibleSpace()]
        #expect(render(toolbar).text == "      [ A ]")
        toolbar.setItems(nil, animated: false)
        #expect(toolbar.items == nil)
        #expect(render(toolbar).text == "")
    }

    @Test func theToolbarCoversTheBottomRowOfTheTopControllersSafeArea() {
        let (app, surface, navigation, top) = makeNavigation(width: 20, height: 6)
        let footer = TextView("footer")
        footer.translatesAutoresizingMaskIntoConstraints = false
        top.view.addSubview(footer)
        TUILayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: top.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 6),
            footer.heightAnchor.constraint(equalToConstant: 1),
            footer.bottomAnchor.constraint(equalTo: top.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        top.toolbarItems = [TUIBarButtonItem(title: "Go") {}]
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(top.view.safeAreaInsets.bottom == 0)
        #expect(lines(surface)[5] == "footer")
        navigation.isToolbarHidden = false
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(top.view.safeAreaInsets.bottom == 1)
        #expect(lines(surface)[4] == "footer")
        #expect(lines(surface)[5] == "[ Go ]")
    }

    @Test func aDisabledItemIsDimmedSkippedByFocusAndFollowsItsItem() {
        let (app, surface, navigation, top) = makeNavigation()
        var log: [String] = []
        let delete = TUIBarButtonItem(title: "Delete") { log.append("delete") }
        delete.isEnabled = false
        top.toolbarItems = [TUIBarButtonItem(title: "Edit") { log.append("edit") }, .flexibleSpace(), delete]
        navigation.setToolbarHidden(false, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(lines(surface)[4] == "[ Edit ]            [ Delete ]")
        #expect(surface.lastFrame?[21, 4].style.attributes.contains(.dim) == true)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 21, y: 4))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 21, y: 4))),
            ], to: app, surface: surface)
        #expect(log.isEmpty)
        delete.isEnabled = true
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[21, 4].style.attributes.contains(.dim) == false)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 21, y: 4))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 21, y: 4))),
            ], to: app, surface: surface)
        #expect(log == ["delete"])
    }

    @Test func inATabBarControllerTheToolbarSitsAboveTheTabBar() {
        let (app, window, surface) = makeApp(width: 20, height: 6)
        let list = TUIViewController()
        list.title = "List"
        list.toolbarItems = [.flexibleSpace(), TUIBarButtonItem(title: "Clear") {}]
        let navigation = TUINavigationController(rootViewController: list)
        navigation.tabBarItem = TUITabBarItem(title: "One", image: nil, tag: 0)
        let tabs = TUITabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        navigation.setToolbarHidden(false, animated: false)
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        let rows = lines(surface)
        #expect(rows[4] == "           [ Clear ]")
        #expect(rows[5].contains("One"))
        #expect(list.view.safeAreaInsets.bottom == 2, "the tab bar and the toolbar")
    }
}
