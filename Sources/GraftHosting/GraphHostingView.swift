import GraftTerminal

/// The view that shows a ``ViewGraph`` inside a TUIKit hierarchy: the root
/// view of a ``TUIHostingController`` and the content view of a
/// ``TUIHostingConfiguration``.
///
/// The graph is brought up to date in the layout pass, and only what the
/// graph marked dirty is re-evaluated: a state change or an observed model
/// asks for layout and display here (`onNeedsUpdate`), which the window
/// coalesces into one frame per turn of the run loop.
@MainActor
class GraphHostingView: TUIView, TUITextInput, ScrollWheelHandling, FocusItemProviding {
    /// The hosted content.
    let graph: ViewGraph

    /// Which sizes follow the content (see ``TUIHostingControllerSizingOptions``).
    var sizingOptions: TUIHostingControllerSizingOptions = [] {
        didSet {
            guard sizingOptions != oldValue else { return }
            idealSize = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Whether the content is kept inside the safe area (where it does not
    /// ignore it); the graph lays out in the whole bounds either way.
    var respectsSafeArea = true {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Called after an update that may have changed the content's preferences.
    var preferencesDidChange: (() -> Void)?

    /// Called when the content's ideal size changed, with sizing options on.
    var idealSizeDidChange: ((Size) -> Void)?

    /// Who measures the content with a finite size, for reports.
    var ownerName = "TUIHostingController"

    private var readPreferenceGeneration = -1
    /// Whether the content is being brought up to date (its damage is
    /// collected at the end).
    private var isRefreshing = false
    private var idealSize: Size?
    private var laidOutSize: Size?
    /// Turns spinners while the content has any.
    private var animationTimer: LoopTimer?
    /// Moves animated changes on every display frame while any plays.
    private var frameTimer: LoopTimer?
    /// The run loop whose time the graph's animations follow.
    private weak var clockLoop: MainLoop?
    private var reportedFlexibleAxes: Set<String> = []

    /// Creates a view showing `rootView`.
    ///
    /// - Parameters:
    ///   - rootView: The content.
    ///   - isAppeared: Whether the content counts as on screen from the start
    ///     (a controller's content appears with the controller instead).
    init<Content: View>(rootView: Content, isAppeared: Bool) {
        // Representables made while the graph is built find this view here.
        let reference = HostingViewReference()
        var environment = EnvironmentValues()
        environment.hostingViewReference = reference
        graph = ViewGraph(root: rootView, environment: environment, isAppeared: isAppeared)
        super.init(frame: .zero)
        reference.view = self
        backgroundColor = .systemBackground
        focusEffect = nil
        graph.wrapsFocus = false
        graph.tabMovesFocus = false
        graph.onNeedsUpdate = { [weak self] in self?.contentNeedsUpdate() }
        // A change that only redraws (no update, no layout) still needs a
        // frame; one asked for while refreshing comes with this one.
        graph.onNeedsDisplay = { [weak self] in
            guard let self, !isRefreshing else { return }
            setNeedsLayout()
        }
    }

    /// The content leaves with the view: representables are dismantled.
    isolated deinit {
        animationTimer?.cancel()
        frameTimer?.cancel()
        graph.tearDown()
    }

    // MARK: - Content

    /// Reconciles a new root view into the existing tree.
    func setRoot<Content: View>(_ rootView: Content) {
        graph.setRoot(rootView)
        contentNeedsUpdate()
    }

    /// Changes the environment the content sees; only views that read a
    /// changed value are re-evaluated.
    func updateEnvironment(_ body: (inout EnvironmentValues) -> Void) {
        var environment = graph.environment
        body(&environment)
        graph.environment = environment
        contentNeedsUpdate()
    }

    private func contentNeedsUpdate() {
        // The layout pass updates the graph, which says which rows changed.
        setNeedsLayout()
        updateFirstResponder()
    }

    /// The view is its window's first responder exactly while a text field
    /// in the content has focus: typed letters then go to the field (key
    /// commands on bare letters wait), and otherwise they stay commands.
    private func updateFirstResponder() {
        guard isFocused else { return }
        if canBecomeFirstResponder, !isFirstResponder {
            becomeFirstResponder()
        } else if !canBecomeFirstResponder, isFirstResponder {
            resignFirstResponder()
        }
    }

    /// Updates the dirty parts of the content, lays it out for the current
    /// size, and tells the owner what changed.
    func refreshContent() {
        isRefreshing = true
        defer {
            isRefreshing = false
            // Last, so rows damaged by anything the refresh set off count too.
            markDamage()
        }
        graph.safeAreaInsets = respectsSafeArea ? safeAreaInsets : .zero
        graph.update()
        let size = bounds.size
        graph.layout(in: size)
        laidOutSize = size
        followFocusTakenByContent()
        if graph.preferenceGeneration != readPreferenceGeneration {
            readPreferenceGeneration = graph.preferenceGeneration
            preferencesDidChange?()
        }
        if !sizingOptions.isEmpty {
            let ideal = graph.sizeThatFits(.unspecified)
            if ideal != idealSize {
                idealSize = ideal
                if sizingOptions.contains(.intrinsicContentSize) { invalidateIntrinsicContentSize() }
                idealSizeDidChange?(ideal)
            }
        }
        updateAnimationTimer()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        refreshContent()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsDisplay()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let traits = traitCollection
        updateEnvironment { $0.apply(traits) }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        updateAnimationTimer()
    }

    // MARK: - Sizing

    /// The content's ideal size, with ``TUIHostingControllerSizingOptions/intrinsicContentSize``;
    /// along an axis where the content fills whatever it is offered, none
    /// (the constraints must size it), which is reported once.
    override var intrinsicContentSize: Size {
        guard sizingOptions.contains(.intrinsicContentSize) else { return super.intrinsicContentSize }
        let ideal = graph.sizeThatFits(.unspecified)
        let probe = graph.sizeThatFits(CellProposal(width: Self.flexibilityProbe, height: Self.flexibilityProbe))
        var size = ideal
        if probe.width >= Self.flexibilityProbe {
            size.width = TUIView.noIntrinsicMetric
            reportFlexible(axis: "width", context: "it has no intrinsic width; constrain the width of its view")
        }
        if probe.height >= Self.flexibilityProbe {
            size.height = TUIView.noIntrinsicMetric
            reportFlexible(axis: "height", context: "it has no intrinsic height; constrain the height of its view")
        }
        return size
    }

    /// The content's size for `proposal`. A dimension that is unspecified or
    /// infinite, where the content fills whatever it is offered, is answered
    /// with ``CellProposal/infinity`` and reported, rather than made up.
    func sizeThatFits(in proposal: CellProposal) -> Size {
        func finite(_ value: Int?) -> Int? {
            guard let value else { return nil }
            return value >= CellProposal.infinity ? Self.flexibilityProbe : value
        }
        let probe = graph.sizeThatFits(CellProposal(width: Self.flexibilityProbe, height: Self.flexibilityProbe))
        var size = graph.sizeThatFits(CellProposal(width: finite(proposal.width), height: finite(proposal.height)))
        if probe.width >= Self.flexibilityProbe, proposal.width == nil || proposal.width == CellProposal.infinity {
            size.width = CellProposal.infinity
            reportFlexible(axis: "width", context: "sizeThatFits(in:) was given no definite width; the answer is infinite")
        }
        if probe.height >= Self.flexibilityProbe, proposal.height == nil || proposal.height == CellProposal.infinity {
            size.height = CellProposal.infinity
            reportFlexible(axis: "height", context: "sizeThatFits(in:) was given no definite height; the answer is infinite")
        }
        return size
    }

    /// A proposal larger than any terminal: content that takes all of it
    /// along an axis fills whatever it is offered along that axis.
    static let flexibilityProbe = 1 << 20

    private func reportFlexible(axis: String, context: String) {
        guard reportedFlexibleAxes.insert(axis + context).inserted else { return }
        TUILayoutDiagnostics.report(.hosting, message: "\(ownerName): the root view fills any \(axis) it is offered, so \(context).")
    }

    // MARK: - Drawing

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        // Drawn outside a layout pass (a snapshot of a view not in a window).
        if graph.needsUpdate || laidOutSize != bounds.size { refreshContent() }
        graph.draw(in: &canvas)
    }

    /// Hands the rows the graph changed to the window, so only they are
    /// drawn again: one hosted row's change redraws that row.
    private func markDamage() {
        guard graph.hasDamage else { return }
        let damage = graph.takeDamage()
        if damage.isFull {
            setNeedsDisplay()
        } else {
            for band in damage.bands(in: bounds) { setNeedsDisplay(band) }
        }
    }

    /// The focused text field's insertion point, in this view's coordinates
    /// (which are the graph's); the terminal cursor shows there.
    var caretRect: Rect? {
        graph.cursorPosition.map { Rect(origin: $0, size: Size(width: 1, height: 1)) }
    }

    // MARK: - Animations

    /// Ticks spinners while the content has any, and moves animated changes
    /// on each display frame while one plays, when the view is in a running
    /// app's window; no timer runs otherwise.
    private func updateAnimationTimer() {
        let loop = window == nil ? nil : window?.application?.mainLoop
        if let loop, loop !== clockLoop {
            clockLoop = loop
            graph.animationClock = { [weak loop] in loop?.time ?? .zero }
        }
        let spins = graph.hasSpinners && loop != nil
        if spins, animationTimer == nil, let loop {
            animationTimer = loop.schedule(after: Self.animationInterval, repeating: Self.animationInterval) { [weak self] in
                self?.advanceSpinners()
            }
        } else if !spins, let timer = animationTimer {
            timer.cancel()
            animationTimer = nil
        }
        let plays = graph.hasRunningAnimations && loop != nil
        if plays, frameTimer == nil, let loop {
            frameTimer = loop.schedule(after: Self.frameInterval, repeating: Self.frameInterval) { [weak self] in
                self?.stepAnimations()
            }
        } else if !plays, let timer = frameTimer {
            timer.cancel()
            frameTimer = nil
        }
    }

    private func advanceSpinners() {
        graph.advanceSpinners()
        updateAnimationTimer()
    }

    private func stepAnimations() {
        graph.stepAnimations()
        updateAnimationTimer()
    }

    /// The graph's focus changes already followed.
    private var seenFocusChangeCount = 0

    /// How often spinners move.
    static let animationInterval = Duration.milliseconds(100)
    /// How often animated changes move: 60 frames a second at most.
    static let frameInterval = Duration.nanoseconds(1_000_000_000 / 60)

    /// Whether an animation timer is running (for tests).
    var isAnimating: Bool { animationTimer != nil || frameTimer != nil }

    // MARK: - Events

    /// Hands `event` (in this view's coordinates, which are the graph's) to the content.
    /// - Returns: Whether the content used it.
    @discardableResult
    func route(_ event: Event) -> Bool {
        let handled = graph.handle(event)
        // A control took focus from inside (a click, or Tab with nothing
        // focused): the window's focus follows, so keys come here.
        takeWindowFocusIfContentHasIt()
        return handled
    }

    /// A control that took focus in an update (`@FocusState` set by the
    /// content, say in `onAppear`) brings the window's focus here; a control
    /// that merely kept focus while the window's focus was elsewhere does not.
    private func followFocusTakenByContent() {
        guard graph.focusChangeCount != seenFocusChangeCount else { return }
        seenFocusChangeCount = graph.focusChangeCount
        takeWindowFocusIfContentHasIt()
    }

    private func takeWindowFocusIfContentHasIt() {
        if graph.hasFocus, !isFocused, let window { window.requestFocusUpdate(to: self) }
    }

    /// Handles a key: the content's focused control, its `onKeyPress`
    /// handlers and keyboard shortcuts. Tab and Shift-Tab are left to the
    /// window's focus engine, which moves through the content's controls
    /// and the views around it in one reading order.
    func handleKey(_ keyEvent: KeyEvent) -> Bool {
        route(.key(keyEvent))
    }

    override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        if let keyEvent = presses.first?.key?.keyEvent, handleKey(keyEvent) { return }
        super.pressesBegan(presses, with: event)
    }

    override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        if !routeTouch(touches, event) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        if !routeTouch(touches, event) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        if !routeTouch(touches, event) { super.touchesEnded(touches, with: event) }
    }

    /// The wheel scrolls the innermost hosted scroll view under the pointer.
    func handleScrollWheel(_ action: MouseAction, at location: Point) -> Bool {
        route(.mouse(MouseEvent(action, at: location)))
    }

    private func routeTouch(_ touches: Set<TUITouch>, _ event: TUIEvent?) -> Bool {
        guard let touch = touches.first, case .mouse(let mouse)? = event?.terminalEvent else { return false }
        return route(.mouse(MouseEvent(mouse.action, at: touch.location(in: self), modifiers: mouse.modifiers)))
    }

    // MARK: - Focus

    /// Focusable while the content has a control that can take focus.
    override var canBecomeFocused: Bool { graph.canTakeFocus }

    /// Only while a text field in the content has focus (see ``caretRect``),
    /// so pasted text reaches it and bare-letter key commands let it type.
    override var canBecomeFirstResponder: Bool { graph.cursorPosition != nil }

    override func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        if context.nextFocusedView === self {
            if let index = context.nextFocusedItemIndex {
                graph.focusControl(at: index)
                graph.placeDefaultFocus(userInitiated: true)
            } else if !context.focusHeading.isEmpty {
                graph.focusFirstControl(last: context.focusHeading == .previous)
                graph.placeDefaultFocus(userInitiated: true)
            } else if !graph.hasFocus {
                graph.focusPreferredControl()
            }
        } else if context.previouslyFocusedView === self {
            graph.resignFocus()
        }
    }

    // MARK: - Focus items

    var focusItemFrames: [Rect] { graph.focusableFrames }

    var focusedItemIndex: Int? { graph.focusedControlIndex }

    func focusItem(at index: Int) { graph.focusControl(at: index) }

    func focusPreferredItem() {
        if !graph.hasFocus { graph.focusPreferredControl() }
    }

    // MARK: - Text input

    /// Whether a text field in the content has focus; the content keeps its own text.
    var hasText: Bool { graph.cursorPosition != nil }

    /// Pasted text (or a character nothing else used) goes to the focused control.
    func insertText(_ text: String) {
        route(.paste(text))
    }

    /// The focused control already saw Backspace; nothing more to do.
    func deleteBackward() {}
}
