import Testing

@testable import TUIKit

@MainActor
@Suite("Presentation")
struct PresentationTests {
    private let window = makeWindow(width: 20, height: 6)

    private func presenter(_ log: CallbackLog) -> RecordingViewController {
        let a = RecordingViewController("A", log: log)
        window.rootViewController = a
        log.entries.removeAll()
        return a
    }

    /// The order UIKit is observed to use for full-screen presentation: the
    /// presented controller appears before the covered one has disappeared.
    @Test func fullScreenPresentAndDismissFollowUIKitsOrder() {
        let log = CallbackLog()
        let a = presenter(log)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { log.entries.append("completion") }
        #expect(
            log.entries == [
                "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewDidAppear", "A.viewDidDisappear", "completion",
            ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.next === a)
        log.entries.removeAll()
        b.dismiss(animated: true)
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
        #expect(a.presentedViewController == nil)
    }

    @Test func sheetLeavesThePresenterAppearedAndDimsIt() {
        let log = CallbackLog()
        let a = presenter(log)
        a.view.addSubview(TextView("behind", frame: Rect(x: 0, y: 0, width: 6, height: 1)))
        let b = RecordingViewController("B", log: log)
        b.view.addSubview(TextView("sheet", frame: Rect(x: 0, y: 0, width: 5, height: 1)))
        b.sheetPresentationController?.detents = [.medium()]
        a.present(b, animated: false)
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        let canvas = render(window)
        #expect(canvas.text == "behind\n\n\n" + String(repeating: "─", count: 20) + "\nsheet\nEsc Close")
        #expect(canvas[0, 0].style.attributes.contains(.dim))
        #expect(!canvas[0, 4].style.attributes.contains(.dim))
    }

    @Test func escapeDismissesASheetUnlessModal() {
        let log = CallbackLog()
        let (app, window, surface) = makeApp(width: 20, height: 6)
        let a = RecordingViewController("A", log: log)
        window.rootViewController = a
        let b = RecordingViewController("B", log: log)
        b.isModalInPresentation = true
        a.present(b, animated: false)
        send([key(.escape)], to: app, surface: surface)
        #expect(a.presentedViewController === b)
        b.isModalInPresentation = false
        send([key(.escape)], to: app, surface: surface)
        #expect(a.presentedViewController == nil)
    }

    @Test func altUpAndAltDownMoveASheetBetweenItsDetentsAndAClickOnTheGrabberCyclesThem() {
        let (app, window, surface) = makeApp(width: 20, height: 8)
        let a = TUIViewController()
        window.rootViewController = a
        let b = TUIViewController()
        b.view.addSubview(TextView("sheet", frame: Rect(x: 0, y: 0, width: 5, height: 1)))
        let sheet = b.sheetPresentationController
        sheet?.detents = [.large(), .medium()]
        sheet?.selectedDetentIdentifier = .medium
        sheet?.prefersGrabberVisible = true
        a.present(b, animated: false)
        app.mainLoop?.displayIfNeeded()
        let lines = { surface.text.split(separator: "\n", omittingEmptySubsequences: false) }
        #expect(lines()[4] == "──────━━━━━━━━──────", "a medium sheet, half the window, with its grabber")
        #expect(b.keyCommands?.map(\.title) == ["Larger", "Smaller", "Close"])
        send([key(.up, .alt)], to: app, surface: surface)
        #expect(sheet?.selectedDetentIdentifier == .large)
        #expect(lines()[1] == "──────━━━━━━━━──────")
        #expect(lines()[2] == "sheet")
        send([key(.up, .alt)], to: app, surface: surface)
        #expect(sheet?.selectedDetentIdentifier == .large, "already the tallest")
        send([key(.down, .alt)], to: app, surface: surface)
        #expect(sheet?.selectedDetentIdentifier == .medium)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 4))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 4))),
            ], to: app, surface: surface)
        #expect(sheet?.selectedDetentIdentifier == .large)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 1))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 1))),
            ], to: app, surface: surface)
        #expect(sheet?.selectedDetentIdentifier == .medium, "after the tallest comes the shortest")
    }

    @Test func dismissingASheetGivesFocusBackToTheViewThatHadIt() {
        let (app, window, surface) = makeApp(width: 20, height: 8)
        let a = TUIViewController()
        let button = TUIButton(primaryAction: TUIAction(title: "Go") { _ in })
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        a.view.addSubview(button)
        window.rootViewController = a
        app.mainLoop?.displayIfNeeded()
        window.requestFocusUpdate(to: button)
        #expect(window.focusedView === button)
        let b = TUIViewController()
        a.present(b, animated: false)
        #expect(window.focusedView == nil, "nothing behind the sheet keeps focus")
        send([key(.escape)], to: app, surface: surface)
        #expect(a.presentedViewController == nil)
        #expect(window.focusedView === button)
    }

    @Test func aSheetWithOneDetentHasNoDetentKeysOnlyEscapeToCloseIt() {
        let a = presenter(CallbackLog())
        let b = TUIViewController()
        b.sheetPresentationController?.detents = [.medium()]
        a.present(b, animated: false)
        #expect(b.keyCommands?.map(\.title) == ["Close"])
        #expect(b.keyCommands?.first?.input == TUIKeyCommand.inputEscape)
        b.isModalInPresentation = true
        #expect(b.keyCommands == nil)
    }

    @Test func formSheetIsACenteredBox() {
        let log = CallbackLog()
        let a = presenter(log)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .formSheet
        b.preferredContentSize = Size(width: 4, height: 1)
        a.present(b, animated: false)
        // The content's row, then the row of key hints: "Esc Close" does not fit in 4 cells.
        #expect(render(window).text == "\n       ╭────╮\n       │    │\n       │…   │\n       ╰────╯\n")
    }
}
