/// The view a presentation puts on top of the window: it dims what is
/// behind (for sheets) and holds the presented controller's view, framed.
/// A sheet's last row is a footer of the keys that work in it, since the
/// window's own footer is behind the sheet.
@MainActor
final class PresentationContainerView: TUIView {
    let style: TUIModalPresentationStyle
    weak var presented: TUIViewController?
    private let keyHints = TUIKeyHintsView()
    /// How many rows below its place the sheet is drawn, while it rises or
    /// falls; the sheet's edge, its controller's view and its footer move together.
    var sheetOffset = 0 {
        didSet {
            guard sheetOffset != oldValue else { return }
            for subview in storedSubviews { subview.setPresentationOffset(Point(x: 0, y: sheetOffset)) }
            setNeedsDisplay()
        }
    }
    /// Whether the presentation is being dismissed: it still shows while it
    /// slides away, but takes neither focus nor input.
    var isLeaving = false {
        didSet { isUserInteractionEnabled = !isLeaving }
    }

    init(style: TUIModalPresentationStyle, presented: TUIViewController) {
        self.style = style
        self.presented = presented
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        keyHints.isHidden = !hasKeyHints
        addSubview(keyHints)
    }

    /// Redraws the footer, whose keys changed in a way it cannot see.
    func keyHintsMayHaveChanged() {
        keyHints.setNeedsDisplay()
    }

    /// Whether Escape closes the presentation: a sheet's or a popover's.
    var closesOnEscape: Bool { style == .pageSheet || style == .formSheet || style == .popover }

    /// Sheets show a footer of key hints; full-screen presentations draw
    /// their own screen.
    private var hasKeyHints: Bool { style == .pageSheet || style == .formSheet }

    /// Whether an animated presentation slides the sheet in and out, as
    /// UIKit's default cover-vertical transition does; not with reduced motion.
    var slides: Bool { hasKeyHints && !MotionPreference.reducesMotion }

    /// How far the sheet travels to leave the screen from its place.
    var slideDistance: Int { max(0, bounds.height - sheetFrame.minY) }

    /// Slides the sheet up from below the screen into its place.
    func slideIn(completion: @escaping () -> Void) {
        ViewAnimator.slide(
            self, from: Point(x: 0, y: slideDistance), curve: Self.slideCurve, completion: { _ in completion() },
            applying: { view, offset in (view as? PresentationContainerView)?.sheetOffset = offset.y })
    }

    /// Slides the sheet from its place down off the screen.
    func slideOut(completion: @escaping () -> Void) {
        let distance = slideDistance
        ViewAnimator.slide(
            self, from: Point(x: 0, y: distance), curve: Self.slideCurve, completion: { _ in completion() },
            applying: { view, offset in (view as? PresentationContainerView)?.sheetOffset = distance - offset.y })
    }

