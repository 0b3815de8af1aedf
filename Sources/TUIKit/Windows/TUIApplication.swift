/// The running app: it owns the windows, turns terminal events into
/// responder events for the key window, and draws a frame whenever views
/// changed, once per turn of the run loop however many changes there were.
///
/// ```swift
/// let window = TUIWindow()
/// window.addSubview(content)
/// window.makeKeyAndVisible()
/// await TUIApplication.shared.run(on: try NcursesSurface())
/// ```
///
/// Events flow as in UIKit: keys go to the key window's focused item and up
/// its responder chain, mouse presses are hit-tested and delivered as
/// touches. Presses nobody handles end here, where the application runs the
/// matching key command in scope, else does what a terminal app is expected
/// to: Tab and Shift-Tab move focus, typed text goes to a first responder
/// that adopts ``TUIKeyInput``, and Ctrl-C quits.
@MainActor
public final class TUIApplication: TUIResponder {
    /// The application the app's windows belong to.
    public static let shared = TUIApplication()

    /// The appearance windows get when the app sets none; dark, as most
    /// terminals are.
    public nonisolated static let defaultUserInterfaceStyle = TUIUserInterfaceStyle.dark

    /// Creates an application; apps use ``shared``. Tests and tools make
    /// their own to run headless apps side by side.
    package override init() {
        super.init()
    }

    private var storedWindows: [TUIWindow] = []
    private weak var storedKeyWindow: TUIWindow?
    package private(set) var mainLoop: MainLoop?
    var isDrawing = false
    /// The visible windows of the last frame, bottom to top, and its size:
    /// when either changes the next frame is drawn whole.
    var drawnWindows: [ObjectIdentifier] = []
    var drawnSize: Size?
    /// What the last frame drew again.
    var drawnDamage = DamageRegion()
    var storedHelpKeyCommands: (question: TUIKeyCommand, functionKey: TUIKeyCommand)?

    /// The app's windows, in the order they were shown.
    public var windows: [TUIWindow] { storedWindows }

    /// The window that receives key presses.
    public var keyWindow: TUIWindow? { storedKeyWindow }

    /// Whether ``run(on:)`` is in progress.
    public var isRunning: Bool { mainLoop?.isRunning ?? false }

    /// The appearance of every window, unless a view overrides it; dark by
    /// default, since the terminal's background cannot be asked for.
    public var userInterfaceStyle = TUIApplication.defaultUserInterfaceStyle {
        didSet { updateWindowTraits() }
    }

    /// The reading direction of the app's layouts; left to right by default.
    public var userInterfaceLayoutDirection = TUIUserInterfaceLayoutDirection.leftToRight {
        didSet { updateWindowTraits() }
    }

    /// The text size the app's views see in their traits; large by default.
    public var preferredContentSizeCategory = TUIContentSizeCategory.large {
        didSet { updateWindowTraits() }
    }

    /// Whether Ctrl-C that nothing handles ends the app; true by default.
    public var terminatesOnControlC = true

    /// Whether Ctrl-C ended the app (see ``terminatesOnControlC``), so a
    /// command can exit with 130 as an interrupted program does.
    public private(set) var wasInterruptedByControlC = false

    /// Whether `?` opens a ``TUIHelpViewController`` listing the keys the
    /// user can press (see ``showHelpOverlay()``); true by default. The
    /// command is the application's own, last in the responder chain, so
    /// any responder's `?` command comes first, and a text field types `?`.
    public var showsHelpOverlayOnQuestionMark = true

    /// The application's own commands while ``showsHelpOverlayOnQuestionMark``
    /// is on: `?` for help, and F1, which opens help while a text field types
    /// `?` (the footer shows F1 then).
    public override var keyCommands: [TUIKeyCommand]? {
        guard showsHelpOverlayOnQuestionMark else { return nil }
        let commands = helpCommands
        commands.functionKey.discoverabilityTitle = keyWindow?.firstResponder is TUIKeyInput ? commands.question.discoverabilityTitle : nil
        return [commands.question, commands.functionKey]
    }

    /// The end of the responder chain.
    public override var next: TUIResponder? { nil }

    // MARK: - Windows

    /// Adds `window` if needed, sizes it to the terminal, and makes it key.
    package func makeKey(_ window: TUIWindow) {
        if window.application !== self {
            window.application?.removeWindow(window)
            window.application = self
            storedWindows.append(window)
            if let surface = mainLoop?.surface {
                window.frame = Rect(origin: .zero, size: surface.size)
            }
            window.updateWindowTraits()
        }
        let previous = storedKeyWindow
        guard previous !== window else { return }
        storedKeyWindow = window
        previous?.resignKey()
        window.becomeKey()
        scheduleUpdate()
    }

    /// Takes a window out of the app.
    func removeWindow(_ window: TUIWindow) {
        storedWindows.removeAll { $0 === window }
        if storedKeyWindow === window { storedKeyWindow = storedWindows.last }
        window.application = nil
        scheduleUpdate()
    }

