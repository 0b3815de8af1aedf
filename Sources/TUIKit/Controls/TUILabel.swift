/// A view that shows one or more lines of read-only text.
///
/// A label's intrinsic content size is its text's size in display cells
/// (wide characters count two), so Auto Layout sizes it to its text:
///
/// ```swift
/// let title = TUILabel()
/// title.text = "Products"
/// title.font = .preferredFont(forTextStyle: .headline)
/// title.translatesAutoresizingMaskIntoConstraints = false
/// ```
///
/// With ``numberOfLines`` other than 1, text wraps at words to the label's
/// width (or ``preferredMaxLayoutWidth``) and the intrinsic height follows
/// the wrapped lines. Text that still does not fit is cut according to
/// ``lineBreakMode``, with "…" by default. Lines are centered vertically in
/// the bounds, as UILabel does.
@MainActor
open class TUILabel: TUIView {
    /// The text shown; nil shows nothing.
    open var text: String? {
        didSet { if text != oldValue { textDidChange() } }
    }

    /// The text color: ``TUIColor/label`` (the terminal's own text color
    /// unless the appearance is explicit) by default; setting nil goes back to it.
    open var textColor: TUIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    private var storedTextColor: TUIColor = .label

    /// The attributes the text is drawn with; plain by default.
    open var font: TUIFont = .systemFont(ofSize: TUIFont.labelFontSize) {
        didSet { setNeedsDisplay() }
    }

    /// How lines line up horizontally; `.natural` (leading) by default.
    open var textAlignment: TUITextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The most lines to show; 1 by default, 0 for as many as needed.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// How text that does not fit is wrapped and cut; tail truncation by default.
    open var lineBreakMode: TUILineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }

    /// The width multi-line text wraps at for the intrinsic size; 0 (the
    /// default) uses the label's width from the last layout.
    open var preferredMaxLayoutWidth = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the label is drawn normally (true) or dimmed.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// The width the intrinsic size was last wrapped at, when it follows the bounds.
    private var automaticWrapWidth: Int?

    /// Creates a label.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private var lineLimit: Int? { numberOfLines > 0 ? numberOfLines : nil }

    private var wrapWidth: Int? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrapWidth
    }

    /// The text's size: the longest paragraph by the number of paragraphs
    /// (capped at ``numberOfLines``), or, for multi-line labels with a wrap
    /// width, the wrapped lines' size. Empty text is 0×0.
    open override var intrinsicContentSize: Size {
        let text = self.text ?? ""
        guard !text.isEmpty else { return .zero }
        guard let width = wrapWidth else {
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            let widest = paragraphs.map(\.displayWidth).max() ?? 0
            return Size(width: widest, height: min(paragraphs.count, lineLimit ?? .max))
        }
        return TextLayout.size(of: TextLayout.lines(of: text, width: width, maxLines: lineLimit, mode: lineBreakMode))
    }

    /// The size of the text laid out in `size.width` cells.
    open override func sizeThatFits(_ size: Size) -> Size {
        let text = self.text ?? ""
        let width: Int? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let lines = TextLayout.lines(of: text, width: width, maxLines: lineLimit, mode: lineBreakMode)
        let natural = TextLayout.size(of: lines)
        return Size(width: size.width > 0 ? min(natural.width, size.width) : natural.width, height: natural.height)
    }

    /// Follows the bounds' width for wrapping when no preferred width is set.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, automaticWrapWidth != bounds.width {
            automaticWrapWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// Draws the lines, centered vertically and aligned horizontally.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard let text, !text.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let maxLines = max(1, min(lineLimit ?? .max, bounds.height))
        let lines = TextLayout.lines(
            of: text, width: bounds.width, maxLines: maxLines,
            mode: numberOfLines == 1 && lineBreakMode == .byWordWrapping ? .byClipping : lineBreakMode)
        var style = Style(foreground: terminalColor(storedTextColor), attributes: font.attributes)
        if !isEnabled { style.attributes.insert(.dim) }
        let top = bounds.minY + floorDivide(bounds.height - lines.count, 2)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, line) in lines.enumerated() {
            let spare = bounds.width - line.displayWidth
            let offset: Int
            switch textAlignment {
            case .left: offset = 0
            case .center: offset = floorDivide(spare, 2)
            case .right: offset = spare
            case .natural: offset = rightToLeft ? spare : 0
            }
            canvas.write(line, at: Point(x: bounds.minX + offset, y: top + index), style: style)
        }
    }
}
