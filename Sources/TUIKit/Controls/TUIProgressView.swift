/// A bar that shows how far a task has got.
///
/// ```swift
/// let download = TUIProgressView(progressViewStyle: .default)
/// download.progress = 0.4   // ████░░░░░░ in 10 cells
/// ```
///
/// The filled part is drawn in the progress tint (the tint color unless
/// set) to the nearest eighth of a cell, the rest of the track in gray.
@MainActor
open class TUIProgressView: TUIView {
    /// The bar's styles.
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar.
        case `default` = 0
        /// A bar for toolbars; drawn the same in a terminal.
        case bar = 1
    }

    /// The bar's style.
    open var progressViewStyle: Style

    /// How far the task has got, from 0 to 1; values outside are clamped.
    open var progress: Float {
        get { storedProgress }
        set {
            let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard clamped != storedProgress else { return }
            storedProgress = clamped
            setNeedsDisplay()
        }
    }
    private var storedProgress: Float = 0

    /// The color of the filled part; nil (the default) is the tint color.
    open var progressTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the empty track; nil (the default) is gray.
    open var trackTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Creates a bar at zero.
    ///
    /// - Parameter progressViewStyle: Its style.
    public init(progressViewStyle: Style = .default) {
        self.progressViewStyle = progressViewStyle
        super.init(frame: .zero)
    }

    /// Creates a default bar at zero.
    public override convenience init(frame: Rect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    /// Sets the progress.
    ///
    /// - Parameters:
    ///   - progress: From 0 to 1.
    ///   - animated: Ignored; the terminal does not animate.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    // MARK: - Layout and drawing

    /// One row; as wide as it is given.
    open override var intrinsicContentSize: Size {
        Size(width: TUIView.noIntrinsicMetric, height: 1)
    }

    /// Draws the filled part, a partial cell, and the track.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let width = bounds.width
        guard width > 0 else { return }
        let eighths = Int((Double(storedProgress) * Double(width * 8)).rounded())
        let full = eighths / 8
        let y = bounds.minY + (bounds.height - 1) / 2
        let fill = GraftTerminal.Style(foreground: terminalColor(progressTintColor ?? tintColor))
        let track = GraftTerminal.Style(foreground: terminalColor(trackTintColor) ?? .gray)
        for x in 0 ..< width {
            let point = Point(x: bounds.minX + x, y: y)
            if x < full {
                canvas.put(ProgressGlyphs.barFilled, at: point, style: fill)
            } else if x == full, eighths % 8 > 0 {
                canvas.put(ProgressGlyphs.barEighths[eighths % 8 - 1], at: point, style: fill)
            } else {
                canvas.put(ProgressGlyphs.barEmpty, at: point, style: track)
            }
        }
    }
}
