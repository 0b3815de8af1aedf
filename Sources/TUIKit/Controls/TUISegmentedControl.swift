/// A row of segments, each a button, of which one is selected: drawn
/// `[ Grid | List ]`.
///
/// ```swift
/// let layout = TUISegmentedControl(items: ["Grid", "List"])
/// layout.selectedSegmentIndex = 0
/// layout.addAction(TUIAction { _ in show(layout.selectedSegmentIndex) }, for: .valueChanged)
/// ```
///
/// A click on an enabled segment selects it; while the control has focus,
/// Left and Right select the enabled segment before or after the selected
/// one, stopping at the ends. A change the user makes sends `.valueChanged`
/// (and runs the segment's action, for segments made from actions); setting
/// ``selectedSegmentIndex`` in code sends nothing, as in UIKit.
///
/// The selected segment is bold and underlined in ``selectedSegmentTintColor``;
/// while the control has focus it is reversed instead, the one focus mark
/// (the whole control is, when no segment is selected). Disabled segments
/// draw dimmed. Segments are as wide as the widest title, as in UIKit,
/// unless ``apportionsSegmentWidthsByContent`` or ``setWidth(_:forSegmentAt:)``
/// says otherwise; a wider frame widens them. A momentary control (``isMomentary``) keeps no selection:
/// Left and Right move the reversed segment, and Enter or Space presses it.
@MainActor
open class TUISegmentedControl: TUIControl {
    /// The ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var isEnabled = true
        var action: TUIAction?
        /// The width set with `setWidth(_:forSegmentAt:)`; 0 sizes it automatically.
        var width = 0

