/// The root view of a ``TUIAlertController``: it fills the window, dims
/// what is behind, and draws a box with the title, the message and a button
/// per action: centered for an alert, across the bottom for an action sheet.
///
/// Text fields, if any, come under the message, one per row. An alert with
/// one or two actions puts them side by side (the cancel
/// action on the left) when they fit; otherwise, and in an action sheet,
/// they are stacked with the cancel action last, as in UIKit.
@MainActor
final class AlertView: TUIView {
    /// The widest an alert's content gets, in cells.
    static let maximumAlertContentWidth = 48
    /// The narrowest an alert with text fields gets, so there is room to type.
    static let minimumTextFieldWidth = 24

    let preferredStyle: TUIAlertController.Style
    var title: String? {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    var message: String? {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The action buttons, in the order their actions were added.
    private(set) var buttons: [TUIButton] = []
    /// The text fields, top to bottom.
    private(set) var textFields: [TUITextField] = []
    private var cancelIndex: Int?

    /// The box, border included, from the last layout.
    private(set) var boxFrame = Rect.zero
    private var titleLines: [String] = []
    private var messageLines: [String] = []
    private var textWidth = 0

    init(preferredStyle: TUIAlertController.Style) {
        self.preferredStyle = preferredStyle
        super.init(frame: .zero)
        // Focus on the alert itself shows no mark; its buttons show theirs.
        focusEffect = nil
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Adds the button for an action.
    func addButton(_ button: TUIButton, isCancel: Bool) {
        if isCancel { cancelIndex = buttons.count }
        buttons.append(button)
        addSubview(button)
        setNeedsLayout()
    }

    /// Adds a text field under the message.
    func addTextField(_ field: TUITextField) {
        textFields.append(field)
        addSubview(field)
        setNeedsLayout()
    }

    /// The text fields, then the enabled buttons in the order they are shown: focus order.
    /// The alert takes focus itself only when no button should have it at
    /// first (see ``TUIAlertController/preferredFocusEnvironments``); Tab
    /// then moves to its buttons.
    override var canBecomeFocused: Bool { true }

    var focusOrder: [TUIControl] {
        textFields.filter(\.isEnabled) + buttonsInDisplayOrder.filter(\.isEnabled)
    }

    /// The buttons in the order they are shown.
    var buttonsInDisplayOrder: [TUIButton] {
        guard let cancelIndex else { return buttons }
        var ordered = buttons
        let cancel = ordered.remove(at: cancelIndex)
        if showsButtonsSideBySide { ordered.insert(cancel, at: 0) } else { ordered.append(cancel) }
        return ordered
    }

    private var maximumContentWidth: Int {
        let available = max(1, bounds.width - 4)
        return preferredStyle == .alert ? min(available, Self.maximumAlertContentWidth) : available
    }

    private var sideBySideWidth: Int {
        buttons.map(\.intrinsicContentSize.width).reduce(0, +) + 2 * max(0, buttons.count - 1)
    }

    private var showsButtonsSideBySide: Bool {
        preferredStyle == .alert && buttons.count <= 2 && sideBySideWidth <= maximumContentWidth
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let limit = maximumContentWidth
        let sideBySide = showsButtonsSideBySide
        let buttonsWidth = sideBySide ? sideBySideWidth : buttons.map(\.intrinsicContentSize.width).max() ?? 0
        let natural =
            [title, message].compactMap { $0 }.map { text in
                text.split(separator: "\n", omittingEmptySubsequences: false).map(\.displayWidth).max() ?? 0
            }.max() ?? 0
        let fieldsWidth = textFields.isEmpty ? 0 : Self.minimumTextFieldWidth
        textWidth = preferredStyle == .alert ? min(limit, max(natural, buttonsWidth, fieldsWidth, 1)) : limit
        titleLines = wrap(title)
        messageLines = wrap(message)
        let textRows = titleLines.count + messageLines.count + (textFields.isEmpty ? 0 : 1 + textFields.count)
        let buttonRows = sideBySide ? min(1, buttons.count) : buttons.count
        let gap = textRows > 0 && buttonRows > 0 ? 1 : 0
        let boxWidth = min(bounds.width, textWidth + 4)
        let boxHeight = min(bounds.height, textRows + gap + buttonRows + 2)
        let x = preferredStyle == .alert ? (bounds.width - boxWidth) / 2 : 0
        let y = preferredStyle == .alert ? (bounds.height - boxHeight) / 2 : bounds.height - boxHeight
        boxFrame = Rect(x: x, y: y, width: boxWidth, height: boxHeight)

        let left = boxFrame.minX + 2
        var fieldRow = boxFrame.minY + 1 + titleLines.count + messageLines.count + 1
        for field in textFields {
            field.frame = Rect(x: left, y: fieldRow, width: textWidth, height: 1)
            fieldRow += 1
        }
        var row = boxFrame.minY + 1 + textRows + gap
        let ordered = buttonsInDisplayOrder
        if sideBySide {
            var column = left + (textWidth - buttonsWidth) / 2
            for button in ordered {
                let width = button.intrinsicContentSize.width
                button.frame = Rect(x: column, y: row, width: width, height: 1)
                column += width + 2
            }
        } else {
            for button in ordered {
                button.frame = Rect(x: left, y: row, width: textWidth, height: 1)
                row += 1
            }
        }
    }

    private func wrap(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return TextLayout.lines(of: text, width: textWidth, maxLines: nil, mode: .byWordWrapping)
    }

    // MARK: - Drawing

    /// Dims what is behind, then draws the box and its text.
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        TUIFocusEffect(attributes: [.dim]).apply(to: bounds, in: &canvas)
        canvas.fill(boxFrame, with: .blank())
        canvas.drawBox(boxFrame, line: .rounded)
        var row = boxFrame.minY + 1
        for (lines, style) in [(titleLines, Style(attributes: [.bold])), (messageLines, Style.plain)] {
            for line in lines {
                let x = boxFrame.minX + 2 + (textWidth - line.displayWidth) / 2
                canvas.write(line, at: Point(x: x, y: row), style: style)
                row += 1
            }
        }
    }
}
