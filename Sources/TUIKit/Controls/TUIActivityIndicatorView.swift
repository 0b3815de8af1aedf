/// A spinner that shows that work is in progress.
///
/// ```swift
/// let spinner = TUIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// Task { await load(); spinner.stopAnimating() }
/// ```
///
/// While animating and in a window of a running application, the run loop's
/// timer turns it every 100 ms; a stopped spinner, or one outside a
/// window, has no timer. With ``hidesWhenStopped`` (the default) it is
/// hidden while stopped.
@MainActor
open class TUIActivityIndicatorView: TUIView {
    /// The spinner's size; both draw one cell in a terminal.
    public enum Style: Int, Sendable, Hashable {
        /// The usual spinner.
        case medium = 100
        /// A prominent spinner; the same glyphs as `.medium`.
        case large = 101
    }

    /// How long each frame shows.
    static let frameInterval = Duration.milliseconds(100)

    /// The spinner's style.
    open var style: Style

    /// The spinner's color: the tint color unless set; setting nil goes
    /// back to it.
    open var color: TUIColor! {
        get { storedColor ?? tintColor }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedColor: TUIColor?

    /// Whether the spinner is hidden while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    /// Whether the spinner turns.
    public private(set) var isAnimating = false

    /// The frame shown, counting up as the spinner turns.
    private(set) var frameIndex = 0
    /// The run loop timer turning the spinner, while it animates on screen.
    private(set) var animationTimer: LoopTimer?

    /// Creates a stopped spinner (hidden, since it hides when stopped).
    ///
    /// - Parameter style: Its style.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        updateVisibility()
    }

    /// Creates a stopped medium spinner.
    public override convenience init(frame: Rect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Starts turning, showing the spinner.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        updateTimer()
        setNeedsDisplay()
    }

    /// Stops turning, hiding the spinner if ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateVisibility()
        updateTimer()
        setNeedsDisplay()
    }

    private func updateVisibility() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    /// Starts the timer when the spinner animates in a running app, and
    /// stops it otherwise.
    private func updateTimer() {
        let loop = window?.application?.mainLoop
        guard isAnimating, let loop else {
            animationTimer?.cancel()
            animationTimer = nil
            return
        }
        guard animationTimer == nil else { return }
        animationTimer = loop.schedule(after: Self.frameInterval, repeating: Self.frameInterval) { [weak self] in
            self?.advanceFrame()
        }
    }

    /// Shows the next frame.
    func advanceFrame() {
        guard isAnimating, window != nil else { return updateTimer() }
        frameIndex &+= 1
        setNeedsDisplay()
    }

    /// Starts or stops the timer as the spinner enters or leaves a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    // MARK: - Layout and drawing

    /// One cell.
    open override var intrinsicContentSize: Size { Size(width: 1, height: 1) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Draws the current frame, centered. Drawing also starts the timer of
    /// a spinner that began animating before its app ran.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        if isAnimating, animationTimer == nil { updateTimer() }
        let frames = ProgressGlyphs.spinnerFrames
        let glyph = frames[frameIndex % frames.count]
        let point = Point(x: bounds.minX + (bounds.width - 1) / 2, y: bounds.minY + (bounds.height - 1) / 2)
        canvas.put(glyph, at: point, style: GraftTerminal.Style(foreground: terminalColor(color)))
    }
}