    /// A quarter of a second, slowing at the end: about a row a frame on a
    /// 24-row terminal, quick enough never to keep a keyboard user waiting.
    private static let slideCurve = TimingCurve.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 0.25)

    /// The frame of the sheet (border included) in the container.
    var sheetFrame: Rect {
        let size = bounds.size
        switch style {
        case .fullScreen, .overFullScreen:
            return bounds
        case .pageSheet:
            let height = presented?.sheetPresentationController?.currentDetent.height(in: size.height) ?? size.height - 1
            return Rect(x: 0, y: size.height - height, width: size.width, height: height)
        case .formSheet:
            let preferred = presented?.preferredContentSize ?? .zero
            let width = min(size.width, preferred.width > 0 ? preferred.width + 2 : size.width * 2 / 3)
            let height = min(size.height, preferred.height > 0 ? preferred.height + 3 : size.height * 2 / 3)
            return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        case .popover, .none:
            return popoverPlacement?.frame ?? .zero
        }
    }

    /// Where the popover goes beside its anchor, worked out from where the
    /// anchor is now, so a resize or a moved bar button keeps it attached.
    var popoverPlacement: PopoverPlacement? {
        guard style == .popover, let presented, let popover = presented.storedPopoverPresentationController else { return nil }
        // Before the container joins the window, the presenter's window is the one it will join.
        let window = storedWindow ?? presented.storedPresentingViewController?.storedView?.storedWindow
        let center = Rect(x: bounds.width / 2, y: bounds.height / 2, width: 0, height: 0)
        let anchor = window.flatMap { popover.anchor(in: $0) } ?? center
        return PopoverPlacement(
            contentSize: presented.preferredContentSize, anchor: anchor, permitted: popover.permittedArrowDirections, in: bounds)
    }

    /// Where the presented view goes: the sheet less its border.
    var contentFrame: Rect {
        let sheet = sheetFrame
        switch style {
        case .fullScreen, .overFullScreen: return sheet
        case .pageSheet: return Rect(x: sheet.minX, y: sheet.minY + 1, width: sheet.width, height: max(0, sheet.height - 2))
        case .formSheet: return Rect(x: sheet.minX + 1, y: sheet.minY + 1, width: max(0, sheet.width - 2), height: max(0, sheet.height - 3))
        case .popover, .none: return sheet.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        }
    }

    /// The row under the content where a sheet's key hints go.
    private var keyHintsFrame: Rect {
        let content = contentFrame
        return Rect(x: content.minX, y: content.maxY, width: content.width, height: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let placement = popoverPlacement { presented?.storedPopoverPresentationController?.arrowDirection = placement.arrowDirection }
        presented?.viewIfLoaded?.frame = contentFrame
        if hasKeyHints { keyHints.frame = keyHintsFrame }
    }

    /// Dims what is behind a sheet, then clears the sheet and draws its edge.
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        // The presented view draws over what is behind it by itself.
        guard style != .overFullScreen else { return }
        guard style != .fullScreen else {
            canvas.fill(bounds, with: .blank())
            return
        }
        if let placement = popoverPlacement {
            drawPopover(placement, in: &canvas)
            return
        }
        TUIFocusEffect(attributes: [.dim]).apply(to: bounds, in: &canvas)
        let sheet = sheetFrame.offsetBy(dx: 0, dy: sheetOffset)
        canvas.fill(sheet, with: .blank())
        if style == .formSheet {
            canvas.drawBox(sheet, line: .rounded)
        } else {
            canvas.drawHorizontalLine(from: Point(x: sheet.minX, y: sheet.minY), length: sheet.width)
            if presented?.sheetPresentationController?.prefersGrabberVisible == true {
                let width = min(8, sheet.width)
                canvas.write(
                    String(repeating: "━", count: width),
                    at: Point(x: sheet.minX + (sheet.width - width) / 2, y: sheet.minY), style: Style())
            }
        }
    }

    /// Quiets what is behind as a menu does, so the popover's focus mark is
    /// the only one, then draws the box, its title and its arrow.
    private func drawPopover(_ placement: PopoverPlacement, in canvas: inout Canvas) {
        canvas.quietBehindOverlay(bounds)
        let box = placement.frame
        canvas.fill(box, with: .blank())
        canvas.drawBox(box, line: .rounded)
        // The title on the top edge, as a menu's: a terminal popover has no other heading.
        if let title = presented?.title, !title.isEmpty, box.width > 6 {
            let text = TextLayout.truncate(" \(title) ", width: box.width - 4, mode: .byTruncatingTail)
            canvas.write(text, at: Point(x: box.minX + 2, y: box.minY), style: Style(attributes: [.bold]))
        }
        if let arrow = placement.arrowPoint { canvas.write(placement.arrowGlyph, at: arrow, style: Style()) }
    }

    /// A press outside a popover dismisses it, asking its delegate first.
    override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard style == .popover, let touch = touches.first, !sheetFrame.contains(touch.location(in: self)),
            let popover = presented?.storedPopoverPresentationController
        else { return super.touchesBegan(touches, with: event) }
        popover.dismissForUser()
    }

    /// A click on a page sheet's top edge shows its next detent, the
    /// shortest after the tallest; the terminal's way to drag the grabber.
    override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard style == .pageSheet, let touch = touches.first, touch.location(in: self).y == sheetFrame.minY,
            let sheet = presented?.sheetPresentationController, let next = sheet.detent(steppingBy: 1, wraps: true)
        else {
            return super.touchesEnded(touches, with: event)
        }
        sheet.selectedDetentIdentifier = next.identifier
    }
}
