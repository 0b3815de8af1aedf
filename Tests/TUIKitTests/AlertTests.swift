import Testing

@testable import TUIKit

@MainActor
@Suite("Alerts")
struct AlertTests {
    /// An app whose root controller shows a line of text and a focusable
    /// button behind the alert.
    private func makeScreen(
        width: Int = 30, height: Int = 8
    )
        -> (app: TUIApplication, window: TUIWindow, surface: HeadlessSurface, root: TUIViewController, behind: TUIButton)
    {
        let (app, window, surface) = makeApp(width: width, height: height)
        let root = TUIViewController()
        window.rootViewController = root
        root.view.addSubview(TextView("behind the alert", frame: Rect(x: 0, y: 0, width: 16, height: 1)))
        let behind = TUIButton(primaryAction: TUIAction(title: "Behind") { _ in })
        behind.frame = Rect(x: 0, y: height - 1, width: 10, height: 1)
        root.view.addSubview(behind)
        app.mainLoop?.displayIfNeeded()
        return (app, window, surface, root, behind)
    }

    private func deleteAlert(_ log: EventLog, root: TUIViewController) -> TUIAlertController {
        let alert = TUIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(
            TUIAlertAction(title: "Cancel", style: .cancel) { _ in
                log.entries.append("cancel, presented: \(root.presentedViewController != nil)")
            })
        alert.addAction(
            TUIAlertAction(title: "Delete", style: .destructive) { _ in
                log.entries.append("delete, presented: \(root.presentedViewController != nil)")
            })
        return alert
    }

