/// The one-row bar at the bottom of a ``TUITabBarController``: one segment
/// per item, of equal width, each showing the item's number key, glyph,
/// title and badge, such as ` 1 ⌂ Home `.
///
/// The selected item is drawn bold and underlined in the tint color (as
/// UIKit tints it), so it never looks like the focus mark, which is reverse
/// video; a disabled item is dimmed. A click on an item selects it.
@MainActor
public final class TUITabBar: TUIView {
    /// The items, in order.
    public private(set) var items: [TUITabBarItem] = []

    /// The selected item, if any.
    public private(set) var selectedItem: TUITabBarItem?

    /// The titles shown for items without their own: the controllers' titles.
    private var fallbackTitles: [String] = []

    /// Called with the index of an item the user clicked.
    var onSelect: ((Int) -> Void)?
    private var pressedIndex: Int?

    /// Creates a bar; a tab bar controller makes its own.
    override init(frame: Rect) {
        super.init(frame: frame)
        // Opaque, as UIKit's bars are: content running past the safe area
        // goes under the bar instead of showing between its items.
        backgroundColor = .systemBackground
    }

    /// Shows `items`, with `selected` selected.
    func show(_ items: [TUITabBarItem], titles: [String], selected: Int?) {
        self.items = items
        fallbackTitles = titles
        selectedItem = selected.flatMap { items.indices.contains($0) ? items[$0] : nil }
        setNeedsDisplay()
    }

    /// One row, as wide as it is given.
    public override var intrinsicContentSize: Size {
        Size(width: TUIView.noIntrinsicMetric, height: 1)
    }

    // MARK: - Segments

    /// The columns of item `index`: the width split evenly, spare cells to
    /// the first items.
    func segment(at index: Int) -> Range<Int> {
        let count = max(1, items.count)
        let base = bounds.width / count
        let spare = bounds.width % count
        let start = index * base + min(index, spare)
        return start ..< start + base + (index < spare ? 1 : 0)
    }

    private func index(atColumn x: Int) -> Int? {
        items.indices.first { segment(at: $0).contains(x) }
    }

    /// The text of item `index`, without padding.
    func label(at index: Int) -> String {
        let item = items[index]
        var parts: [String] = []
        if index < 9 { parts.append(String(index + 1)) }
        if let glyph = item.glyph { parts.append(String(glyph)) }
        let title = item.title ?? (fallbackTitles.indices.contains(index) ? fallbackTitles[index] : "")
        if !title.isEmpty { parts.append(title) }
        if let badge = item.badgeValue { parts.append("(\(badge))") }
        return parts.joined(separator: " ")
    }

    // MARK: - Drawing

    /// Draws each item centered in its segment.
    public override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let y = bounds.minY + bounds.height - 1
        for (index, item) in items.enumerated() {
            let columns = segment(at: index)
            guard !columns.isEmpty else { continue }
            var style = Style.plain
            if item === selectedItem {
                style = Style(foreground: terminalColor(tintColor), attributes: [.bold, .underline])
            } else if !item.isEnabled {
                style = Style(foreground: .gray, attributes: [.dim])
            }
            let text = TextLayout.truncate(label(at: index), width: columns.count, mode: .byTruncatingTail)
            let x = columns.lowerBound + (columns.count - text.displayWidth) / 2
            canvas.write(text, at: Point(x: x, y: y), style: style)
        }
    }

    // MARK: - Mouse

    /// Notes the item under the press.
    public override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        pressedIndex = touches.first.flatMap { index(atColumn: $0.location(in: self).x) }
    }

    /// Selects the item when the release is on the item the press was on.
    public override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        defer { pressedIndex = nil }
        guard let touch = touches.first, let pressed = pressedIndex,
            bounds.contains(touch.location(in: self)),
            index(atColumn: touch.location(in: self).x) == pressed
        else { return }
        onSelect?(pressed)
    }

    /// Forgets the press.
    public override func touchesCancelled(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        pressedIndex = nil
    }
}
