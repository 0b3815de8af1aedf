/// The one-row bar at the top of a ``TUINavigationController``: the top
/// controller's title centered, a back button (`‹ Previous`) and the left
/// bar button items on the left, and the right bar button items on the right.
@MainActor
public final class TUINavigationBar: TUIView {
    /// The back button, shown when there is a controller to go back to.
    let backButton = TUIButton(type: .custom)
    private var leftButtons: [TUIButton] = []
    private var rightButtons: [TUIButton] = []
    private var title = ""

    /// Whether the bar shows large titles for items whose
    /// ``TUINavigationItem/largeTitleDisplayMode`` is `.automatic`; false by default.
    public var prefersLargeTitles = false {
        didSet { onPreferenceChange?() }
    }

    var onPreferenceChange: (() -> Void)?

    /// Creates a bar; a navigation controller makes its own.
    override init(frame: Rect) {
        super.init(frame: frame)
        // Opaque, as UIKit's bars are: content scrolled under it stays hidden.
        backgroundColor = .systemBackground
        backButton.isHidden = true
        addSubview(backButton)
        // Its buttons are one focus group: the arrows move between them.
        focusGroupIdentifier = ownFocusGroupIdentifier
    }

    /// Shows `item` on top, with a back button titled `backTitle` (nil: none).
    func show(_ item: TUINavigationItem, title: String, backTitle: String?, back: @escaping @MainActor () -> Void) {
        self.title = title
        let leftReplacesBack = !item.leftBarButtonItems.isEmpty && !item.leftItemsSupplementBackButton
        if let backTitle, !item.hidesBackButton, !leftReplacesBack {
            backButton.setTitle("‹ " + backTitle, for: .normal)
            backButton.setTitleColor(tintColor, for: .normal)
            backButton.isHidden = false
        } else {
            backButton.isHidden = true
        }
        backButton.removeAction(identifiedBy: Self.backActionIdentifier, for: .primaryActionTriggered)
        backButton.addAction(TUIAction(identifier: Self.backActionIdentifier) { _ in back() }, for: .primaryActionTriggered)
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = item.leftBarButtonItems.map(addButton)
        rightButtons = item.rightBarButtonItems.map(addButton)
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func addButton(for barItem: TUIBarButtonItem) -> TUIButton {
        let button = barItem.makeButton()
        addSubview(button)
        return button
    }

    private static let backActionIdentifier = TUIAction.Identifier("TUINavigationBar.back")

    /// Places the back button and the left buttons after it on the left,
    /// and the right buttons on the right, one cell apart.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        backButton.frame = Rect(x: 0, y: 0, width: backButton.intrinsicContentSize.width, height: 1)
        var left = backButton.isHidden ? 0 : backButton.frame.width + 1
        for button in leftButtons {
            let buttonWidth = button.intrinsicContentSize.width
            button.frame = Rect(x: left, y: 0, width: buttonWidth, height: 1)
            left += buttonWidth + 1
        }
        var right = width
        for button in rightButtons {
            let buttonWidth = button.intrinsicContentSize.width
            right -= buttonWidth
            button.frame = Rect(x: right, y: 0, width: buttonWidth, height: 1)
            right -= 1
        }
    }

    /// Draws the title, bold, centered in the bar; as UIKit's, it moves
    /// aside (and then shortens) rather than run under the buttons, a cell
    /// clear of them.
    public override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let leftButtonsEnd = ([backButton] + leftButtons).filter { !$0.isHidden }.map { $0.frame.maxX + 1 }.max() ?? bounds.minX
        let rightButtonsStart = rightButtons.filter { !$0.isHidden }.map { $0.frame.minX - 1 }.min() ?? bounds.maxX
        let room = max(0, rightButtonsStart - leftButtonsEnd)
        let text = TextLayout.truncate(title, width: room, mode: .byTruncatingTail)
        let centered = bounds.minX + max(0, (bounds.width - text.displayWidth) / 2)
        let x = max(leftButtonsEnd, min(centered, rightButtonsStart - text.displayWidth))
        canvas.write(text, at: Point(x: x, y: bounds.minY), style: Style(attributes: [.bold]))
    }
}
