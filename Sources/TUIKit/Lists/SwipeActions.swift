/// The swipe actions showing on one row.
struct SwipeState: Equatable {
    enum Edge { case leading, trailing }

    var item: Int
    var edge: Edge
    var configuration: TUISwipeActionsConfiguration
    /// The action Enter runs.
    var chosen = 0

    static func == (lhs: SwipeState, rhs: SwipeState) -> Bool {
        lhs.item == rhs.item && lhs.edge == rhs.edge && lhs.configuration === rhs.configuration && lhs.chosen == rhs.chosen
    }

    /// The buttons, in drawing order (left to right), with their actions' indexes.
    @MainActor var buttonsLeftToRight: [(index: Int, action: TUIContextualAction)] {
        let indexed = configuration.actions.enumerated().map { (index: $0.offset, action: $0.element) }
        // The first action sits nearest the swiped edge.
        return edge == .leading ? indexed : indexed.reversed()
    }

    /// The columns the buttons take.
    @MainActor var width: Int { configuration.actions.reduce(0) { $0 + $1.buttonText.displayWidth } }
}

/// The buttons of a row's swipe actions, drawn over the row's edge.
@MainActor
final class SwipeActionsView: TUIView {
    var state: SwipeState {
        didSet { setNeedsDisplay() }
    }

    init(state: SwipeState) {
        self.state = state
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// The action under column `x` of this view, if any.
    func actionIndex(atX x: Int) -> Int? {
        var left = 0
        for button in state.buttonsLeftToRight {
            let width = button.action.buttonText.displayWidth
            if x >= left && x < left + width { return button.index }
            left += width
        }
        return nil
    }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        var x = bounds.minX
        for button in state.buttonsLeftToRight {
            var style = Style(foreground: .brightWhite, background: terminalColor(button.action.resolvedBackgroundColor))
            if button.index == state.chosen { style.attributes = [.bold, .underline] }
            for row in bounds.minY ..< bounds.maxY {
                canvas.fill(Rect(x: x, y: row, width: button.action.buttonText.displayWidth, height: 1), with: .blank(style))
            }
            x += canvas.write(button.action.buttonText, at: Point(x: x, y: bounds.minY), style: style)
        }
    }
}

extension TUICollectionViewCell {
    /// Shows, moves or removes the swipe buttons to match ``swipeActionsView``.
    func updateSwipeActionsView() {
        guard let state = swipeActionsView else {
            swipeActionsSubview?.removeFromSuperview()
            swipeActionsSubview = nil
            return
        }
        let view = swipeActionsSubview ?? SwipeActionsView(state: state)
        view.state = state
        if view.superview !== self { addSubview(view) }
        swipeActionsSubview = view
        layoutSwipeActionsView()
    }

    /// Places the swipe buttons at the swiped edge.
    func layoutSwipeActionsView() {
        guard let view = swipeActionsSubview else { return }
        let width = min(view.state.width, bounds.width)
        let x = view.state.edge == .leading ? bounds.minX : bounds.maxX - width
        view.frame = Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
}
