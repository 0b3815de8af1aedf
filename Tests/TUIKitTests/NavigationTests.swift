import Testing

@testable import TUIKit

@MainActor
@Suite("Navigation")
struct NavigationTests {
    private let window = makeWindow(width: 24, height: 5)

    private func visibleNavigation(_ log: CallbackLog) -> TUINavigationController {
        let navigation = TUINavigationController(rootViewController: RecordingViewController("A", log: log))
        window.rootViewController = navigation
        log.entries.removeAll()
        return navigation
    }

    @Test func pushFollowsUIKitsOrder() {
        let log = CallbackLog()
        let navigation = visibleNavigation(log)
        let b = RecordingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(
            log.entries == [
                "B.willMove(toParent: TUINavigationController)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: TUINavigationController)",
            ])
        #expect(navigation.topViewController === b)
        #expect(navigation.visibleViewController === b)
        #expect(b.navigationController === navigation)
    }

    @Test func popFollowsUIKitsOrderAndReturnsThePopped() {
        let log = CallbackLog()
        let navigation = visibleNavigation(log)
        let b = RecordingViewController("B", log: log)
        navigation.pushViewController(b, animated: false)
        log.entries.removeAll()
        #expect(navigation.popViewController(animated: true) === b)
        #expect(
            log.entries == [
                "B.willMove(toParent: nil)",
                "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
                "B.didMove(toParent: nil)",
            ])
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func popToRootSkipsTheMiddleControllersAppearance() {
        let log = CallbackLog()
        let navigation = visibleNavigation(log)
        navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
        navigation.pushViewController(RecordingViewController("C", log: log), animated: false)
        log.entries.removeAll()
        #expect(navigation.popToRootViewController(animated: false)?.count == 2)
        #expect(
            log.entries == [
                "C.willMove(toParent: nil)", "B.willMove(toParent: nil)",
                "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
                "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func barShowsTitleBackButtonAndRightItems() {
        let log = CallbackLog()
        let navigation = visibleNavigation(log)
        let b = RecordingViewController("Detail", log: log)
        b.navigationItem.rightBarButtonItem = TUIBarButtonItem(title: "Edit") {}
        navigation.pushViewController(b, animated: false)
        #expect(render(window).text.split(separator: "\n", omittingEmptySubsequences: false).first == "‹ A      Detail [ Edit ]")
        b.navigationItem.hidesBackButton = true
        navigation.navigationBar.prefersLargeTitles = true
        let lines = render(window).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "         Detail [ Edit ]")
        #expect(lines[1] == " Detail")
    }

    @Test func escapePopsAndDelegateHearsIt() {
        final class Delegate: TUINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(
                _ navigationController: TUINavigationController, willShow viewController: TUIViewController, animated: Bool
            ) {
                shown.append("will \(viewController.title ?? "")")
            }
            func navigationController(
                _ navigationController: TUINavigationController, didShow viewController: TUIViewController, animated: Bool
            ) {
                shown.append("did \(viewController.title ?? "")")
            }
        }
        let log = CallbackLog()
        let (app, window, surface) = makeApp(width: 24, height: 5)
        let navigation = TUINavigationController(rootViewController: RecordingViewController("A", log: log))
        let delegate = Delegate()
        navigation.delegate = delegate
        window.rootViewController = navigation
        navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
        send([key(.escape)], to: app, surface: surface)
        #expect(navigation.viewControllers.count == 1)
        send([key(.escape)], to: app, surface: surface)
        #expect(navigation.viewControllers.count == 1)
        #expect(delegate.shown == ["will B", "did B", "will A", "did A"])
        navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
        send([key(.left, .alt)], to: app, surface: surface)
        #expect(navigation.viewControllers.count == 1)
        #expect(surface.text.hasPrefix("           A"))
    }
}
