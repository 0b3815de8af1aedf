/// The root view of an open menu: it fills the window without covering
/// it, draws each open level as a bordered box, and takes the clicks.
/// A click outside every box closes the menu.
@MainActor
final class MenuView: TUIView {
    /// The open boxes, the top menu first.
    var levels: [MenuLevel] = [] {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Called for a click on a row: the level and row.
    var onChoose: ((Int, Int) -> Void)?
    /// Called for a click outside every box.
    var onClickOutside: (() -> Void)?
    private var pressedRow: (level: Int, row: Int)?

    override init(frame: Rect) {
        super.init(frame: frame)
        // The menu draws its own focus mark: the highlighted row.
        focusEffect = nil
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The menu takes focus, so its key commands are in scope.
    override var canBecomeFocused: Bool { true }

    override func layoutSubviews() {
        super.layoutSubviews()
        for index in levels.indices { levels[index].place(in: bounds) }
    }

    // MARK: - Drawing

    /// Quiets what is behind, then draws every box over it, the deepest submenu on top.
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.quietBehindOverlay(bounds)
        for level in levels { draw(level, isActive: level.menu === levels.last?.menu, in: &canvas) }
    }

    private func draw(_ level: MenuLevel, isActive: Bool, in canvas: inout Canvas) {
        let box = level.frame
        guard box.width >= 2, box.height >= 2 else { return }
        canvas.fill(box, with: .blank())
        canvas.drawBox(box, line: .rounded)
        if !level.menu.title.isEmpty {
            let title = TextLayout.truncate(" \(level.menu.title) ", width: box.width - 4, mode: .byTruncatingTail)
            canvas.write(title, at: Point(x: box.minX + 2, y: box.minY), style: Style(attributes: [.bold]))
        }
        let innerWidth = box.width - 2
        for slot in 0 ..< level.visibleRowCount {
            let index = level.firstVisibleRow + slot
            guard level.rows.indices.contains(index) else { break }
            let y = box.minY + 1 + slot
            switch level.rows[index] {
            case .separator(let title):
                canvas.drawHorizontalLine(from: Point(x: box.minX, y: y), length: box.width)
                if let title {
                    let text = TextLayout.truncate(" \(title) ", width: innerWidth - 2, mode: .byTruncatingTail)
                    canvas.write(text, at: Point(x: box.minX + 2, y: y), style: Style(foreground: .gray))
                }
            case .loading:
                canvas.write(
                    "   " + MenuLevel.loadingText, at: Point(x: box.minX + 1, y: y), style: Style(foreground: .gray, attributes: [.dim]))
            case .element(let element, _):
                // Only the active box shows the mark; a parent's open row stays bold.
                let highlighted = level.highlighted == index
                drawRow(
                    element, highlighted: highlighted && isActive, isOpenParent: highlighted && !isActive, at: Point(x: box.minX + 1, y: y),
                    width: innerWidth, in: &canvas)
            }
        }
    }

    private func drawRow(
        _ element: TUIMenuElement, highlighted: Bool, isOpenParent: Bool, at origin: Point, width: Int, in canvas: inout Canvas
    ) {
        let choosable = element as? any MenuChoosable
        let isDestructive =
            choosable?.attributes.contains(.destructive) ?? (element as? TUIMenu)?.options.contains(.destructive) ?? false
        let isDisabled = choosable?.attributes.contains(.disabled) ?? false
        var style = Style()
        if isDestructive {
            // Bold as well as red, so it stands out without color too.
            style.foreground = .red
            style.attributes.insert(.bold)
        }
        if isDisabled {
            style.foreground = .gray
            style.attributes.insert(.dim)
        }
        if highlighted { style.attributes.insert(.reverse) }
        if isOpenParent { style.attributes.insert(.bold) }
        let parts = MenuLevel.parts(of: element)
        let mark = MenuLevel.mark(for: choosable?.state ?? .off)
        let trailing = parts.trailing.map { "  " + $0 + " " } ?? " "
        let room = max(0, width - 3 - trailing.displayWidth)
        let title = TextLayout.truncate(parts.title, width: room, mode: .byTruncatingTail)
        // The whole row in the row's style, so the reverse bar spans the box.
        canvas.write(String(repeating: " ", count: max(0, width)), at: origin, style: style)
        canvas.write(" \(mark) " + title, at: origin, style: style)
        if let subtitle = parts.subtitle, !subtitle.isEmpty, room - title.displayWidth > 2 {
            var quiet = style
            if !isDisabled && !isDestructive { quiet.foreground = .gray }
            let text = TextLayout.truncate(subtitle, width: room - title.displayWidth - 2, mode: .byTruncatingTail)
            canvas.write(text, at: Point(x: origin.x + 3 + title.displayWidth + 2, y: origin.y), style: quiet)
        }
        if parts.trailing != nil {
            canvas.write(trailing, at: Point(x: origin.x + width - trailing.displayWidth, y: origin.y), style: style)
        }
    }

    // MARK: - Mouse

    /// A press on a row highlights it; one outside every box closes the menu.
    override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        pressedRow = nil
        for (levelIndex, level) in levels.enumerated().reversed() where level.frame.contains(point) {
            if let row = level.row(at: point), level.rows[row].isSelectable { pressedRow = (levelIndex, row) }
            return
        }
        onClickOutside?()
    }

    /// A release on the row pressed chooses it.
    override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard let touch = touches.first, let pressed = pressedRow else { return }
        pressedRow = nil
        let point = touch.location(in: self)
        guard levels.indices.contains(pressed.level), levels[pressed.level].row(at: point) == pressed.row else { return }
        onChoose?(pressed.level, pressed.row)
    }

    /// Forgets the press.
    override func touchesCancelled(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        pressedRow = nil
    }
}
