import Testing

@testable import TUIKit

/// UIKit's focus environment API: preferences, refusals, requested updates
/// and restoration after a transition.
@MainActor
@Suite("Focus environments")
struct FocusEnvironmentTests {
    /// A screen of two focusable views, one above the other.
    private final class TwoViews: TUIViewController {
        let top = ResponderView("top", log: EventLog(), frame: Rect(x: 0, y: 1, width: 4, height: 1))
        let bottom = ResponderView("bottom", log: EventLog(), frame: Rect(x: 0, y: 3, width: 4, height: 1))
        var preferred: [any TUIFocusEnvironment] = []
        var refusesToLeaveTop = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(top)
            view.addSubview(bottom)
        }

        override var preferredFocusEnvironments: [any TUIFocusEnvironment] {
            preferred.isEmpty ? super.preferredFocusEnvironments : preferred
        }

        override func shouldUpdateFocus(in context: TUIFocusUpdateContext) -> Bool {
            !(refusesToLeaveTop && context.previouslyFocusedView === top)
        }
    }

    private func focusedName(_ window: TUIWindow) -> String? {
        (window.focusedView as? ResponderView)?.name
    }

    @Test func theFirstViewInReadingOrderHasFocusUnlessTheControllerPrefersAnother() {
        let (app, window, _) = makeApp()
        let screen = TwoViews()
        window.rootViewController = screen
        app.mainLoop?.displayIfNeeded()
        #expect(focusedName(window) == "top")

        let (otherApp, otherWindow, _) = makeApp()
        let preferring = TwoViews()
        preferring.preferred = [preferring.bottom]
        otherWindow.rootViewController = preferring
        otherApp.mainLoop?.displayIfNeeded()
        #expect(focusedName(otherWindow) == "bottom")
    }

    @Test func aControllerCanRefuseAFocusMove() {
        let (app, window, surface) = makeApp()
        let screen = TwoViews()
        screen.refusesToLeaveTop = true
        window.rootViewController = screen
        app.mainLoop?.displayIfNeeded()
        send([key(.tab)], to: app, surface: surface)
        #expect(focusedName(window) == "top")
        screen.refusesToLeaveTop = false
        send([key(.tab)], to: app, surface: surface)
        #expect(focusedName(window) == "bottom")
    }

    @Test func setNeedsFocusUpdateMovesFocusToTheNewPreferenceOnTheNextFrame() {
        let (app, window, _) = makeApp()
        let screen = TwoViews()
        window.rootViewController = screen
        app.mainLoop?.displayIfNeeded()
        screen.preferred = [screen.bottom]
        screen.setNeedsFocusUpdate()
        #expect(focusedName(window) == "top", "not before the update")
        screen.updateFocusIfNeeded()
        #expect(focusedName(window) == "bottom")
    }

    @Test func poppingBackRestoresTheViewThatHadFocus() {
        let (app, window, surface) = makeApp()
        let first = TwoViews()
        let navigation = TUINavigationController(rootViewController: first)
        window.rootViewController = navigation
        app.mainLoop?.displayIfNeeded()
        send([key(.tab)], to: app, surface: surface)
        #expect(focusedName(window) == "bottom")
        let second = TwoViews()
        navigation.pushViewController(second, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(window.focusedView === second.top, "the pushed screen has focus")
        navigation.popViewController(animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(window.focusedView === first.bottom, "focus is back where it was")

        first.restoresFocusAfterTransition = false
        navigation.pushViewController(TwoViews(), animated: false)
        app.mainLoop?.displayIfNeeded()
        navigation.popViewController(animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(window.focusedView === first.top, "without restoration, the preferred view")
    }
}
