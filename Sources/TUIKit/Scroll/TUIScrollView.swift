/// A view that shows a part of content larger than itself and lets the user
/// move around in it: by keys, by the mouse wheel, and by code.
///
/// As in UIKit, the scroll view's ``contentOffset`` is the origin of its
/// ``TUIView/bounds``: subviews are laid out in content coordinates, and
/// scrolling moves the bounds over them. Set ``contentSize`` to the size of
/// the content; ``contentInset`` adds room around it.
///
/// ```swift
/// let scrollView = TUIScrollView(frame: Rect(x: 0, y: 0, width: 40, height: 10))
/// scrollView.contentSize = Size(width: 40, height: 200)
/// scrollView.addSubview(longContent)
/// scrollView.scrollRectToVisible(Rect(x: 0, y: 150, width: 1, height: 1), animated: false)
/// ```
///
/// Keys (when the scroll view, or a focused view inside it that does not
/// handle them, receives them): the arrows move a line or column, Page Up and
/// Page Down a page, Home and End to the top and bottom. The mouse wheel
/// moves ``wheelScrollLines`` lines. Scroll indicators (a thin track with a
/// thumb along the trailing and bottom edges) show where the visible part
/// lies while the content is larger than the view.
@MainActor
open class TUIScrollView: TUIView {
    // MARK: - Storage

    var storedContentSize: Size = .zero
    var storedContentInset: CellInsets = .zero
    let verticalIndicator = ScrollIndicatorView(axis: .vertical)
    let horizontalIndicator = ScrollIndicatorView(axis: .horizontal)

    // MARK: - Creating a scroll view

