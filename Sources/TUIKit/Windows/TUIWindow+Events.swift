extension TUIWindow {
    // MARK: - Keys

    /// The responder key presses start from: the first responder, else the
    /// focused view, else the controller on screen (the root view
    /// controller's deepest presented or shown child), else the window.
    var keyResponder: TUIResponder {
        storedFirstResponder ?? storedFocusedView ?? storedRootViewController?.defaultKeyResponder ?? self
    }

    /// Delivers a key as UIKit's responder chain does: the press goes to
    /// the focused item (the first responder, else the focused view) and up
    /// its responder chain; a press no responder handles reaches the
    /// application, which matches it against the key commands in scope
    /// (see ``performKeyCommand(for:)``) before its own keys (Tab moves
    /// focus). So a control that handles a key wins over an ancestor's
    /// shortcut on the same key.
    func deliverKey(_ keyEvent: KeyEvent) {
        // A screen that appeared since the last frame gets its focused item
        // before the key is routed, so the key goes where the user will see focus.
        if needsFocusUpdate || pendingFocusRequest != nil {
            layoutIfNeeded()
            settleFocus()
        }
        let start = keyResponder
        let press = TUIPress(key: TUIKey(keyEvent))
        let event = TUIPressesEvent(presses: [press], terminalEvent: .key(keyEvent))
        start.pressesBegan([press], with: event)
        press.phase = .ended
        start.pressesEnded([press], with: event)
    }

    /// Runs the first key command that matches `keyEvent`: looked up from
    /// the responder keys start from outward, then from the controller on
    /// screen outward (so a screen's commands work while its navigation
    /// bar has focus), skipping responders behind a modal presentation.
    /// While a text input is the first responder, commands on printable
    /// keys wait, since those keys type.
    ///
    /// - Returns: Whether a command ran.
    func performKeyCommand(for keyEvent: KeyEvent) -> Bool {
        let isTyping = storedFirstResponder is TUIKeyInput
        let pressed = TUIKeyCommand.normalizedPress(keyEvent)
        for responder in commandResponders() {
            if let command = responder.keyCommands?.first(where: { $0.matches(pressed: pressed) && !(isTyping && $0.typesText) }) {
                command.perform()
                return true
            }
            if let command = responder.contextMenuKeyCommand, command.matches(pressed: pressed) {
                command.perform()
                return true
            }
        }
        return false
    }

    /// The responders whose key commands count now, nearest first: the
    /// chain from where keys start until it joins the chain from the
    /// controller on screen, then that chain (so with a navigation bar's
    /// button focused, the screen's commands come before the app's), each
    /// once, none behind the active focus scope.
    func commandResponders() -> [TUIResponder] {
        let scope = focusScopeRoot
        func chain(from start: TUIResponder?) -> [TUIResponder] {
            var found: [TUIResponder] = []
            found.reserveCapacity(16)
            var responder = start
            while let current = responder {
                if isInFocusScope(responder: current, scope: scope) { found.append(current) }
                responder = current.next
            }
            return found
        }
        // The key responder's chain up to where it joins the screen's: none
        // of those are on the screen's chain, so nothing repeats. Chains are
        // a few dozen responders, so scanning beats hashing.
        let screen = chain(from: storedRootViewController?.defaultKeyResponder)
        return chain(from: keyResponder).prefix { responder in !screen.contains { $0 === responder } } + screen
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
            // Clicks behind a modal presentation do nothing.
            guard let hit = hitTest(location, with: nil), isInFocusScope(hit) else { return }
            if button == .right, presentContextMenu(from: hit, atWindowLocation: location) { return }
            var candidate: TUIView? = hit
            while let view = candidate, !view.isFocusable { candidate = view.storedSuperview }
            if let focusable = candidate { setFocus(to: focusable, heading: []) }
            let touch = TUITouch(view: hit, window: self, location: location, button: button)
            activeTouch = touch
            hit.touchesBegan([touch], with: TUITouchesEvent(touches: [touch], terminalEvent: .mouse(mouseEvent)))
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
