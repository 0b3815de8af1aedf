extension TUIWindow {
    // MARK: - Keys

    /// The responder key presses start from: the first responder, else the
    /// focused view, else the controller on screen (the root view
    /// controller's deepest presented or shown child), else the window.
    var keyResponder: TUIResponder {
        storedFirstResponder ?? storedFocusedView ?? storedRootViewController?.defaultKeyResponder ?? self
    }

    /// Delivers a key: first to a matching key command along the responder
    /// chain, otherwise as a press through `pressesBegan` and `pressesEnded`.
    func deliverKey(_ keyEvent: KeyEvent) {
        let start = keyResponder
        let isTyping = storedFirstResponder is TUIKeyInput
        var responder: TUIResponder? = start
        while let current = responder {
            if let command = current.keyCommands?.first(where: { $0.matches(keyEvent) && !(isTyping && $0.typesText) }) {
                command.perform()
                return
            }
            responder = current.next
        }
        let press = TUIPress(key: TUIKey(keyEvent))
        let event = TUIPressesEvent(presses: [press], terminalEvent: .key(keyEvent))
        start.pressesBegan([press], with: event)
        press.phase = .ended
        start.pressesEnded([press], with: event)
    }

    // MARK: - Mouse

    /// Delivers a mouse event as touches: a press hit-tests, focuses the
    /// view clicked (or its nearest focusable ancestor) and begins a touch;
    /// drags and the release go to the view the touch began in.
    func deliverMouse(_ mouseEvent: MouseEvent) {
        let location = Point(x: mouseEvent.location.x - storedFrame.minX, y: mouseEvent.location.y - storedFrame.minY)
        switch mouseEvent.action {
        case .press(let button):
            if let touch = activeTouch {
                activeTouch = nil
                touch.phase = .cancelled
                touch.view?.touchesCancelled([touch], with: TUITouchesEvent(touches: [touch], terminalEvent: nil))
            }
            let hit = hitTest(location, with: nil)
            var candidate = hit
            while let view = candidate, !view.isFocusable { candidate = view.storedSuperview }
            if let focusable = candidate { setFocus(to: focusable, heading: .none) }
            let touch = TUITouch(view: hit ?? self, window: self, location: location, button: button)
            activeTouch = touch
            (hit ?? self).touchesBegan([touch], with: TUITouchesEvent(touches: [touch], terminalEvent: .mouse(mouseEvent)))
        case .drag:
            guard let touch = activeTouch else { return }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = .moved
            touch.timestamp = .now
            touch.view?.touchesMoved([touch], with: TUITouchesEvent(touches: [touch], terminalEvent: .mouse(mouseEvent)))
        case .release:
            guard let touch = activeTouch else { return }
            activeTouch = nil
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = .ended
            touch.timestamp = .now
            touch.view?.touchesEnded([touch], with: TUITouchesEvent(touches: [touch], terminalEvent: .mouse(mouseEvent)))
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            deliverScrollWheel(mouseEvent.action, at: location)
        case .move:
            break
        }
    }
}