    @Test func anAlertIsACenteredBoxOverDimmedContent() {
        let (app, _, surface, root, _) = makeScreen()
        let alert = deleteAlert(EventLog(), root: root)
        root.present(alert, animated: true)
        app.mainLoop?.displayIfNeeded()
        #expect(
            surface.text == """
                behind the alert
                  ╭────────────────────────╮
                  │        Delete?         │
                  │ This cannot be undone. │
                  │                        │
                  │ [ Cancel ]  [ Delete ] │
                  ╰────────────────────────╯
                [ Behind ]
                """)
        let frame = surface.lastFrame
        #expect(frame?[0, 0].style.attributes.contains(.dim) == true)
        #expect(frame?[0, 7].style.attributes.contains(.dim) == true)
        #expect(frame?[11, 2].style.attributes.contains(.bold) == true)
        #expect(frame?[18, 5].style.foreground == .red)
        #expect(frame?[4, 3].style.attributes.contains(.dim) == false)
    }

    @Test func escapeChoosesTheCancelActionAfterDismissingTheAlert() {
        let (app, _, surface, root, _) = makeScreen()
        let log = EventLog()
        root.present(deleteAlert(log, root: root), animated: true)
        send([key(.escape)], to: app, surface: surface)
        #expect(log.entries == ["cancel, presented: false"])
        #expect(root.presentedViewController == nil)
        #expect(surface.text.hasPrefix("behind the alert\n\n"))
        #expect(surface.lastFrame?[0, 0].style.attributes.contains(.dim) == false)
    }

    @Test func withoutACancelActionEscapeAndEnterDoNothing() {
        let (app, _, surface, root, _) = makeScreen()
        let log = EventLog()
        let alert = TUIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(TUIAlertAction(title: "Erase", style: .destructive) { _ in log.entries.append("erase") })
        root.present(alert, animated: false)
        send([key(.escape), key(.enter), key(.character("x"))], to: app, surface: surface)
        #expect(root.presentedViewController === alert)
        #expect(log.entries.isEmpty)
    }

    @Test func enterClosesAnAlertWhoseOnlyActionIsItsCancelAction() {
        let (app, _, surface, root, _) = makeScreen()
        let log = EventLog()
        let alert = TUIAlertController(title: "Failed", message: nil, preferredStyle: .alert)
        alert.addAction(TUIAlertAction(title: "OK", style: .cancel) { _ in log.entries.append("ok") })
        root.present(alert, animated: false)
        send([key(.enter)], to: app, surface: surface)
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["ok"])
    }

    @Test func besideADestructiveActionTheCancelActionHasFocusAndEnterChoosesIt() {
        let (app, window, surface, root, _) = makeScreen()
        let log = EventLog()
        root.present(deleteAlert(log, root: root), animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect((window.focusedView as? TUIButton)?.currentTitle == "Cancel")
        send([key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["cancel, presented: false"])
        #expect(root.presentedViewController == nil)
    }

    @Test func thePreferredActionHasFocusAndEnterChoosesIt() {
        let (app, window, surface, root, _) = makeScreen()
        let log = EventLog()
        let alert = TUIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        alert.addAction(TUIAlertAction(title: "Discard", style: .destructive) { _ in log.entries.append("discard") })
        let save = TUIAlertAction(title: "Save", style: .default) { _ in log.entries.append("save") }
        alert.addAction(TUIAlertAction(title: "Later", style: .cancel) { _ in log.entries.append("later") })
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        app.mainLoop?.displayIfNeeded()
        // Three actions stack, the cancel action last.
        #expect(
            surface.text == """
                behind╭───────────────╮
                      │ Save changes? │
                      │               │
                      │  [ Discard ]  │
                      │   [ Save ]    │
                      │   [ Later ]   │
                      ╰───────────────╯
                [ Behind ]
                """)
        #expect(surface.lastFrame?[10, 4].style.attributes.contains(.reverse) == true)
        #expect((window.focusedView as? TUIButton)?.currentTitle == "Save")
        send([key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["save"])
    }

    @Test func enterWithNothingFocusedChoosesTheFirstDefaultAction() {
        let (app, window, surface, root, _) = makeScreen()
        let log = EventLog()
        let alert = TUIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addAction(TUIAlertAction(title: "OK", style: .default) { _ in log.entries.append("ok") })
        root.present(alert, animated: false)
        window.setFocus(to: nil, heading: [])
        #expect(window.focusedView == nil)
        send([key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["ok"])
    }

    @Test func tabAndArrowsMoveAmongTheButtonsAndNeverLeaveTheAlert() {
        let (app, window, surface, root, behind) = makeScreen()
        let alert = deleteAlert(EventLog(), root: root)
        window.requestFocusUpdate(to: behind)
        root.present(alert, animated: false)
        var seen: [String] = []
        for event in [key(.tab), key(.tab), key(.tab), key(.left), key(.down), key(.tab, .shift)] {
            send([event], to: app, surface: surface)
            seen.append((window.focusedView as? TUIButton)?.currentTitle ?? "none")
        }
        // Cancel has focus when the alert appears.
        #expect(seen == ["Delete", "Cancel", "Delete", "Cancel", "Delete", "Cancel"])
        send([key(.escape)], to: app, surface: surface)
        #expect(window.focusedView === behind)
    }

    @Test func clickingAButtonChoosesItsAction() {
        let (app, _, surface, root, _) = makeScreen()
        let log = EventLog()
        root.present(deleteAlert(log, root: root), animated: false)
        app.mainLoop?.displayIfNeeded()
        // A click behind the box does nothing.
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 7))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 7))),
            ], to: app, surface: surface)
        #expect(log.entries.isEmpty)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 18, y: 5))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 18, y: 5))),
            ], to: app, surface: surface)
        #expect(log.entries == ["delete, presented: false"])
    }

    @Test func aDisabledActionIsDimmedAndCannotBeChosen() {
        let (app, window, surface, root, _) = makeScreen()
        let log = EventLog()
        let alert = TUIAlertController(title: "Pay", message: nil, preferredStyle: .alert)
        let pay = TUIAlertAction(title: "Pay", style: .default) { _ in log.entries.append("pay") }
        pay.isEnabled = false
        alert.addAction(TUIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(pay)
        root.present(alert, animated: false)
        send([key(.tab), key(.tab)], to: app, surface: surface)
        #expect(log.entries.isEmpty)
        #expect((window.focusedView as? TUIButton)?.currentTitle == "Cancel")
        #expect(surface.lastFrame?[17, 4].style.attributes.contains(.dim) == true)
        pay.isEnabled = true
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["pay"])
    }

    @Test func anActionSheetSpansTheBottomWithTheCancelActionLast() {
        let (app, _, surface, root, _) = makeScreen(width: 24, height: 8)
        let sheet = TUIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(TUIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(TUIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(TUIAlertAction(title: "Mail", style: .default))
        root.present(sheet, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(
            surface.text == """
                behind the alert
                ╭──────────────────────╮
                │        Share         │
                │                      │
                │    [ Copy Link ]     │
                │       [ Mail ]       │
                │      [ Cancel ]      │
                ╰──────────────────────╯
                """)
    }

    @Test func theAlertsAppearanceCallbacksLeaveThePresenterAppeared() {
        let log = CallbackLog()
        let (_, window, _) = makeApp()
        let root = RecordingViewController("A", log: log)
        window.rootViewController = root
        log.entries.removeAll()
        let alert = TUIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(TUIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        #expect(log.entries.filter { $0.contains("Appear") }.isEmpty)
        #expect(root.isAppeared)
        alert.dismiss(animated: true)
        #expect(log.entries.filter { $0.contains("Appear") }.isEmpty)
        #expect(root.presentedViewController == nil)
    }

    @Test func anAlertCanHoldATextFieldThatEnterSubmits() {
        let (app, window, surface, root, _) = makeScreen(width: 34, height: 9)
        let log = EventLog()
        let alert = TUIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(TUIAlertAction(title: "Cancel", style: .cancel))
        let save = TUIAlertAction(title: "Save", style: .default) { _ in
            log.entries.append("save \(alert.textFields?.first?.text ?? "")")
        }
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(
            surface.text == """
                behind the alert
                   ╭──────────────────────────╮
                   │          Rename          │
                   │                          │
                   │ Name                     │
                   │                          │
                   │   [ Cancel ]  [ Save ]   │
                   ╰──────────────────────────╯
                [ Behind ]
                """)
        #expect(window.focusedView === alert.textFields?.first)
        #expect(surface.cursorPosition == Point(x: 5, y: 4))
        send([key(.character("L")), key(.character("a")), key(.tab)], to: app, surface: surface)
        #expect((window.focusedView as? TUIButton)?.currentTitle == "Cancel")
        send([key(.tab, .shift), key(.character("b")), key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["save Lab"])
        #expect(root.presentedViewController == nil)
    }
}