    /// Creates a scroll view with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        focusEffect = nil
        // As UIScrollView: content scrolled out of the bounds is not drawn.
        clipsToBounds = true
        addSubview(verticalIndicator)
        addSubview(horizontalIndicator)
        updateIndicators()
    }

    // MARK: - Content

    /// The object told about scrolling; the scroll view does not keep it alive.
    open weak var delegate: (any TUIScrollViewDelegate)?

    /// The size of the content, in cells. The content can be scrolled when
    /// it (plus the insets) is larger than the bounds.
    open var contentSize: Size {
        get { storedContentSize }
        set {
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            updateIndicators()
            setNeedsDisplay()
        }
    }

    /// Extra room around the content, which scrolling can reveal: with a top
    /// inset of 2, the content can sit 2 rows below the top edge.
    open var contentInset: CellInsets {
        get { storedContentInset }
        set {
            guard newValue != storedContentInset else { return }
            storedContentInset = newValue
            updateIndicators()
            setNeedsLayout()
        }
    }

    /// The insets scrolling honors: ``contentInset``; a terminal has no
    /// bars that a scroll view must scroll under.
    public var adjustedContentInset: CellInsets { storedContentInset }

    /// The point of the content shown at the top-left corner of the view: the
    /// origin of the bounds. Setting it scrolls at once, tells the
    /// ``delegate``, and lays out again (lists bring in the rows now in view).
    open var contentOffset: Point {
        get { boundsOrigin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls so `contentOffset` is at the top-left corner. A terminal draws
    /// whole frames, so `animated` changes nothing; it is kept for UIKit's
    /// shape. The offset is taken as given, even outside the scrollable range.
    ///
    /// - Parameters:
    ///   - contentOffset: The new offset.
    ///   - animated: Ignored.
    open func setContentOffset(_ contentOffset: Point, animated: Bool) {
        guard contentOffset != boundsOrigin else { return }
        boundsOrigin = contentOffset
        updateIndicators()
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.scrollViewDidScroll(self)
    }

    /// Whether the user can scroll with keys and the wheel; true by default.
    /// Code can always set ``contentOffset``.
    open var isScrollEnabled = true

    /// How many lines one turn of the mouse wheel scrolls; 3 by default.
    open var wheelScrollLines = 3

    // MARK: - Scrollable range

    /// The smallest offset scrolling by the user reaches: minus the insets.
    var minimumContentOffset: Point {
        Point(x: -storedContentInset.leading, y: -storedContentInset.top)
    }

    /// The largest offset scrolling by the user reaches, so the end of the
    /// content (plus the inset) sits at the bottom and trailing edges.
    var maximumContentOffset: Point {
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, storedContentSize.width + storedContentInset.trailing - bounds.width),
            y: max(minimum.y, storedContentSize.height + storedContentInset.bottom - bounds.height))
    }

    /// `offset` moved into the scrollable range.
    func clampedContentOffset(_ offset: Point) -> Point {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Scrolls by a number of cells, staying within the scrollable range.
    ///
    /// - Returns: Whether the offset changed.
    @discardableResult
    func scroll(byX dx: Int, y dy: Int) -> Bool {
        let target = clampedContentOffset(Point(x: boundsOrigin.x + dx, y: boundsOrigin.y + dy))
        guard target != boundsOrigin else { return false }
        setContentOffset(target, animated: false)
        return true
    }

    /// Scrolls the least needed to show `rect`, a rectangle of the content;
    /// does nothing when it is already visible. When `rect` is taller or wider
    /// than the view, its top or leading edge is shown.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to show, in content coordinates.
    ///   - animated: Ignored; a terminal draws whole frames.
    open func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = boundsOrigin
        offset.y = Self.offsetShowing(rect.minY, length: rect.height, current: offset.y, visible: bounds.height)
        offset.x = Self.offsetShowing(rect.minX, length: rect.width, current: offset.x, visible: bounds.width)
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// The offset along one axis that shows `start ..< start + length`,
    /// moving as little as possible from `current`.
    static func offsetShowing(_ start: Int, length: Int, current: Int, visible: Int) -> Int {
        if start < current || length > visible { return start }
        if start + length > current + visible { return start + length - visible }
        return current
    }

    // MARK: - Indicators

    /// Whether the vertical indicator shows while the content is taller than
    /// the view; true by default.
    open var showsVerticalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Whether the horizontal indicator shows while the content is wider
    /// than the view; true by default.
    open var showsHorizontalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Places the indicators on the visible edges and keeps them in front.
    func updateIndicators() {
        let visible = bounds
        let inset = storedContentInset
        let contentHeight = storedContentSize.height + inset.top + inset.bottom
        let contentWidth = storedContentSize.width + inset.leading + inset.trailing
        let showsVertical = showsVerticalScrollIndicator && contentHeight > visible.height && visible.width > 0
        let showsHorizontal = showsHorizontalScrollIndicator && contentWidth > visible.width && visible.height > 0
        verticalIndicator.update(
            visible: showsVertical,
            frame: Rect(x: visible.maxX - 1, y: visible.minY, width: 1, height: visible.height - (showsHorizontal ? 1 : 0)),
            contentLength: contentHeight, visibleLength: visible.height, offset: visible.minY + inset.top)
        horizontalIndicator.update(
            visible: showsHorizontal,
            frame: Rect(x: visible.minX, y: visible.maxY - 1, width: visible.width - (showsVertical ? 1 : 0), height: 1),
            contentLength: contentWidth, visibleLength: visible.width, offset: visible.minX + inset.leading)
    }

    /// Keeps the indicators in front of subviews added later.
    open override func didAddSubview(_ subview: TUIView) {
        super.didAddSubview(subview)
        guard !(subview is ScrollIndicatorView) else { return }
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
    }

    /// Places the indicators for the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateIndicators()
    }

    override func frameSizeDidChange() {
        updateIndicators()
    }

    // MARK: - Focus and keys

    /// A scroll view takes focus when it can scroll and nothing inside it can
    /// take focus, so its keys reach it.
    open override var canBecomeFocused: Bool {
        guard isScrollEnabled, maximumContentOffset != minimumContentOffset else { return false }
        var found = false
        for subview in subviews where !(subview is ScrollIndicatorView) {
            subview.forEachInSubtree { view in if view.canBecomeFocused { found = true } }
            if found { return false }
        }
        return true
    }

    /// Scrolls on arrows, Page Up, Page Down, Home and End; passes other
    /// presses (and these when already at the edge) to the next responder.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let keyEvent = presses.first?.key?.keyEvent, isScrollEnabled, handleScrollKey(keyEvent) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// Scrolls for one key; returns whether the key scrolls.
    func handleScrollKey(_ keyEvent: KeyEvent) -> Bool {
        guard keyEvent.modifiers.isEmpty else { return false }
        let page = max(1, bounds.height - 1)
        switch keyEvent.key {
        case .up: return scroll(byX: 0, y: -1)
        case .down: return scroll(byX: 0, y: 1)
        case .left: return scroll(byX: -1, y: 0)
        case .right: return scroll(byX: 1, y: 0)
        case .pageUp: return scroll(byX: 0, y: -page)
        case .pageDown: return scroll(byX: 0, y: page)
        case .home: return scroll(byX: 0, y: minimumContentOffset.y - boundsOrigin.y)
        case .end: return scroll(byX: 0, y: maximumContentOffset.y - boundsOrigin.y)
        default: return false
        }
    }

    // MARK: - Mouse wheel

    /// Scrolls for a wheel turn over the view.
    ///
    /// - Returns: Whether the view scrolled; when it did not (already at the
    ///   edge, or scrolling disabled) an enclosing scroll view may.
    func scrollWheel(_ action: MouseAction) -> Bool {
        guard isScrollEnabled else { return false }
        switch action {
        case .scrollUp: return scroll(byX: 0, y: -wheelScrollLines)
        case .scrollDown: return scroll(byX: 0, y: wheelScrollLines)
        case .scrollLeft: return scroll(byX: -wheelScrollLines, y: 0)
        case .scrollRight: return scroll(byX: wheelScrollLines, y: 0)
        default: return false
        }
    }
}

/// The object a scroll view tells about scrolling.
@MainActor
public protocol TUIScrollViewDelegate: AnyObject {
    /// Called after the content offset changed, by the user or by code.
    func scrollViewDidScroll(_ scrollView: TUIScrollView)
}

extension TUIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: TUIScrollView) {}
}
