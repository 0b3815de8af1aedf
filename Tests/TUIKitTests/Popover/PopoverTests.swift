import Testing

@testable import TUIKit

@MainActor
@Suite("Popovers")
struct PopoverTests {
    @Test func theStyleGivesAPopoverControllerBeforePresenting() {
        let controller = TUIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        #expect(popover != nil)
        #expect(popover === controller.popoverPresentationController)
        #expect(popover?.permittedArrowDirections == .any)
        #expect(popover?.arrowDirection == .unknown)
        let item = TUIBarButtonItem(title: "Sort") {}
        popover?.barButtonItem = item
        #expect(popover?.sourceItem === item)
    }

    @Test func aPopoverOpensUnderItsBarButtonItemKeptInsideTheWindowWithAnArrow() throws {
        let screen = PopoverScreen()
        let button = try #require(screen.sortButton)
        let buttonFrame = try #require(button.frame(in: screen.window))
        screen.press(.enter)
        #expect(screen.log.entries.starts(with: ["B.loadView", "B.viewDidLoad", "prepare", "B.viewWillAppear", "B.viewDidAppear"]))
        let lines = screen.lines
        // The box is 22 wide and 4 tall (20 by 2 inside), right under the bar, at the window's right edge.
        #expect(lines[1].hasSuffix("╮"))
        #expect(lines[1].count == 80)
        #expect(Array(lines[1])[58] == "╭")
        #expect(lines[2].contains("First"))
        #expect(lines[3].contains("Second"))
        #expect(lines[4].hasSuffix("╯"))
        let arrowColumn = buttonFrame.minX + buttonFrame.width / 2
        #expect(Array(lines[1])[arrowColumn] == "▲")
        #expect(screen.popover?.popoverPresentationController?.arrowDirection == .up)
        // What is behind is dimmed: one focus mark, inside the popover.
        #expect(screen.surface.lastFrame?[0, 0].style.attributes.contains(.dim) == true)
    }

    @Test func aPopoverWithNoRoomBelowOpensAboveItsAnchor() throws {
        let (app, window, _) = makeApp(width: 80, height: 10)
        let root = TUIViewController()
        window.rootViewController = root
        let anchor = TUIView(frame: Rect(x: 10, y: 8, width: 4, height: 1))
        root.view.addSubview(anchor)
        let content = TUIViewController()
        content.preferredContentSize = Size(width: 10, height: 3)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = anchor
        root.present(content, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(content.popoverPresentationController?.arrowDirection == .down)
        #expect(content.view.frame(in: window) == Rect(x: 7, y: 4, width: 10, height: 3))
    }

    @Test func focusIsTrappedInThePopoverAndGoesBackToTheItemOnEscape() throws {
        let screen = PopoverScreen()
        let button = try #require(screen.sortButton)
        screen.press(.enter)
        let content = try #require(screen.popover)
        for _ in 0 ..< 4 {
            screen.press(.tab)
            #expect(screen.window.focusedView?.isDescendant(of: content.view) == true)
        }
        screen.log.entries.removeAll()
        screen.press(.escape)
        #expect(
            screen.log.entries == [
                "shouldDismissPopover", "shouldDismiss", "willDismiss", "B.viewWillDisappear", "B.viewDidDisappear",
                "didDismiss", "didDismissPopover",
            ])
        #expect(screen.screen.presentedViewController == nil)
        #expect(screen.window.focusedView === button)
        #expect(content.popoverPresentationController?.arrowDirection == .unknown)
        #expect(!screen.surface.text.contains("First"))
    }

    @Test func aDelegateThatRefusesKeepsThePopover() {
        let screen = PopoverScreen()
        screen.delegate.allowsDismissal = false
        screen.press(.enter)
        screen.log.entries.removeAll()
        screen.press(.escape)
        #expect(screen.log.entries == ["shouldDismissPopover", "didAttemptToDismiss"])
        #expect(screen.screen.presentedViewController != nil)
    }

    @Test func aClickOutsideDismissesAndAClickInsideDoesNot() {
        let screen = PopoverScreen()
        screen.press(.enter)
        screen.click(Point(x: 70, y: 3))
        #expect(screen.screen.presentedViewController != nil)
        screen.log.entries.removeAll()
        screen.click(Point(x: 5, y: 8))
        #expect(screen.screen.presentedViewController == nil)
        #expect(screen.log.entries.first == "shouldDismissPopover")
        #expect(screen.log.entries.last == "didDismissPopover")
        #expect(screen.window.focusedView === screen.sortButton)
    }

    @Test func aCompactWidthTurnsThePopoverIntoASheet() throws {
        let screen = PopoverScreen(width: 60)
        screen.press(.enter)
        let content = try #require(screen.popover)
        #expect(screen.log.entries.filter { !$0.hasPrefix("B.") } == ["adaptive"], "no popover to prepare")
        #expect(content.presentationContainer?.style == .pageSheet)
        #expect(!screen.surface.text.contains("▲"))
        #expect(content.popoverPresentationController != nil)
    }

    @Test func answeringNoneKeepsThePopoverInACompactWidth() throws {
        let screen = PopoverScreen(width: 60)
        screen.delegate.adaptiveStyle = TUIModalPresentationStyle.none
        screen.press(.enter)
        let content = try #require(screen.popover)
        #expect(content.presentationContainer?.style == .popover)
        #expect(screen.surface.text.contains("▲"))
        #expect(screen.log.entries.filter { !$0.hasPrefix("B.") } == ["adaptive", "prepare"])
    }

    @Test func appearanceCallbacksAreBalancedAndThePresenterStaysAppeared() {
        let screen = PopoverScreen()
        screen.press(.enter)
        screen.press(.escape)
        screen.press(.enter)
        screen.popover?.dismiss(animated: false)
        let entries = screen.log.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.view") }
        #expect(!entries.contains { $0.hasPrefix("A.") })
        #expect(entries.filter { $0 == "B.viewWillAppear" }.count == 2)
        #expect(entries.filter { $0 == "B.viewDidAppear" }.count == 2)
        #expect(entries.filter { $0 == "B.viewWillDisappear" }.count == 2)
        #expect(entries.filter { $0 == "B.viewDidDisappear" }.count == 2)
        // A dismissal in code asks no delegate.
        #expect(screen.log.entries.filter { $0 == "shouldDismissPopover" }.count == 1)
    }
}
