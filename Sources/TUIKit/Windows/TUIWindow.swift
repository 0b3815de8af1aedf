/// The root of a view hierarchy shown on the terminal: it owns the Auto
/// Layout engine of every view in it, tracks the first responder and the
/// focused view, and draws its views into each frame.
///
/// The application makes every window fill the terminal and resizes it with
/// the terminal; a resize is one edit of the window's size in the layout
/// engine, not a rebuild.
///
/// ```swift
/// let window = TUIWindow()
/// let content = TUIView()
/// content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// window.addSubview(content)
/// window.makeKeyAndVisible()
/// await TUIApplication.shared.run(on: try NcursesSurface())
/// ```
@MainActor
open class TUIWindow: TUIView {
    /// Where a window sits among others: higher levels draw on top.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value.
        public var rawValue: Double

        /// Creates a level.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// Creates a level.
        public init(_ rawValue: Double) { self.rawValue = rawValue }

        /// Ordinary windows.
        public static let normal = Level(0)
        /// Status lines above ordinary windows.
        public static let statusBar = Level(1000)
        /// Alerts above everything else.
        public static let alert = Level(2000)

        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package weak var application: TUIApplication?
    weak var storedFirstResponder: TUIResponder?
    weak var storedFocusedView: TUIView?
    /// A view focus was asked for before it had a size; see ``requestFocusUpdate(to:)``.
    weak var pendingFocusRequest: TUIView?
    /// Whether focus must be settled again on the next frame: it was lost,
    /// the focus scope changed, or an environment asked for an update.
    var needsFocusUpdate = true
    /// The environment whose preferred item a requested update focuses.
    weak var focusUpdateEnvironment: (any TUIFocusEnvironment)?
    /// The mouse touch in progress, if any.
    var activeTouch: TUITouch?
    /// The controller whose view fills the window; see ``rootViewController``.
    var storedRootViewController: TUIViewController?
    /// The rows of the window that changed since it was last drawn, in
    /// the window's superview coordinates (the terminal's).
    var damage = DamageRegion()
    /// Views that work out what they show from state nobody reports
    /// changes of (the key hints footer reads the focused responder chain's
    /// commands), asked before each frame whether it changed.
    var viewsCheckedEachFrame: [FrameCheck] = []

    /// Creates a window; the application resizes it to the terminal.
    ///
    /// - Parameter frame: The window's frame until the application sizes it.
    public override init(frame: Rect) {
        super.init(frame: frame)
        storedWindow = self
        updateTraitCollection(inheriting: windowTraitCollection)
    }

    /// Where the window sits among others; ``Level/normal`` by default.
    open var windowLevel = Level.normal {
        didSet { setNeedsDisplayOfWindow() }
    }

    // MARK: - Key window

    /// Whether this is the application's key window, which receives key presses.
    public var isKeyWindow: Bool {
        application?.keyWindow === self
    }

    /// Makes this the key window of the shared application.
    public func makeKey() {
        (application ?? TUIApplication.shared).makeKey(self)
    }

    /// Shows the window in the shared application and makes it key.
    public func makeKeyAndVisible() {
        isHidden = false
        (application ?? TUIApplication.shared).makeKey(self)
    }

    /// Called when the window became the key window. Does nothing by default.
    open func becomeKey() {}

    /// Called when the window stopped being the key window. Does nothing by default.
    open func resignKey() {}

    // MARK: - Responder chain

    /// The application.
    open override var next: TUIResponder? { owningResponder ?? application }

    override var firstResponderWindow: TUIWindow? { self }

    /// The responder that receives key presses first, if any.
    var firstResponder: TUIResponder? { storedFirstResponder }

    /// Makes `responder` the first responder, asking the current one to resign.
    func makeFirstResponder(_ responder: TUIResponder) -> Bool {
        if storedFirstResponder === responder { return true }
        if let current = storedFirstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            if storedFirstResponder === current { storedFirstResponder = nil }
        }
        storedFirstResponder = responder
        if let view = responder as? TUIView, view.canBecomeFocused, storedFocusedView !== view {
            setFocus(to: view, heading: [])
        }
        // The cursor follows the first responder, which a frame places.
        setNeedsLayoutOfWindow()
        return true
    }

    /// Records that `responder` resigned.
    func firstResponderDidResign(_ responder: TUIResponder) {
        guard storedFirstResponder === responder else { return }
        storedFirstResponder = nil
        setNeedsLayoutOfWindow()
    }

    /// Tidies up before `view` and its subtree leave the window: they give
    /// up first responder status, focus and any touch in progress.
    func subtreeWillLeave(_ view: TUIView) {
        if let responder = storedFirstResponder as? TUIView, responder.isDescendant(of: view) {
            _ = responder.resignFirstResponder()
            if storedFirstResponder === responder { storedFirstResponder = nil }
        }
        if let focused = storedFocusedView, focused.isDescendant(of: view) {
            setFocus(to: nil, heading: [])
        }
        if let touch = activeTouch, let touched = touch.view, touched.isDescendant(of: view) {
            activeTouch = nil
            touch.phase = .cancelled
            touched.touchesCancelled([touch], with: TUITouchesEvent(touches: [touch], terminalEvent: nil))
        }
    }

    // MARK: - Traits

    /// The traits the terminal and application give the window: size classes
    /// from its size (see ``TUIUserInterfaceSizeClass``), appearance, layout
    /// direction and text size from the application.
    var windowTraitCollection: TUITraitCollection {
        var traits = TUITraitCollection()
        let classes = TUITraitCollection.sizeClasses(for: storedFrame.size)
        traits.horizontalSizeClass = classes.horizontal
        traits.verticalSizeClass = classes.vertical
        traits.userInterfaceStyle = application?.userInterfaceStyle ?? TUIApplication.defaultUserInterfaceStyle
        traits.usesTerminalAppearance = true
        traits.layoutDirection =
            (application?.userInterfaceLayoutDirection ?? .leftToRight) == .rightToLeft
            ? .rightToLeft : .leftToRight
        traits.preferredContentSizeCategory = application?.preferredContentSizeCategory ?? .large
        return traits
    }

    /// Recomputes the traits of every view in the window.
    func updateWindowTraits() {
        updateTraitCollection(inheriting: windowTraitCollection)
    }

    override func frameSizeDidChange() {
        updateWindowTraits()
    }

    // MARK: - Updates

    /// Records that the whole window must be drawn and asks the application for a frame.
    func setNeedsDisplayOfWindow() {
        damage.addAll()
        application?.scheduleUpdate()
    }

    /// Records that `rect`, in the window's superview coordinates, must be
    /// drawn again, and asks the application for a frame.
    func addDamage(_ rect: Rect) {
        damage.add(rect)
        application?.scheduleUpdate()
    }

    /// Runs `check` before each frame while `view` is in this window: it
    /// works out whether what the view shows changed and marks it if so.
    /// For views that derive what they show from state nobody reports
    /// changes of; a view registers once, again replacing its check.
    package func checkEachFrame(_ view: TUIView, _ check: @escaping @MainActor () -> Void) {
        viewsCheckedEachFrame.removeAll { $0.view == nil || $0.view === view }
        viewsCheckedEachFrame.append(FrameCheck(view: view, check: check))
    }

    /// Runs the checks of the views that are still in this window.
    func runFrameChecks() {
        viewsCheckedEachFrame.removeAll { $0.view == nil }
        for entry in viewsCheckedEachFrame where entry.view?.storedWindow === self {
            entry.check()
        }
    }

    /// Asks the application for a layout pass and frame.
    func setNeedsLayoutOfWindow() {
        application?.scheduleUpdate()
    }
}
