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
        }
    }

    /// Where the presented view goes: the sheet less its border.
    var contentFrame: Rect {
        let sheet = sheetFrame
        switch style {
        case .fullScreen, .overFullScreen: return sheet
        case .pageSheet: return Rect(x: sheet.minX, y: sheet.minY + 1, width: sheet.width, height: max(0, sheet.height - 2))
        case .formSheet: return Rect(x: sheet.minX + 1, y: sheet.minY + 1, width: max(0, sheet.width - 2), height: max(0, sheet.height - 3))
        }
    }

    /// The row under the content where a sheet's key hints go.
    private var keyHintsFrame: Rect {
        let content = contentFrame
        return Rect(x: content.minX, y: content.maxY, width: content.width, height: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
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