        /// The cells its title needs, with a space either side.
        var contentWidth: Int { (title ?? "").displayWidth + 2 }
    }

    private var segments: [Segment] = []
    private var storedSelectedSegmentIndex = TUISegmentedControl.noSegment
    /// The segment the keys act on in a momentary control.
    private(set) var keyboardSegmentIndex: Int?
    /// The segment under a pressed mouse button.
    private var trackedSegmentIndex: Int?

    /// Creates a control without segments.
    public override init(frame: Rect) {
        super.init(frame: frame)
        focusEffect = nil
    }

    /// Creates a control with a segment for each item, none selected.
    ///
    /// - Parameter items: The segments' titles: strings, or values whose
    ///   description is the title (the terminal draws no images).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String ?? String(describing: item)))
        }
    }

    /// Creates a control with a segment for each action, titled with the
    /// action's title; selecting a segment runs its action.
    ///
    /// - Parameters:
    ///   - frame: Where the control goes in its superview.
    ///   - actions: The segments' actions.
    public convenience init(frame: Rect, actions: [TUIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
    }

    // MARK: - Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``; setting it sends no events.
    /// An index that is no segment's (a saved one from before the segments
    /// changed) selects none.
    open var selectedSegmentIndex: Int {
        get { storedSelectedSegmentIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : Self.noSegment
            guard index != storedSelectedSegmentIndex else { return }
            storedSelectedSegmentIndex = index
            setNeedsDisplay()
        }
    }

    /// Whether segments spring back after being pressed, keeping no
    /// selection; false by default.
    open var isMomentary = false {
        didSet { if isMomentary != oldValue { setNeedsDisplay() } }
    }

    /// The color of the selected segment's title; nil (the default) is the
    /// tint color.
    open var selectedSegmentTintColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Adds a segment titled `title` at `segment`, which is pinned to
    /// `0...numberOfSegments`.
    ///
    /// - Parameters:
    ///   - title: The segment's title.
    ///   - segment: Where it goes.
    ///   - animated: Ignored; the terminal does not animate.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Adds a segment that runs `action` when selected, titled with its
    /// title, at `segment`, which is pinned to `0...numberOfSegments`.
    ///
    /// - Parameters:
    ///   - action: The segment's action.
    ///   - segment: Where it goes.
    ///   - animated: Ignored; the terminal does not animate.
    open func insertSegment(action: TUIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if storedSelectedSegmentIndex >= index { storedSelectedSegmentIndex += 1 }
        if let keyboard = keyboardSegmentIndex, keyboard >= index { keyboardSegmentIndex = keyboard + 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `segment`; an index that is no segment's does
    /// nothing. Removing the selected segment leaves none selected.
    ///
    /// - Parameters:
    ///   - segment: The segment's index.
    ///   - animated: Ignored; the terminal does not animate.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedSegmentIndex == segment {
            storedSelectedSegmentIndex = Self.noSegment
        } else if storedSelectedSegmentIndex > segment {
            storedSelectedSegmentIndex -= 1
        }
        keyboardSegmentIndex = nil
        segmentsDidChange()
    }

    /// Removes every segment, leaving none selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedSegmentIndex = Self.noSegment
        keyboardSegmentIndex = nil
        segmentsDidChange()
    }

    /// Sets the title of the segment at `segment`; an index that is no
    /// segment's does nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segmentsDidChange()
    }

    /// The title of the segment at `segment`, or nil.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables the segment at `segment`; a disabled segment
    /// draws dimmed and cannot be chosen by the user. An index that is no
    /// segment's does nothing.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), segments[segment].isEnabled != enabled else { return }
        segments[segment].isEnabled = enabled
        if !enabled, keyboardSegmentIndex == segment { keyboardSegmentIndex = nil }
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` is enabled; false for an index that
    /// is no segment's.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// The action of the segment at `segment`, for segments made from actions.
    open func actionForSegment(at segment: Int) -> TUIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Makes `action` the action of the segment at `segment`, and its title
    /// the segment's title.
    open func setAction(_ action: TUIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = action.title
        segments[segment].action = action
        segmentsDidChange()
    }

    /// The index of the segment whose action has `identifier`, or
    /// ``noSegment``.
    open func segmentIndex(identifiedBy identifier: TUIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The selected segment's title, for assistive technology and tests;
    /// nil (the default) reads it from the control.
    open var accessibilityValue: String? {
        get {
            storedAccessibilityValue
                ?? (segments.indices.contains(storedSelectedSegmentIndex) ? segments[storedSelectedSegmentIndex].title : nil)
        }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    // MARK: - Choosing

    /// Chooses `index` as the user does: selects it, runs its action and
    /// sends `.valueChanged`; a momentary control then selects nothing again.
    private func chooseByUser(_ index: Int) {
        guard isEnabled, isEnabledForSegment(at: index) else { return }
        if isMomentary {
            keyboardSegmentIndex = index
            storedSelectedSegmentIndex = index
        } else {
            guard index != storedSelectedSegmentIndex else { return }
            storedSelectedSegmentIndex = index
        }
        setNeedsDisplay()
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { storedSelectedSegmentIndex = Self.noSegment }
    }

    /// The nearest enabled segment from `start` (excluded) going `step`,
    /// or nil at the end.
    private func enabledSegment(from start: Int, step: Int) -> Int? {
        var index = start + step
        while segments.indices.contains(index) {
            if segments[index].isEnabled { return index }
            index += step
        }
        return nil
    }

    /// The segment a focused control reverses: the selected one, or in a
    /// momentary control the one the keys act on (the first enabled one
    /// until they move).
    private var focusedSegmentIndex: Int? {
        if isMomentary {
            if let keyboard = keyboardSegmentIndex, isEnabledForSegment(at: keyboard) { return keyboard }
            return enabledSegment(from: -1, step: 1)
        }
        return segments.indices.contains(storedSelectedSegmentIndex) ? storedSelectedSegmentIndex : nil
    }

    // MARK: - Layout and drawing

    /// Whether segments sized automatically are as wide as their titles
    /// need (true) or all as wide as the widest of them (false, the
    /// default, as in UIKit).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { segmentsDidChange() } }
    }

    /// Makes the segment at `segment` `width` cells wide, counting the
    /// space either side of its title; 0 (the default) sizes it
    /// automatically. An index that is no segment's does nothing.
    open func setWidth(_ width: Int, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(width, 0)
        segmentsDidChange()
    }

    /// The width set for the segment at `segment`, or 0 when it is sized
    /// automatically (or is no segment).
    open func widthForSegment(at segment: Int) -> Int {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Each segment's width before any extra room is shared out: a set
    /// width, else its title's, else the widest automatic title's.
    private var naturalSegmentWidths: [Int] {
        let widest = segments.lazy.filter { $0.width == 0 }.map(\.contentWidth).max() ?? 0
        return segments.map { segment in
            if segment.width > 0 { return segment.width }
            return apportionsSegmentWidthsByContent ? segment.contentWidth : widest
        }
    }

    /// The cells each segment covers, from the control's left edge: room
    /// beyond the natural width is shared out among the segments sized
    /// automatically.
    private func segmentSpans(width: Int) -> [(x: Int, width: Int)] {
        let natural = naturalSegmentWidths
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let extra = automatic.isEmpty ? 0 : max(width - naturalWidth, 0)
        var spans: [(x: Int, width: Int)] = []
        var x = 1
        for (index, cells) in natural.enumerated() {
            var share = 0
            if let rank = automatic.firstIndex(of: index) {
                share = extra / automatic.count + (rank < extra % automatic.count ? 1 : 0)
            }
            spans.append((x, cells + share))
            x += cells + share + 1
        }
        return spans
    }

    private var naturalWidth: Int {
        segments.isEmpty ? 0 : naturalSegmentWidths.reduce(segments.count + 1, +)
    }

    /// The segment at `x` in the control's coordinates, or nil (on a
    /// separator or outside).
    private func segment(atX x: Int) -> Int? {
        segmentSpans(width: bounds.width).firstIndex { x - bounds.minX >= $0.x && x - bounds.minX < $0.x + $0.width }
    }

    /// The segments' natural widths between brackets and bars, by one row.
    open override var intrinsicContentSize: Size { Size(width: naturalWidth, height: 1) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Draws the brackets, bars and titles, styled for each segment's state.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard !segments.isEmpty else { return }
        let y = bounds.minY + floorDivide(bounds.height - 1, 2)
        let spans = segmentSpans(width: bounds.width)
        let frameStyle = isEnabled ? Style(foreground: .gray) : Style(foreground: .gray, attributes: [.dim])
        let focused = isFocused && isEnabled ? focusedSegmentIndex : nil
        var separatorX = bounds.minX
        for (index, span) in spans.enumerated() {
            canvas.write(index == 0 ? "[" : "|", at: Point(x: separatorX, y: y), style: frameStyle)
            drawSegment(index, span: span, y: y, isFocused: focused == index, in: &canvas)
            separatorX = bounds.minX + span.x + span.width
        }
        canvas.write("]", at: Point(x: separatorX, y: y), style: frameStyle)
        if isFocused, isEnabled, focused == nil {
            canvas.addAttributes(.reverse, in: Rect(x: bounds.minX, y: y, width: separatorX + 1 - bounds.minX, height: 1))
        }
    }

    private func drawSegment(_ index: Int, span: (x: Int, width: Int), y: Int, isFocused: Bool, in canvas: inout Canvas) {
        let segment = segments[index]
        let isSelected = !isMomentary && index == storedSelectedSegmentIndex
        var style = Style(foreground: .default)
        if !isEnabled || !segment.isEnabled {
            style = Style(foreground: .gray, attributes: [.dim])
        } else if isSelected {
            style.foreground = terminalColor(selectedSegmentTintColor ?? tintColor)
        }
        if isSelected { style.attributes.insert(.bold) }
        if isHighlighted, trackedSegmentIndex == index { style.attributes.insert(.bold) }
        var padding = style
        padding.attributes.remove(.underline)
        if isFocused {
            style.attributes.insert(.reverse)
            padding.attributes.insert(.reverse)
        } else if isSelected {
            style.attributes.insert(.underline)
        }
        let title = TextLayout.truncate(segment.title ?? "", width: max(span.width - 2, 0), mode: .byTruncatingTail)
        let left = (span.width - title.displayWidth) / 2
        let origin = bounds.minX + span.x
        canvas.write(String(repeating: " ", count: left), at: Point(x: origin, y: y), style: padding)
        canvas.write(title, at: Point(x: origin + left, y: y), style: style)
        let right = span.width - left - title.displayWidth
        canvas.write(String(repeating: " ", count: right), at: Point(x: origin + left + title.displayWidth, y: y), style: padding)
    }

    // MARK: - Input

    /// Starts tracking the segment under the pointer.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        trackedSegmentIndex = touches.first.flatMap { segment(atX: $0.location(in: self).x) }
        super.touchesBegan(touches, with: event)
    }

    /// Follows the pointer from segment to segment.
    open override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        let location = touches.first?.location(in: self)
        let inside = location.map { point(inside: $0, with: event) } == true
        trackedSegmentIndex = inside ? location.flatMap { segment(atX: $0.x) } : nil
        super.touchesMoved(touches, with: event)
        setNeedsDisplay()
    }

    /// A release on an enabled segment chooses it, after `.touchUpInside`.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        let location = touches.first?.location(in: self)
        let inside = isEnabled && location.map { point(inside: $0, with: event) } == true
        trackedSegmentIndex = nil
        super.touchesEnded(touches, with: event)
        if inside, let index = location.flatMap({ segment(atX: $0.x) }) { chooseByUser(index) }
    }

    /// Stops tracking.
    open override func touchesCancelled(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        trackedSegmentIndex = nil
        super.touchesCancelled(touches, with: event)
    }

    /// Left and Right choose the enabled segment before or after the
    /// selected one (or move a momentary control's reversed segment), and
    /// keep the key at the ends; Enter and Space press a momentary
    /// control's reversed segment. Other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard isEnabled, let key = presses.first?.key?.keyEvent, key.modifiers.isEmpty, !segments.isEmpty else {
            return super.pressesBegan(presses, with: event)
        }
        switch key.key {
        case .left, .right:
            let step = key.key == .left ? -1 : 1
            let start = focusedSegmentIndex ?? (step > 0 ? -1 : segments.count)
            guard let next = enabledSegment(from: start, step: step) else { return }
            if isMomentary {
                keyboardSegmentIndex = next
                setNeedsDisplay()
            } else {
                chooseByUser(next)
            }
        case .enter, .character(" "):
            guard isMomentary, let index = focusedSegmentIndex else { return super.pressesBegan(presses, with: event) }
            chooseByUser(index)
        default:
            super.pressesBegan(presses, with: event)
        }
    }
}
