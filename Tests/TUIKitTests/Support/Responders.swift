@testable import TUIKit

/// A log of events that responders received.
@MainActor
final class EventLog {
    var entries: [String] = []
}

/// A view that can be focused and made first responder, and records the
/// presses and touches it sees; it handles only presses of `handledKey`.
@MainActor
final class ResponderView: TUIView {
    let name: String
    let log: EventLog
    var handledKey: Key?
    var acceptsFirstResponder = true
    var focusable = true
    var refusesToResign = false
    var commands: [TUIKeyCommand]?

    init(_ name: String, log: EventLog, frame: Rect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canBecomeFocused: Bool { focusable }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override var keyCommands: [TUIKeyCommand]? { commands }

    override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        let key = presses.first?.key?.keyEvent
        log.entries.append("\(name) began \(key?.description ?? "?")")
        if key?.key != handledKey { super.pressesBegan(presses, with: event) }
    }

    override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        log.entries.append("\(name) touch began at \(touches.first?.location(in: self) ?? .zero)")
    }

    override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        log.entries.append("\(name) touch moved to \(touches.first?.location(in: self) ?? .zero)")
    }

    override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        log.entries.append("\(name) touch ended at \(touches.first?.location(in: self) ?? .zero)")
    }
}

/// A view that collects typed text as a key-input responder.
@MainActor
final class TypingView: TUIView, TUIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

/// An application with a key window of `size`, connected to a headless surface.
@MainActor
func makeApp(width: Int = 30, height: Int = 8) -> (app: TUIApplication, window: TUIWindow, surface: HeadlessSurface) {
    let app = TUIApplication()
    let surface = HeadlessSurface(size: Size(width: width, height: height))
    let window = TUIWindow()
    app.makeKey(window)
    app.connect(to: surface)
    return (app, window, surface)
}

/// Delivers `events` and draws the frame they asked for.
@MainActor
func send(_ events: [Event], to app: TUIApplication, surface: HeadlessSurface) {
    for event in events {
        if case .resize(let size) = event { surface.resize(to: size) } else { surface.enqueue(event) }
    }
    app.mainLoop?.processInput()
    app.mainLoop?.displayIfNeeded()
}

/// A key event.
func key(_ key: Key, _ modifiers: KeyModifiers = []) -> Event {
    .key(KeyEvent(key, modifiers: modifiers))
}
