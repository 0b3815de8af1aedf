@testable import TUIKit

/// A navigation bar with a Sort bar button item on the right that presents
/// a popover of two buttons, driven headless as a user drives it.
@MainActor
final class PopoverScreen {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let screen: RecordingViewController
    let sortItem: TUIBarButtonItem
    let log = CallbackLog()
    let delegate: PopoverDelegateRecorder
    private(set) var popover: RecordingViewController?

    /// A screen `width` columns wide (80 and more is a regular width).
    init(width: Int = 80, height: Int = 12) {
        (app, window, surface) = makeApp(width: width, height: height)
        delegate = PopoverDelegateRecorder(log: log)
        screen = RecordingViewController("A", log: log)
        sortItem = TUIBarButtonItem(title: "Sort") {}
        screen.navigationItem.rightBarButtonItem = sortItem
        screen.view.addSubview(TextView("behind", frame: Rect(x: 0, y: 0, width: 6, height: 1)))
        sortItem.primaryAction = TUIAction(title: "Sort") { [weak self] _ in self?.presentPopover() }
        window.rootViewController = TUINavigationController(rootViewController: screen)
        app.mainLoop?.displayIfNeeded()
        if let button = sortButton { window.requestFocusUpdate(to: button) }
        app.mainLoop?.displayIfNeeded()
        log.entries.removeAll()
    }

    /// The button the bar shows for the Sort item.
    var sortButton: TUIButton? { sortItem.shownButtonInWindow }

    /// Presents a popover of two buttons, 20 by 2, at the Sort item.
    func presentPopover() {
        let content = RecordingViewController("B", log: log)
        content.preferredContentSize = Size(width: 20, height: 2)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceItem = sortItem
        content.popoverPresentationController?.delegate = delegate
        content.loadViewIfNeeded()
        for (row, title) in ["First", "Second"].enumerated() {
            let button = TUIButton(primaryAction: TUIAction(title: title) { _ in })
            button.frame = Rect(x: 0, y: row, width: 10, height: 1)
            content.view.addSubview(button)
        }
        popover = content
        screen.present(content, animated: true)
    }

    /// The screen's lines.
    var lines: [String] { surface.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Delivers keys and draws.
    func press(_ keys: Key..., modifiers: KeyModifiers = []) {
        send(keys.map { key($0, modifiers) }, to: app, surface: surface)
    }

    /// Clicks (press and release) at `point`.
    func click(_ point: Point) {
        send(
            [.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point))], to: app,
            surface: surface)
    }
}

/// A popover delegate that logs each call and answers as told.
@MainActor
final class PopoverDelegateRecorder: TUIPopoverPresentationControllerDelegate {
    let log: CallbackLog
    /// What the popover's should-dismiss question answers.
    var allowsDismissal = true
    /// What the compact adaptation answers; nil keeps the default.
    var adaptiveStyle: TUIModalPresentationStyle?

    init(log: CallbackLog) { self.log = log }

    func prepareForPopoverPresentation(_ popoverPresentationController: TUIPopoverPresentationController) {
        log.entries.append("prepare")
    }

    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: TUIPopoverPresentationController) -> Bool {
        log.entries.append("shouldDismissPopover")
        return allowsDismissal
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: TUIPopoverPresentationController) {
        log.entries.append("didDismissPopover")
    }

    func presentationControllerShouldDismiss(_ presentationController: TUIPresentationController) -> Bool {
        log.entries.append("shouldDismiss")
        return true
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: TUIPresentationController) {
        log.entries.append("didAttemptToDismiss")
    }

    func presentationControllerWillDismiss(_ presentationController: TUIPresentationController) {
        log.entries.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: TUIPresentationController) {
        log.entries.append("didDismiss")
    }

    func adaptivePresentationStyle(
        for controller: TUIPresentationController, traitCollection: TUITraitCollection
    ) -> TUIModalPresentationStyle {
        log.entries.append("adaptive")
        return adaptiveStyle ?? controller.adaptivePresentationStyle
    }
}
