/// A row of dots, one per page, the current one filled: `● ○ ○`.
///
/// ```swift
/// let pages = TUIPageControl()
/// pages.numberOfPages = 3
/// pages.addAction(TUIAction { _ in scroll(to: pages.currentPage) }, for: .valueChanged)
/// ```
///
/// While the control has focus, Left and Right (and Home and End) change
/// the page, stopping at the ends; a click on a dot goes to its page, a
/// click beside the dots one page that way, as in UIKit. A change the user
/// makes sends `.valueChanged`; setting ``currentPage`` in code sends
/// nothing. The current dot is drawn in ``currentPageIndicatorTintColor``,
/// the others in ``pageIndicatorTintColor``; when focused the dots are
/// reversed, when disabled dimmed.
@MainActor
open class TUIPageControl: TUIControl {
    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0

    /// Creates a control without pages.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The number of dots; 0 by default, negative counts as 0. Lowering it
    /// below the current page moves the current page to the last one.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(newValue, 0)
            storedCurrentPage = min(storedCurrentPage, max(storedNumberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The filled dot's page, pinned to `0..<numberOfPages`; setting it
    /// sends no events.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let pinned = min(max(newValue, 0), max(storedNumberOfPages - 1, 0))
            guard pinned != storedCurrentPage else { return }
            storedCurrentPage = pinned
            setNeedsDisplay()
        }
    }

    /// Whether the control hides itself when there is only one page; false
    /// by default.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The color of the other pages' dots; nil (the default) is gray.
    open var pageIndicatorTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the current page's dot; nil (the default) is the text
    /// color.
    open var currentPageIndicatorTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The page as text ("page 2 of 3"), for assistive technology and
    /// tests; nil (the default) reads it from the control.
    open var accessibilityValue: String? {
        get { storedAccessibilityValue ?? "page \(storedCurrentPage + 1) of \(storedNumberOfPages)" }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    private var isHiddenForSinglePage: Bool { hidesForSinglePage && storedNumberOfPages <= 1 }

    // MARK: - Layout and drawing

    /// The size the dots of `pageCount` pages need: a cell each with a
    /// space between, one row.
    open func size(forNumberOfPages pageCount: Int) -> Size {
        let count = max(pageCount, 0)
        return Size(width: count == 0 ? 0 : count * 2 - 1, height: 1)
    }

    /// The dots' size.
    open override var intrinsicContentSize: Size { size(forNumberOfPages: storedNumberOfPages) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// A control hidden for its single page cannot take focus.
    open override var canBecomeFocused: Bool { super.canBecomeFocused && storedNumberOfPages > 0 && !isHiddenForSinglePage }

    /// The column of the first dot: the dots are centered.
    private var firstDotX: Int {
        bounds.minX + max((bounds.width - intrinsicContentSize.width) / 2, 0)
    }

    /// Draws the dots; see ``TUIPageControl``.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard storedNumberOfPages > 0, !isHiddenForSinglePage else { return }
        let y = bounds.minY + floorDivide(bounds.height - 1, 2)
        var current = Style(foreground: terminalColor(currentPageIndicatorTintColor) ?? .default, attributes: [.bold])
        var other = Style(foreground: terminalColor(pageIndicatorTintColor) ?? .gray)
        if !isEnabled {
            current = Style(foreground: .gray, attributes: [.dim])
            other = current
        }
        let x = firstDotX
        for page in 0 ..< storedNumberOfPages {
            let isCurrent = page == storedCurrentPage
            canvas.put(isCurrent ? "●" : "○", at: Point(x: x + page * 2, y: y), style: isCurrent ? current : other)
        }
        if isFocused, isEnabled {
            canvas.addAttributes(.reverse, in: Rect(x: x, y: y, width: intrinsicContentSize.width, height: 1))
        }
    }

    // MARK: - Input

    /// Changes the page as the user does, sending `.valueChanged` when it moved.
    private func changeByUser(to page: Int) {
        let old = storedCurrentPage
        currentPage = page
        if storedCurrentPage != old { sendActions(for: .valueChanged) }
    }

    /// A release on a dot goes to its page; left or right of the current
    /// dot, one page that way.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        let location = touches.first?.location(in: self)
        let inside = isEnabled && location.map { point(inside: $0, with: event) } == true
        super.touchesEnded(touches, with: event)
        guard inside, let x = location?.x else { return }
        let column = x - firstDotX
        if column >= 0, column % 2 == 0, column / 2 < storedNumberOfPages {
            changeByUser(to: column / 2)
        } else {
            changeByUser(to: storedCurrentPage + (column < storedCurrentPage * 2 ? -1 : 1))
        }
    }

    /// Left and Right go one page back and on, Home and End to the first
    /// and last; the control keeps these keys at the ends. Other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard isEnabled, let key = presses.first?.key?.keyEvent, key.modifiers.isEmpty else {
            return super.pressesBegan(presses, with: event)
        }
        switch key.key {
        case .left: changeByUser(to: storedCurrentPage - 1)
        case .right: changeByUser(to: storedCurrentPage + 1)
        case .home: changeByUser(to: 0)
        case .end: changeByUser(to: storedNumberOfPages - 1)
        default: super.pressesBegan(presses, with: event)
        }
    }
}
