/// A one-row footer of key hints, such as
/// `↵ Open  f Favorite  / Search  ? Help  q Quit`.
///
/// Put it at the bottom of the screen; it shows the window's
/// ``TUIWindow/discoverableKeyCommands``, each as its key (bold) and short
/// title (the command's ``TUIMenuElement/title``, or its discoverability
/// title when the title is empty), and follows the first responder and
/// focus as they change, since it reads them each time it draws.
///
/// ```swift
/// let hints = TUIKeyHintsView()
/// hints.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(hints)
/// TUILayoutConstraint.activate([hints.bottomAnchor.constraint(equalTo: view.bottomAnchor), ...])
/// ```
///
/// Hints that do not fit are dropped from the end and replaced by `…`,
/// except the help hint (`?`), which stays last so the full list is always
/// one key away.
@MainActor
open class TUIKeyHintsView: TUIView {
    /// The color of the keys; nil (the default) is the tint color.
    open var keyColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Creates a footer.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// One row, as wide as it is given.
    open override var intrinsicContentSize: Size {
        Size(width: TUIView.noIntrinsicMetric, height: 1)
    }

    /// The hints shown at `width` cells: each hint's key and title.
    func hints(fitting width: Int) -> [(key: String, title: String)] {
        let all = (window?.discoverableKeyCommands ?? []).map { (key: $0.keyLabel, title: $0.hintTitle) }
        let pinned = all.last { $0.key == TUIApplication.helpKeyInput }
        let others = all.filter { $0.key != TUIApplication.helpKeyInput }
        func hintWidth(_ hint: (key: String, title: String)) -> Int {
            hint.key.displayWidth + (hint.title.isEmpty ? 0 : 1 + hint.title.displayWidth)
        }
        let reserved = pinned.map { 2 + hintWidth($0) } ?? 0
        var shown: [(key: String, title: String)] = []
        var used = 0
        for (index, hint) in others.enumerated() {
            let cost = (shown.isEmpty ? 0 : 2) + hintWidth(hint)
            let roomForMore = index < others.count - 1 ? 3 : 0
            guard used + cost + roomForMore + reserved <= width else {
                let ellipsis = shown.isEmpty ? 1 : 3
                if used + ellipsis + reserved <= width {
                    shown.append((key: "…", title: ""))
                    used += ellipsis
                }
                break
            }
            shown.append(hint)
            used += cost
        }
        if let pinned, used + (shown.isEmpty ? 0 : 2) + hintWidth(pinned) <= width { shown.append(pinned) }
        return shown
    }

    /// The fingerprint of the commands last drawn, and the width they were
    /// fitted to.
    private var drawnFingerprint: (commands: Int, width: Int)?

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // The commands follow focus and the controllers' state, which
        // report no changes: the window asks before each frame.
        window?.checkEachFrame(self) { [weak self] in self?.markIfHintsChanged() }
    }

    private func markIfHintsChanged() {
        guard let window, let drawn = drawnFingerprint else { return }
        if drawn.width != bounds.width || drawn.commands != window.discoverableKeyCommandsFingerprint { setNeedsDisplay() }
    }

    /// Draws the hints from the left.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let y = bounds.minY + (bounds.height - 1) / 2
        var x = bounds.minX
        let keyStyle = Style(foreground: terminalColor(keyColor ?? tintColor), attributes: [.bold])
        let hints = hints(fitting: bounds.width)
        drawnFingerprint = window.map { ($0.discoverableKeyCommandsFingerprint, bounds.width) }
        for hint in hints {
            if x > bounds.minX { x += 2 }
            canvas.write(hint.key, at: Point(x: x, y: y), style: keyStyle)
            x += hint.key.displayWidth
            if !hint.title.isEmpty {
                canvas.write(hint.title, at: Point(x: x + 1, y: y), style: .plain)
                x += 1 + hint.title.displayWidth
            }
        }
    }
}