    private func updateWindowTraits() {
        for window in storedWindows { window.updateWindowTraits() }
    }

    // MARK: - Running

    /// Runs the app on `surface` until ``terminate()``: draws the first
    /// frame, then handles input, timers and tasks, drawing after changes.
    ///
    /// - Parameter surface: Where to draw and read input: an
    ///   `NcursesSurface` for a real terminal, a `HeadlessSurface` in tests.
    public func run(on surface: any Surface) async {
        let loop = connect(to: surface)
        await loop.run()
        mainLoop = nil
    }

    /// Ends ``run(on:)`` after the current work; a frame already asked for
    /// is drawn first.
    public func terminate() {
        mainLoop?.stop()
    }

    /// Makes a run loop over `surface` that feeds this app, without running
    /// it; tests drive it with `processInput()` and `displayIfNeeded()`.
    @discardableResult
    func connect(to surface: any Surface) -> MainLoop {
        let loop = MainLoop(surface: surface)
        attach(to: loop)
        return loop
    }

    /// Has `loop` feed this app: its events reach the app's windows and its
    /// frames draw them. Whoever made the loop runs it, or drives it by
    /// hand, as a tape player or test does.
    ///
    /// ```swift
    /// let target = HeadlessTapeTarget(size: Size(width: 80, height: 24))
    /// TUIApplication.shared.attach(to: target.loop)
    /// ```
    ///
    /// ``run(on:)`` is this plus running a loop it makes itself.
    ///
    /// - Parameter loop: The loop, over the surface the app should draw on.
    public func attach(to loop: MainLoop) {
        mainLoop = loop
        TUIApplication.lastAttached = self
        loop.eventHandler = { [weak self] event in self?.sendEvent(event) }
        loop.incrementalDrawHandler = { [weak self] canvas, contents in self?.drawFrame(into: &canvas, contents: contents) }
        for window in storedWindows {
            window.frame = Rect(origin: .zero, size: loop.surface.size)
        }
        loop.setNeedsDisplay()
    }

    /// Asks for a layout pass and frame on the next turn of the run loop.
    func scheduleUpdate() {
        guard !isDrawing else { return }
        mainLoop?.setNeedsDisplay()
    }

    /// Where the terminal cursor goes: the caret of the key window's first
    /// responder when it is a ``TUITextInput``, in terminal coordinates.
    var textCursorLocation: Point? {
        guard let window = keyWindow, !window.isHidden,
            let input = window.firstResponder as? any TUIView & TUITextInput,
            input.window === window, let caret = input.caretRect, !input.isInFlight
        else { return nil }
        let location = input.convert(caret.origin, to: window)
        return Point(x: location.x + window.frame.minX, y: location.y + window.frame.minY)
    }

    // MARK: - Events

    /// Dispatches a terminal event: keys and paste to the key window's
    /// responders, mouse events as touches, a resize to every window.
    ///
    /// - Parameter event: The event, as the surface decoded it.
    public func sendEvent(_ event: Event) {
        let outer = TUIApplication.handlingEvent
        TUIApplication.handlingEvent = self
        defer { TUIApplication.handlingEvent = outer }
        switch event {
        case .key(let keyEvent):
            keyWindow?.deliverKey(keyEvent)
        case .mouse(let mouseEvent):
            keyWindow?.deliverMouse(mouseEvent)
        case .resize(let size):
            for window in storedWindows {
                window.frame = Rect(origin: .zero, size: size)
            }
        case .paste(let text):
            TUIPasteboard.general.receivePaste(text)
            if let input = keyWindow?.firstResponder as? TUIKeyInput { input.insertText(text) }
        }
    }

    /// Handles presses that no responder handled: the key window's matching
    /// key command runs (see ``TUIResponder/keyCommands``); otherwise Tab and Shift-Tab move
    /// focus in the key window, the arrows move it inside its focus group, text goes to a ``TUIKeyInput`` first
    /// responder, and Ctrl-C ends the app (see ``terminatesOnControlC``).
    public override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let keyEvent = presses.first?.key?.keyEvent, let window = keyWindow else { return }
        if window.performKeyCommand(for: keyEvent) { return }
        let input = window.firstResponder as? TUIKeyInput
        switch (keyEvent.key, keyEvent.modifiers) {
        case (.tab, []):
            window.moveFocus(.next)
        case (.tab, .shift):
            window.moveFocus(.previous)
        case (.up, []):
            window.moveFocus(.up)
        case (.down, []):
            window.moveFocus(.down)
        case (.left, []):
            window.moveFocus(.left)
        case (.right, []):
            window.moveFocus(.right)
        case (.character("c"), .control) where terminatesOnControlC:
            wasInterruptedByControlC = true
            terminate()
        case (.character(let character), let modifiers) where input != nil && modifiers.subtracting(.shift).isEmpty:
            input?.insertText(String(character))
        case (.backspace, []):
            input?.deleteBackward()
        case (.enter, []):
            input?.insertText("\n")
        default:
            break
        }
    }

    /// Ends the press; nothing more to do.
    public override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {}
}
