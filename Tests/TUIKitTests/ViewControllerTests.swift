import Testing

@testable import TUIKit

@MainActor
@Suite("View controller")
struct ViewControllerTests {
    @Test func viewLoadsOnceOnFirstAccess() {
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["A.loadView", "A.viewDidLoad"])
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func customLoadViewProvidesTheRootView() {
        final class LabelController: TUIViewController {
            override func loadView() { view = TUILabel() }
        }
        #expect(LabelController().view is TUILabel)
    }

    @Test func layoutCallbacksSurroundTheRootViewsLayout() {
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        controller.view.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        log.entries.removeAll()
        controller.view.layoutIfNeeded()
        #expect(log.entries == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test func rootViewControllerFillsTheWindowAndAppears() {
        let log = CallbackLog()
        let window = makeWindow(width: 20, height: 6)
        let controller = RecordingViewController("A", log: log)
        window.rootViewController = controller
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        window.layoutIfNeeded()
        #expect(controller.view.frame == window.bounds)
        window.frame = Rect(x: 0, y: 0, width: 30, height: 8)
        window.layoutIfNeeded()
        #expect(controller.view.frame == window.bounds)

        log.entries.removeAll()
        let other = RecordingViewController("B", log: log)
        window.rootViewController = other
        #expect(
            log.entries == [
                "A.viewWillDisappear", "A.viewDidDisappear",
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear",
            ])
    }

    @Test func appearanceCallbacksAreBalancedAndSentOncePerTransition() {
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        _ = controller.view
        log.entries.removeAll()
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(log.entries == ["A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test func responderChainRunsThroughTheController() {
        let window = makeWindow()
        let controller = TUIViewController()
        window.rootViewController = controller
        let button = TUIView()
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
    }

    @Test func keysReachTheControllerWhenNothingIsFocused() {
        final class KeyController: TUIViewController {
            var keys: [Key] = []
            override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
                if let key = presses.first?.key?.keyEvent.key { keys.append(key) }
            }
        }
        let (app, window, surface) = makeApp()
        let controller = KeyController()
        window.rootViewController = controller
        send([key(.escape)], to: app, surface: surface)
        #expect(controller.keys == [.escape])
    }

    @Test func additionalSafeAreaInsetsAddToTheInheritedSafeArea() {
        let window = makeWindow(width: 20, height: 6)
        let controller = TUIViewController()
        controller.additionalSafeAreaInsets = CellInsets(top: 1, leading: 0, bottom: 2, trailing: 0)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == CellInsets(top: 1, leading: 0, bottom: 2, trailing: 0))
    }

    @Test func overrideUserInterfaceStyleReachesTheViewHierarchy() {
        let window = makeWindow()
        let controller = TUIViewController()
        controller.overrideUserInterfaceStyle = .light
        window.rootViewController = controller
        #expect(controller.traitCollection.userInterfaceStyle == .light)
    }
}
